import AutoLayout
import Foundation
import Testing

/// The error a constraint initialiser throws, or nil when it makes the constraint.
func refusal(_ make: () throws(LayoutError) -> LayoutConstraint) -> LayoutError? {
    do {
        _ = try make()
        return nil
    } catch {
        return error
    }
}

/// Activating and deactivating constraints: who holds them, what is refused (with a
/// `LayoutError`, never a trap), what removing a view does, and incremental constant changes.
@MainActor
struct ActivationTests {
    // MARK: Holding

    @Test func activeConstraintsAreHeldByTheNearestCommonAncestor() {
        let root = makeRoot()
        let outer = makeView("outer", in: root)
        let a = makeView("a", in: outer)
        let b = makeView("b", in: outer)
        let inner = makeView("inner", in: a)
        let cousin = makeView("cousin", in: root)
        let own = a.widthAnchor.constraint(equalToConstant: 10)
        let toSuperview = a.leadingAnchor.constraint(equalTo: outer.leadingAnchor)
        let siblings = b.leadingAnchor.constraint(equalTo: a.trailingAnchor)
        let cousins = cousin.topAnchor.constraint(equalTo: inner.bottomAnchor)
        let toGuide = inner.leadingAnchor.constraint(equalTo: a.layoutMarginsGuide.leadingAnchor)
        LayoutConstraint.activate([own, toSuperview, siblings, cousins, toGuide])

        #expect(sameConstraints(a.constraints, [own, toGuide]))
        #expect(sameConstraints(outer.constraints, [toSuperview, siblings]))
        #expect(sameConstraints(root.constraints, [cousins]))
        #expect(inner.constraints.isEmpty)
        for constraint in [own, toSuperview, siblings, cousins, toGuide] { #expect(constraint.isActive) }
    }

    @Test func deactivatingTakesTheConstraintOutOfItsHolderAndTheLayout() {
        inBothDirections { d in
            let root = d.root
            let a = makeView("a", in: root)
            let strong = a.widthAnchor.constraint(equalToConstant: 100)
            strong.priority = .defaultHigh
            let weak = a.widthAnchor.constraint(equalToConstant: 200)
            weak.priority = .defaultLow
            LayoutConstraint.activate([
                strong, weak,
                a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
                a.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
                a.heightAnchor.constraint(equalToConstant: 10),
            ])
            root.layoutIfNeeded()
            #expect(a.frame == d.frame(CGRect(x: 10, y: 10, width: 100, height: 10), of: a))

            strong.isActive = false
            #expect(!strong.isActive)
            #expect(!a.constraints.contains { $0 === strong })
            root.layoutIfNeeded()
            #expect(a.frame == d.frame(CGRect(x: 10, y: 10, width: 200, height: 10), of: a))

            strong.isActive = true
            root.layoutIfNeeded()
            #expect(a.frame == d.frame(CGRect(x: 10, y: 10, width: 100, height: 10), of: a))
        }
    }

    @Test func activatingTwiceHoldsTheConstraintOnce() {
        let root = makeRoot()
        let a = makeView("a", in: root)
        let width = a.widthAnchor.constraint(equalToConstant: 40)
        LayoutConstraint.activate([width, width])
        width.isActive = true
        a.addConstraint(width)
        #expect(a.constraints.filter { $0 === width }.count == 1)
        a.removeConstraint(width)
        #expect(!width.isActive)
        #expect(a.constraints.isEmpty)
        a.addConstraints([width])
        #expect(width.isActive)
        a.removeConstraints([width])
        #expect(!width.isActive)
    }

    @Test func aConstraintMadeBeforeActivationUsesItsLatestConstantAndPriority() {
        let root = makeRoot()
        let a = makeView("a", intrinsic: CGSize(width: 50, height: 50), in: root)
        let width = a.widthAnchor.constraint(equalToConstant: 10)
        width.constant = 120
        width.priority = LayoutPriority(800)
        LayoutConstraint.activate([
            width,
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            a.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        // 800 beats the compression resistance (750) and the hugging (250) of the intrinsic 50.
        #expect(a.frame == CGRect(x: 0, y: 0, width: 120, height: 50))
        #expect(width.priority == LayoutPriority(800))
    }

    // MARK: Illegal combinations

    @Test func leadingAndTrailingCannotBeRelatedToLeftAndRight() {
        let root = makeRoot()
        let a = makeView("a", in: root)
        let pairs: [(LayoutAttribute, LayoutAttribute)] = [
            (.leading, .left), (.trailing, .right), (.left, .trailing), (.right, .leading),
            (.leadingMargin, .left), (.leftMargin, .trailing), (.leading, .rightMargin),
        ]
        for (first, second) in pairs {
            let error = refusal { () throws(LayoutError) in
                try LayoutConstraint(item: a, attribute: first, relatedBy: .equal, toItem: root, attribute: second)
            }
            #expect(error.map { if case .leadingTrailingWithLeftRight = $0 { true } else { false } } == true,
                "\(first) with \(second): \(String(describing: error))")
        }
    }

    @Test func aLocationCannotBeRelatedToASize() {
        let root = makeRoot()
        let a = makeView("a", in: root)
        for (first, second) in [(LayoutAttribute.top, LayoutAttribute.height), (.width, .leading), (.centerX, .width)] {
            let error = refusal { () throws(LayoutError) in
                try LayoutConstraint(item: a, attribute: first, relatedBy: .equal, toItem: root, attribute: second)
            }
            #expect(error.map { if case .locationRelatedToDimension = $0 { true } else { false } } == true,
                "\(first) with \(second): \(String(describing: error))")
        }
    }

    @Test func aHorizontalLocationCannotBeRelatedToAVerticalOne() {
        let root = makeRoot()
        let a = makeView("a", in: root)
        for (first, second) in [(LayoutAttribute.leading, LayoutAttribute.top), (.centerY, .centerX), (.firstBaseline, .left)] {
            let error = refusal { () throws(LayoutError) in
                try LayoutConstraint(item: a, attribute: first, relatedBy: .equal, toItem: root, attribute: second)
            }
            #expect(error.map { if case .mixedAxes = $0 { true } else { false } } == true,
                "\(first) with \(second): \(String(describing: error))")
        }
    }

