import AutoLayout
import Foundation
import TextMeasurement

/// A view that shows text, as UIKit's `UILabel`: its intrinsic size is its text measured with
/// its font, so a label needs only a position.
///
/// ```swift
/// let label = Label()
/// label.text = "Hello"                       // system font 17, one line
/// label.translatesAutoresizingMaskIntoConstraints = false
/// window.addSubview(label)
/// label.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 8).isActive = true
/// label.topAnchor.constraint(equalTo: window.topAnchor, constant: 20).isActive = true
/// window.layoutIfNeeded()                    // label.frame.size == label.intrinsicContentSize
/// ```
///
/// **Size.** The text is laid out by the measurer of the label (``textMeasurer``, else its
/// window's, see ``TextMeasurerTrait``) and the size is rounded **up to whole pixels** of the
/// window's display scale, as UIKit rounds label sizes (a 19.79-point line makes a 20-point
/// label at 2×, 19.667 + 0.333 at 3×; on 1× displays sizes are whole points). Empty text is
/// 0 × 0, as in UIKit.
///
/// **Several lines.** With ``numberOfLines`` other than 1 and no
/// ``preferredMaxLayoutWidth``, the height follows the width Auto Layout gives the label
/// (``AutoLayout/View/hasWidthDependentIntrinsicContentSize``): it is measured first without a
/// width limit, then again at the solved width, as UIKit's two passes do. A label pinned to both
/// edges of a 320-point window with 8-point insets wraps at 304 points and is as tall as its
/// lines. With ``preferredMaxLayoutWidth`` set, that width is used instead, in one pass.
///
/// **Priorities.** Content hugging 250 and compression resistance 750 on both axes, as labels
/// made in code have in UIKit. Interface Builder gives the labels it makes a hugging of 251
/// (``documentContentHuggingPriority``), so that a label beside a text field keeps its size and
/// the field stretches; a label made from a layout document takes that priority, as in
/// Interface Builder. In code, set it yourself where a storyboard's layout is reproduced:
/// `label.setContentHuggingPriority(Label.documentContentHuggingPriority, for: .horizontal)`.
///
/// **Dynamic Type.** With ``adjustsFontForContentSizeCategory`` and a font of a text style, the
/// font follows the window's ``AutoLayout/TraitCollection/preferredContentSizeCategory``.
///
/// **Drawing.** UILabel centers its text vertically in its bounds; ``textLayout`` and
/// ``displayedLines`` give the text as shown in the current bounds (truncated where it does not
/// fit), with ``effectiveTextAlignment`` applied. ``draw(_:)`` draws exactly those lines in
/// ``textColor`` with the measurer that measured them (the glyphs of the very font faces and
/// positions, so the text never overflows its frame); see `Label+Drawing.swift`.
open class Label: View, ContentSizeCategoryAdjusting, _TextContentView {
    /// The font of a new label: the system font at 17 points (`UIFont.labelFontSize`).
    public static let defaultFont = Font.systemFont(ofSize: Font.labelFontSize)

    /// The content hugging priority, on both axes, of labels made from a layout document: 251,
    /// what Interface Builder gives the labels it makes. Labels made in code keep the 250
    /// (``AutoLayout/LayoutPriority/defaultLow``) every view starts with, as in UIKit.
    public static let documentContentHuggingPriority = LayoutPriority(251)

    var content = _TextContent(font: Label.defaultFont)
    var storedNumberOfLines = 1
    var storedLineBreakMode = LineBreakMode.byTruncatingTail
    var storedPreferredMaxLayoutWidth: CGFloat = 0
    var storedTextColor = Color.label
    var widthTracker = _LayoutWidthTracker()

    /// Makes a label with a frame, no text and the default font.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// As ``View/init(coder:)``: an empty frame; nothing is read from `coder`. Never fails.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    // MARK: Content

    /// The text shown (nil and empty are the same: no text).
    open var text: String? {
        get { content.text.isEmpty ? nil : content.text }
        set { setContentText(newValue) }
    }

    /// The font (the system font at 17 points unless set). Assigning a font from
    /// `Font.preferredFont(forTextStyle:)` also sets ``fontTextStyle``, so that
    /// ``adjustsFontForContentSizeCategory`` can scale it; while adjusting, the label keeps the
    /// style's size for its window's category.
    open var font: Font {
        get { content.font }
        set { setContentFont(newValue) }
    }

    /// The text style the font stands for (recognised when the font is assigned; see
    /// ``ContentSizeCategoryAdjusting``), or nil. Setting a style gives the label that style's
    /// font at its window's category; setting nil keeps the font and stops it from following
    /// the category.
    open var fontTextStyle: Font.TextStyle? {
        get { content.dynamicFont.textStyle }
        set { setContentTextStyle(newValue) }
    }

    /// Whether the font follows the window's content size category (false by default).
    open var adjustsFontForContentSizeCategory: Bool {
        get { content.dynamicFont.adjustsForContentSizeCategory }
        set { setContentAdjustsFont(newValue) }
    }

    /// The most lines to show (1 by default); 0 means as many as the text needs. A negative
    /// number is taken as 0.
    open var numberOfLines: Int {
        get { storedNumberOfLines }
        set { setContentProperty(\.storedNumberOfLines, to: max(0, newValue)) }
    }

