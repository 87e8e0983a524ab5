import Foundation

/// Where refused constraints, refused values and layout problems are reported when no engine
/// handler is at hand, and the one check of every value a property feeds to the engine.
enum LayoutDiagnostics {
    /// Reports an error about a constraint to the engine of the constraint's tree, or to
    /// standard error when the tree has no engine yet (or the constraint's items are gone).
    static func report(_ error: LayoutError, about constraint: LayoutConstraint) {
        let engine = constraint.items.lazy.compactMap { $0.layoutRoot?.existingEngine }.first
        if let engine {
            engine.invalidConstraintHandler(error, constraint)
        } else {
            LayoutEngine.printInvalidConstraint(error, constraint)
        }
    }

    /// Reports an error about a value given to an item's property to the engine of the item's
    /// tree (with no constraint), or to standard error when the tree has no engine yet.
    static func report(_ error: LayoutError, about item: LayoutItem?) {
        if let engine = item?.layoutRoot?.existingEngine {
            engine.invalidConstraintHandler(error, nil)
        } else {
            LayoutEngine.printInvalidConstraint(error, nil)
        }
    }
}

extension LayoutItem {
    /// Whether a value given to one of the item's properties may go into the layout. When it may
    /// not (NaN, infinite, a priority outside (0, 1000]), the refusal is reported
    /// (``LayoutError/invalidValue(_:)``, naming the item, the property and the value) and the
    /// caller keeps the old value: every property that feeds the engine numbers checks them here,
    /// as UIKit refuses them (it raises), but without stopping.
    func accepts(_ isUsable: Bool, _ property: String, _ value: @autoclosure () -> String) -> Bool {
        if isUsable { return true }
        LayoutDiagnostics.report(.invalidValue("\(debugName).\(property) = \(value())"), about: self)
        return false
    }
}

extension CGPoint {
    /// Whether both coordinates are finite.
    var isUsable: Bool { x.isFinite && y.isFinite }
}

extension CGSize {
    /// Whether both lengths are finite.
    var isUsable: Bool { width.isFinite && height.isFinite }
}

extension CGRect {
    /// Whether the origin and the size are finite.
    var isUsable: Bool { origin.isUsable && size.isUsable }
}

extension EdgeInsets {
    /// Whether every inset is finite.
    var isUsable: Bool { top.isFinite && left.isFinite && bottom.isFinite && right.isFinite }
}

extension DirectionalEdgeInsets {
    /// Whether every inset is finite.
    var isUsable: Bool { top.isFinite && leading.isFinite && bottom.isFinite && trailing.isFinite }
}
