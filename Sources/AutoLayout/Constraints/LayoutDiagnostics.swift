import Foundation

/// Where refused constraints and layout problems are reported when no engine handler is at hand.
enum LayoutDiagnostics {
    /// Reports an error about a constraint to the engine of the constraint's tree, or to
    /// standard error when the tree has no engine yet.
    static func report(_ error: LayoutError, about constraint: LayoutConstraint) {
        let engine = constraint.items.lazy.compactMap { $0.layoutRoot?.existingEngine }.first
        if let engine {
            engine.invalidConstraintHandler(error, constraint)
        } else {
            LayoutEngine.printInvalidConstraint(error, constraint)
        }
    }
}
