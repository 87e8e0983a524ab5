import Foundation

extension LayoutConstraint {
    /// The standard spacing between neighbouring views of a visual format (`[a]-[b]`).
    public static let standardSpacing: CGFloat = 8

    /// Constraints described by a Visual Format Language string, as UIKit's
    /// `constraints(withVisualFormat:options:metrics:views:)` makes them (not activated).
    ///
    /// - `H:` (the default) or `V:` picks the axis; `|` is the superview of the views; `[a]`
    ///   names a view of `views`; `[a(>=50@750)]` and `[a(==b)]` constrain its size;
    ///   `-20-`, `-(>=8)-` and `-metric-` the gaps; `[a][b]` is flush.
    /// - A bare `-` between views is the standard spacing (8); from or to a superview bar it
    ///   attaches to the superview's layout margins, as UIKit does since iOS 8 (`|-[a]` makes
    ///   `a.leading == superview.leadingMargin`).
    /// - Gaps run leading to trailing (top to bottom); `options` may choose left to right or right
    ///   to left, align every pair of neighbours on an attribute across the axis, and (vertical)
    ///   measure gaps between baselines.
    ///
    /// Where UIKit raises an exception, this throws an error that says where the problem is.
    /// UIKit's order: for each view its size constraints, then the gap before it; the bars'
    /// constraints where they stand; then the alignment options'.
    public static func constraints(
        withVisualFormat format: String, options: FormatOptions = [], metrics: [String: CGFloat] = [:],
        views: [String: View], file: StaticString = #fileID, line: UInt = #line
    ) throws(VisualFormatError) -> [LayoutConstraint] {
        var parser = VisualFormatParser(format, metrics: metrics, viewNames: Set(views.keys))
        let parsed = try parser.parse()
        var builder = VisualFormatBuilder(
            format: format, parsed: parsed, options: options, views: views, file: file, line: line)
        return try builder.build()
    }
}
