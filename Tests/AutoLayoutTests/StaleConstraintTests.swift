@testable import AutoLayout
import Foundation
import Testing

/// A constraint outlives the views it names (it does not keep them alive, as in UIKit): once a
/// view is deallocated, the constraint is inert and describable. Its items read nil, it
/// describes the gone item, activating it is refused through the engine's handler (or thrown by
/// `tryActivate`), and nothing traps.
@MainActor
struct StaleConstraintTests {
    /// A constraint between a view of `root` and a view that is made, constrained and released.
    func makeStaleConstraint(to root: View, line: UInt = #line) -> LayoutConstraint {
        var view: View? = makeView("doomed")
        let constraint = view!.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5, line: line)
        weak let gone = view
        view = nil
        #expect(gone == nil)
        return constraint
    }

    @Test func itsItemsReadNilAndItDescribesTheGoneItem() {
        let root = makeRoot()
        let stale = makeStaleConstraint(to: root, line: 7)
        #expect(stale.firstItem == nil)
        #expect(stale.secondItem === root)
        #expect(stale.firstAttribute == .width)
        #expect(stale.secondAttribute == .width)
        #expect(stale.firstAnchor.item == nil)
        #expect(stale.secondAnchor?.item === root)
        let file = "\(stale.file)"
        root.identifier = "root"
        #expect(stale.description == "<(deallocated item).width == 0.5 × root.width (\(file):7)>")
        #expect(stale.diagnosticDescription == "(deallocated item).width == 0.5 × root.width   (\(file):7)")
        #expect(
            stale.logDescription
                == "<NSLayoutConstraint (deallocated item).width == 0.5 × root.width   (inactive, \(file):7)>")
        #expect(!stale.isActive)
    }

    @Test func bothItemsGoneAndAConstantConstraintDescribeThemselves() {
        var a: View? = View()
        var b: View? = View()
        let between = a!.leadingAnchor.constraint(equalTo: b!.trailingAnchor, constant: 8, line: 3)
        let constant = a!.heightAnchor.constraint(equalToConstant: 44, line: 4)
        let offset = a!.leadingAnchor.anchorWithOffset(to: b!.trailingAnchor).constraint(equalToConstant: 20, line: 5)
        a = nil
        b = nil
        let file = "\(between.file)"
        #expect(between.description == "<(deallocated item).leading == (deallocated item).trailing + 8 (\(file):3)>")
        #expect(constant.description == "<(deallocated item).height == 44 (\(file):4)>")
        #expect(offset.description
            == "<((deallocated item).trailing - (deallocated item).leading) == 20 (\(file):5)>")
        #expect(between.firstItem == nil && between.secondItem == nil && constant.secondItem == nil)
        #expect(offset.firstItem == nil && offset.firstAnchor.item == nil)
    }

    @Test func activatingItIsRefusedThroughTheEngine() {
        let root = makeRoot()
        let reports = ReportCollector(root.layoutEngine)
        let stale = makeStaleConstraint(to: root)
        let fine = makeView("fine", in: root).widthAnchor.constraint(equalToConstant: 10)
        LayoutConstraint.activate([stale, fine])
        #expect(!stale.isActive)
        #expect(fine.isActive)
        #expect(reports.errors.count == 1)
        #expect(reports.errors.first.map { if case .deallocatedItem = $0 { true } else { false } } == true)
        #expect(reports.errors.first?.description.hasPrefix(
            "Unable to activate constraint because an item it names was deallocated: <(deallocated item).width") == true)
        stale.isActive = true
        #expect(!stale.isActive)
        #expect(reports.errors.count == 2)
        // Everything else about it is inert.
        stale.constant = 5
        stale.priority = .defaultLow
        stale.isActive = false
        #expect(stale.constant == 5 && stale.priority == .defaultLow)
        #expect(reports.errors.count == 2)
        #expect(root.constraints.allSatisfy { $0 !== stale })
    }

    @Test func tryActivateThrowsAndActivatesNothing() {
        let root = makeRoot()
        let stale = makeStaleConstraint(to: root)
        let fine = makeView("fine", in: root).widthAnchor.constraint(equalToConstant: 10)
        #expect {
            try LayoutConstraint.tryActivate([fine, stale])
        } throws: { error in
            if case .deallocatedItem = error as? LayoutError { return true }
            return false
        }
        #expect(!fine.isActive && !stale.isActive)
    }

    @Test func aViewAndItsConstraintsReleasedTogetherLeaveTheDiagnosticsWhole() {
        let root = makeRoot()
        var kept: [LayoutConstraint] = []
        do {
            let view = makeView("gone", in: root)
            kept = [
                view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                view.topAnchor.constraint(equalTo: root.topAnchor),
            ]
            LayoutConstraint.activate(kept)
            root.layoutIfNeeded()
            view.removeFromSuperview()
        }
        #expect(kept.allSatisfy { $0.firstItem == nil && !$0.isActive })
        #expect(root.ambiguityReport().isEmpty)
        #expect(root.autolayoutTrace().hasPrefix("•Window"))
        #expect(root.layoutEngine.checkInvariants() == [])
    }

    @Test func printingAStaleConstraintDoesNotTrap() async {
        // Before constraints held their items through handles, reading a released item stopped
        // the process.
        await #expect(processExitsWith: .success) {
            let root = makeWindow()
            var view: View? = View()
            let constraint = view!.widthAnchor.constraint(equalTo: root.widthAnchor)
            view = nil
            _ = constraint.description
            _ = constraint.firstItem
            LayoutConstraint.activate([constraint])
        }
    }
}
