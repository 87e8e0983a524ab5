import Foundation
import Testing
import TextMeasurement

/// The point sizes of Apple's Human Interface Guidelines, “Typography” → “Specifications”:
/// “iOS, iPadOS Dynamic Type sizes” and “iOS, iPadOS larger accessibility type sizes”, one
/// column per category from xSmall to AX5. Typed in again from the guidelines, not copied from
/// the module.
private let guidelineSizes: [Font.TextStyle: [Int]] = [
    .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
    .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
    .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
    .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
    .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
    .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
    .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
    .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
    .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
    .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
    .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40],
]

@Suite struct TextStyleTests {
    @Test(arguments: Font.TextStyle.allCases, ContentSizeCategory.allCases)
    func everyStyleHasTheGuidelinesSizeInEveryCategory(style: Font.TextStyle, category: ContentSizeCategory) throws {
        let column = try #require(ContentSizeCategory.allCases.firstIndex(of: category))
        let expected = try #require(guidelineSizes[style])[column]
        #expect(style.pointSize(for: category) == CGFloat(expected))
        #expect(Font.preferredFont(forTextStyle: style, compatibleWith: category).pointSize == CGFloat(expected))
    }

    @Test func elevenStyles() {
        #expect(Font.TextStyle.allCases.count == 11)
        #expect(Set(Font.TextStyle.allCases) == Set(guidelineSizes.keys))
    }

    @Test func withoutACategoryTheDefaultLargeIsUsed() {
        for style in Font.TextStyle.allCases {
            #expect(Font.preferredFont(forTextStyle: style).pointSize == style.pointSize(for: .large))
        }
        #expect(Font.preferredFont(forTextStyle: .body).pointSize == 17)
        #expect(Font.preferredFont(forTextStyle: .largeTitle).pointSize == 34)
    }

    @Test func headlineIsSemiboldAndTheOthersRegular() {
        #expect(Font.TextStyle.headline.weight == .semibold)
        for style in Font.TextStyle.allCases where style != .headline {
            #expect(style.weight == .regular)
        }
        // Semibold maps to DejaVu Sans Bold, regular to Book.
        #expect(Font.preferredFont(forTextStyle: .headline).fontName == "DejaVuSans-Bold")
        #expect(Font.preferredFont(forTextStyle: .body).fontName == "DejaVuSans")
    }

    @Test func aRegistryMakesPreferredFontsInItsFamily() {
        let serif = FontRegistry(configuration: FontConfiguration(systemFamily: "DejaVu Serif"))
        let font = serif.preferredFont(forTextStyle: .title1, compatibleWith: .accessibilityLarge)
        #expect(font.familyName == "DejaVu Serif")
        #expect(font.pointSize == 43)
    }
}
