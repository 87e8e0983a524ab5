import AutoLayout
import Controls
import Foundation
import LayoutDocument
import LayoutFormats
import TextMeasurement

/// Where a document is shown: a device, an orientation, a layout direction and a text size —
/// what `autolayout render` takes as `--device`, `--orientation`, `--rtl` and `--content-size`.
/// What is not chosen comes from the document (its `device`, `orientation`, `direction`, `size`).
public struct ScreenSettings {
    /// The device; nil for the document's (its `device`), else the document's `size`.
    public var device: DeviceProfile?
    /// The orientation; nil for the document's, else portrait.
    public var orientation: DeviceOrientation?
    /// The layout direction; nil for the document's, else left to right.
    public var layoutDirection: UserInterfaceLayoutDirection?
    /// The text size; nil for `large`, iOS's default.
    public var contentSizeCategory: ContentSizeCategory?
    /// The measurer the text controls measure with; nil for the default (FreeType). Tests give a
    /// ``FixedAdvanceTextMeasurer`` for sizes that do not depend on the fonts installed.
    public var textMeasurer: (any TextMeasuring)?
    /// Whether the window grows until every scroll view (table, list) shows its whole content
    /// (`render --full`); see ``RenderedScreen/init(_:settings:)``.
    public var showsFullContent: Bool

    /// Makes settings; everything not given comes from the document.
    public init(
        device: DeviceProfile? = nil, orientation: DeviceOrientation? = nil,
        layoutDirection: UserInterfaceLayoutDirection? = nil, contentSizeCategory: ContentSizeCategory? = nil,
        textMeasurer: (any TextMeasuring)? = nil, showsFullContent: Bool = false
    ) {
        self.showsFullContent = showsFullContent
        self.device = device
        self.orientation = orientation
        self.layoutDirection = layoutDirection
        self.contentSizeCategory = contentSizeCategory
        self.textMeasurer = textMeasurer
    }

    /// The content size categories by the names the command line takes: UIKit's without the
    /// prefix (`extraSmall`, `small`, `medium`, `large`, `extraLarge`, `extraExtraLarge`,
    /// `extraExtraExtraLarge`, `accessibilityMedium` … `accessibilityExtraExtraExtraLarge`), in
    /// order.
    public static let contentSizeCategoryNames: [(name: String, category: ContentSizeCategory)] = [
        ("extraSmall", .extraSmall), ("small", .small), ("medium", .medium), ("large", .large),
        ("extraLarge", .extraLarge), ("extraExtraLarge", .extraExtraLarge), ("extraExtraExtraLarge", .extraExtraExtraLarge),
        ("accessibilityMedium", .accessibilityMedium), ("accessibilityLarge", .accessibilityLarge),
        ("accessibilityExtraLarge", .accessibilityExtraLarge),
        ("accessibilityExtraExtraLarge", .accessibilityExtraExtraLarge),
        ("accessibilityExtraExtraExtraLarge", .accessibilityExtraExtraExtraLarge),
    ]

    /// The command line's name of a content size category (`accessibilityExtraLarge`).
    public static func name(of category: ContentSizeCategory) -> String {
        contentSizeCategoryNames.first { $0.category == category }?.name ?? "large"
    }

    /// What the settings give for a document: the device (nil without one), the orientation,
    /// and the window's environment. A document's `device` that no profile has is a problem at
    /// its place, and the document's `size` is used instead.
    ///
    /// Without a device, the window is the document's `size` (375 × 667 without one), turned
    /// so that it is wider than tall in landscape and taller than wide in portrait when an
    /// orientation is chosen, with the size classes of ``LayoutEnvironment/sizeClasses(for:)``.
    public func resolve(
        for document: LayoutDocument
    ) -> (device: DeviceProfile?, orientation: DeviceOrientation, environment: LayoutEnvironment, problems: [FormatError]) {
        var problems: [FormatError] = []
        var device = self.device
        if device == nil, let name = document.device {
            do {
                device = try DeviceProfile.named(name.value)
            } catch {
                problems.append(FormatError(location: name.location, message: error.description))
            }
        }
        let direction = layoutDirection ?? document.layoutDirection?.value ?? .leftToRight
        let category = contentSizeCategory ?? .large
        var environment: LayoutEnvironment
        let orientation: DeviceOrientation
        if let device {
            orientation = self.orientation ?? document.orientation?.value ?? .portrait
            environment = device.environment(
                orientation: orientation, layoutDirection: direction, contentSizeCategory: category)
        } else {
            var size = document.size?.value ?? CGSize(width: 375, height: 667)
            let chosen = self.orientation ?? document.orientation?.value
            if let chosen, (chosen == .landscape) != (size.width > size.height) {
                size = CGSize(width: size.height, height: size.width)
            }
            orientation = chosen ?? (size.width > size.height ? .landscape : .portrait)
            let classes = LayoutEnvironment.sizeClasses(for: size)
            var traits = TraitCollection(
                layoutDirection: direction, horizontalSizeClass: classes.horizontal, verticalSizeClass: classes.vertical)
            traits.preferredContentSizeCategory = category
            environment = LayoutEnvironment(
                size: size, safeAreaInsets: document.safeAreaInsets?.value ?? .zero, traitCollection: traits)
        }
        if let textMeasurer { environment.traitCollection.textMeasurer = textMeasurer }
        return (device, orientation, environment, problems)
    }
}
