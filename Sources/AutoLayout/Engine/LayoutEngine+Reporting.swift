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

    /// Prints the views a layout pass gave up on.
    public static func printLayoutDidNotSettle(_ views: [View]) {
        let names = views.map(\.debugName).joined(separator: ", ")
        printToStandardError(
            "[LayoutConstraints] Layout did not settle after \(maximumLayoutRounds) rounds; views still invalidating their layout: \(names)")
    }

    static func printToStandardError(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }
}
