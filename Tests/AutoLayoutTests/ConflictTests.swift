import AutoLayout
import Foundation
import Testing

/// Unsatisfiable required constraints: reported in UIKit's structure with the smallest set of
/// constraints at fault, broken (never a crash), and retried when the conflict goes away.
@MainActor
struct ConflictTests {
    /// A view with a consistent placement and a triple that cannot hold together:
    /// leading 10 + width 100 puts the trailing edge at 110, not 50.
    struct Triple {
        let root: Window
        let a: View
        let b: View
        let leading: LayoutConstraint
        let width: LayoutConstraint
        let trailing: LayoutConstraint
        let reports: ReportCollector
        var members: [LayoutConstraint] { [leading, width, trailing] }
    }

    func makeTriple() -> Triple {
        let root = makeRoot()
        let reports = ReportCollector(root.layoutEngine)
        let a = makeView("a", in: root)
        let b = makeView("b", in: root)
        // Noise: constraints on the same views that take no part in the conflict.
        LayoutConstraint.activate([
            a.topAnchor.constraint(equalTo: root.topAnchor, constant: 5),
            a.heightAnchor.constraint(equalToConstant: 20),
            b.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            b.topAnchor.constraint(equalTo: a.bottomAnchor, constant: 4),
            b.widthAnchor.constraint(equalToConstant: 30),
            b.heightAnchor.constraint(equalTo: a.heightAnchor),
        ])
        let leading = a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10)
        let width = a.widthAnchor.constraint(equalToConstant: 100)
        let trailing = a.trailingAnchor.constraint(equalTo: root.leadingAnchor, constant: 50)
        leading.identifier = "leading"
        width.identifier = "width"
        trailing.identifier = "trailing"
        LayoutConstraint.activate([leading, width, trailing])
        root.layoutIfNeeded()
        return Triple(root: root, a: a, b: b, leading: leading, width: width, trailing: trailing, reports: reports)
    }

    /// Which of the triple hold in the current frame of `a`.
    func holding(_ t: Triple) -> [String] {
        var names: [String] = []
        if t.a.frame.minX == 10 { names.append("leading") }
        if t.a.frame.width == 100 { names.append("width") }
        if t.a.frame.maxX == 50 { names.append("trailing") }
        return names
    }

    @Test func theReportNamesTheSmallestConflictingSet() throws {
        let t = makeTriple()
        #expect(t.reports.conflicts.count == 1)
        let conflict = try #require(t.reports.conflicts.first)
        #expect(sameConstraints(conflict.conflictingConstraints, t.members))
        #expect(t.members.contains { $0 === conflict.brokenConstraint })
        #expect(conflict.brokenConstraint.isBrokenByEngine)
        // The broken constraint stays active: it is kept, not enforced.
        #expect(conflict.brokenConstraint.isActive)
    }

    @Test func theReportHasUIKitsStructure() throws {
        let t = makeTriple()
        let conflict = try #require(t.reports.conflicts.first)
        let lines = conflict.description.components(separatedBy: "\n")
        #expect(lines.first == "[LayoutConstraints] Unable to simultaneously satisfy constraints.")
        #expect(lines.contains { $0.contains("Probably at least one of the constraints in the following list is one you don't want.") })
        let open = try #require(lines.firstIndex(of: "("))
        let close = try #require(lines.firstIndex(of: ")"))
        #expect(close - open - 1 == 3)
        for member in t.members {
            #expect(lines[(open + 1)..<close].contains { $0.contains(member.logDescription) }, "\(member)")
        }
        let recover = try #require(lines.firstIndex { $0.hasPrefix("Will attempt to recover by breaking constraint") })
        #expect(recover > close)
        #expect(lines[recover + 1] == conflict.brokenConstraint.logDescription)
        #expect(lines.contains { $0.contains("Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.") })
        // No autoresizing constraint takes part, so no note about them.
        #expect(!conflict.description.contains("translatesAutoresizingMaskIntoConstraints"))
        // Each listed constraint says it is active and where it was made.
        #expect(t.width.logDescription.hasPrefix("<NSLayoutConstraint 'width' a.width == 100   (active, AutoLayoutTests/ConflictTests.swift:"))
    }

    @Test func theLayoutRecoversWithoutTheBrokenConstraint() throws {
        let t = makeTriple()
        let conflict = try #require(t.reports.conflicts.first)
        let broken = try #require(conflict.brokenConstraint.identifier)
        // Exactly the broken one does not hold; the others and the noise do.
        #expect(holding(t) == ["leading", "width", "trailing"].filter { $0 != broken })
        #expect(t.a.frame.minY == 5 && t.a.frame.height == 20)
        #expect(t.b.frame == CGRect(x: 0, y: 29, width: 30, height: 20))
    }

    @Test func theBrokenConstraintIsRetriedWhenAConflictingOneIsDeactivated() throws {
        let t = makeTriple()
        let conflict = try #require(t.reports.conflicts.first)
        let broken = conflict.brokenConstraint
        let other = try #require(t.members.first { $0 !== broken })
        other.isActive = false
        t.root.layoutIfNeeded()
        #expect(!broken.isBrokenByEngine)
        #expect(broken.isActive)
        let expected = ["leading", "width", "trailing"].filter { $0 != other.identifier }
        #expect(holding(t) == expected)
        #expect(t.reports.conflicts.count == 1)
    }

    @Test func theBrokenConstraintIsRetriedWhenAConstantChangeResolvesTheConflict() throws {
        // Issue 3: "the broken constraint is retried when the conflict goes away" — here the
        // conflict goes away through a constant change of another member, not a removal.
        let t = makeTriple()
        let conflict = try #require(t.reports.conflicts.first)
        let broken = conflict.brokenConstraint
        // Change a constraint that is enforced so that all three agree again.
        let other = try #require(t.members.first { $0 !== broken })
        switch other.identifier {
        case "leading": other.constant = -50  // -50 + 100 == 50
        case "width": other.constant = 40  // 10 + 40 == 50
        default: other.constant = 110  // 10 + 100 == 110
        }
        t.root.layoutIfNeeded()
        #expect(!broken.isBrokenByEngine, "\(broken) stays broken after \(other) changed")
        let frame = t.a.frame
        switch other.identifier {
        case "leading": #expect(frame == CGRect(x: -50, y: 5, width: 100, height: 20))
        case "width": #expect(frame == CGRect(x: 10, y: 5, width: 40, height: 20))
        default: #expect(frame == CGRect(x: 10, y: 5, width: 100, height: 20))
        }
        #expect(t.reports.conflicts.count == 1)
    }

    @Test func aConstantChangeThatConflictsIsReportedAndUndone() throws {
        let root = makeRoot()
        let reports = ReportCollector(root.layoutEngine)
        let a = makeView("a", in: root)
        let width = a.widthAnchor.constraint(equalToConstant: 100)
        let limit = a.widthAnchor.constraint(lessThanOrEqualToConstant: 150)
        LayoutConstraint.activate([
            width, limit,
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            a.topAnchor.constraint(equalTo: root.topAnchor),
            a.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(reports.conflicts.isEmpty)

        width.constant = 200
        root.layoutIfNeeded()
        #expect(reports.conflicts.count == 1)
        let conflict = try #require(reports.conflicts.first)
        #expect(sameConstraints(conflict.conflictingConstraints, [width, limit]))
        #expect(conflict.brokenConstraint.isBrokenByEngine)
        #expect(a.frame.width <= 150)

        // Back within the limit: the broken constraint holds again, quietly.
        width.constant = 120
        root.layoutIfNeeded()
        #expect(!width.isBrokenByEngine && !limit.isBrokenByEngine)
        #expect(a.frame == CGRect(x: 0, y: 0, width: 120, height: 10))
        #expect(reports.conflicts.count == 1)
    }

    @Test func aConflictWithAnAutoresizingViewListsItsMaskConstraints() throws {
        let root = makeRoot()
        let reports = ReportCollector(root.layoutEngine)
        let framed = View(frame: CGRect(x: 10, y: 20, width: 50, height: 60))
        framed.identifier = "framed"
        root.addSubview(framed)
        root.layoutIfNeeded()
        let width = framed.widthAnchor.constraint(equalToConstant: 100)
        width.isActive = true
        root.layoutIfNeeded()
        let conflict = try #require(reports.conflicts.first)
        #expect(reports.conflicts.count == 1)
        #expect(conflict.conflictingConstraints.contains { $0 === width })
        let masks = conflict.conflictingConstraints.filter { $0 !== width }
        #expect(masks.count == 1)
        #expect(masks.allSatisfy { $0.logDescription.hasPrefix("<NSAutoresizingMaskLayoutConstraint h=--& v=--& framed.width == 50") })
        #expect(conflict.description.contains("translatesAutoresizingMaskIntoConstraints"))
        // The view keeps the frame it was given or takes the new width: one of the two holds.
        #expect(framed.frame.width == 50 || framed.frame.width == 100)
        #expect(framed.frame.origin == CGPoint(x: 10, y: 20))
    }

    @Test func requiredContentSizeConstraintsTakePartInConflicts() throws {
        let root = makeRoot()
        let reports = ReportCollector(root.layoutEngine)
        let label = makeView("label", intrinsic: CGSize(width: 80, height: 20), in: root)
        label.setContentCompressionResistancePriority(.required, for: .horizontal)
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            label.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        let narrow = label.widthAnchor.constraint(equalToConstant: 50)
        narrow.isActive = true
        root.layoutIfNeeded()
        let conflict = try #require(reports.conflicts.first)
        #expect(conflict.conflictingConstraints.count == 2)
        #expect(conflict.conflictingConstraints.contains { $0 === narrow })
        #expect(conflict.conflictingConstraints.contains {
            $0.logDescription.hasPrefix("<NSContentSizeLayoutConstraint label.width >= 80 CompressionResistance:1000")
        })
    }

    @Test func separateConflictsAreReportedSeparately() {
        let root = makeRoot()
        let reports = ReportCollector(root.layoutEngine)
        let a = makeView("a", in: root)
        let b = makeView("b", in: root)
        LayoutConstraint.activate([
            a.widthAnchor.constraint(equalToConstant: 10),
            a.widthAnchor.constraint(equalToConstant: 20),
            b.heightAnchor.constraint(equalToConstant: 10),
            b.heightAnchor.constraint(greaterThanOrEqualToConstant: 30),
        ])
        root.layoutIfNeeded()
        #expect(reports.conflicts.count == 2)
        #expect(reports.conflicts.allSatisfy { $0.conflictingConstraints.count == 2 })
    }

    @Test func theDefaultHandlerPrintsAndDoesNotStop() {
        // No handler set: the report goes to standard error and layout goes on.
        let root = makeRoot()
        let a = makeView("a", in: root)
        LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            a.topAnchor.constraint(equalTo: root.topAnchor),
            a.heightAnchor.constraint(equalToConstant: 10),
            a.widthAnchor.constraint(equalToConstant: 10),
            a.widthAnchor.constraint(equalToConstant: 20),
        ])
        root.layoutIfNeeded()
        #expect(a.frame.width == 10 || a.frame.width == 20)
    }

    @Test func sizesNeverGoBelowZero() throws {
        // UIKit behaves as if every view had required `width >= 0` and `height >= 0`
        // (SEMANTICS 8.2): an optional wish for a negative size stops at 0 ...
        let root = makeRoot()
        let reports = ReportCollector(root.layoutEngine)
        let a = makeView("a", in: root)
        let wish = a.widthAnchor.constraint(equalTo: root.widthAnchor, constant: -400)
        wish.priority = .defaultHigh
        LayoutConstraint.activate([
            wish,
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            a.topAnchor.constraint(equalTo: root.topAnchor),
            a.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 0, y: 0, width: 0, height: 10))
        #expect(reports.conflicts.isEmpty)

        // ... and required edges that would make one negative are a conflict, after which no
        // size is negative.
        let b = makeView("b", in: root)
        let leading = b.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 200)
        let trailing = b.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -200)
        LayoutConstraint.activate([
            leading, trailing,
            b.topAnchor.constraint(equalTo: root.topAnchor),
            b.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(reports.conflicts.count == 1)
        let conflict = try #require(reports.conflicts.first)
        #expect(conflict.conflictingConstraints.contains { $0 === leading })
        #expect(conflict.conflictingConstraints.contains { $0 === trailing })
        #expect(b.frame.width >= 0)
    }
}

