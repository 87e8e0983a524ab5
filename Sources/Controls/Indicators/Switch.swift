import AutoLayout
import Foundation

/// An on/off switch, as UIKit's `UISwitch`: always 51 × 31 points, its intrinsic size on both
/// axes (the iOS 7 and later switch; constraints that make it larger only enlarge its frame).
///
/// **Drawing** (see `Switch+Drawing.swift`): a 51 × 31 track with round ends at the top-left of
/// the bounds, ``onTintColor`` when on and `secondarySystemFill` when off, and a white thumb 27
/// points across, 2 points inside the track's trailing end when on and its leading end when off
/// (mirrored right to left, as UIKit mirrors switches).
open class Switch: Control {
    /// The switch's size: 51 × 31 points.
    public static let size = CGSize(width: 51, height: 31)

    /// Whether the switch is on (false by default).
    open var isOn = false {
        didSet { if isOn != oldValue { setNeedsDisplay() } }
    }

    /// The track's colour when on; nil (the default) is `systemGreen`.
    open var onTintColor: Color? {
        didSet { if onTintColor != oldValue { setNeedsDisplay() } }
    }

    /// Makes a switch; its frame takes the switch's size, as `UISwitch(frame:)` does.
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: Switch.size))
    }

    /// As ``View/init(coder:)``, at the switch's fixed size; nothing is read from `coder`. Never
    /// fails.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        frame = CGRect(origin: .zero, size: Switch.size)
    }

    /// Sets the state (animation is the renderer's business).
    public func setOn(_ on: Bool, animated: Bool) {
        isOn = on
    }

    /// The size that fits, as UIKit's `sizeThatFits(_:)` for a switch: its fixed size.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicSizeThatFits(size) }

    /// 51 × 31.
    open override var intrinsicContentSize: CGSize { Switch.size }

    /// Draws the track and the thumb (see ``Switch``).
    open override func draw(_ rect: CGRect) {
        guard let context = currentGraphicsContext else { return }
        drawSwitch(in: context)
    }
}
