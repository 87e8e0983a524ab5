import AutoLayout
import TextMeasurement

/// The text size a person prefers, as a custom trait of the window (UIKit's
/// `preferredContentSizeCategory`, defined the way iOS 17's `UITraitDefinition` lets a module
/// add a trait): module `AutoLayout` knows nothing about text, so the category reaches views
/// through this definition.
///
/// ```swift
/// window.traitCollection.preferredContentSizeCategory = .accessibilityLarge
/// // every Label, TextField, TextView and Button title that adjusts its font re-measures
/// ```
public struct ContentSizeCategoryTrait: TraitDefinition {
    /// ``ContentSizeCategory/large``, the system default.
    public static let defaultValue: ContentSizeCategory = .large
}

extension TraitCollection {
    /// The text size the window's person prefers (``ContentSizeCategory/large`` unless set), as
    /// `UITraitCollection.preferredContentSizeCategory`. Setting it on a window makes every
    /// control whose `adjustsFontForContentSizeCategory` is true take its text style's size for
    /// the new category, re-measure and lay out again. It also sets ``AutoLayout/TraitCollection/readableContentWidth``
    /// to the category's ``TextMeasurement/ContentSizeCategory/readableWidth``, so that readable
    /// content guides widen with larger text, as UIKit's do.
    public var preferredContentSizeCategory: ContentSizeCategory {
        get { self[ContentSizeCategoryTrait.self] }
        set {
            self[ContentSizeCategoryTrait.self] = newValue
            readableContentWidth = newValue.readableWidth
        }
    }

    /// Makes a trait collection with a content size category and the other traits at their
    /// defaults, as `UITraitCollection(preferredContentSizeCategory:)`.
    public init(preferredContentSizeCategory category: ContentSizeCategory) {
        self.init()
        preferredContentSizeCategory = category
    }
}
