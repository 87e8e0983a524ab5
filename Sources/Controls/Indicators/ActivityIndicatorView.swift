import AutoLayout
import Foundation

/// A spinning activity indicator, as UIKit's `UIActivityIndicatorView`: 20 × 20 points in the
/// medium style, 37 × 37 in the large one, its intrinsic size on both axes.
///
/// **Drawing** (see `ActivityIndicatorView+Drawing.swift`): eight spokes with round ends around
/// the centre of the bounds, at the style's size, in ``color`` (`systemGray` unless set), the one
/// pointing up opaque and each next one clockwise 10 % fainter: one frame of the spin. A stopped
/// indicator that hides when stopped draws nothing.
open class ActivityIndicatorView: View {
    /// The styles, as `UIActivityIndicatorView.Style`.
    public enum Style: Int, CaseIterable, Hashable, Sendable {
        /// 20 × 20 points (the default).
        case medium = 100
        /// 37 × 37 points.
        case large = 101

        /// The indicator's size in this style.
        public var size: CGSize {
            switch self {
            case .medium: CGSize(width: 20, height: 20)
            case .large: CGSize(width: 37, height: 37)
            }
        }
    }

    var storedStyle: Style

    /// Makes an indicator in a style (medium unless given).
    public init(style: Style = .medium) {
        storedStyle = style
        super.init(frame: CGRect(origin: .zero, size: style.size))
    }

    /// Makes a medium indicator with a frame.
    public override init(frame: CGRect) {
        storedStyle = .medium
        super.init(frame: frame)
    }

    /// As ``View/init(coder:)``: an empty frame; nothing is read from `coder`. Never fails.
    public required init?(coder: NSCoder) {
        storedStyle = .medium
        super.init(coder: coder)
    }

    /// The style; changing it changes the intrinsic size.
    open var style: Style {
        get { storedStyle }
        set {
            guard newValue != storedStyle else { return }
            storedStyle = newValue
            invalidateIntrinsicContentSize()
            setNeedsDisplay()
        }
    }

    /// The spokes' colour; nil (the default) is `systemGray`.
    open var color: Color? {
        didSet { setNeedsDisplay() }
    }

    /// Whether the indicator spins (false until ``startAnimating()``).
    public private(set) var isAnimating = false

    /// Whether the indicator is hidden while it does not spin (true by default, as in UIKit).
    /// A hidden indicator keeps its place in the layout.
    open var hidesWhenStopped = true {
        didSet { updateHidden() }
    }

    /// Starts spinning (and shows the indicator).
    public func startAnimating() {
        isAnimating = true
        updateHidden()
    }

    /// Stops spinning (and hides the indicator when ``hidesWhenStopped``).
    public func stopAnimating() {
        isAnimating = false
        updateHidden()
    }

    private func updateHidden() {
        isHidden = hidesWhenStopped && !isAnimating
        setNeedsDisplay()
    }

    /// The size that fits, as UIKit's `sizeThatFits(_:)` for a activity indicator: its style's size.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicSizeThatFits(size) }

    /// The style's size.
    open override var intrinsicContentSize: CGSize { storedStyle.size }

    /// Draws the spokes (see ``ActivityIndicatorView``).
    open override func draw(_ rect: CGRect) {
        guard let context = currentGraphicsContext, isAnimating || !hidesWhenStopped else { return }
        drawSpokes(in: context)
    }
}
