import Foundation
import TextMeasurement

/// A control's font together with the text style it stands for, so that Dynamic Type can give
/// it another size.
///
/// `Font` does not carry its text style (UIKit's font descriptor does), so the style is
/// recognised when a font is assigned: the font must be exactly what
/// `Font.preferredFont(forTextStyle:compatibleWith:)` returns for some style at
/// ``ContentSizeCategory/large`` (what `preferredFont(forTextStyle:)` gives without a category)
/// or, failing that, at the control's current category. Within one category every style has its
/// own font, except at xSmall, Small and Medium, where caption 1 and caption 2 (and at xSmall
/// subheadline and footnote) share a size: the first in `Font.TextStyle.allCases` order is
/// taken. A control's `fontTextStyle` setter names the style outright.
struct _DynamicTypeFont {
    /// The font the control measures with.
    private(set) var font: Font
    /// The text style the font stands for, if any.
    private(set) var textStyle: Font.TextStyle?
    /// Whether the font follows the content size category.
    var adjustsForContentSizeCategory = false

    init(_ font: Font) {
        self.font = font
    }

    /// Takes a font assigned from outside, with the style it is recognised as.
    mutating func assign(_ newFont: Font, category: ContentSizeCategory) {
        font = newFont
        textStyle = Self.recognizedStyle(of: newFont, category: category)
    }

    /// Takes a text style: the font becomes the style's at `category`; nil keeps the font and
    /// forgets the style.
    mutating func assign(style: Font.TextStyle?, category: ContentSizeCategory) {
        textStyle = style
        if let style { font = .preferredFont(forTextStyle: style, compatibleWith: category) }
    }

    /// When adjusting, takes the style's size at `category`; returns whether the font changed.
    mutating func adjust(to category: ContentSizeCategory) -> Bool {
        guard adjustsForContentSizeCategory, let textStyle else { return false }
        let adjusted = Font.preferredFont(forTextStyle: textStyle, compatibleWith: category)
        guard adjusted != font else { return false }
        font = adjusted
        return true
    }

    /// The text style a font is, at Large or else at `category` (see the type's comment).
    ///
    /// - Complexity: O(styles) comparisons of numbers; a font is made only for a size and
    ///   weight that match.
    static func recognizedStyle(of font: Font, category: ContentSizeCategory) -> Font.TextStyle? {
        let categories: [ContentSizeCategory] = category == .large ? [.large] : [.large, category]
        for candidate in categories {
            for style in Font.TextStyle.allCases
            where style.pointSize(for: candidate) == font.pointSize && style.weight == font.weight {
                if Font.preferredFont(forTextStyle: style, compatibleWith: candidate) == font { return style }
            }
        }
        return nil
    }
}
