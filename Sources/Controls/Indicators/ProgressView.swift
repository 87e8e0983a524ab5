import AutoLayout
import Foundation

/// A horizontal progress bar, as UIKit's `UIProgressView`: an intrinsic **height only**, 2
/// points, and no intrinsic width (constraints give the length).
///
/// 2 points is the classic bar of iOS 7 and later (the height UIKit keeps whatever height the
/// frame asks for); both styles have it. Later iOS releases draw a thicker, rounded track
/// (about 4 points); choose that with a height constraint if you need it.
///
/// **Drawing** (see `ProgressView+Drawing.swift`): the track fills the bounds in
/// ``trackTintColor`` (`systemFill` unless set), and the progress fills ``progress`` of its width
/// from the leading edge (the right one in right-to-left layouts) in ``progressTintColor`` (the
/// tint colour unless set); the default style rounds both ends, the bar style does not.
open class ProgressView: View {
    /// The styles, as `UIProgressView.Style`.
    public enum Style: Int, CaseIterable, Hashable, Sendable {
        /// The standard bar (the default).
        case `default` = 0
        /// The bar of toolbars.
        case bar = 1
    }

    /// The bar's height: 2 points.
    public static let height: CGFloat = 2

    /// The style (drawing only).
    open var progressViewStyle: Style {
        didSet { setNeedsDisplay() }
    }

    /// The colour of the filled part; nil (the default) is the tint colour.
    open var progressTintColor: Color? {
        didSet { setNeedsDisplay() }
    }

    /// The colour of the track; nil (the default) is `systemFill`.
    open var trackTintColor: Color? {
        didSet { setNeedsDisplay() }
    }

    /// The progress from 0 to 1 (values outside are clamped; NaN is 0).
    open var progress: Float = 0 {
        didSet {
            let clamped = progress.isNaN ? 0 : min(max(progress, 0), 1)
            if clamped != progress { progress = clamped }
            setNeedsDisplay()
        }
    }

    /// Makes a progress view in a style (default unless given).
    public init(progressViewStyle: Style = .default) {
        self.progressViewStyle = progressViewStyle
        super.init(frame: .zero)
    }

    /// Makes a default-style progress view with a frame.
    public override init(frame: CGRect) {
        progressViewStyle = .default
        super.init(frame: frame)
    }

    /// As ``View/init(coder:)``: an empty frame; nothing is read from `coder`. Never fails.
    public required init?(coder: NSCoder) {
        progressViewStyle = .default
        super.init(coder: coder)
    }

    /// The size that fits, as UIKit's `sizeThatFits(_:)` for a progress view: 2 points high, `size`'s width.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicSizeThatFits(size) }

    /// No width, 2 points high.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: View.noIntrinsicMetric, height: ProgressView.height)
    }

    /// The filled part follows the tint colour.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsDisplay()
    }

    /// Draws the track and the progress (see ``ProgressView``).
    open override func draw(_ rect: CGRect) {
        guard let context = currentGraphicsContext else { return }
        drawProgress(in: context)
    }
}
