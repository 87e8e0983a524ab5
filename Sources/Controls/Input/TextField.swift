import AutoLayout
import Foundation
import TextMeasurement

/// A single-line text input, sized as UIKit's `UITextField`: its text (or, while empty, its
/// placeholder) on one line, plus the padding of its border style.
///
/// **Size.** Width: the text's (else the placeholder's) width, rounded up to whole pixels, plus
/// ``textInsets``. Height: one line of the font, even when empty, rounded up to whole pixels,
/// plus ``textInsets``. The padding by border style: none 0 (UIKit's default for fields made in
/// code), line and bezel 2 points on each side, rounded rectangle 7 points on each side (30.5
/// points high with DejaVu Sans at 14 points; Interface Builder draws its rounded fields 30
/// high with San Francisco at 14).
///
/// The font is the system font at 14 points unless set (Interface Builder's default for text
/// fields); it can follow Dynamic Type (``adjustsFontForContentSizeCategory``). Hugging 250,
/// compression resistance 750.
///
/// **Drawing** (see `TextField+Drawing.swift`): the border style's frame, then the text in
/// ``textColor`` (or, while empty, the placeholder in `placeholderText`) on one line inside
/// ``textInsets``, centred vertically, aligned by ``effectiveTextAlignment`` and cut with `…` when
/// it does not fit.
open class TextField: Control, ContentSizeCategoryAdjusting, _TextContentView {
    /// The border styles, as `UITextField.BorderStyle`.
    public enum BorderStyle: Int, CaseIterable, Hashable, Sendable {
        /// No border (the default).
        case none = 0
        /// A thin rectangle.
        case line = 1
        /// A bezel.
        case bezel = 2
        /// A rounded rectangle, the look of fields made in Interface Builder.
        case roundedRect = 3

        /// The padding between the border and the text.
        public var textInsets: EdgeInsets {
            switch self {
            case .none: .zero
            case .line, .bezel: EdgeInsets(all: 2)
            case .roundedRect: EdgeInsets(all: 7)
            }
        }
    }

    /// The font of a new text field: the system font at 14 points.
    public static let defaultFont = Font.systemFont(ofSize: 14)

    var content = _TextContent(font: TextField.defaultFont)
    var storedPlaceholder = ""
    var storedBorderStyle = BorderStyle.none
    var storedTextColor = Color.label

    /// Makes an empty text field with a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// As ``View/init(coder:)``: an empty frame; nothing is read from `coder`. Never fails.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    // MARK: Content

    /// The text (nil and empty are the same).
    open var text: String? {
        get { content.text.isEmpty ? nil : content.text }
        set { setContentText(newValue) }
    }

    /// The text shown while ``text`` is empty; it sizes the field then.
    open var placeholder: String? {
        get { storedPlaceholder.isEmpty ? nil : storedPlaceholder }
        set { setContentProperty(\.storedPlaceholder, to: newValue ?? "") }
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

    /// The border (``BorderStyle/none`` by default); it sets the padding around the text.
    open var borderStyle: BorderStyle {
        get { storedBorderStyle }
        set { setContentProperty(\.storedBorderStyle, to: newValue) }
    }

    /// The colour of the text (``Graphics/Color/label`` unless set); the placeholder is drawn in
    /// `placeholderText`. Changes the drawing only.
    open var textColor: Color {
        get { storedTextColor }
        set {
            guard newValue != storedTextColor else { return }
            storedTextColor = newValue
            setNeedsDisplay()
        }
    }

    /// The padding around the text: the border style's. Override to pad differently (as UIKit
    /// code overrides `textRect(forBounds:)`).
    open var textInsets: EdgeInsets { storedBorderStyle.textInsets }

    /// How the text sits horizontally (``TextAlignment/natural`` by default). Drawing only.
    open var textAlignment: TextAlignment {
        get { content.textAlignment }
        set { setContentTextAlignment(newValue) }
    }

    /// ``textAlignment`` resolved for the field's layout direction.
    public var effectiveTextAlignment: TextAlignment { effectiveContentTextAlignment }

    /// The measurer of this field alone; nil uses its window's.
    open var textMeasurer: (any TextMeasuring)? {
        get { content.ownMeasurer?.base }
        set { setContentMeasurer(newValue) }
    }

    // MARK: Measuring

    /// The size that fits, as UIKit's `sizeThatFits(_:)` for a text field: its text's size with the border's insets.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicSizeThatFits(size) }

    /// The shown string (text, else placeholder) on one line, at least one line high, rounded
    /// up to whole pixels, plus ``textInsets``.
    open override var intrinsicContentSize: CGSize {
        let traits = traitCollection
        content.didMeasure(in: traits)
        let text = _PixelGrid.ceil(textSize, scale: traits.displayScale)
        let insets = textInsets
        return CGSize(width: text.width + insets.left + insets.right, height: text.height + insets.top + insets.bottom)
    }

    /// The first baseline: the inset, half the pixel rounding, the ascender.
    open override var firstBaselineOffsetFromTop: CGFloat {
        textInsets.top + baselineFromTextTop
    }

    /// The last baseline (the same line as the first).
    open override var lastBaselineOffsetFromBottom: CGFloat {
        let height = _PixelGrid.ceil(textSize.height, scale: traitCollection.displayScale)
        return textInsets.bottom + height - baselineFromTextTop
    }

    /// Follows the window's content size category, measurer and display scale.
    open override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        contentTraitsDidChange()
        setNeedsDisplay()
    }

    /// Draws the border and the text (see ``TextField``).
    open override func draw(_ rect: CGRect) {
        guard let context = currentGraphicsContext else { return }
        drawField(in: context)
    }

    // MARK: Helpers

    /// The string the field shows: the text, else the placeholder.
    var shownString: String { content.text.isEmpty ? storedPlaceholder : content.text }

    /// The shown string's line, at least one line of the font high (unrounded).
    var textSize: CGSize {
        content.layout(
            shownString, maxWidth: .infinity, numberOfLines: 1, lineBreakMode: .byClipping, traits: traitCollection
        ).sizeOfAtLeastOneLine
    }

    /// From the top of the (pixel-rounded) text box to the baseline.
    var baselineFromTextTop: CGFloat {
        let size = textSize
        let height = _PixelGrid.ceil(size.height, scale: traitCollection.displayScale)
        return (height - size.height) / 2 + content.metrics(traitCollection).ascender
    }

    /// Forgets the measured text, invalidates the intrinsic size and lays out again.
    func contentDidChange() {
        content.removeLayouts()
        invalidateIntrinsicContentSize()
        setNeedsLayout()
        setNeedsDisplay()
    }
}
