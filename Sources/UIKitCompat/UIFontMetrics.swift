#if !canImport(UIKit)
import AutoLayoutKit

/// Scales fonts and lengths with Dynamic Type as a text style does, as UIKit's `UIFontMetrics`:
/// by the ratio of the style's size at a content size category to its size at the default
/// (Large), from Apple's Dynamic Type table (``TextMeasurement/Font/TextStyle``). For a custom
/// font that should grow like `.body`: `UIFontMetrics(forTextStyle: .body).scaledFont(for: font)`.
///
/// Without a trait collection the category is Large (UIKit reads the app's current category;
/// there is no app here): pass the traits of the view that shows the text.
public struct UIFontMetrics: Hashable, Sendable {
    /// The text style whose scaling this follows.
    public let textStyle: Font.TextStyle

    /// The metrics of the body style, as UIKit's `UIFontMetrics.default`.
    public static let `default` = UIFontMetrics(forTextStyle: .body)

    /// The metrics of a text style.
    public init(forTextStyle textStyle: Font.TextStyle) {
        self.textStyle = textStyle
    }

    /// The factor at a content size category: the style's size there over its size at Large
    /// (1 at Large; 23 / 17 for body at xxxLarge).
    public func scale(for category: ContentSizeCategory) -> CGFloat {
        textStyle.pointSize(for: category) / textStyle.pointSize(for: .large)
    }

    /// The font at the size scaled for the default category (Large: the font itself).
    public func scaledFont(for font: Font) -> Font {
        scaledFont(for: font, compatibleWith: nil)
    }

    /// The font at its size scaled for the content size category of `traitCollection`.
    public func scaledFont(for font: Font, compatibleWith traitCollection: TraitCollection?) -> Font {
        font.withSize(scaledValue(for: font.pointSize, compatibleWith: traitCollection))
    }

    /// A font scaled as ``scaledFont(for:)``, but no larger than `maximumPointSize`.
    public func scaledFont(for font: Font, maximumPointSize: CGFloat, compatibleWith traitCollection: TraitCollection? = nil)
        -> Font
    {
        font.withSize(min(maximumPointSize, scaledValue(for: font.pointSize, compatibleWith: traitCollection)))
    }

    /// A length scaled for the default category (Large: the length itself).
    public func scaledValue(for value: CGFloat) -> CGFloat {
        scaledValue(for: value, compatibleWith: nil)
    }

    /// A length (a spacing, an image's size) scaled for the content size category of
    /// `traitCollection`.
    public func scaledValue(for value: CGFloat, compatibleWith traitCollection: TraitCollection?) -> CGFloat {
        value * scale(for: traitCollection?.preferredContentSizeCategory ?? .large)
    }
}
#endif