    /// How lines wrap and how the last line that fits is cut (``LineBreakMode/byTruncatingTail``
    /// by default, as in UIKit).
    open var lineBreakMode: LineBreakMode {
        get { storedLineBreakMode }
        set { setContentProperty(\.storedLineBreakMode, to: newValue) }
    }

    /// The width a label of several lines wraps at for its intrinsic size; 0 (the default)
    /// means the width Auto Layout gives it. Negative and non-finite values are taken as 0.
    open var preferredMaxLayoutWidth: CGFloat {
        get { storedPreferredMaxLayoutWidth }
        set { setContentProperty(\.storedPreferredMaxLayoutWidth, to: newValue.isFinite ? max(0, newValue) : 0) }
    }

    /// How lines sit horizontally (``TextAlignment/natural`` by default: leading, so right-aligned
    /// in right-to-left layouts). Changes drawing only, not the size.
    open var textAlignment: TextAlignment {
        get { content.textAlignment }
        set { setContentTextAlignment(newValue) }
    }

    /// The colour of the text (``Graphics/Color/label`` unless set, as in UIKit). Changes the
    /// drawing only.
    open var textColor: Color {
        get { storedTextColor }
        set {
            guard newValue != storedTextColor else { return }
            storedTextColor = newValue
            setNeedsDisplay()
        }
    }

    /// ``textAlignment`` with ``TextAlignment/natural`` resolved through the label's
    /// ``AutoLayout/View/effectiveUserInterfaceLayoutDirection``: what a renderer applies.
    public var effectiveTextAlignment: TextAlignment { effectiveContentTextAlignment }

    /// The measurer of this label alone; nil (the default) uses its window's
    /// (``AutoLayout/TraitCollection/textMeasurer``).
    open var textMeasurer: (any TextMeasuring)? {
        get { content.ownMeasurer?.base }
        set { setContentMeasurer(newValue) }
    }

    // MARK: Changes

    /// The text or anything it is measured with changed: measure again (from the first pass)
    /// and lay out again.
    func contentDidChange() {
        content.removeLayouts()
        widthTracker.restart()
        invalidateIntrinsicContentSize()
        setNeedsLayout()
        setNeedsDisplay()
        if let button = superview as? Button, button.titleLabel === self { button.titleLabelDidChange() }
    }

    // MARK: Measuring (helpers in Label+Measuring.swift)

    /// The measured text, rounded up to whole pixels (see ``Label``); 0 × 0 without text.
    ///
    /// - Complexity: O(length of the text) the first time for a width; then O(1) until the
    ///   text, the font or the width changes.
    open override var intrinsicContentSize: CGSize {
        content.didMeasure(in: traitCollection)
        return widthTracker.report(sizeThatFits(width: intrinsicMeasuringWidth), isFitting: isMeasuringForFitting)
    }

    /// True for a label of several lines without a ``preferredMaxLayoutWidth``: its height
    /// depends on the width Auto Layout gives it.
    open override var hasWidthDependentIntrinsicContentSize: Bool {
        storedNumberOfLines != 1 && storedPreferredMaxLayoutWidth <= 0
    }

    /// The distance from the top to the first line's baseline, at the intrinsic height: half
    /// the pixel rounding (the text is centered) plus the first line's ascender.
    open override var firstBaselineOffsetFromTop: CGFloat {
        let layout = intrinsicLayout
        let height = _PixelGrid.ceil(layout.size.height, scale: traitCollection.displayScale)
        return (height - layout.size.height) / 2 + layout.firstBaselineOffsetFromTop
    }

    /// The distance from the last line's baseline to the bottom, at the intrinsic height.
    open override var lastBaselineOffsetFromBottom: CGFloat {
        let layout = intrinsicLayout
        let height = _PixelGrid.ceil(layout.size.height, scale: traitCollection.displayScale)
        return height - (height - layout.size.height) / 2 - layout.lastBaselineOffsetFromTop
    }

    /// The size the label needs within `size`: its text wrapped at `size.width` when it may have
    /// several lines (a single-line label measures its whole line), rounded up to whole pixels,
    /// as `UILabel.sizeThatFits(_:)`.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        sizeThatFits(width: storedNumberOfLines == 1 ? .infinity : size.width)
    }

    /// Applies the engine's frames to subviews, then finishes the second measuring pass when the
    /// engine did not (see `_LayoutWidthTracker`).
    open override func layoutSubviews() {
        super.layoutSubviews()
        guard hasWidthDependentIntrinsicContentSize else { return }
        if widthTracker.shouldAdopt(boundsWidth: bounds.width, measuredAt: sizeThatFits(width:)) {
            invalidateIntrinsicContentSize()
        }
    }

    /// Follows the window's content size category, measurer and display scale.
    open override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if !contentTraitsDidChange(), previousTraitCollection?.layoutDirection != traitCollection.layoutDirection {
            setNeedsLayout()
            setNeedsDisplay()
        }
    }

    /// Draws the text: ``displayedLines`` in ``textColor`` (see `Label+Drawing.swift`).
    open override func draw(_ rect: CGRect) {
        guard let context = currentGraphicsContext else { return }
        drawText(in: context)
    }
}
