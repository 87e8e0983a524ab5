import AutoLayout
import Foundation

/// An on/off switch, as UIKit's `UISwitch`: always 51 × 31 points, its intrinsic size on both
/// axes (the iOS 7 and later switch; constraints that make it larger only enlarge its frame).
open class Switch: View {
    /// The switch's size: 51 × 31 points.
    public static let size = CGSize(width: 51, height: 31)

    /// Whether the switch is on (false by default).
    open var isOn = false

    /// Makes a switch; its frame takes the switch's size, as `UISwitch(frame:)` does.
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: Switch.size))
    }

    /// Sets the state (animation is the renderer's business).
    public func setOn(_ on: Bool, animated: Bool) {
        isOn = on
    }

    /// 51 × 31.
    open override var intrinsicContentSize: CGSize { Switch.size }
}