extension ConflictTests {
    /// The implicit `height >= 0` (which UIKit never prints, SEMANTICS 8.2) behaves as if it had
    /// been there from the start: when it joins a conflict, the real constraint that entered
    /// last (`b.bottom == box.bottom`) is broken, every size stays at or above 0, and neither
    /// the broken constraint nor the listed ones are implicit.
    @Test func recoveryKeepsTheImplicitNonNegativeSizes() {
        let root = makeRoot()
        let reports = ReportCollector(root.layoutEngine)
        let box = makeView("box", in: root)
        let a = makeView("a", in: box)
        let b = makeView("b", in: box)
        let bBottom = b.bottomAnchor.constraint(equalTo: box.bottomAnchor)
        bBottom.identifier = "b.bottom"
        LayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            box.topAnchor.constraint(equalTo: root.topAnchor),
            box.widthAnchor.constraint(equalToConstant: 40),
            box.heightAnchor.constraint(equalToConstant: 0),
            a.leadingAnchor.constraint(equalTo: box.leadingAnchor),
            b.leadingAnchor.constraint(equalTo: box.leadingAnchor),
            a.widthAnchor.constraint(equalToConstant: 40),
            b.widthAnchor.constraint(equalToConstant: 40),
            a.topAnchor.constraint(equalTo: box.topAnchor),
            b.topAnchor.constraint(equalTo: a.bottomAnchor, constant: 8),
            bBottom,
        ])
        root.layoutIfNeeded()
        #expect(reports.conflicts.count == 1)
        // (size.height: CGRect.height would report the magnitude)
        #expect(a.frame.size.height >= 0 && b.frame.size.height >= 0, "a \(a.frame.size), b \(b.frame.size)")
        func isImplicit(_ c: LayoutConstraint) -> Bool {
            c.identifier == nil && c.relation == .greaterThanOrEqual && c.secondItem == nil && c.constant == 0
        }
        #expect(a.frame.size.height == 0 && b.frame.size.height == 0)
        if let conflict = reports.conflicts.first {
            #expect(conflict.brokenConstraint === bBottom)
            #expect(!isImplicit(conflict.brokenConstraint), "broke \(conflict.brokenConstraint.logDescription)")
            #expect(!conflict.conflictingConstraints.contains(where: isImplicit), "\(conflict)")
        }
    }
}
