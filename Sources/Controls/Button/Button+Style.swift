import AutoLayout
import Graphics

extension Button {
    /// How a button looks: the backgrounds of iOS 15's button configurations (`plain()`,
    /// `tinted()`, `gray()`, `filled()`), on the classic button's size. The style changes the
    /// drawing only, never the size.
    public enum Style: Int, CaseIterable, Hashable, Sendable {
        /// The title in the tint colour, no background (the classic system button; the default).
        case plain = 0
        /// The title in the tint colour on the tint colour at 15 % opacity.
        case tinted = 1
        /// The title in the tint colour on `secondarySystemFill`.
        case gray = 2
        /// A white title on the tint colour.
        case filled = 3
    }

    /// The corner radius of a styled button's background: 6 points. (Apple publishes no number
    /// for the configurations' medium corner style; 6 is our choice, close to what iOS draws at
    /// this size.)
    public static let backgroundCornerRadius: CGFloat = 6

    /// The button's look (``Style/plain`` unless set).
    public var style: Style {
        get { storedStyle }
        set {
            guard newValue != storedStyle else { return }
            storedStyle = newValue
            appearanceDidChange()
        }
    }

    /// Sets the title colour of a state (nil goes back to the style's colour), as
    /// `UIButton.setTitleColor(_:for:)`.
    public func setTitleColor(_ color: Color?, for state: State) {
        titleColors[state] = color
        appearanceDidChange()
    }

    /// The title colour of a state: the one set for it, else the one set for the normal state
    /// (not for a disabled button), else the style's: white on ``Style/filled`` and the tint
    /// colour otherwise; highlighted, that colour at 20 % opacity (the fade of UIKit's system
    /// buttons); disabled, `tertiaryLabel`.
    public func titleColor(for state: State) -> Color {
        if let color = titleColors[state] { return color }
        if state.contains(.disabled) { return .tertiaryLabel }
        let normal = titleColors[.normal] ?? (storedStyle == .filled ? .white : tintColor!)
        return state.contains(.highlighted) ? normal.withAlphaComponent(normal.alpha * 0.2) : normal
    }

    /// The title colour of the current state.
    public var currentTitleColor: Color { titleColor(for: storedState) }

    /// The background the style draws behind the title, if any: the tint colour at 15 %
    /// (``Style/tinted``), `secondarySystemFill` (``Style/gray``), the tint colour
    /// (``Style/filled``); a disabled button's is `tertiarySystemFill`.
    public var currentBackgroundFill: Color? {
        switch storedStyle {
        case .plain: return nil
        case _ where !isEnabled: return .tertiarySystemFill
        case .tinted: return tintColor!.withAlphaComponent(0.15)
        case .gray: return .secondarySystemFill
        case .filled: return tintColor!
        }
    }

    /// The state, style, tint or a title colour changed: the title label takes the current
    /// colour and the background is drawn again.
    func appearanceDidChange() {
        titleLabel.textColor = currentTitleColor
        setNeedsDisplay()
    }

    /// Draws the style's background: a rounded rectangle of ``backgroundCornerRadius`` filling
    /// the bounds. The title is the ``titleLabel``'s to draw.
    func drawBackground(in context: any GraphicsContext) {
        guard let fill = currentBackgroundFill else { return }
        context.fill(Path(roundedRect: bounds, cornerRadius: Button.backgroundCornerRadius), with: fill)
    }
}
