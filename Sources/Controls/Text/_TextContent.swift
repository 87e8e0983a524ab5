import AutoLayout
import Foundation
import TextMeasurement

/// What the text controls (``Label``, ``TextField``, ``TextView``) hold in common: their text,
/// their font with its text style, their own measurer if any, and the layouts made of the text.
///
/// Each control keeps one and gives it the traits it is measured in; the rules written once here
/// are: a control's own measurer wins over its window's, a layout is made once per
/// (width, line limit) until the content changes, and new traits matter when they change the
/// font (Dynamic Type), the measurer or the display scale the text was last measured with.
struct _TextContent {
    /// The text (empty for none).
    var text = ""
    /// The font with the text style it stands for.
    var dynamicFont: _DynamicTypeFont
    /// The measurer of this control alone; nil uses the traits'.
    var ownMeasurer: AnyTextMeasurer?
    /// How lines sit horizontally (drawing only).
    var textAlignment = TextAlignment.natural
    /// The layouts made of the text.
    private var memo = _TextLayoutMemo()
    /// The measurer and scale of the last measurement (nil before the first).
    private var measuredWith: _MeasuringTraits?

    /// Content without text, with a font.
    init(font: Font) {
        dynamicFont = _DynamicTypeFont(font)
    }

    /// The font measured with.
    var font: Font { dynamicFont.font }

    /// The measurer for a control with `traits`: its own, else the traits'.
    func measurer(_ traits: TraitCollection) -> AnyTextMeasurer {
        ownMeasurer ?? traits[TextMeasurerTrait.self]
    }

    /// The vertical metrics of the font, from the measurer for `traits`.
    func metrics(_ traits: TraitCollection) -> FontMetrics {
        measurer(traits).metrics(for: dynamicFont.font)
    }

    /// `string` (the text unless given) laid out with the measurer for `traits`, from the memo
    /// when it was laid out at that width and line limit since the last change.
    mutating func layout(
        _ string: String? = nil, maxWidth: CGFloat, numberOfLines: Int, lineBreakMode: LineBreakMode,
        traits: TraitCollection
    ) -> TextLayout {
        let measurer = measurer(traits)
        let font = dynamicFont.font
        let string = string ?? text
        return memo.layout(for: .init(maxWidth: maxWidth, numberOfLines: numberOfLines), measurer: measurer) {
            measurer.layout(
                string, font: font, maxWidth: maxWidth, lineBreakMode: lineBreakMode, numberOfLines: numberOfLines)
        }
    }

    /// Remembers the measurer and display scale an intrinsic size was measured with.
    mutating func didMeasure(in traits: TraitCollection) {
        measuredWith = _MeasuringTraits(measurer: measurer(traits), displayScale: traits.displayScale)
    }

    /// Forgets every layout: the content or what it is measured with changed.
    mutating func removeLayouts() {
        memo.removeAll()
    }

    /// After the control's traits changed: takes the text style's size for the new category when
    /// adjusting, and returns whether the text must be measured again (a new font, or another
    /// measurer or display scale than the last measurement's).
    mutating func traitsDidChange(to traits: TraitCollection) -> Bool {
        let fontChanged = dynamicFont.adjust(to: traits.preferredContentSizeCategory)
        guard let measuredWith else { return fontChanged }
        return fontChanged
            || measuredWith != _MeasuringTraits(measurer: measurer(traits), displayScale: traits.displayScale)
    }
}

/// What a text control measured with last, to tell whether new traits make a new measurement.
private struct _MeasuringTraits: Equatable {
    var measurer: AnyTextMeasurer
    var displayScale: CGFloat
}
