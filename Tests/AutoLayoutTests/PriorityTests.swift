import AutoLayout
import Foundation
import Testing

/// Priorities: optional constraints give way to higher ones but still pull as close as they can;
/// an active constraint cannot move between required and optional.
@MainActor
struct PriorityTests {
    @Test func theHigherOptionalConstraintWins() {
        let layout = expectMirrored([CGRect(x: 20, y: 0, width: 100, height: 10)]) { root in
            let a = makeView("a", in: root)
            let narrow = a.widthAnchor.constraint(equalToConstant: 100)
            narrow.priority = .defaultHigh
            let wide = a.widthAnchor.constraint(equalToConstant: 200)
            wide.priority = .defaultLow
            narrow.identifier = "narrow"
            wide.identifier = "wide"
            LayoutConstraint.activate([
                narrow, wide,
                a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
                a.topAnchor.constraint(equalTo: root.topAnchor),
                a.heightAnchor.constraint(equalToConstant: 10),
            ])
            return [a]
        }
        // Optional to optional on an active constraint is allowed, and takes effect.
        layout.change { _, views in
            let narrow = views[0].constraints.first { $0.identifier == "narrow" }!
            narrow.priority = LayoutPriority(100)
        }
        layout.expect([CGRect(x: 20, y: 0, width: 200, height: 10)])
    }

    @Test func anOptionalConstraintThatCannotHoldStillPullsAsCloseAsItCan() {
        expectMirrored([CGRect(x: 0, y: 0, width: 300, height: 10)]) { root in
            let a = makeView("a", in: root)
            let wish = a.widthAnchor.constraint(equalToConstant: 500)
            wish.priority = .defaultHigh
            LayoutConstraint.activate([
                wish,
                a.widthAnchor.constraint(lessThanOrEqualToConstant: 300),
                a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                a.topAnchor.constraint(equalTo: root.topAnchor),
                a.heightAnchor.constraint(equalToConstant: 10),
            ])
            return [a]
        }
    }

    @Test func requiredEdgesBeatAnOptionalWidth() {
        // The seed's button: width 300 @999 between edges at least 20 from the superview's.
        let wide = expectMirrored(width: 414, [CGRect(x: 57, y: 100, width: 300, height: 30)]) { root in
            let button = makeView("button", intrinsic: CGSize(width: 80, height: 30), in: root)
            let width = button.widthAnchor.constraint(equalToConstant: 300)
            width.priority = LayoutPriority(999)
            LayoutConstraint.activate([
                width,
                button.leadingAnchor.constraint(greaterThanOrEqualTo: root.leadingAnchor, constant: 20),
                root.trailingAnchor.constraint(greaterThanOrEqualTo: button.trailingAnchor, constant: 20),
                button.centerXAnchor.constraint(equalTo: root.centerXAnchor),
                button.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
            ])
            return [button]
        }
        wide.change { root, _ in root.frame = CGRect(x: 0, y: 0, width: 320, height: 480) }
        wide.expect([CGRect(x: 20, y: 100, width: 280, height: 30)])
    }

