import AutoLayout
import Foundation

/// A horizontal slider, as UIKit's `UISlider`: it has an intrinsic **height only** (31 points)
/// and no intrinsic width, so constraints must give it a width (or pin both of its ends).
///
/// Apple's Auto Layout Guide table says iOS sliders define "only the width", but its own
/// `noIntrinsicMetric` documentation gives the horizontal slider as the example of a view with
/// an intrinsic height and no intrinsic width, and a slider in Interface Builder gets a fixed
/// height and needs a width; this follows the latter.
///
/// **Drawing** (see `Slider+Drawing.swift`): a track 4 points high with round ends across the
/// bounds, centred vertically, filled with ``minimumTrackTintColor`` (the tint colour unless
/// set) from the leading end to the thumb and ``maximumTrackTintColor`` (`systemFill` unless set)
/// beyond; a white thumb 28 points across whose centre travels from 14 points inside one end to
/// 14 points inside the other as the value goes from minimum to maximum (mirrored right to left).
open class Slider: Control {
    /// The slider's height: 31 points (Interface Builder's slider height since iOS 7).
    public static let height: CGFloat = 31

    /// The lowest value (0 by default).
    open var minimumValue: Float = 0 {
        didSet {
            value = min(max(value, minimumValue), max(minimumValue, maximumValue))
            setNeedsDisplay()
        }
    }

    /// The highest value (1 by default).
    open var maximumValue: Float = 1 {
        didSet {
            value = min(max(value, minimumValue), max(minimumValue, maximumValue))
            setNeedsDisplay()
        }
    }

    /// The value, kept between ``minimumValue`` and ``maximumValue`` (NaN is taken as the
    /// minimum).
    open var value: Float = 0 {
        didSet {
            let clamped = value.isNaN ? minimumValue : min(max(value, minimumValue), max(minimumValue, maximumValue))
            if clamped != value { value = clamped }
            setNeedsDisplay()
        }
    }

    /// The track's colour from the leading end to the thumb; nil (the default) is the tint colour.
    open var minimumTrackTintColor: Color? {
        didSet { setNeedsDisplay() }
    }

    /// The track's colour beyond the thumb; nil (the default) is `systemFill`.
    open var maximumTrackTintColor: Color? {
        didSet { setNeedsDisplay() }
    }

    /// Makes a slider with a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// As ``View/init(coder:)``: an empty frame; nothing is read from `coder`. Never fails.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The size that fits, as UIKit's `sizeThatFits(_:)` for a slider: 31 points high, `size`'s width.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicSizeThatFits(size) }

    /// No width, 31 points high.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: View.noIntrinsicMetric, height: Slider.height)
    }

    /// The minimum track follows the tint colour.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsDisplay()
    }

    /// Draws the track and the thumb (see ``Slider``).
    open override func draw(_ rect: CGRect) {
        guard let context = currentGraphicsContext else { return }
        drawSlider(in: context)
    }
}
