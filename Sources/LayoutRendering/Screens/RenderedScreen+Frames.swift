import AutoLayout
import Foundation
import LayoutDocument
import LayoutFormats

extension RenderedScreen {
    /// Every view of the window's tree, parents before children, in the order of the
    /// subviews, with its frame in window coordinates.
    ///
    /// - Complexity: O(views × depth) (each frame converted up to the window).
    public var viewFrames: [ViewFrame] {
        let window = layout.window
        var names: [ObjectIdentifier: String] = [:]
        for (name, view) in layout.views { names[ObjectIdentifier(view)] = name }
        if layout.rootView !== window { names[ObjectIdentifier(window)] = "window" }
        let kinds = layout.viewKinds
        var frames: [ViewFrame] = []
        var pending: [(view: View, id: String, depth: Int)] = [(window, names[ObjectIdentifier(window)] ?? "root", 0)]
        while let (view, id, depth) = pending.popLast() {
            let frame = view.superview.map { $0.convert(view.frame, to: window) } ?? view.bounds
            let kind =
                view === window ? "window"
                : view === layout.rootView ? "view"
                : kinds[ObjectIdentifier(view)]?.description ?? String(describing: type(of: view))
            frames.append(ViewFrame(id: id, kind: kind, frame: frame, depth: depth, isHidden: view.isHidden))
            for (index, subview) in view.subviews.enumerated().reversed() {
                // A view the document made is named by its identifier: its name, or its path in
                // the document when it has none (as every message names it).
                let subviewID =
                    names[ObjectIdentifier(subview)]
                    ?? (kinds[ObjectIdentifier(subview)] != nil ? subview.identifier : nil) ?? "\(id)/\(index)"
                pending.append((subview, subviewID, depth + 1))
            }
        }
        return frames
    }

    /// A line naming the screen: the title (or file), the device (or size), the orientation,
    /// the direction and the text size.
    public var heading: String {
        let title = document.title ?? document.file
        let place = device?.name ?? "\(n(size.width)) × \(n(size.height))"
        let direction = environment.traitCollection.layoutDirection == .rightToLeft ? "rtl" : "ltr"
        let category = ScreenSettings.name(of: environment.traitCollection.preferredContentSizeCategory)
        return "\(title) — \(place), \(orientation.rawValue), \(direction), \(category)"
    }

