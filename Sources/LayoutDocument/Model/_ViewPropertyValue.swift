import AutoLayout
import Controls
import Foundation

/// A value of one property as ``_ViewPropertyStorage`` keeps it: one case per type of value,
/// so that a few set properties take a few entries (no box per value, no dynamic cast).
enum _ViewPropertyValue: Sendable {
    case color(DocumentColor)
    case number(Double)
    case bool(Bool)
    case text(String)
    case integer(Int)
    case directionalInsets(DirectionalEdgeInsets)
    case semanticContentAttribute(SemanticContentAttribute)
    case priorities(ViewProperties.AxisPriorities)
    case rect(CGRect)
    case autoresizingMask(AutoresizingMask)
    case intrinsicSize(ViewProperties.IntrinsicSize)
    case baselines(ViewProperties.Baselines)
    case insets(EdgeInsets)
    case font(FontSpec)
    case lineBreakMode(LineBreakMode)
    case textAlignment(TextAlignment)
    case borderStyle(TextField.BorderStyle)
    case contentMode(View.ContentMode)
    case axis(LayoutAxis)
    case distribution(StackView.Distribution)
    case alignment(StackView.Alignment)
    case spacings([(view: Located<String>, spacing: Double)])
}
