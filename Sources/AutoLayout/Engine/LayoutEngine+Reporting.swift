import Foundation

// The default handlers: UIKit's console messages, on standard error.

extension LayoutEngine {
    /// Prints a conflict the way UIKit logs it.
    public static func printConflict(_ conflict: LayoutConflict) {
        printToStandardError(conflict.description)
    }

    /// Prints a refused constraint or value.
    public static func printInvalidConstraint(_ error: LayoutError, _ constraint: LayoutConstraint?) {
        printToStandardError("[LayoutConstraints] \(error)")
    }

    /// Prints the views a layout pass gave up on (``layoutDidNotSettleMessage(_:)``).
    public static func printLayoutDidNotSettle(_ views: [View]) {
        printToStandardError(layoutDidNotSettleMessage(views))
    }

    /// The message of ``printLayoutDidNotSettle(_:)``: the views still asking for layout,
    /// `(updateConstraints)` after those whose constraints also kept changing, or what kept the
    /// rounds going when no view did.
    public static func layoutDidNotSettleMessage(_ views: [View]) -> String {
        let names =
            views.isEmpty
            ? "none (the engine's own work kept changing the layout)"
            : views.map { "\($0.debugName)\($0.needsUpdateConstraintsFlag ? " (updateConstraints)" : "")" }
                .joined(separator: ", ")
        return "[LayoutConstraints] Layout did not settle after \(maximumLayoutRounds) rounds; views still invalidating their layout: \(names)"
    }

    static func printToStandardError(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }
}

extension LayoutEngine {
    /// Reports an error about an item the way the library reports refused values: to the
    /// ``invalidConstraintHandler`` of the engine of the item's tree (with no constraint), or
    /// to standard error when the tree has none yet. For layers on top (UIKitCompat's
    /// non-throwing visual format) that refuse input where UIKit raises.
    public static func report(_ error: LayoutError, about item: LayoutItem?) {
        LayoutDiagnostics.report(error, about: item)
    }
}
