import AutoLayout
import Foundation
import Testing

/// A view with an intrinsic size and baselines (first and last, measured from the top), named.
func makeLabel(_ name: String, _ width: CGFloat, _ height: CGFloat, baselines: (CGFloat, CGFloat)? = nil) -> IntrinsicView {
    let view = IntrinsicView(size: CGSize(width: width, height: height), baselines: baselines)
    view.identifier = name
    return view
}

/// A stack with its arranged views, placed in `root` at `origin` with an optional fixed size.
@MainActor
@discardableResult
func placeStack(
    _ stack: StackView, in root: View, x: CGFloat = 10, y: CGFloat = 20, width: CGFloat? = nil,
    height: CGFloat? = nil
) -> [LayoutConstraint] {
    stack.identifier = stack.identifier ?? "stack"
    stack.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(stack)
    var constraints = [
        stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: x),
        stack.topAnchor.constraint(equalTo: root.topAnchor, constant: y),
    ]
    if let width { constraints.append(stack.widthAnchor.constraint(equalToConstant: width)) }
    if let height { constraints.append(stack.heightAnchor.constraint(equalToConstant: height)) }
    LayoutConstraint.activate(constraints)
    return constraints
}

/// A view's frame in the root's coordinate space.
@MainActor
func rootFrame(_ view: View, in root: View) -> CGRect {
    view.convert(view.bounds, to: root)
}

/// Whether two rectangles agree within `tolerance` on origin and size, compared as stored
/// (`CGRect.width` and `minX` standardize, which would hide a negative size).
func close(_ a: CGRect, _ b: CGRect, tolerance: CGFloat = 0.001) -> Bool {
    abs(a.origin.x - b.origin.x) <= tolerance && abs(a.origin.y - b.origin.y) <= tolerance
        && abs(a.size.width - b.size.width) <= tolerance && abs(a.size.height - b.size.height) <= tolerance
}

/// Expects a view's frame (in the root's space) to be `expected`.
@MainActor
func expectFrame(
    _ view: View, in root: View, _ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat,
    tolerance: CGFloat = 0.001, sourceLocation: SourceLocation = #_sourceLocation
) {
    let actual = rootFrame(view, in: root)
    let expected = CGRect(x: x, y: y, width: w, height: h)
    #expect(
        close(actual, expected, tolerance: tolerance),
        "\(view.debugName): \(actual.text), expected \(expected.text)", sourceLocation: sourceLocation)
}

/// Every constraint the stack generated: those it holds, and those of one arranged view only
/// (`UISV-hiding`, `UISV-ambiguity-suppression`, `AL-stack-ordering`), which that view holds, as
/// in UIKit.
@MainActor
func generatedConstraints(_ stack: StackView) -> [LayoutConstraint] {
    (stack.constraints + stack.arrangedSubviews.flatMap(\.constraints)).filter {
        guard let id = $0.identifier else { return false }
        return id.hasPrefix("UISV-") || id == "AL-stack-ordering"
    }
}

/// The stack's generated constraints with an identifier.
@MainActor
func stackConstraints(_ stack: StackView, _ identifier: String) -> [LayoutConstraint] {
    generatedConstraints(stack).filter { $0.identifier == identifier }
}

/// A root that collects conflict reports (so tests can assert there were none).
@MainActor
func makeQuietRoot(
    width: CGFloat = 320, height: CGFloat = 480, direction: UserInterfaceLayoutDirection = .leftToRight
) -> (Window, ReportCollector) {
    let root = makeRoot(width: width, height: height, direction: direction)
    return (root, ReportCollector(root.layoutEngine))
}
