import AutoLayout
import Controls
import Foundation

/// The properties a document sets on a view, each with where it is written; nil for a property
/// the document leaves at the view's default. A node has one set, and a property variant
/// (``PropertyVariant``) another, applied over it when its size classes match.
///
/// The keys are UIKit's property names (a few short forms are read too: `background` for
/// `backgroundColor`, `lines` for `numberOfLines`, `margins` for `directionalLayoutMargins`,
/// `hugging` and `compression` for the priorities). docs/layout-documents.md lists each key,
/// its values and the kinds it applies to.
public struct ViewProperties: Sendable {
    /// The values that are set, each with its key (a few per node): stored sparsely, since a
    /// field per property made every node's first property allocate and zero some 2.3 KB.
    private var storage = _ViewPropertyStorage()

    // MARK: Every view

    /// `backgroundColor`.
    public var backgroundColor: Located<DocumentColor>? {
        get { storage[.backgroundColor] }
        set { storage[.backgroundColor] = newValue }
    }
    /// `tintColor`.
    public var tintColor: Located<DocumentColor>? {
        get { storage[.tintColor] }
        set { storage[.tintColor] = newValue }
    }
    /// `alpha`, 0…1.
    public var alpha: Located<Double>? {
        get { storage[.alpha] }
        set { storage[.alpha] = newValue }
    }
    /// `isHidden` (`hidden`).
    public var isHidden: Located<Bool>? {
        get { storage[.isHidden] }
        set { storage[.isHidden] = newValue }
    }
    /// `layer.cornerRadius` (`cornerRadius`).
    public var cornerRadius: Located<Double>? {
        get { storage[.cornerRadius] }
        set { storage[.cornerRadius] = newValue }
    }
    /// `layer.borderWidth` (`borderWidth`).
    public var borderWidth: Located<Double>? {
        get { storage[.borderWidth] }
        set { storage[.borderWidth] = newValue }
    }
    /// `layer.borderColor` (`borderColor`).
    public var borderColor: Located<DocumentColor>? {
        get { storage[.borderColor] }
        set { storage[.borderColor] = newValue }
    }
    /// `clipsToBounds`.
    public var clipsToBounds: Located<Bool>? {
        get { storage[.clipsToBounds] }
        set { storage[.clipsToBounds] = newValue }
    }
    /// `directionalLayoutMargins` (`margins`): one number for every edge, or `{top, leading, bottom, trailing}`.
    public var directionalLayoutMargins: Located<DirectionalEdgeInsets>? {
        get { storage[.directionalLayoutMargins] }
        set { storage[.directionalLayoutMargins] = newValue }
    }
    /// `preservesSuperviewLayoutMargins`.
    public var preservesSuperviewLayoutMargins: Located<Bool>? {
        get { storage[.preservesSuperviewLayoutMargins] }
        set { storage[.preservesSuperviewLayoutMargins] = newValue }
    }
    /// `insetsLayoutMarginsFromSafeArea`.
    public var insetsLayoutMarginsFromSafeArea: Located<Bool>? {
        get { storage[.insetsLayoutMarginsFromSafeArea] }
        set { storage[.insetsLayoutMarginsFromSafeArea] = newValue }
    }
    /// `semanticContentAttribute`: `unspecified`, `playback`, `spatial`, `forceLeftToRight`, `forceRightToLeft`.
    public var semanticContentAttribute: Located<SemanticContentAttribute>? {
        get { storage[.semanticContentAttribute] }
        set { storage[.semanticContentAttribute] = newValue }
    }
    /// Content hugging priorities (`hugging`): one number for both axes, or `{horizontal, vertical}`.
    public var contentHugging: Located<AxisPriorities>? {
        get { storage[.contentHugging] }
        set { storage[.contentHugging] = newValue }
    }
    /// Compression resistance priorities (`compression`): as ``contentHugging``.
    public var compressionResistance: Located<AxisPriorities>? {
        get { storage[.compressionResistance] }
        set { storage[.compressionResistance] = newValue }
    }
    /// `translatesAutoresizingMaskIntoConstraints`; false for every view of a document unless set.
    public var translatesAutoresizingMaskIntoConstraints: Located<Bool>? {
        get { storage[.translatesAutoresizingMaskIntoConstraints] }
        set { storage[.translatesAutoresizingMaskIntoConstraints] = newValue }
    }
    /// `frame`: `{x, y, width, height}`, in the parent's coordinates.
    public var frame: Located<CGRect>? {
        get { storage[.frame] }
        set { storage[.frame] = newValue }
    }
    /// `autoresizingMask`: UIKit's names (`flexibleWidth`, …).
    public var autoresizingMask: Located<AutoresizingMask>? {
        get { storage[.autoresizingMask] }
        set { storage[.autoresizingMask] = newValue }
    }
    /// `accessibilityIdentifier`; the node's name is its `identifier`.
    public var accessibilityIdentifier: Located<String>? {
        get { storage[.accessibilityIdentifier] }
        set { storage[.accessibilityIdentifier] = newValue }
    }
    /// `intrinsicContentSize` (plain and custom views): `{width, height}`, either may be absent
    /// (no intrinsic metric on that axis).
    public var intrinsicContentSize: Located<IntrinsicSize>? {
        get { storage[.intrinsicContentSize] }
        set { storage[.intrinsicContentSize] = newValue }
    }
    /// Baselines of a plain view from the top of its alignment rect: `{first, last}`.
    public var baselines: Located<Baselines>? {
        get { storage[.baselines] }
        set { storage[.baselines] = newValue }
    }
    /// `alignmentRectInsets` of a plain view: `{top, left, bottom, right}`.
    public var alignmentRectInsets: Located<EdgeInsets>? {
        get { storage[.alignmentRectInsets] }
        set { storage[.alignmentRectInsets] = newValue }
    }

