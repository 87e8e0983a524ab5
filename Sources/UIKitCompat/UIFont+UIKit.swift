#if !canImport(UIKit)
import AutoLayoutKit

extension Font {
    /// The system font for a text style at the content size category of a trait collection, as
    /// UIKit's `preferredFont(forTextStyle:compatibleWith:)`; `nil` traits mean the default
    /// category (Large). The sizes are Apple's Dynamic Type table (``TextMeasurement/Font/TextStyle``).
    @_disfavoredOverload
    public static func preferredFont(
        forTextStyle style: TextStyle, compatibleWith traitCollection: TraitCollection?
    ) -> Font {
        preferredFont(
            forTextStyle: style, compatibleWith: traitCollection?.preferredContentSizeCategory ?? .large)
    }
}
#endif