    /// The tree with frames, one view a line, indented two spaces a level:
    /// `ID KIND (x, y, width, height)` in window coordinates (rounded to a millionth of a
    /// point), `hidden` after a hidden view; after the ``heading``.
    public var text: String {
        var lines = [heading]
        for view in viewFrames {
            let f = view.frame
            let line = "\(n(f.minX)), \(n(f.minY)), \(n(f.width)), \(n(f.height))"
            lines.append(
                String(repeating: "  ", count: view.depth) + "\(view.id) \(view.kind) (\(line))" + (view.isHidden ? " hidden" : ""))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The screen as JSON: the document, device (null without one), orientation, direction,
    /// text size and window size; every view (``viewFrames``: `id`, `kind`, `frame` with `x`,
    /// `y`, `width`, `height` in window coordinates, `hidden` when hidden), one a line; the
    /// conflicts (each `broken` and its `constraints`, as ``describe(_:)`` names them), the
    /// ambiguities (`view`, `axis`, `message`) and the problems (`file:line:column: message`).
    /// Numbers rounded to a millionth of a point, in their shortest round-trip form.
    public var json: String {
        let s = _JSONWriter.string
        let direction = environment.traitCollection.layoutDirection == .rightToLeft ? "rtl" : "ltr"
        var lines = ["{"]
        lines.append("  \"document\": \(s(document.file)),")
        lines.append("  \"device\": \(device.map { s($0.name) } ?? "null"),")
        lines.append("  \"orientation\": \(s(orientation.rawValue)),")
        lines.append("  \"direction\": \(s(direction)),")
        lines.append(
            "  \"contentSize\": \(s(ScreenSettings.name(of: environment.traitCollection.preferredContentSizeCategory))),")
        lines.append("  \"size\": {\"width\": \(n(size.width)), \"height\": \(n(size.height))},")
        let views = viewFrames.map { view in
            let f = view.frame
            let frame = "{\"x\": \(n(f.minX)), \"y\": \(n(f.minY)), \"width\": \(n(f.width)), \"height\": \(n(f.height))}"
            return "    {\"id\": \(s(view.id)), \"kind\": \(s(view.kind)), \"frame\": \(frame)"
                + (view.isHidden ? ", \"hidden\": true}" : "}")
        }
        lines.append("  \"views\": [\n" + views.joined(separator: ",\n") + "\n  ],")
        let conflicts = self.conflicts.map { conflict in
            let members = conflict.conflictingConstraints.map { s(describe($0)) }.joined(separator: ", ")
            return "    {\"broken\": \(s(describe(conflict.brokenConstraint))), \"constraints\": [\(members)]}"
        }
        lines.append("  \"conflicts\": " + list(conflicts) + ",")
        let ambiguities = ambiguityMessages.map { entry in
            "    {\"view\": \(s(entry.view)), \"axis\": \(s(entry.axis)), \"message\": \(s(entry.message))}"
        }
        lines.append("  \"ambiguities\": " + list(ambiguities) + ",")
        var problemLines = problems.map { "    " + s($0.description) }
        if let unexamined = ambiguity.unexaminedDescription { problemLines.append("    " + s(unexamined)) }
        lines.append("  \"problems\": " + list(problemLines))
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// Each ambiguous view and axis: the view's id, the axis, and what is not determined and
    /// what would settle it.
    public var ambiguityMessages: [(view: String, axis: String, message: String)] {
        var ids: [ObjectIdentifier: String] = [:]
        for (name, view) in layout.views { ids[ObjectIdentifier(view)] = name }
        return ambiguity.entries.map { entry in
            let id = ids[ObjectIdentifier(entry.view)] ?? entry.view.debugName
            var message = entry.description(describing: describe)
            let prefix = entry.view.debugName + ": "
            if message.hasPrefix(prefix) { message = String(message.dropFirst(prefix.count)) }
            return (id, entry.axis.description, message)
        }
    }

    /// The findings in words, one a line (a conflict's members and a tie's constraints on the
    /// lines that follow it): each problem (with its line and a caret when the document's
    /// `text` is given), each conflict, each ambiguous view and axis, and the views the work
    /// limit left unexamined.
    public func findingsDescription(text: String? = nil) -> String {
        var lines: [String] = []
        let textLines = text.map(FormatError.lines(of:))
        for problem in problems { lines.append(textLines.map { problem.caretDescription(inLines: $0) } ?? problem.description) }
        for conflict in conflicts {
            lines.append(
                "\(document.file): conflict: these constraints cannot all hold; the engine broke "
                    + describe(conflict.brokenConstraint))
            for member in conflict.conflictingConstraints { lines.append("    " + describe(member)) }
        }
        for entry in ambiguityMessages {
            lines.append("\(document.file): ambiguous: \(entry.view) (\(entry.axis)): \(entry.message)")
        }
        if let unexamined = ambiguity.unexaminedDescription { lines.append("\(document.file): \(unexamined)") }
        return lines.map { $0 + "\n" }.joined()
    }

    private func list(_ items: [String]) -> String {
        items.isEmpty ? "[]" : "[\n" + items.joined(separator: ",\n") + "\n  ]"
    }

    /// A coordinate rounded to a millionth of a point, so that the solver's last-bit noise
    /// (`320.99999999999994`) reads as the value it stands for (`321`).
    private func n(_ value: CGFloat) -> String { _JSONWriter.number((Double(value) * 1e6).rounded() / 1e6) }
}