    // MARK: Text

    /// `text` (labels, text fields, text views).
    public var text: Located<String>? {
        get { storage[.text] }
        set { storage[.text] = newValue }
    }
    /// `font`: a text style name, a size, or `{size, weight}`, `{style}`, `{name, size}`.
    public var font: Located<FontSpec>? {
        get { storage[.font] }
        set { storage[.font] = newValue }
    }
    /// `textColor`.
    public var textColor: Located<DocumentColor>? {
        get { storage[.textColor] }
        set { storage[.textColor] = newValue }
    }
    /// `numberOfLines` (`lines`), labels; 0 for as many as needed.
    public var numberOfLines: Located<Int>? {
        get { storage[.numberOfLines] }
        set { storage[.numberOfLines] = newValue }
    }
    /// `lineBreakMode`: `byWordWrapping`, `byCharWrapping`, `byClipping`, `byTruncatingHead`, `byTruncatingTail`, `byTruncatingMiddle`.
    public var lineBreakMode: Located<LineBreakMode>? {
        get { storage[.lineBreakMode] }
        set { storage[.lineBreakMode] = newValue }
    }
    /// `textAlignment`: `left`, `center`, `right`, `justified`, `natural`.
    public var textAlignment: Located<TextAlignment>? {
        get { storage[.textAlignment] }
        set { storage[.textAlignment] = newValue }
    }
    /// `adjustsFontForContentSizeCategory`.
    public var adjustsFontForContentSizeCategory: Located<Bool>? {
        get { storage[.adjustsFontForContentSizeCategory] }
        set { storage[.adjustsFontForContentSizeCategory] = newValue }
    }
    /// `placeholder` (text fields).
    public var placeholder: Located<String>? {
        get { storage[.placeholder] }
        set { storage[.placeholder] = newValue }
    }
    /// `borderStyle` (text fields): `none`, `line`, `bezel`, `roundedRect`.
    public var borderStyle: Located<TextField.BorderStyle>? {
        get { storage[.borderStyle] }
        set { storage[.borderStyle] = newValue }
    }
    /// `isScrollEnabled` (`scrollEnabled`, text views).
    public var isScrollEnabled: Located<Bool>? {
        get { storage[.isScrollEnabled] }
        set { storage[.isScrollEnabled] = newValue }
    }
    /// `preferredMaxLayoutWidth` (labels).
    public var preferredMaxLayoutWidth: Located<Double>? {
        get { storage[.preferredMaxLayoutWidth] }
        set { storage[.preferredMaxLayoutWidth] = newValue }
    }

    // MARK: Buttons, images, switches, sliders

