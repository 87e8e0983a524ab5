import AutoLayout
import Controls
import Foundation

/// The stored values of a ``ViewProperties``, one per property (nil for unset), shared between
/// copies of it until one changes (copy on write).
final class _ViewPropertyStorage: @unchecked Sendable {
    // Sendable: a storage is changed only while one value holds it (``ViewProperties`` copies
    // a shared one before changing it).

    /// The storage of every empty set of properties.
    static let empty = _ViewPropertyStorage()

    var backgroundColor: Located<DocumentColor>?
    var tintColor: Located<DocumentColor>?
    var alpha: Located<Double>?
    var isHidden: Located<Bool>?
    var cornerRadius: Located<Double>?
    var borderWidth: Located<Double>?
    var borderColor: Located<DocumentColor>?
    var clipsToBounds: Located<Bool>?
    var directionalLayoutMargins: Located<DirectionalEdgeInsets>?
    var preservesSuperviewLayoutMargins: Located<Bool>?
    var insetsLayoutMarginsFromSafeArea: Located<Bool>?
    var semanticContentAttribute: Located<SemanticContentAttribute>?
    var contentHugging: Located<ViewProperties.AxisPriorities>?
    var compressionResistance: Located<ViewProperties.AxisPriorities>?
    var translatesAutoresizingMaskIntoConstraints: Located<Bool>?
    var frame: Located<CGRect>?
    var autoresizingMask: Located<AutoresizingMask>?
    var accessibilityIdentifier: Located<String>?
    var intrinsicContentSize: Located<ViewProperties.IntrinsicSize>?
    var baselines: Located<ViewProperties.Baselines>?
    var alignmentRectInsets: Located<EdgeInsets>?
    var text: Located<String>?
    var font: Located<FontSpec>?
    var textColor: Located<DocumentColor>?
    var numberOfLines: Located<Int>?
    var lineBreakMode: Located<LineBreakMode>?
    var textAlignment: Located<TextAlignment>?
    var adjustsFontForContentSizeCategory: Located<Bool>?
    var placeholder: Located<String>?
    var borderStyle: Located<TextField.BorderStyle>?
    var isScrollEnabled: Located<Bool>?
    var preferredMaxLayoutWidth: Located<Double>?
    var title: Located<String>?
    var titleColor: Located<DocumentColor>?
    var contentEdgeInsets: Located<EdgeInsets>?
    var image: Located<String>?
    var contentMode: Located<View.ContentMode>?
    var isOn: Located<Bool>?
    var value: Located<Double>?
    var minimumValue: Located<Double>?
    var maximumValue: Located<Double>?
    var axis: Located<LayoutAxis>?
    var distribution: Located<StackView.Distribution>?
    var alignment: Located<StackView.Alignment>?
    var spacing: Located<Double>?
    var isLayoutMarginsRelativeArrangement: Located<Bool>?
    var isBaselineRelativeArrangement: Located<Bool>?
    var customSpacingAfter: [(view: Located<String>, spacing: Double)]?

    init() {}

    /// A copy of `other`'s values.
    init(copying other: _ViewPropertyStorage) {
        backgroundColor = other.backgroundColor
        tintColor = other.tintColor
        alpha = other.alpha
        isHidden = other.isHidden
        cornerRadius = other.cornerRadius
        borderWidth = other.borderWidth
        borderColor = other.borderColor
        clipsToBounds = other.clipsToBounds
        directionalLayoutMargins = other.directionalLayoutMargins
        preservesSuperviewLayoutMargins = other.preservesSuperviewLayoutMargins
        insetsLayoutMarginsFromSafeArea = other.insetsLayoutMarginsFromSafeArea
        semanticContentAttribute = other.semanticContentAttribute
        contentHugging = other.contentHugging
        compressionResistance = other.compressionResistance
        translatesAutoresizingMaskIntoConstraints = other.translatesAutoresizingMaskIntoConstraints
        frame = other.frame
        autoresizingMask = other.autoresizingMask
        accessibilityIdentifier = other.accessibilityIdentifier
        intrinsicContentSize = other.intrinsicContentSize
        baselines = other.baselines
        alignmentRectInsets = other.alignmentRectInsets
        text = other.text
        font = other.font
        textColor = other.textColor
        numberOfLines = other.numberOfLines
        lineBreakMode = other.lineBreakMode
        textAlignment = other.textAlignment
        adjustsFontForContentSizeCategory = other.adjustsFontForContentSizeCategory
        placeholder = other.placeholder
        borderStyle = other.borderStyle
        isScrollEnabled = other.isScrollEnabled
        preferredMaxLayoutWidth = other.preferredMaxLayoutWidth
        title = other.title
        titleColor = other.titleColor
        contentEdgeInsets = other.contentEdgeInsets
        image = other.image
        contentMode = other.contentMode
        isOn = other.isOn
        value = other.value
        minimumValue = other.minimumValue
        maximumValue = other.maximumValue
        axis = other.axis
        distribution = other.distribution
        alignment = other.alignment
        spacing = other.spacing
        isLayoutMarginsRelativeArrangement = other.isLayoutMarginsRelativeArrangement
        isBaselineRelativeArrangement = other.isBaselineRelativeArrangement
        customSpacingAfter = other.customSpacingAfter
    }
}