    @Test func aLocationCannotEqualAConstant() {
        let root = makeRoot()
        let a = makeView("a", in: root)
        let noSecondItem = refusal { () throws(LayoutError) in
            try LayoutConstraint(item: a, attribute: .top, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, constant: 10)
        }
        #expect(noSecondItem.map { if case .locationEqualToConstant = $0 { true } else { false } } == true)
        let zeroMultiplier = refusal { () throws(LayoutError) in
            try LayoutConstraint(item: a, attribute: .centerX, relatedBy: .equal, toItem: root, attribute: .centerX, multiplier: 0, constant: 10)
        }
        #expect(zeroMultiplier.map { if case .locationEqualToConstant = $0 { true } else { false } } == true)
        // The message says why, in UIKit's words.
        #expect(noSecondItem?.description.contains("location attributes must be specified in pairs") == true)
    }

    @Test func aMissingAttributeOrANonFiniteNumberIsRefused() {
        let root = makeRoot()
        let a = makeView("a", in: root)
        let secondAttributeWithoutItem = refusal { () throws(LayoutError) in
            try LayoutConstraint(item: a, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .width)
        }
        #expect(secondAttributeWithoutItem.map { if case .missingItemOrAttribute = $0 { true } else { false } } == true)
        let itemWithoutAttribute = refusal { () throws(LayoutError) in
            try LayoutConstraint(item: a, attribute: .width, relatedBy: .equal, toItem: root, attribute: .notAnAttribute)
        }
        #expect(itemWithoutAttribute.map { if case .missingItemOrAttribute = $0 { true } else { false } } == true)
        let nan = refusal { () throws(LayoutError) in
            try LayoutConstraint(item: a, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, constant: .nan)
        }
        #expect(nan.map { if case .invalidNumber = $0 { true } else { false } } == true)
        let infinite = refusal { () throws(LayoutError) in
            try LayoutConstraint(item: a, attribute: .width, relatedBy: .equal, toItem: root, attribute: .width, multiplier: .infinity)
        }
        #expect(infinite.map { if case .invalidNumber = $0 { true } else { false } } == true)
    }

