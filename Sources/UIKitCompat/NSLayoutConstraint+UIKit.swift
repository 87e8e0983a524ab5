#if !canImport(UIKit)
import AutoLayoutKit
import Foundation

extension LayoutConstraint {
    /// UIKit's `NSLayoutConstraint.Attribute`: ``AutoLayout/LayoutAttribute``.
    public typealias Attribute = LayoutAttribute
    /// UIKit's `NSLayoutConstraint.Relation`: ``AutoLayout/LayoutRelation``.
    public typealias Relation = LayoutRelation
    /// UIKit's `NSLayoutConstraint.Axis`: ``AutoLayout/LayoutAxis``.
    public typealias Axis = LayoutAxis

    /// Makes `item1.attribute1 REL multiplier × item2.attribute2 + constant`, as UIKit's
    /// initialiser: it does not throw.
    ///
    /// Where UIKit raises an `NSInvalidArgumentException` (a location equal to a constant,
    /// a location related to a size, mixed axes, leading or trailing with left or right, a
    /// missing item, a number that is not finite), the error goes to the layout engine's
    /// ``AutoLayout/LayoutEngine/invalidConstraintHandler`` of the item's tree (standard error
    /// without one), and ``AutoLayout/LayoutError/uikitExceptionReason`` is UIKit's text for it
    /// (`*** +[NSLayoutConstraint constraintWithItem:attribute:relatedBy:toItem:attribute:multiplier:constant:]: …`).
    /// Nothing stops. The constraint returned then is inert: it names its items and
    /// attributes, and activating it reports the same error again and leaves it inactive.
    public convenience init(
        item view1: Any, attribute attribute1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
        attribute attribute2: Attribute, multiplier: CGFloat, constant c: CGFloat,
        file: StaticString = #fileID, line: UInt = #line
    ) {
        // UIKit types the items `Any`: a view or a layout guide. Anything else is a missing
        // item, reported as UIKit reports it.
        let first = view1 as? LayoutItem ?? _MissingItem.shared
        self.init(
            reportingItem: first, attribute: view1 is LayoutItem ? attribute1 : .notAnAttribute,
            relatedBy: relation, toItem: view2 as? LayoutItem, attribute: attribute2, multiplier: multiplier,
            constant: c, file: file, line: line)
    }

    /// Constraints described by a Visual Format Language string, as UIKit's
    /// `constraints(withVisualFormat:options:metrics:views:)`: not throwing, the metrics and
    /// views untyped (`[String: Any]`, the values `NSNumber`s or numbers, views or guides).
    ///
    /// Where UIKit raises "Unable to parse constraint format", the error (which says where)
    /// goes to the layout engine's handler of the views' tree, or standard error, as
    /// ``AutoLayout/LayoutError/invalidValue(_:)``, and no constraint is returned.
    public static func constraints(
        withVisualFormat format: String, options: FormatOptions = [], metrics: [String: Any]?,
        views: [String: Any], file: StaticString = #fileID, line: UInt = #line
    ) -> [LayoutConstraint] {
        var numbers: [String: CGFloat] = [:]
        for (name, value) in metrics ?? [:] {
            switch value {
            case let number as CGFloat: numbers[name] = number
            case let number as Double: numbers[name] = CGFloat(number)
            case let number as Int: numbers[name] = CGFloat(number)
            case let number as Float: numbers[name] = CGFloat(number)
            case let number as NSNumber: numbers[name] = CGFloat(number.doubleValue)
            default: continue
            }
        }
        let typedViews = views.compactMapValues { $0 as? View }
        do {
            return try constraints(
                withVisualFormat: format, options: options, metrics: numbers, views: typedViews, file: file,
                line: line)
        } catch {
            LayoutEngine.report(
                .invalidValue("\(error)"), about: typedViews.values.first)
            return []
        }
    }
}

/// The item of a constraint whose first item was not a view or a layout guide: UIKit reports
/// "Constraint must contain a first layout item".
final class _MissingItem: LayoutItem, @unchecked Sendable {
    static let shared = _MissingItem()
}
#endif
