import AutoLayout
import Foundation
import TextMeasurement

/// A view of several lines of text, sized as UIKit's `UITextView`.
///
/// - While ``isScrollEnabled`` is true (the default) it has **no intrinsic size**: it scrolls
///   its text inside whatever size its constraints give it.
/// - With scrolling off, its intrinsic size is its text's: wrapped at the width Auto Layout
///   gives it (its height depends on its width, measured in two passes as for ``Label``), plus
///   ``textContainerInset`` and ``lineFragmentPadding`` on both sides of every line. Empty, it
///   is one line of its font high (and as wide as its insets and padding).
///
/// Sizes are rounded up to whole pixels. The defaults are UIKit's: text container inset 8
/// points at the top and bottom, line fragment padding 5 points; the font is the system font
/// at 14 points (Interface Builder's default). Hugging 250, compression resistance 750.
///
/// **Drawing** (see `TextView+Drawing.swift`): the text in ``textColor``, wrapped at the bounds
/// width less ``textContainerInset`` and ``lineFragmentPadding``, from the top inset down,
/// aligned by ``effectiveTextAlignment``, clipped to the bounds (a text view scrolls; it shows
/// its first lines).
open class TextView: View, ContentSizeCategoryAdjusting, _TextContentView {
    /// The font of a new text view: the system font at 14 points.
    public static let defaultFont = Font.systemFont(ofSize: 14)

    var content = _TextContent(font: TextView.defaultFont)
    var storedScrollEnabled = true
    var storedInset = EdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
    var storedPadding: CGFloat = 5
    var storedTextColor = Color.label
    var widthTracker = _LayoutWidthTracker()

    /// Makes an empty text view with a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// As ``View/init(coder:)``: an empty frame; nothing is read from `coder`. Never fails.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    // MARK: Content

    /// The text (empty by default).
    open var text: String {
        get { content.text }
        set { setContentText(newValue) }
    }

    /// The font (see ``Label/font`` for how text styles are recognised).
    open var font: Font {
        get { content.font }
        set { setContentFont(newValue) }
    }

    /// The text style the font stands for (see ``Label/fontTextStyle``).
    open var fontTextStyle: Font.TextStyle? {
        get { content.dynamicFont.textStyle }
        set { setContentTextStyle(newValue) }
    }

    /// Whether the font follows the window's content size category (false by default).
    open var adjustsFontForContentSizeCategory: Bool {
        get { content.dynamicFont.adjustsForContentSizeCategory }
        set { setContentAdjustsFont(newValue) }
    }

    /// Whether the text scrolls inside the view (true by default): then the view has no
    /// intrinsic size; false sizes the view to its text.
    open var isScrollEnabled: Bool {
        get { storedScrollEnabled }
        set { setContentProperty(\.storedScrollEnabled, to: newValue) }
    }

    /// The space between the view's edges and its text container (8 points at the top and
    /// bottom by default, as in UIKit). Negative and non-finite insets are taken as 0.
    open var textContainerInset: EdgeInsets {
        get { storedInset }
        set {
            func valid(_ value: CGFloat) -> CGFloat { value.isFinite ? max(0, value) : 0 }
            let value = EdgeInsets(
                top: valid(newValue.top), left: valid(newValue.left), bottom: valid(newValue.bottom),
                right: valid(newValue.right))
            setContentProperty(\.storedInset, to: value)
        }
    }

    /// The space at both ends of every line inside the text container (5 points by default, as
    /// UIKit's `textContainer.lineFragmentPadding`). Negative and non-finite values are taken as 0.
    open var lineFragmentPadding: CGFloat {
        get { storedPadding }
        set { setContentProperty(\.storedPadding, to: newValue.isFinite ? max(0, newValue) : 0) }
    }

    /// The colour of the text (``Graphics/Color/label`` unless set). Changes the drawing only.
    open var textColor: Color {
        get { storedTextColor }
        set {
            guard newValue != storedTextColor else { return }
            storedTextColor = newValue
            setNeedsDisplay()
        }
    }

