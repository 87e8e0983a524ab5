/// The text size a person prefers, as `UIContentSizeCategory` names it.
///
/// The seven standard sizes run from ``extraSmall`` to ``extraExtraExtraLarge``; the five larger
/// accessibility sizes follow (AX1 … AX5 in Apple's Human Interface Guidelines). ``large`` is the
/// system default. Categories compare in that order, smallest first, so
/// `category >= .accessibilityMedium` reads as in UIKit.
public enum ContentSizeCategory: CaseIterable, Comparable, Hashable, Sendable, CustomStringConvertible {
    /// xSmall.
    case extraSmall
    /// Small.
    case small
    /// Medium.
    case medium
    /// Large: the default.
    case large
    /// xLarge.
    case extraLarge
    /// xxLarge.
    case extraExtraLarge
    /// xxxLarge: the largest size outside the accessibility sizes.
    case extraExtraExtraLarge
    /// AX1.
    case accessibilityMedium
    /// AX2.
    case accessibilityLarge
    /// AX3.
    case accessibilityExtraLarge
    /// AX4.
    case accessibilityExtraExtraLarge
    /// AX5: the largest size.
    case accessibilityExtraExtraExtraLarge

    /// Whether this is one of the five larger accessibility sizes (AX1 … AX5).
    public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

    /// The name the Human Interface Guidelines use in their tables: `xSmall` … `xxxLarge`,
    /// `AX1` … `AX5`.
    public var description: String {
        switch self {
        case .extraSmall: "xSmall"
        case .small: "Small"
        case .medium: "Medium"
        case .large: "Large"
        case .extraLarge: "xLarge"
        case .extraExtraLarge: "xxLarge"
        case .extraExtraExtraLarge: "xxxLarge"
        case .accessibilityMedium: "AX1"
        case .accessibilityLarge: "AX2"
        case .accessibilityExtraLarge: "AX3"
        case .accessibilityExtraExtraLarge: "AX4"
        case .accessibilityExtraExtraExtraLarge: "AX5"
        }
    }
}
