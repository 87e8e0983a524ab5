import AutoLayout
import Foundation
import TextMeasurement

/// A button with a title, sized as UIKit's classic (pre-configuration) system `UIButton`.
///
/// **Size.** The title label's intrinsic size plus ``contentEdgeInsets``. While the insets are
/// zero (the default, as in UIKit), UIKit also keeps 6 points above and below the title, so a
/// title of the 15-point system font makes a 30-point button (33 with an 18-point font); any
/// other insets replace that padding. A button without a title is as tall as a line of its
/// font and as wide as its insets.
///
/// ```swift
/// let button = Button()
/// button.setTitle("Sign In", for: .normal)   // titleLabel: system font 15
/// button.intrinsicContentSize                // (title width, 17.5 + 12) with DejaVu Sans at 2×
/// ```
///
/// The title is shown by ``titleLabel``, a subview placed by the button (centered in the content
/// rectangle) in ``layoutSubviews()``; change its font or make it follow Dynamic Type there.
/// Its baselines are the button's. Hugging 250, compression resistance 750, as in UIKit.
///
/// **Drawing.** The title is drawn by ``titleLabel`` in ``currentTitleColor`` (the tint colour
/// unless set); the ``style`` draws a background behind it (see `Button+Style.swift`).
open class Button: Control {
    /// The default title font: the system font at 15 points, UIKit's for system buttons.
    public static let defaultTitleFont = Font.systemFont(ofSize: 15)

    /// The space UIKit keeps above and below the title while ``contentEdgeInsets`` is zero.
    public static let classicTitlePadding: CGFloat = 6

    /// The label that shows the current title. Set its font, line break mode or
    /// `adjustsFontForContentSizeCategory`; the button follows.
    public let titleLabel: Label

    var titles: [State: String] = [:]
    var titleColors: [State: Color] = [:]
    var storedStyle = Style.plain
    var storedState: State = .normal
    var storedContentEdgeInsets = EdgeInsets.zero

    /// Makes a button with a frame and no title.
    public override init(frame: CGRect) {
        titleLabel = Label()
        super.init(frame: frame)
        setUpTitleLabel()
    }

    /// As ``View/init(coder:)``: an empty frame; nothing is read from `coder`. Never fails.
    public required init?(coder: NSCoder) {
        titleLabel = Label()
        super.init(coder: coder)
        setUpTitleLabel()
    }

    /// A button sends actions when it is enabled and takes user interaction.
    open override var sendsActions: Bool { super.sendsActions && isEnabled }

    /// The title's size with the content insets, as `UIButton.sizeThatFits(_:)`: the intrinsic
    /// content size.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    private func setUpTitleLabel() {
        titleLabel.font = Button.defaultTitleFont
        titleLabel.lineBreakMode = .byTruncatingMiddle
        addSubview(titleLabel)
        titleLabel.textColor = currentTitleColor
    }

    // MARK: Content

    /// Extra space around the title (zero by default, which keeps UIKit's classic 6-point
    /// padding above and below the title).
    open var contentEdgeInsets: EdgeInsets {
        get { storedContentEdgeInsets }
        set {
            guard newValue != storedContentEdgeInsets else { return }
            storedContentEdgeInsets = newValue
            invalidateIntrinsicContentSize()
            setNeedsLayout()
        }
    }

    /// The title for the button's current state (see ``title(for:)``).
    public var currentTitle: String? { title(for: storedState) }

    /// Sets the title shown in a state.
    public func setTitle(_ title: String?, for state: State) {
        titles[state] = title
        titleLabel.text = currentTitle
    }

    /// The title of a state: the one set for it, else the normal state's (as in UIKit).
    public func title(for state: State) -> String? {
        titles[state] ?? titles[.normal]
    }

    /// The space between the title and the edges: the insets, or the classic padding.
    var titleInsets: EdgeInsets {
        if storedContentEdgeInsets != .zero { return storedContentEdgeInsets }
        return EdgeInsets(top: Button.classicTitlePadding, left: 0, bottom: Button.classicTitlePadding, right: 0)
    }

    /// The title label changed its text or font: the button's size follows.
    func titleLabelDidChange() {
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    /// The title label's size; without a title, 0 wide and one line of its font high.
    var titleSize: CGSize {
        let size = titleLabel.intrinsicContentSize
        guard titleLabel.text == nil else { return size }
        let lineHeight = titleLabel.contentMeasurer.metrics(for: titleLabel.font).lineHeight
        return CGSize(width: 0, height: _PixelGrid.ceil(lineHeight, scale: traitCollection.displayScale))
    }

    // MARK: Measuring

    /// The title's size plus the insets (see ``Button``).
    open override var intrinsicContentSize: CGSize {
        let title = titleSize
        let insets = titleInsets
        return CGSize(
            width: title.width + insets.left + insets.right, height: title.height + insets.top + insets.bottom)
    }

    /// The title's first baseline, at the intrinsic height.
    open override var firstBaselineOffsetFromTop: CGFloat {
        titleInsets.top + (titleLabel.text == nil ? 0 : titleLabel.firstBaselineOffsetFromTop)
    }

    /// The title's last baseline, at the intrinsic height.
    open override var lastBaselineOffsetFromBottom: CGFloat {
        titleInsets.bottom + (titleLabel.text == nil ? 0 : titleLabel.lastBaselineOffsetFromBottom)
    }

    /// The tint colour changed (here or above): the title and background follow.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        appearanceDidChange()
    }

    /// Draws the style's background (see ``style``).
    open override func draw(_ rect: CGRect) {
        guard let context = currentGraphicsContext else { return }
        drawBackground(in: context)
    }

    /// Places the title label in the middle of the content rectangle (the bounds less the
    /// insets), at its intrinsic size or smaller.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let content = bounds.inset(by: titleInsets)
        let title = titleLabel.intrinsicContentSize
        let width = max(0, min(title.width, content.width))
        let height = max(0, min(title.height, content.height))
        titleLabel.frame = CGRect(
            x: content.midX - width / 2, y: content.midY - height / 2, width: width, height: height)
    }
}