    /// How lines sit horizontally (``TextAlignment/natural`` by default). Drawing only.
    open var textAlignment: TextAlignment {
        get { content.textAlignment }
        set { setContentTextAlignment(newValue) }
    }

    /// ``textAlignment`` resolved for the view's layout direction.
    public var effectiveTextAlignment: TextAlignment { effectiveContentTextAlignment }

    /// The measurer of this view alone; nil uses its window's.
    open var textMeasurer: (any TextMeasuring)? {
        get { content.ownMeasurer?.base }
        set { setContentMeasurer(newValue) }
    }

    // MARK: Measuring

    /// The size that fits, as UIKit's `sizeThatFits(_:)` for a text view: its intrinsic content size (its text at its current width), `size` on an axis without one.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicSizeThatFits(size) }

    /// Nothing while scrolling; else the wrapped text plus insets and padding (see ``TextView``).
    open override var intrinsicContentSize: CGSize {
        guard !storedScrollEnabled else {
            return CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
        }
        content.didMeasure(in: traitCollection)
        let width = widthTracker.width(engineWidth: layoutWidthForIntrinsicContentSize, isFitting: isMeasuringForFitting)
        return widthTracker.report(size(forWidth: width ?? .infinity), isFitting: isMeasuringForFitting)
    }

    /// True while scrolling is off: the height then depends on the width.
    open override var hasWidthDependentIntrinsicContentSize: Bool { !storedScrollEnabled }

    /// The first line's baseline below the top: the inset and the ascender.
    open override var firstBaselineOffsetFromTop: CGFloat {
        storedInset.top + content.metrics(traitCollection).ascender
    }

    /// The last line's baseline above the bottom, at the intrinsic height.
    open override var lastBaselineOffsetFromBottom: CGFloat {
        guard !storedScrollEnabled else { return 0 }
        let width = widthTracker.width(engineWidth: layoutWidthForIntrinsicContentSize, isFitting: isMeasuringForFitting) ?? .infinity
        let layout = textLayout(forWidth: width)
        let rounded = _PixelGrid.ceil(layout.sizeOfAtLeastOneLine.height, scale: traitCollection.displayScale)
        return storedInset.bottom + rounded - layout.lastBaselineOffsetFromTop
    }

    /// Applies the engine's frames to subviews, then finishes the second measuring pass when the
    /// engine did not.
    open override func layoutSubviews() {
        super.layoutSubviews()
        guard hasWidthDependentIntrinsicContentSize else { return }
        if widthTracker.shouldAdopt(boundsWidth: bounds.width, measuredAt: size(forWidth:)) {
            invalidateIntrinsicContentSize()
        }
    }

    /// Follows the window's content size category, measurer and display scale.
    open override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        contentTraitsDidChange()
        setNeedsDisplay()
    }

    /// Draws the text (see ``TextView``).
    open override func draw(_ rect: CGRect) {
        guard let context = currentGraphicsContext else { return }
        drawText(in: context)
    }

    // MARK: Helpers

    /// The text laid out in a view `width` wide (less insets and padding).
    func textLayout(forWidth width: CGFloat) -> TextLayout {
        let lineWidth = width.isFinite
            ? max(0, width - storedInset.left - storedInset.right - 2 * storedPadding) : .infinity
        return content.layout(
            maxWidth: lineWidth, numberOfLines: 0, lineBreakMode: .byWordWrapping, traits: traitCollection)
    }

    /// The view's size for its text in a view `width` wide, rounded up to whole pixels.
    func size(forWidth width: CGFloat) -> CGSize {
        let scale = traitCollection.displayScale
        let text = _PixelGrid.ceil(textLayout(forWidth: width).sizeOfAtLeastOneLine, scale: scale)
        return CGSize(
            width: text.width + 2 * storedPadding + storedInset.left + storedInset.right,
            height: text.height + storedInset.top + storedInset.bottom)
    }

    /// Forgets the measured text, measures from the first pass again and lays out again.
    func contentDidChange() {
        content.removeLayouts()
        widthTracker.restart()
        invalidateIntrinsicContentSize()
        setNeedsLayout()
        setNeedsDisplay()
    }
}
