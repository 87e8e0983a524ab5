import Testing
import TextMeasurement

@Suite struct ContentSizeCategoryTests {
    @Test func twelveCategoriesInUIKitOrder() {
        #expect(ContentSizeCategory.allCases.count == 12)
        #expect(ContentSizeCategory.allCases == ContentSizeCategory.allCases.sorted())
        #expect(ContentSizeCategory.allCases.first == .extraSmall)
        #expect(ContentSizeCategory.allCases.last == .accessibilityExtraExtraExtraLarge)
    }

    @Test func comparesSmallestFirst() {
        #expect(ContentSizeCategory.extraSmall < .small)
        #expect(ContentSizeCategory.large < .extraLarge)
        #expect(ContentSizeCategory.extraExtraExtraLarge < .accessibilityMedium)
        #expect(ContentSizeCategory.accessibilityExtraExtraLarge < .accessibilityExtraExtraExtraLarge)
        #expect(ContentSizeCategory.large >= .medium)
    }

    @Test func onlyTheFiveLargestAreAccessibilityCategories() {
        let accessibility = ContentSizeCategory.allCases.filter(\.isAccessibilityCategory)
        #expect(
            accessibility == [
                .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge,
                .accessibilityExtraExtraLarge, .accessibilityExtraExtraExtraLarge,
            ])
        #expect(!ContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
    }

    @Test func describesItselfWithTheGuidelinesNames() {
        #expect(
            ContentSizeCategory.allCases.map(\.description) == [
                "xSmall", "Small", "Medium", "Large", "xLarge", "xxLarge", "xxxLarge", "AX1", "AX2",
                "AX3", "AX4", "AX5",
            ])
    }
}