    /// `title` (buttons: the normal state's title).
    public var title: Located<String>? {
        get { storage[.title] }
        set { storage[.title] = newValue }
    }
    /// The title's colour (buttons).
    public var titleColor: Located<DocumentColor>? {
        get { storage[.titleColor] }
        set { storage[.titleColor] = newValue }
    }
    /// `contentEdgeInsets` (buttons): `{top, left, bottom, right}`.
    public var contentEdgeInsets: Located<EdgeInsets>? {
        get { storage[.contentEdgeInsets] }
        set { storage[.contentEdgeInsets] = newValue }
    }
    /// `image` (image views): a PNG or JPEG file, relative to the document's folder.
    public var image: Located<String>? {
        get { storage[.image] }
        set { storage[.image] = newValue }
    }
    /// `contentMode`: `scaleToFill`, `scaleAspectFit`, `scaleAspectFill`, `center`, `top`, ….
    public var contentMode: Located<View.ContentMode>? {
        get { storage[.contentMode] }
        set { storage[.contentMode] = newValue }
    }
    /// `isOn` (`on`, switches).
    public var isOn: Located<Bool>? {
        get { storage[.isOn] }
        set { storage[.isOn] = newValue }
    }
    /// `value` (sliders).
    public var value: Located<Double>? {
        get { storage[.value] }
        set { storage[.value] = newValue }
    }
    /// `minimumValue` (sliders).
    public var minimumValue: Located<Double>? {
        get { storage[.minimumValue] }
        set { storage[.minimumValue] = newValue }
    }
    /// `maximumValue` (sliders).
    public var maximumValue: Located<Double>? {
        get { storage[.maximumValue] }
        set { storage[.maximumValue] = newValue }
    }

    // MARK: Stack views

    /// `axis`: `horizontal` or `vertical`.
    public var axis: Located<LayoutAxis>? {
        get { storage[.axis] }
        set { storage[.axis] = newValue }
    }
    /// `distribution`: `fill`, `fillEqually`, `fillProportionally`, `equalSpacing`, `equalCentering`.
    public var distribution: Located<StackView.Distribution>? {
        get { storage[.distribution] }
        set { storage[.distribution] = newValue }
    }
    /// `alignment`: `fill`, `leading`, `top`, `center`, `trailing`, `bottom`, `firstBaseline`, `lastBaseline`.
    public var alignment: Located<StackView.Alignment>? {
        get { storage[.alignment] }
        set { storage[.alignment] = newValue }
    }
    /// `spacing`.
    public var spacing: Located<Double>? {
        get { storage[.spacing] }
        set { storage[.spacing] = newValue }
    }
    /// `isLayoutMarginsRelativeArrangement` (`layoutMarginsRelativeArrangement`).
    public var isLayoutMarginsRelativeArrangement: Located<Bool>? {
        get { storage[.isLayoutMarginsRelativeArrangement] }
        set { storage[.isLayoutMarginsRelativeArrangement] = newValue }
    }
    /// `isBaselineRelativeArrangement` (`baselineRelativeArrangement`).
    public var isBaselineRelativeArrangement: Located<Bool>? {
        get { storage[.isBaselineRelativeArrangement] }
        set { storage[.isBaselineRelativeArrangement] = newValue }
    }
    /// `customSpacingAfter`: `{arrangedViewName: spacing}`.
    public var customSpacingAfter: [(view: Located<String>, spacing: Double)]? {
        get { storage.customSpacingAfter }
        set { storage.customSpacingAfter = newValue }
    }

    /// No property set.
    ///
    /// - Complexity: O(1), allocating nothing.
    public init() {}

    /// Priorities on both axes.
    public struct AxisPriorities: Hashable, Sendable {
        /// Along x.
        public var horizontal: Float
        /// Along y.
        public var vertical: Float

        /// Makes priorities.
        public init(horizontal: Float, vertical: Float) {
            self.horizontal = horizontal
            self.vertical = vertical
        }
    }

    /// An intrinsic content size given as data; nil on an axis is no intrinsic metric.
    public struct IntrinsicSize: Hashable, Sendable {
        /// The width, or nil.
        public var width: Double?
        /// The height, or nil.
        public var height: Double?

        /// Makes a size.
        public init(width: Double?, height: Double?) {
            self.width = width
            self.height = height
        }
    }

    /// Baseline offsets from the top of the alignment rect.
    public struct Baselines: Hashable, Sendable {
        /// The first baseline.
        public var first: Double
        /// The last baseline.
        public var last: Double

        /// Makes baselines.
        public init(first: Double, last: Double) {
            self.first = first
            self.last = last
        }
    }
}
