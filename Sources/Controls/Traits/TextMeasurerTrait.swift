import AutoLayout
import TextMeasurement

/// Which ``TextMeasuring`` the text controls of a window measure with, as a custom trait.
///
/// The default is one FreeType measurer over the default font registry (DejaVu Sans), shared by
/// every window that sets none; its layout cache is thread-safe, and nothing else is shared.
/// Put another measurer on a window to measure its whole tree with it (tests use a
/// ``FixedAdvanceTextMeasurer`` so that sizes are exact on any machine), or on one control
/// through its `textMeasurer` property, which wins over the window's:
///
/// ```swift
/// var traits = TraitCollection()
/// traits.textMeasurer = FixedAdvanceTextMeasurer()
/// let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), traitCollection: traits)
/// ```
///
/// There is deliberately no process-wide setting to change: a measurer travels with the
/// window's traits (values), so two windows on two threads never see each other's.
public struct TextMeasurerTrait: TraitDefinition {
    /// A FreeType measurer over ``FontRegistry/default``, made once.
    public static let defaultValue = AnyTextMeasurer(FreeTypeTextMeasurer())
}

extension TraitCollection {
    /// The measurer the text controls of this trait collection's window measure with (see
    /// ``TextMeasurerTrait``).
    public var textMeasurer: any TextMeasuring {
        get { self[TextMeasurerTrait.self].base }
        set { self[TextMeasurerTrait.self] = AnyTextMeasurer(newValue) }
    }
}
