import Controls
import Foundation

/// A font as a document writes it: a text style (`body`, `headline`, … — scaled with Dynamic
/// Type), the system font at a size and weight (`17`, `{size: 17, weight: bold}`), or an
/// installed font by name (`{name: "DejaVu Serif", size: 15}`).
public enum FontSpec: Hashable, Sendable {
    /// `UIFont.preferredFont(forTextStyle:)`: follows the content size category.
    case textStyle(Font.TextStyle)
    /// `UIFont.systemFont(ofSize:weight:)`.
    case system(size: Double, weight: Font.Weight)
    /// `UIFont(name:size:)`; the system font at that size when no such font is installed.
    case named(String, size: Double)

    /// The text styles by the names documents use (UIKit's: `largeTitle`, `title1` … `caption2`).
    public static let textStyleNames: [(name: String, style: Font.TextStyle)] = [
        ("largeTitle", .largeTitle), ("title1", .title1), ("title2", .title2), ("title3", .title3),
        ("headline", .headline), ("subheadline", .subheadline), ("body", .body), ("callout", .callout),
        ("footnote", .footnote), ("caption1", .caption1), ("caption2", .caption2),
    ]

    /// The weights by UIKit's names.
    public static let weightNames: [(name: String, weight: Font.Weight)] = [
        ("ultraLight", .ultraLight), ("thin", .thin), ("light", .light), ("regular", .regular),
        ("medium", .medium), ("semibold", .semibold), ("bold", .bold), ("heavy", .heavy), ("black", .black),
    ]

    /// The font at a content size category (text styles scale; the others do not).
    public func font(for category: ContentSizeCategory = .large) -> Font {
        switch self {
        case .textStyle(let style): Font.preferredFont(forTextStyle: style, compatibleWith: category)
        case .system(let size, let weight): Font.systemFont(ofSize: CGFloat(size), weight: weight)
        case .named(let name, let size):
            (try? Font(name: name, size: CGFloat(size))) ?? Font.systemFont(ofSize: CGFloat(size))
        }
    }
}
