import AutoLayout
import Foundation

/// A horizontal slider, as UIKit's `UISlider`: it has an intrinsic **height only** (31 points)
/// and no intrinsic width, so constraints must give it a width (or pin both of its ends).
///
/// Apple's Auto Layout Guide table says iOS sliders define "only the width", but its own
/// `noIntrinsicMetric` documentation gives the horizontal slider as the example of a view with
/// an intrinsic height and no intrinsic width, and a slider in Interface Builder gets a fixed
/// height and needs a width; this follows the latter.
open class Slider: View {
    /// The slider's height: 31 points (Interface Builder's slider height since iOS 7).
    public static let height: CGFloat = 31

    /// The lowest value (0 by default).
    open var minimumValue: Float = 0 {
        didSet { value = min(max(value, minimumValue), max(minimumValue, maximumValue)) }
    }

    /// The highest value (1 by default).
    open var maximumValue: Float = 1 {
        didSet { value = min(max(value, minimumValue), max(minimumValue, maximumValue)) }
    }

    /// The value, kept between ``minimumValue`` and ``maximumValue`` (NaN is taken as the
    /// minimum).
    open var value: Float = 0 {
        didSet {
            let clamped = value.isNaN ? minimumValue : min(max(value, minimumValue), max(minimumValue, maximumValue))
            if clamped != value { value = clamped }
        }
    }

    /// Makes a slider with a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// No width, 31 points high.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: View.noIntrinsicMetric, height: Slider.height)
    }
}