    @Test func anActiveConstraintCannotBecomeOptional() {
        let root = makeRoot()
        let reports = ReportCollector(root.layoutEngine)
        let a = makeView("a", in: root)
        let width = a.widthAnchor.constraint(equalToConstant: 100)
        let other = a.widthAnchor.constraint(equalToConstant: 150)
        other.priority = .defaultHigh
        LayoutConstraint.activate([
            width, other,
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            a.topAnchor.constraint(equalTo: root.topAnchor),
            a.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        width.priority = LayoutPriority(500)
        #expect(width.priority == .required)
        #expect(reports.errors.count == 1)
        #expect(reports.errors.first.map { if case .requiredPriorityChange = $0 { true } else { false } } == true)
        root.layoutIfNeeded()
        #expect(a.frame.width == 100)
    }

    @Test func anActiveOptionalConstraintCannotBecomeRequired() {
        let root = makeRoot()
        let reports = ReportCollector(root.layoutEngine)
        let a = makeView("a", in: root)
        let width = a.widthAnchor.constraint(equalToConstant: 100)
        width.priority = .defaultLow
        LayoutConstraint.activate([
            width,
            a.widthAnchor.constraint(lessThanOrEqualToConstant: 60),
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            a.topAnchor.constraint(equalTo: root.topAnchor),
            a.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        width.priority = .required
        #expect(width.priority == .defaultLow)
        #expect(reports.errors.count == 1)
        #expect(reports.errors.first.map { if case .requiredPriorityChange = $0 { true } else { false } } == true)
        // Refused, so no conflict either.
        #expect(reports.conflicts.isEmpty)
        root.layoutIfNeeded()
        #expect(a.frame.width == 60)
    }

    @Test func anInactiveConstraintMayMoveBetweenRequiredAndOptional() {
        let root = makeRoot()
        let reports = ReportCollector(root.layoutEngine)
        let a = makeView("a", in: root)
        let width = a.widthAnchor.constraint(equalToConstant: 100)
        width.priority = .defaultLow
        width.priority = .required
        width.priority = LayoutPriority(999)
        #expect(width.priority == LayoutPriority(999))
        width.isActive = true
        width.isActive = false
        width.priority = .required
        #expect(width.priority == .required)
        #expect(reports.errors.isEmpty)
    }

    @Test func aPriorityOutsideTheRangeIsRefusedAtActivation() {
        let root = makeRoot()
        let reports = ReportCollector(root.layoutEngine)
        let a = makeView("a", in: root)
        let zero = a.widthAnchor.constraint(equalToConstant: 100)
        zero.priority = LayoutPriority(0)
        let above = a.heightAnchor.constraint(equalToConstant: 100)
        above.priority = LayoutPriority(1001)
        LayoutConstraint.activate([zero, above])
        #expect(!zero.isActive)
        #expect(!above.isActive)
        #expect(reports.errors.count == 2)
        #expect(reports.errors.allSatisfy { if case .invalidPriority = $0 { true } else { false } })
    }

    @Test func namedLevels() {
        #expect(LayoutPriority.required.rawValue == 1000)
        #expect(LayoutPriority.defaultHigh.rawValue == 750)
        #expect(LayoutPriority.defaultLow.rawValue == 250)
        #expect(LayoutPriority.fittingSizeLevel.rawValue == 50)
        #expect(LayoutPriority.required - 1 == LayoutPriority(999))
        #expect(LayoutPriority.defaultLow + 1 == LayoutPriority(251))
        #expect(LayoutPriority(999.5).description == "999.5")
    }

    @Test func theSignInFormsPrioritiesGiveWayInOrder() {
        // The seed's sign-in form: a field wants to be 950-wide @950, 900 @900; the screen allows
        // at most 850 (required): the 950 wish gives way, then the 900 one, and the field is as
        // wide as the screen allows. Lowering the 950 wish to 800 lets the 900 one lead.
        let root = makeRoot(width: 870, height: 200)
        let field = makeView("field", in: root)
        let first = field.widthAnchor.constraint(equalToConstant: 950)
        first.priority = LayoutPriority(950)
        let second = field.widthAnchor.constraint(equalToConstant: 900)
        second.priority = LayoutPriority(900)
        let third = field.widthAnchor.constraint(equalToConstant: 700)
        third.priority = LayoutPriority(850)
        LayoutConstraint.activate([
            first, second, third,
            field.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            field.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor, constant: -10),
            field.topAnchor.constraint(equalTo: root.topAnchor),
            field.heightAnchor.constraint(equalToConstant: 30),
        ])
        root.layoutIfNeeded()
        #expect(field.frame.width == 850)
        // With room to spare the highest wish holds exactly.
        root.frame = CGRect(x: 0, y: 0, width: 1000, height: 200)
        root.layoutIfNeeded()
        #expect(field.frame.width == 950)
        first.priority = LayoutPriority(800)
        root.layoutIfNeeded()
        #expect(field.frame.width == 900)
    }
}
