import AutoLayout
import Foundation

// Visual formats of a case: the views dictionary is every view by name.

extension ConformanceSession {
    /// The options by the names the format uses (UIKit's names, without the type).
    static let formatOptionNames: [String: LayoutConstraint.FormatOptions] = [
        "alignAllLeft": .alignAllLeft, "alignAllRight": .alignAllRight, "alignAllTop": .alignAllTop,
        "alignAllBottom": .alignAllBottom, "alignAllLeading": .alignAllLeading,
        "alignAllTrailing": .alignAllTrailing, "alignAllCenterX": .alignAllCenterX,
        "alignAllCenterY": .alignAllCenterY, "alignAllLastBaseline": .alignAllLastBaseline,
        "alignAllFirstBaseline": .alignAllFirstBaseline,
        "directionLeadingToTrailing": .directionLeadingToTrailing,
        "directionLeftToRight": .directionLeftToRight, "directionRightToLeft": .directionRightToLeft,
        "spacingEdgeToEdge": .spacingEdgeToEdge, "spacingBaselineToBaseline": .spacingBaselineToBaseline,
    ]

    /// The constraints of one visual format.
    func visualFormatConstraints(_ spec: ConformanceCase.VisualFormatSpec) throws -> [LayoutConstraint] {
        var options: LayoutConstraint.FormatOptions = []
        for name in spec.options {
            guard let option = ConformanceSession.formatOptionNames[name.text] else {
                throw Failure(message: "\(spec.format): unknown format option \(name.text)")
            }
            options.insert(option)
        }
        var metrics: [String: CGFloat] = [:]
        for (name, value) in spec.metrics { metrics[name] = value }
        return try LayoutConstraint.constraints(
            withVisualFormat: spec.format, options: options, metrics: metrics, views: views)
    }
}
