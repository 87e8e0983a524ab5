@testable import AutoLayout
import Foundation
import Testing

/// A tree deeper than any stack: every walk of the engine and the views is a loop, not a
/// recursion, and none is quadratic in the depth. A chain of views 100,000 deep is built in a
/// window, laid out, diagnosed, traced and freed (about a minute in a debug build, most of it
/// the ambiguity report's probe, a copy of the solver; each step grows linearly with the depth:
/// 5,000 / 20,000 / 100,000 levels built in 0.34 / 1.5 / 9.5 s, traced in 0.42 / 2.3 / 12 s).
@MainActor
struct DeepTreeTests {
    nonisolated static let depth = 100_000

    /// A chain of `depth` views in a window (whose engine exists while it is built), each at its
    /// superview's origin and 320 × 480; the last one's width is only at least 10.
    ///
    /// The sizes are constants, not `width == superview.width`: a chain of equal widths 100,000
    /// long is a chain of definitions in the solver, which expands it for every constraint that
    /// names a width at its end (the diagnostics' implicit `size >= 0` and ranges), quadratic in
    /// the solver rather than in the walks this test is about.
    func makeChain(depth: Int) -> (window: Window, leaf: View) {
        let window = makeWindow()
        _ = window.layoutEngine
        var parent: View = window
        for index in 0..<depth {
            let view = View()
            view.identifier = index == depth - 1 ? "leaf" : nil
            view.translatesAutoresizingMaskIntoConstraints = false
            parent.addSubview(view)
            LayoutConstraint.activate([
                view.leftAnchor.constraint(equalTo: parent.leftAnchor),
                view.topAnchor.constraint(equalTo: parent.topAnchor),
                index == depth - 1
                    ? view.widthAnchor.constraint(greaterThanOrEqualToConstant: 10)
                    : view.widthAnchor.constraint(equalToConstant: 320),
                view.heightAnchor.constraint(equalToConstant: 480),
            ])
            parent = view
        }
        return (window, parent)
    }

    @Test func aChainOneHundredThousandDeepIsLaidOutDiagnosedTracedAndFreed() {
        weak var weakWindow: Window?
        weak var weakLeaf: View?
        do {
            let (window, leaf) = makeChain(depth: DeepTreeTests.depth)
            weakWindow = window
            weakLeaf = leaf
            window.layoutIfNeeded()
            #expect(leaf.superview?.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
            #expect(leaf.frame.minX == 0 && leaf.frame.height == 480 && leaf.frame.width >= 10)
            #expect(leaf.window === window)
            #expect(leaf.effectiveUserInterfaceLayoutDirection == .leftToRight)

            let report = window.ambiguityReport()
            #expect(report.entries.count == 1)
            #expect(report.entries.first?.view === leaf && report.entries.first?.axis == .horizontal)
            #expect(leaf.hasAmbiguousLayout)
            #expect(leaf.constraintsAffectingLayout(for: .vertical).count == 2)
            #expect(leaf.frameExplanation(for: .vertical).sizeDecidedBy.count == 1)

            let trace = window.autolayoutTrace()
            let lines = trace.split(separator: "\n", omittingEmptySubsequences: false)
            // The views, then an empty line and the legend's four lines.
            #expect(lines.count == DeepTreeTests.depth + 1 + 5)
            let indentation = String(repeating: "|   ", count: View.maximumTraceIndentation)
            #expect(lines[DeepTreeTests.depth].hasPrefix(indentation + "[depth \(DeepTreeTests.depth)] *leaf, frame = (0 0; "))
            #expect(lines[DeepTreeTests.depth].contains("- AMBIGUOUS LAYOUT for leaf.Width{id: "))

            #expect(window.layoutEngine.checkInvariants() == [])
            #expect(window.viewWithTag(7) == nil)
            leaf.tag = 7
            #expect(window.viewWithTag(7) === leaf)
        }
        // Freed without a recursion as deep as the tree (which overflowed the stack).
        #expect(weakWindow == nil)
        #expect(weakLeaf == nil)
    }

    @Test func aDeepTreeWithoutAnEngineIsFreedToo() async {
        // In a child process: before views were freed without recursion, this overflowed the
        // stack (30,000 levels did).
        await #expect(processExitsWith: .success) {
            // Built from the bottom up: each view is a root when its subview is added.
            var top = View()
            for _ in 0..<DeepTreeTests.depth {
                let parent = View()
                parent.addSubview(top)
                top = parent
            }
            precondition(top.subviews.count == 1)
            // Stacks arranged in stacks: a stack keeps its arranged views in a list of its own.
            var stack = StackView()
            for _ in 0..<DeepTreeTests.depth {
                let parent = StackView()
                parent.addArrangedSubview(stack)
                stack = parent
            }
            precondition(stack.arrangedSubviews.count == 1)
            // The baseline of the outermost stack is found without a recursion too.
            precondition((stack.forFirstBaselineLayout as? StackView)?.arrangedSubviews.isEmpty == true)
        }
    }
}