    @Test func legalCombinationsAreMade() throws {
        try inBothDirections(width: 400, height: 300) { d in
            let root = d.root
            let a = makeView("a", in: root)
            let constraints = [
                try LayoutConstraint(item: a, attribute: .leading, relatedBy: .equal, toItem: root, attribute: .centerX, constant: -50),
                try LayoutConstraint(item: a, attribute: .top, relatedBy: .equal, toItem: root, attribute: .centerY, multiplier: 0.5),
                try LayoutConstraint(item: a, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, constant: 60),
                // An aspect ratio relates sizes across the axes.
                try LayoutConstraint(item: a, attribute: .height, relatedBy: .equal, toItem: a, attribute: .width, multiplier: 0.5),
            ]
            LayoutConstraint.activate(constraints)
            root.layoutIfNeeded()
            #expect(a.frame == d.frame(CGRect(x: 150, y: 75, width: 60, height: 30), of: a))
        }
    }

    @Test func anAnchorConstraintMixingLeadingAndLeftIsReportedAtActivationNotTrapped() {
        let root = makeRoot()
        let a = makeView("a", in: root)
        let reports = ReportCollector(root.layoutEngine)
        let mixed = a.leadingAnchor.constraint(equalTo: root.leftAnchor, constant: 10)
        let fine = a.widthAnchor.constraint(equalToConstant: 30)
        LayoutConstraint.activate([mixed, fine])
        #expect(!mixed.isActive)
        #expect(fine.isActive)
        #expect(reports.errors.count == 1)
        #expect(reports.errors.first.map { if case .leadingTrailingWithLeftRight = $0 { true } else { false } } == true)
        #expect(throws: LayoutError.self) { try LayoutConstraint.tryActivate([mixed]) }
    }

    // MARK: Common ancestors

    @Test func itemsWithoutACommonAncestorAreRefused() {
        let first = makeRoot()
        let second = makeRoot()
        let a = makeView("a", in: first)
        let b = makeView("b", in: second)
        let loose = makeView("loose")
        let reports = ReportCollector(first.layoutEngine)
        let across = a.leadingAnchor.constraint(equalTo: b.leadingAnchor)
        let toLoose = a.topAnchor.constraint(equalTo: loose.topAnchor)
        LayoutConstraint.activate([across, toLoose])
        #expect(!across.isActive)
        #expect(!toLoose.isActive)
        #expect(reports.errors.count == 2)
        #expect(reports.errors.allSatisfy { if case .noCommonAncestor = $0 { true } else { false } })
        #expect(reports.errors.first?.description.contains("no common ancestor") == true)
        // A view on its own may hold constraints between itself and its subtree.
        let own = loose.widthAnchor.constraint(equalToConstant: 5)
        own.isActive = true
        #expect(own.isActive)
        #expect(loose.constraints.contains { $0 === own })
    }

    @Test func tryActivateIsAllOrNone() throws {
        let root = makeRoot()
        let other = makeRoot()
        let a = makeView("a", in: root)
        let b = makeView("b", in: other)
        let good = a.widthAnchor.constraint(equalToConstant: 10)
        let bad = a.leadingAnchor.constraint(equalTo: b.leadingAnchor)
        do {
            try LayoutConstraint.tryActivate([good, bad])
            Issue.record("tryActivate should have thrown")
        } catch {
            if case .noCommonAncestor = error {} else { Issue.record("unexpected \(error)") }
        }
        #expect(!good.isActive)
        #expect(!bad.isActive)
        try LayoutConstraint.tryActivate([good, a.heightAnchor.constraint(equalToConstant: 5)])
        #expect(good.isActive)
    }

