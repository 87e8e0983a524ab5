import Cassowary
import Foundation

extension View {
    /// The whole view tree that contains this view, one view a line, with frames and the
    /// ambiguous views marked: the analogue of UIKit's private `_autolayoutTrace`.
    ///
    /// The format follows UIKit's (iOS 9 and later): the root on the first line, each level
    /// of depth indented by `|   `, a mark before each view's name (`•` for the root that hosts
    /// the layout engine, `*` for a view laid out with Auto Layout, `+` for a view placed by its
    /// autoresizing mask, which is in the engine because `translatesAutoresizingMaskIntoConstraints`
    /// is true), `- AMBIGUOUS LAYOUT for` and the undetermined values of an ambiguous view
    /// (`name.minX{id: 12}`, `minY`, `Width`, `Height`, with the engine's variable index as the
    /// id), and a legend at the end:
    ///
    /// ```
    /// •root, frame = (0 0; 320 480)
    /// |   *red view, frame = (10 10; 0 0)- AMBIGUOUS LAYOUT for red view.Width{id: 6}, red view.Height{id: 7}
    /// |   +badge, frame = (280 8; 32 32)
    ///
    /// Legend:
    /// 	* - is laid out with auto layout
    /// 	+ - is laid out manually, but is represented in the layout engine because translatesAutoresizingMaskIntoConstraints = YES
    /// 	• - layout engine host
    /// ```
    ///
    /// Deviations from UIKit: views are named by ``LayoutItem/debugName`` (the identifier, or
    /// the type and an address) instead of UIKit's class, address and text; each line carries
    /// the view's frame in its superview (`, frame = (x y; width height)`, as UIKit's
    /// `recursiveDescription` writes frames), which UIKit's trace does not; layout guides are
    /// not listed; the check for ambiguity is exact (``hasAmbiguousLayout``); and a view more
    /// than ``maximumTraceIndentation`` levels deep is indented that many levels, then its depth
    /// is written out (`|   |   …|   [depth 5000] *leaf, frame = …`), so that the trace of a
    /// tree thousands of levels deep does not grow as the square of its depth.
    ///
    /// - Complexity: O(views) plus two small solves per value of every view; meant for
    ///   debugging.
    public func autolayoutTrace() -> String {
        let root = layoutRoot ?? self
        let engine = root.engine
        root.updateConstraintsIfNeeded()
        engine.settle()
        root.layoutIfNeeded()
        var lines: [String] = []
        // Pre-order over an explicit list, not a recursion: a tree may be deeper than the stack.
        var pending: [(view: View, depth: Int)] = [(root, 0)]
        while let (view, depth) = pending.popLast() {
            var line = String(repeating: "|   ", count: min(depth, View.maximumTraceIndentation))
            if depth > View.maximumTraceIndentation { line += "[depth \(depth)] " }
            if engine.variables(of: view) != nil {
                line += view === root ? "•" : (view.translatesAutoresizingMaskIntoConstraints ? "+" : "*")
            }
            let frame = view.frame
            line += "\(view.debugName), frame = (\(formatLength(frame.minX)) \(formatLength(frame.minY)); "
                + "\(formatLength(frame.width)) \(formatLength(frame.height)))"
            let free = engine.withExercisePullsSetAside { engine.ambiguousValues(of: view) }
            if !free.isEmpty {
                line += "- AMBIGUOUS LAYOUT for "
                    + free.map { "\(view.debugName).\($0.name){id: \($0.variable.index)}" }.joined(separator: ", ")
            }
            lines.append(line)
            for subview in view.storedSubviews.reversed() { pending.append((subview, depth + 1)) }
        }
        lines.append("")
        lines.append("Legend:")
        lines.append("\t* - is laid out with auto layout")
        lines.append(
            "\t+ - is laid out manually, but is represented in the layout engine because translatesAutoresizingMaskIntoConstraints = YES")
        lines.append("\t• - layout engine host")
        return lines.joined(separator: "\n")
    }
}

extension View {
    /// How many levels ``autolayoutTrace()`` indents at most.
    public static let maximumTraceIndentation = 64
}

extension LayoutEngine {
    /// The variables of an item whose values are not determined, with UIKit's names for them
    /// (`minX`, `minY`, `Width`, `Height`).
    func ambiguousValues(of item: LayoutItem) -> [(name: String, variable: Variable)] {
        guard let v = variables(of: item) else { return [] }
        return [("minX", v.x), ("minY", v.y), ("Width", v.width), ("Height", v.height)].filter { entry in
            let range = solver.valueRange(of: entry.1)
            return range.upperBound - range.lowerBound > LayoutEngine.ambiguityTolerance
        }
    }
}
