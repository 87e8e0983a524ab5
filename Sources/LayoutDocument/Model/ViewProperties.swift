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
    // MARK: Every view

    /// `backgroundColor`.
    public var backgroundColor: Located<DocumentColor>?
    /// `tintColor`.
    public var tintColor: Located<DocumentColor>?
    /// `alpha`, 0…1.
    public var alpha: Located<Double>?
    /// `isHidden` (`hidden`).
    public var isHidden: Located<Bool>?
    /// `layer.cornerRadius` (`cornerRadius`).
    public var cornerRadius: Located<Double>?
    /// `layer.borderWidth` (`borderWidth`).
    public var borderWidth: Located<Double>?
    /// `layer.borderColor` (`borderColor`).
    public var borderColor: Located<DocumentColor>?
    /// `clipsToBounds`.
    public var clipsToBounds: Located<Bool>?
    /// `directionalLayoutMargins` (`margins`): one number for every edge, or `{top, leading, bottom, trailing}`.
    public var directionalLayoutMargins: Located<DirectionalEdgeInsets>?
    /// `preservesSuperviewLayoutMargins`.
    public var preservesSuperviewLayoutMargins: Located<Bool>?
    /// `insetsLayoutMarginsFromSafeArea`.
    public var insetsLayoutMarginsFromSafeArea: Located<Bool>?
    /// `semanticContentAttribute`: `unspecified`, `playback`, `spatial`, `forceLeftToRight`, `forceRightToLeft`.
    public var semanticContentAttribute: Located<SemanticContentAttribute>?
    /// Content hugging priorities (`hugging`): one number for both axes, or `{horizontal, vertical}`.
    public var contentHugging: Located<AxisPriorities>?
    /// Compression resistance priorities (`compression`): as ``contentHugging``.
    public var compressionResistance: Located<AxisPriorities>?
    /// `translatesAutoresizingMaskIntoConstraints`; false for every view of a document unless set.
    public var translatesAutoresizingMaskIntoConstraints: Located<Bool>?
    /// `frame`: `{x, y, width, height}`, in the parent's coordinates.
    public var frame: Located<CGRect>?
    /// `autoresizingMask`: UIKit's names (`flexibleWidth`, …).
    public var autoresizingMask: Located<AutoresizingMask>?
    /// `accessibilityIdentifier`; the node's name is its `identifier`.
    public var accessibilityIdentifier: Located<String>?
    /// `intrinsicContentSize` (plain and custom views): `{width, height}`, either may be absent
    /// (no intrinsic metric on that axis).
    public var intrinsicContentSize: Located<IntrinsicSize>?
    /// Baselines of a plain view from the top of its alignment rect: `{first, last}`.
    public var baselines: Located<Baselines>?
    /// `alignmentRectInsets` of a plain view: `{top, left, bottom, right}`.
    public var alignmentRectInsets: Located<EdgeInsets>?

    // MARK: Text

    /// `text` (labels, text fields, text views).
    public var text: Located<String>?
    /// `font`: a text style name, a size, or `{size, weight}`, `{style}`, `{name, size}`.
    public var font: Located<FontSpec>?
    /// `textColor`.
    public var textColor: Located<DocumentColor>?
    /// `numberOfLines` (`lines`), labels; 0 for as many as needed.
    public var numberOfLines: Located<Int>?
    /// `lineBreakMode`: `byWordWrapping`, `byCharWrapping`, `byClipping`, `byTruncatingHead`, `byTruncatingTail`, `byTruncatingMiddle`.
    public var lineBreakMode: Located<LineBreakMode>?
    /// `textAlignment`: `left`, `center`, `right`, `justified`, `natural`.
    public var textAlignment: Located<TextAlignment>?
    /// `adjustsFontForContentSizeCategory`.
    public var adjustsFontForContentSizeCategory: Located<Bool>?
    /// `placeholder` (text fields).
    public var placeholder: Located<String>?
    /// `borderStyle` (text fields): `none`, `line`, `bezel`, `roundedRect`.
    public var borderStyle: Located<TextField.BorderStyle>?
    /// `isScrollEnabled` (`scrollEnabled`, text views).
    public var isScrollEnabled: Located<Bool>?
    /// `preferredMaxLayoutWidth` (labels).
    public var preferredMaxLayoutWidth: Located<Double>?

    // MARK: Buttons, images, switches, sliders

    /// `title` (buttons: the normal state's title).
    public var title: Located<String>?
    /// The title's colour (buttons).
    public var titleColor: Located<DocumentColor>?
    /// `contentEdgeInsets` (buttons): `{top, left, bottom, right}`.
    public var contentEdgeInsets: Located<EdgeInsets>?
    /// `image` (image views): a PNG or JPEG file, relative to the document's folder.
    public var image: Located<String>?
    /// `contentMode`: `scaleToFill`, `scaleAspectFit`, `scaleAspectFill`, `center`, `top`, ….
    public var contentMode: Located<View.ContentMode>?
    /// `isOn` (`on`, switches).
    public var isOn: Located<Bool>?
    /// `value` (sliders).
    public var value: Located<Double>?
    /// `minimumValue` (sliders).
    public var minimumValue: Located<Double>?
    /// `maximumValue` (sliders).
    public var maximumValue: Located<Double>?

    // MARK: Stack views

    /// `axis`: `horizontal` or `vertical`.
    public var axis: Located<LayoutAxis>?
    /// `distribution`: `fill`, `fillEqually`, `fillProportionally`, `equalSpacing`, `equalCentering`.
    public var distribution: Located<StackView.Distribution>?
    /// `alignment`: `fill`, `leading`, `top`, `center`, `trailing`, `bottom`, `firstBaseline`, `lastBaseline`.
    public var alignment: Located<StackView.Alignment>?
    /// `spacing`.
    public var spacing: Located<Double>?
    /// `isLayoutMarginsRelativeArrangement` (`layoutMarginsRelativeArrangement`).
    public var isLayoutMarginsRelativeArrangement: Located<Bool>?
    /// `isBaselineRelativeArrangement` (`baselineRelativeArrangement`).
    public var isBaselineRelativeArrangement: Located<Bool>?
    /// `customSpacingAfter`: `{arrangedViewName: spacing}`.
    public var customSpacingAfter: [(view: Located<String>, spacing: Double)]?

    /// No property set.
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
