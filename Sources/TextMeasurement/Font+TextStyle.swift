import Foundation

extension Font {
    /// A semantic text style, as `UIFont.TextStyle` names it; its point size follows the
    /// ``ContentSizeCategory`` (Dynamic Type).
    ///
    /// The sizes are Apple's published Dynamic Type table: Human Interface Guidelines,
    /// “Typography”, section “Specifications”, tables “iOS, iPadOS Dynamic Type sizes” (xSmall …
    /// xxxLarge) and “iOS, iPadOS larger accessibility type sizes” (AX1 … AX5),
    /// <https://developer.apple.com/design/human-interface-guidelines/typography#Specifications>.
    /// In points:
    ///
    /// | Style       | xS | S  | M  | L  | xL | xxL | xxxL | AX1 | AX2 | AX3 | AX4 | AX5 |
    /// |-------------|----|----|----|----|----|-----|------|-----|-----|-----|-----|-----|
    /// | largeTitle  | 31 | 32 | 33 | 34 | 36 | 38  | 40   | 44  | 48  | 52  | 56  | 60  |
    /// | title1      | 25 | 26 | 27 | 28 | 30 | 32  | 34   | 38  | 43  | 48  | 53  | 58  |
    /// | title2      | 19 | 20 | 21 | 22 | 24 | 26  | 28   | 34  | 39  | 44  | 50  | 56  |
    /// | title3      | 17 | 18 | 19 | 20 | 22 | 24  | 26   | 31  | 37  | 43  | 49  | 55  |
    /// | headline    | 14 | 15 | 16 | 17 | 19 | 21  | 23   | 28  | 33  | 40  | 47  | 53  |
    /// | body        | 14 | 15 | 16 | 17 | 19 | 21  | 23   | 28  | 33  | 40  | 47  | 53  |
    /// | callout     | 13 | 14 | 15 | 16 | 18 | 20  | 22   | 26  | 32  | 38  | 44  | 51  |
    /// | subheadline | 12 | 13 | 14 | 15 | 17 | 19  | 21   | 25  | 30  | 36  | 42  | 49  |
    /// | footnote    | 12 | 12 | 12 | 13 | 15 | 17  | 19   | 23  | 27  | 33  | 38  | 44  |
    /// | caption1    | 11 | 11 | 11 | 12 | 14 | 16  | 18   | 22  | 26  | 32  | 37  | 43  |
    /// | caption2    | 11 | 11 | 11 | 11 | 13 | 15  | 17   | 20  | 24  | 29  | 34  | 40  |
    ///
    /// Every style is regular weight except headline, which is semibold (the same table).
    public enum TextStyle: CaseIterable, Hashable, Sendable {
        /// Large Title.
        case largeTitle
        /// Title 1.
        case title1
        /// Title 2.
        case title2
        /// Title 3.
        case title3
        /// Headline: body size, semibold.
        case headline
        /// Subhead.
        case subheadline
        /// Body: the style of running text (17 pt at the default size).
        case body
        /// Callout.
        case callout
        /// Footnote.
        case footnote
        /// Caption 1.
        case caption1
        /// Caption 2.
        case caption2

        /// The point size of this style at a content size category (the table above).
        public func pointSize(for category: ContentSizeCategory) -> CGFloat {
            let row = Self.sizes[self] ?? Self.bodySizes
            let column = ContentSizeCategory.allCases.firstIndex(of: category) ?? 3
            return CGFloat(row[column])
        }

        /// The weight of this style: semibold for ``headline``, regular for the others.
        public var weight: Font.Weight { self == .headline ? .semibold : .regular }

        static let bodySizes = [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]

        // One row per style, one column per ContentSizeCategory in its declaration order.
        static let sizes: [TextStyle: [Int]] = [
            .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
            .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
            .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
            .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
            .headline: bodySizes,
            .body: bodySizes,
            .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
            .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
            .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
            .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
            .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40],
        ]
    }

    /// The system font for a text style at a content size category, as
    /// `UIFont.preferredFont(forTextStyle:compatibleWith:)` returns it, from the default
    /// ``FontRegistry``.
    ///
    /// - Parameters:
    ///   - style: the text style; its size and weight come from ``TextStyle``'s table.
    ///   - category: the content size category; `nil` means ``ContentSizeCategory/large``, the
    ///     system default (this module has no device setting to read).
    public static func preferredFont(
        forTextStyle style: TextStyle, compatibleWith category: ContentSizeCategory? = nil
    ) -> Font {
        FontRegistry.default.preferredFont(forTextStyle: style, compatibleWith: category)
    }
}