    @Test func tryActivateChecksPrioritiesAndConstantsBeforeActivatingAnything() {
        let root = makeRoot()
        let reports = ReportCollector(root.layoutEngine)
        let a = makeView("a", in: root)
        let good = a.widthAnchor.constraint(equalToConstant: 10)
        let later = a.heightAnchor.constraint(equalToConstant: 10)
        for (value, isPriority) in [(LayoutPriority(0), true), (LayoutPriority(1500), true), (LayoutPriority(.nan), true),
                                    (LayoutPriority(1000), false)] {
            let bad = a.leadingAnchor.constraint(equalTo: root.leadingAnchor)
            if isPriority { bad.priority = value } else { bad.constant = .infinity }
            #expect {
                try LayoutConstraint.tryActivate([good, bad, later])
            } throws: { error in
                switch error as? LayoutError {
                case .invalidPriority?: isPriority
                case .invalidNumber?: !isPriority
                default: false
                }
            }
            #expect(!good.isActive && !bad.isActive && !later.isActive)
            #expect(root.constraints.isEmpty && a.constraints.isEmpty)
        }
        // Nothing was reported: the error was thrown instead.
        #expect(reports.errors.isEmpty)
    }

    @Test func tryActivateUndoesWhatItActivatedWhenAHandlerChangesTheTree() {
        let root = makeRoot()
        let a = makeView("a", in: root)
        let b = makeView("b", in: root)
        LayoutConstraint.activate([a.widthAnchor.constraint(equalToConstant: 100)])
        // The conflict handler takes b out of the tree while tryActivate is on its way.
        root.layoutEngine.unsatisfiableConstraintsHandler = { _ in b.removeFromSuperview() }
        let conflicting = a.widthAnchor.constraint(equalToConstant: 50)
        let toB = a.leadingAnchor.constraint(equalTo: b.leadingAnchor)
        #expect {
            try LayoutConstraint.tryActivate([conflicting, toB])
        } throws: { error in
            if case .noCommonAncestor = error as? LayoutError { return true }
            return false
        }
        #expect(!conflicting.isActive && !toB.isActive)
        #expect(root.layoutEngine.checkInvariants() == [])
    }

    // MARK: Removing views

    @Test func removeFromSuperviewDeactivatesOnlyTheConstraintsThatLeaveTheSubtree() {
        inBothDirections { d in
            let root = d.root
            let container = makeView("container", in: root)
            let card = makeView("card", in: container)
            let label = makeView("label", in: card)
            let sibling = makeView("sibling", in: container)
            let crossing = [
                card.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
                card.topAnchor.constraint(equalTo: container.topAnchor, constant: 10),
                sibling.topAnchor.constraint(equalTo: card.bottomAnchor),
                label.trailingAnchor.constraint(lessThanOrEqualTo: container.layoutMarginsGuide.trailingAnchor),
            ]
            let inside = [
                card.widthAnchor.constraint(equalToConstant: 100),
                card.heightAnchor.constraint(equalToConstant: 60),
                label.leadingAnchor.constraint(equalTo: card.layoutMarginsGuide.leadingAnchor),
                label.topAnchor.constraint(equalTo: card.topAnchor, constant: 4),
                label.widthAnchor.constraint(equalTo: card.widthAnchor, multiplier: 0.5),
                label.heightAnchor.constraint(equalToConstant: 20),
            ]
            LayoutConstraint.activate(crossing + inside)
            LayoutConstraint.activate([
                container.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                container.topAnchor.constraint(equalTo: root.topAnchor),
                container.widthAnchor.constraint(equalToConstant: 300),
                container.heightAnchor.constraint(equalToConstant: 300),
            ])
            root.layoutIfNeeded()
            #expect(card.frame == d.frame(CGRect(x: 10, y: 10, width: 100, height: 60), of: card))

            card.removeFromSuperview()
            for constraint in crossing { #expect(!constraint.isActive, "\(constraint)") }
            for constraint in inside { #expect(constraint.isActive, "\(constraint)") }
            #expect(container.constraints.allSatisfy { c in !crossing.contains { $0 === c } })

            // Back in a new place, the inner constraints still lay the card out.
            let host = makeRoot(direction: root.effectiveUserInterfaceLayoutDirection)
            host.addSubview(card)
            LayoutConstraint.activate([
                card.leadingAnchor.constraint(equalTo: host.leadingAnchor, constant: 30),
                card.topAnchor.constraint(equalTo: host.topAnchor, constant: 40),
            ])
            host.layoutIfNeeded()
            #expect(card.frame == d.frame(CGRect(x: 30, y: 40, width: 100, height: 60), of: card))
            #expect(label.frame == d.frame(CGRect(x: 8, y: 4, width: 50, height: 20), of: label))
        }
    }

    @Test func removingAViewFromALaidOutWindowLeavesTheOthersInPlace() {
        inBothDirections { d in
            let root = d.root
            let a = makeView("a", in: root)
            let b = makeView("b", in: root)
            LayoutConstraint.activate([
                a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
                a.topAnchor.constraint(equalTo: root.topAnchor),
                a.widthAnchor.constraint(equalToConstant: 50),
                a.heightAnchor.constraint(equalToConstant: 50),
                b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 10),
                b.topAnchor.constraint(equalTo: root.topAnchor),
                b.widthAnchor.constraint(equalToConstant: 50),
                b.heightAnchor.constraint(equalToConstant: 50),
            ])
            let fallback = b.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 200)
            fallback.priority = .defaultLow
            fallback.isActive = true
            root.layoutIfNeeded()
            #expect(b.frame == d.frame(CGRect(x: 70, y: 0, width: 50, height: 50), of: b))
            a.removeFromSuperview()
            root.layoutIfNeeded()
            #expect(b.frame == d.frame(CGRect(x: 200, y: 0, width: 50, height: 50), of: b))
            #expect(a.superview == nil)
            #expect(!root.subviews.contains { $0 === a })
        }
    }

    // MARK: Changing constants

    @Test func changingAConstantIsAnIncrementalUpdate() {
        inBothDirections { d in
            let root = d.root
            let reports = ReportCollector(root.layoutEngine)
            let a = makeView("a", in: root)
            let b = makeView("b", in: root)
            let leading = a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10)
            LayoutConstraint.activate([
                leading,
                a.topAnchor.constraint(equalTo: root.topAnchor),
                a.widthAnchor.constraint(equalToConstant: 50),
                a.heightAnchor.constraint(equalToConstant: 50),
                b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 5),
                b.topAnchor.constraint(equalTo: a.bottomAnchor),
                b.widthAnchor.constraint(equalTo: a.widthAnchor),
                b.heightAnchor.constraint(equalTo: a.heightAnchor),
            ])
            root.layoutIfNeeded()
            let holder = root.constraints
            for constant: CGFloat in [40, -20, 0, 123.5] {
                leading.constant = constant
                // Deferred: frames move at the next layout pass.
                #expect(a.frame != d.frame(CGRect(x: constant, y: 0, width: 50, height: 50), of: a))
                root.layoutIfNeeded()
                #expect(a.frame == d.frame(CGRect(x: constant, y: 0, width: 50, height: 50), of: a))
                #expect(b.frame == d.frame(CGRect(x: constant + 55, y: 50, width: 50, height: 50), of: b))
                #expect(leading.isActive)
                #expect(!leading.isBrokenByEngine)
                // The same constraint, held by the same view: nothing was removed and made again.
                #expect(sameConstraints(root.constraints, holder))
            }
            #expect(reports.conflicts.isEmpty)
            #expect(reports.errors.isEmpty)
        }
    }

    @Test func changingTheConstantOfAnInactiveConstraintDoesNotTouchTheLayout() {
        let root = makeRoot()
        let a = makeView("a", in: root)
        let width = a.widthAnchor.constraint(equalToConstant: 50)
        LayoutConstraint.activate([
            width,
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            a.topAnchor.constraint(equalTo: root.topAnchor),
            a.heightAnchor.constraint(equalToConstant: 50),
        ])
        root.layoutIfNeeded()
        width.isActive = false
        let other = a.widthAnchor.constraint(equalToConstant: 70)
        other.isActive = true
        width.constant = 500
        root.layoutIfNeeded()
        #expect(a.frame.width == 70)
    }

    // MARK: Descriptions

    @Test func descriptionsNameTheItemsAndWhereTheConstraintWasMade() {
        let root = makeRoot()
        let a = makeView("a", in: root)
        let (width, line) = (a.widthAnchor.constraint(equalToConstant: 100), #line)
        #expect(width.description == "<a.width == 100 (AutoLayoutTests/ActivationTests.swift:\(line))>")

        let (ratio, ratioLine) = (a.heightAnchor.constraint(equalTo: a.widthAnchor, multiplier: 0.5, constant: -4), #line)
        ratio.identifier = "ratio"
        ratio.priority = LayoutPriority(750)
        #expect(ratio.description == "<ratio: a.height == 0.5 × a.width - 4 @750 (AutoLayoutTests/ActivationTests.swift:\(ratioLine))>")

        let (edge, edgeLine) = (a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8), #line)
        #expect(edge.logDescription == "<NSLayoutConstraint a.leading == \(root.debugName).leading + 8   (inactive, AutoLayoutTests/ActivationTests.swift:\(edgeLine))>")
        edge.isActive = true
        #expect(edge.logDescription.contains("(active, AutoLayoutTests/ActivationTests.swift:\(edgeLine))>"))
    }

    // MARK: Moving trees between engines

    /// A card 100 × 60 with a 20 × 20 label 5 inside its top-leading corner (constraints held
    /// by the card, so they travel with it).
    func makeCard() -> (card: View, label: View) {
        let card = makeView("card")
        let label = makeView("label", in: card)
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 5),
            label.topAnchor.constraint(equalTo: card.topAnchor, constant: 5),
            label.widthAnchor.constraint(equalToConstant: 20),
            label.heightAnchor.constraint(equalToConstant: 20),
            card.widthAnchor.constraint(equalToConstant: 100),
            card.heightAnchor.constraint(equalToConstant: 60),
        ])
        return (card, label)
    }

    @Test func aTreeLaidOutOnItsOwnJoinsAWindow() {
        inBothDirections { d in
            let (card, label) = makeCard()
            // On its own, the card is the root of its tree: its frame gives its size.
            card.frame = CGRect(x: 0, y: 0, width: 100, height: 60)
            card.layoutIfNeeded()
            #expect(label.frame == CGRect(x: 5, y: 5, width: 20, height: 20))
            let root = d.root
            let reports = ReportCollector(root.layoutEngine)
            let filler = makeView("filler", in: root)
            LayoutConstraint.activate([
                filler.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 7),
                filler.topAnchor.constraint(equalTo: root.topAnchor, constant: 7),
                filler.widthAnchor.constraint(equalToConstant: 7),
                filler.heightAnchor.constraint(equalToConstant: 7),
            ])
            root.layoutIfNeeded()
            root.addSubview(card)
            LayoutConstraint.activate([
                card.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 30),
                card.topAnchor.constraint(equalTo: root.topAnchor, constant: 40),
            ])
            root.layoutIfNeeded()
            #expect(card.frame == d.frame(CGRect(x: 30, y: 40, width: 100, height: 60), of: card))
            #expect(label.frame == d.frame(CGRect(x: 5, y: 5, width: 20, height: 20), of: label))
            #expect(filler.frame == d.frame(CGRect(x: 7, y: 7, width: 7, height: 7), of: filler))
            #expect(reports.conflicts.isEmpty)
        }
    }

    @Test func aViewThatOutlivesItsWindowCanJoinAnother() {
        // UIKit: a view whose superview goes away is removed from it first, so it can be put in
        // another hierarchy and laid out there.
        let (card, label) = makeCard()
        do {
            let first = makeRoot()
            _ = makeView("other", in: first)
            #expect(frame(of: card, placedIn: first, x: 10, y: 10) == CGRect(x: 10, y: 10, width: 100, height: 60))
        }
        #expect(card.superview == nil)
        let second = makeRoot()
        let filler = makeView("filler", in: second)
        LayoutConstraint.activate([
            filler.leadingAnchor.constraint(equalTo: second.leadingAnchor, constant: 7),
            filler.topAnchor.constraint(equalTo: second.topAnchor, constant: 7),
            filler.widthAnchor.constraint(equalToConstant: 7),
            filler.heightAnchor.constraint(equalToConstant: 7),
        ])
        second.layoutIfNeeded()
        second.addSubview(card)
        LayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: second.leadingAnchor, constant: 30),
            card.topAnchor.constraint(equalTo: second.topAnchor, constant: 40),
        ])
        second.layoutIfNeeded()
        #expect(card.frame == CGRect(x: 30, y: 40, width: 100, height: 60))
        #expect(label.frame == CGRect(x: 5, y: 5, width: 20, height: 20))
        #expect(filler.frame == CGRect(x: 7, y: 7, width: 7, height: 7))
    }

    @Test func constraintsKeptPastTheirWindowForgetItsEngine() {
        // A constraint refers to its engine without retaining it, and not weakly: the engine
        // must clear the reference when it goes, or changing the constraint later would reach
        // freed memory. Both the constraints a view held and the view's content-size ones.
        let label = makeView("label", intrinsic: CGSize(width: 40, height: 20))
        var kept: [LayoutConstraint] = []
        do {
            let first = makeRoot()
            #expect(frame(of: label, placedIn: first, x: 10, y: 10) == CGRect(x: 10, y: 10, width: 40, height: 20))
            kept = label.constraintsAffectingLayout(for: .vertical)
            #expect(kept.count == 3)
        }
        #expect(label.superview == nil)
        for constraint in kept {
            #expect(!constraint.isActive, "\(constraint)")
            constraint.constant += 1
            constraint.isActive = false
        }
        #expect(frame(of: label, placedIn: makeRoot(), x: 30, y: 40) == CGRect(x: 30, y: 40, width: 40, height: 20))
    }

    /// Puts `view` into `root` at (x, y) with two constraints and returns its frame after layout.
    private func frame(of view: View, placedIn root: Window, x: CGFloat, y: CGFloat) -> CGRect {
        root.addSubview(view)
        LayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: x),
            view.topAnchor.constraint(equalTo: root.topAnchor, constant: y),
        ])
        root.layoutIfNeeded()
        return view.frame
    }

    @Test func aDeepViewThatOutlivesItsWindowCanJoinAnother() {
        // The window's engine is forgotten once for the whole tree; the views in between that
        // go away after it find nothing left to forget.
        let leaf = makeView("leaf", intrinsic: CGSize(width: 30, height: 10))
        var held: [LayoutConstraint] = []
        do {
            let first = makeRoot()
            let outer = makeView("outer", in: first)
            let inner = makeView("inner", in: outer)
            inner.addSubview(leaf)
            held = [
                leaf.leadingAnchor.constraint(equalTo: inner.leadingAnchor, constant: 3),
                leaf.topAnchor.constraint(equalTo: inner.topAnchor, constant: 4),
            ]
            LayoutConstraint.activate(held + [
                inner.leadingAnchor.constraint(equalTo: outer.leadingAnchor, constant: 5),
                inner.topAnchor.constraint(equalTo: outer.topAnchor, constant: 6),
                outer.leadingAnchor.constraint(equalTo: first.leadingAnchor, constant: 7),
                outer.topAnchor.constraint(equalTo: first.topAnchor, constant: 8),
            ])
            first.layoutIfNeeded()
            #expect(leaf.frame == CGRect(x: 3, y: 4, width: 30, height: 10))
        }
        #expect(leaf.superview == nil)
        for constraint in held { #expect(!constraint.isActive, "\(constraint)") }
        #expect(frame(of: leaf, placedIn: makeRoot(), x: 11, y: 12) == CGRect(x: 11, y: 12, width: 30, height: 10))
    }

    @Test func reorderingSubviewsKeepsTheirConstraints() {
        inBothDirections { d in
            let root = d.root
            let a = makeView("a", in: root)
            let b = makeView("b", in: root)
            let constraints = [
                a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
                a.topAnchor.constraint(equalTo: root.topAnchor),
                a.widthAnchor.constraint(equalToConstant: 50),
                a.heightAnchor.constraint(equalToConstant: 50),
                b.leadingAnchor.constraint(equalTo: a.trailingAnchor),
                b.topAnchor.constraint(equalTo: a.topAnchor),
                b.widthAnchor.constraint(equalTo: a.widthAnchor),
                b.heightAnchor.constraint(equalTo: a.heightAnchor),
            ]
            LayoutConstraint.activate(constraints)
            root.layoutIfNeeded()
            root.bringSubviewToFront(a)
            root.sendSubviewToBack(b)
            root.insertSubview(a, at: 0)
            #expect(root.subviews.map(\.debugName) == ["a", "b"])
            for constraint in constraints { #expect(constraint.isActive, "\(constraint)") }
            root.layoutIfNeeded()
            #expect(b.frame == d.frame(CGRect(x: 60, y: 0, width: 50, height: 50), of: b))
        }
    }

    @Test func movingAViewToAnotherSuperviewInTheSameWindow() {
        inBothDirections { d in
            let root = d.root
            let left = makeView("left", in: root)
            let right = makeView("right", in: root)
            let card = makeView("card", in: left)
            let label = makeView("label", in: card)
            LayoutConstraint.activate([
                left.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                left.topAnchor.constraint(equalTo: root.topAnchor),
                left.widthAnchor.constraint(equalToConstant: 160),
                left.heightAnchor.constraint(equalToConstant: 200),
                right.leadingAnchor.constraint(equalTo: left.trailingAnchor),
                right.topAnchor.constraint(equalTo: root.topAnchor),
                right.widthAnchor.constraint(equalToConstant: 160),
                right.heightAnchor.constraint(equalToConstant: 200),
                card.widthAnchor.constraint(equalToConstant: 100),
                card.heightAnchor.constraint(equalToConstant: 60),
                label.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 5),
                label.topAnchor.constraint(equalTo: card.topAnchor, constant: 5),
                label.widthAnchor.constraint(equalToConstant: 20),
                label.heightAnchor.constraint(equalToConstant: 20),
            ])
            let inLeft = [
                card.leadingAnchor.constraint(equalTo: left.leadingAnchor, constant: 10),
                card.topAnchor.constraint(equalTo: left.topAnchor, constant: 10),
            ]
            LayoutConstraint.activate(inLeft)
            root.layoutIfNeeded()
            #expect(card.frame == d.frame(CGRect(x: 10, y: 10, width: 100, height: 60), of: card))

            right.addSubview(card)
            for constraint in inLeft { #expect(!constraint.isActive) }
            LayoutConstraint.activate([
                card.trailingAnchor.constraint(equalTo: right.trailingAnchor, constant: -20),
                card.bottomAnchor.constraint(equalTo: right.bottomAnchor, constant: -30),
            ])
            root.layoutIfNeeded()
            #expect(card.superview === right)
            #expect(card.frame == d.frame(CGRect(x: 40, y: 110, width: 100, height: 60), of: card))
            #expect(label.frame == d.frame(CGRect(x: 5, y: 5, width: 20, height: 20), of: label))
        }
    }
}
