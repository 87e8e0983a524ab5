@testable import AutoLayout
import Foundation
import Testing

/// `LayoutEngine.checkInvariants()`: an engine that went through every kind of mutation is
/// consistent (the list is empty), and each kind of inconsistency is found and named.
@MainActor
struct EngineInvariantsTests {
    /// A window with constraints of every kind: yours, a stack view's (with guides), margins
    /// and safe area guides, autoresizing, intrinsic sizes, a baseline, a broken constraint,
    /// an exercise pull.
    func makeBusyLayout() -> (root: Window, a: View, b: IntrinsicView, stack: StackView, reports: ReportCollector) {
        let root = makeRoot()
        let reports = ReportCollector(root.layoutEngine)
        root.safeAreaInsets = EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        let a = makeView("a", in: root)
        let b = makeLabel("b", 80, 20, baselines: (15, 15))
        b.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(b)
        let stack = StackView(arrangedSubviews: [makeLabel("x", 40, 10), makeLabel("y", 50, 10)])
        stack.distribution = .equalSpacing
        stack.alignment = .center
        placeStack(stack, in: root, width: 200)
        let placed = View(frame: CGRect(x: 5, y: 300, width: 30, height: 30))
        placed.autoresizingMask = [.flexibleWidth]
        root.addSubview(placed)
        LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            a.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
            a.widthAnchor.constraint(equalToConstant: 100),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8),
            b.firstBaselineAnchor.constraint(equalTo: a.bottomAnchor),
        ])
        // a's height is free (ambiguous), and b's width conflicts with a required one.
        let conflicting = b.widthAnchor.constraint(equalToConstant: 90)
        let required = b.widthAnchor.constraint(equalToConstant: 70)
        LayoutConstraint.activate([required, conflicting])
        root.layoutIfNeeded()
        a.exerciseAmbiguityInLayout()
        return (root, a, b, stack, reports)
    }

    @Test func anEngineAfterEveryKindOfMutationIsConsistent() {
        let (root, a, b, stack, reports) = makeBusyLayout()
        let engine = root.layoutEngine
        #expect(reports.conflicts.count == 1)
        #expect(engine.broken.count == 1 && engine.exercisePulls.count == 1)
        #expect(engine.checkInvariants() == [])
        stack.arrangedSubviews[0].isHidden = true
        stack.spacing = 4
        root.layoutIfNeeded()
        #expect(engine.checkInvariants() == [])
        b.removeFromSuperview()
        #expect(engine.checkInvariants() == [])
        root.addSubview(b)
        b.size = CGSize(width: 10, height: 30)
        a.directionalLayoutMargins = DirectionalEdgeInsets(all: 3)
        root.frame = CGRect(x: 0, y: 0, width: 400, height: 500)
        root.layoutIfNeeded()
        #expect(engine.checkInvariants() == [])
        a.removeFromSuperview()
        stack.removeFromSuperview()
        root.layoutIfNeeded()
        #expect(engine.exercisePulls.isEmpty)
        #expect(engine.checkInvariants() == [])
        // A fitting engine has no lists to check.
        #expect(LayoutEngine(host: stack, isFitting: true).checkInvariants() == [])
    }

    @Test func theCheckedConfigurationStopsAtTheFirstBrokenInvariant() async {
        // In the checked configuration the settle after the damage stops the process; in the
        // other, nothing checks.
        let expected: ExitTest.Condition = LayoutEngine.checksInvariantsAfterMutations ? .failure : .success
        await #expect(processExitsWith: expected) {
            let root = makeWindow()
            let view = View()
            root.addSubview(view)
            root.layoutIfNeeded()
            root.layoutEngine.exercisePulls.append(view.widthAnchor.constraint(equalToConstant: 10))
            view.setNeedsLayout()
            root.layoutIfNeeded()
        }
    }

    @Test func eachKindOfInconsistencyIsNamed() {
        let (root, a, b, _, _) = makeBusyLayout()
        let engine = root.layoutEngine
        func expectViolation(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) {
            let violations = engine.checkInvariants()
            #expect(violations.contains { $0.contains(text) }, "\(violations)", sourceLocation: sourceLocation)
        }
        // An item that does not know its engine.
        a.installedEngine = nil
        expectViolation("a does not know its engine")
        a.installedEngine = engine
        // A broken constraint that is not marked so.
        let broken = engine.broken[0]
        broken.isBroken = false
        expectViolation("broken: \(broken) is not marked broken")
        broken.isBroken = true
        // A constraint in the tree that names the engine but is in none of its lists.
        let held = a.constraints.first ?? root.constraints.first { $0.firstItem === a }!
        let record = held.engineRecord
        engine.records[record] = nil
        expectViolation("names this engine but is in none of its lists")
        expectViolation("records, \(engine.solver.constraintCount) constraints in the solver")
        engine.records[record] = held
        // A pull that is no longer in the solver.
        let pull = engine.exercisePulls[0]
        let solverPull = pull.solverConstraint
        pull.solverConstraint = nil
        expectViolation("exercise pulls: \(pull) is not in the solver")
        pull.solverConstraint = solverPull
        // A view listed twice.
        engine.pendingIntrinsic.append(contentsOf: [b, b])
        expectViolation("pending intrinsic sizes: b is listed twice")
        expectViolation("pending intrinsic sizes: b is listed but not flagged")
        engine.pendingIntrinsic.removeAll()
        #expect(engine.checkInvariants() == [])
    }
}
