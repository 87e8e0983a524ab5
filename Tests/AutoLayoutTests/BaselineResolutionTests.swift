import AutoLayout
import Foundation
import Testing

/// Baselines resolved through `forFirstBaselineLayout`: the constraints follow the view that
/// provides the baseline when it leaves or changes.
@MainActor
struct BaselineResolutionTests {
    /// A view whose first baseline is a subview's, as a label inside a custom control (or a
    /// stack view) provides it.
    final class BaselineWrapper: View {
        var baselineView: View?
        override var forFirstBaselineLayout: View { baselineView ?? self }
    }

    /// A constraint on `firstBaseline` is resolved to `forFirstBaselineLayout` when it is
    /// installed, and the resolved view is not among the constraint's items. When that view
    /// leaves the tree, the constraint leaves the solver with its variables (which are recycled)
    /// and comes back at the next settle, resolved anew: adding an unrelated view later does
    /// not move `other`, and the wrapper's own first baseline (its top, at 100) places `other`
    /// at y 90.
    @Test func baselineConstraintKeepsTheVariablesOfARemovedBaselineView() {
        let root = makeRoot()
        let wrapper = BaselineWrapper()
        wrapper.identifier = "wrapper"
        wrapper.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(wrapper)
        let label = makeLabel("label", 50, 20, baselines: (15, 15))
        label.translatesAutoresizingMaskIntoConstraints = false
        wrapper.addSubview(label)
        wrapper.baselineView = label
        let other = makeLabel("other", 50, 20, baselines: (10, 10))
        other.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(other)
        LayoutConstraint.activate([
            wrapper.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            wrapper.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
            wrapper.widthAnchor.constraint(equalToConstant: 100),
            wrapper.heightAnchor.constraint(equalToConstant: 100),
            label.leadingAnchor.constraint(equalTo: wrapper.leadingAnchor),
            label.topAnchor.constraint(equalTo: wrapper.topAnchor, constant: 30),
            other.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 200),
            other.firstBaselineAnchor.constraint(equalTo: wrapper.firstBaselineAnchor),
        ])
        root.layoutIfNeeded()
        #expect(other.frame.minY == 135)  // 100 + 30 + 15 - 10

        label.removeFromSuperview()
        wrapper.baselineView = nil
        root.layoutIfNeeded()
        let afterRemoval = other.frame

        let unrelated = makeLabel("unrelated", 10, 10)
        unrelated.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(unrelated)
        LayoutConstraint.activate([
            unrelated.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 7),
            unrelated.topAnchor.constraint(equalTo: root.topAnchor, constant: 3),
        ])
        root.layoutIfNeeded()
        #expect(other.frame == afterRemoval, "other moved with an unrelated view: \(afterRemoval.text) -> \(other.frame.text)")
        #expect(other.frame.minY == 90)
    }
}
