import AutoLayout
import Foundation

/// A view that shows an image, as UIKit's `UIImageView`: its intrinsic size is its image's size
/// in points; without an image it has none on either axis (``AutoLayout/View/noIntrinsicMetric``),
/// so it then needs a size from constraints.
///
/// ```swift
/// let avatar = ImageView(image: try Image(contentsOfFile: "avatar.png"))
/// ```
///
/// **Drawing.** The image, by its ``Image/reference`` (the file or data it was read from), in the
/// rectangle ``contentMode`` gives it in the bounds (``AutoLayout/View/ContentMode/rect(for:in:)``);
/// an image that spills over the bounds (aspect fill, or larger than the view) is clipped only
/// when the view clips to its bounds, as in UIKit. An image made from a size draws nothing.
open class ImageView: View {
    var storedImage: Image?

    /// How the image fills the bounds (``AutoLayout/View/ContentMode/scaleToFill`` by default, as
    /// in UIKit). Changes the drawing only.
    open var contentMode: ContentMode = .scaleToFill {
        didSet { if contentMode != oldValue { setNeedsDisplay() } }
    }

    /// Makes an image view with a frame and no image.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// As ``View/init(coder:)``: an empty frame; nothing is read from `coder`. Never fails.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Makes an image view showing an image, its frame the image's size at the origin, as
    /// `UIImageView(image:)`.
    public convenience init(image: Image?) {
        self.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        storedImage = image
    }

    /// The image shown; setting it changes the intrinsic size.
    open var image: Image? {
        get { storedImage }
        set {
            guard newValue != storedImage else { return }
            let oldSize = storedImage?.size
            storedImage = newValue
            if newValue?.size != oldSize { invalidateIntrinsicContentSize() }
            setNeedsLayout()
            setNeedsDisplay()
        }
    }

    /// Draws the image where ``contentMode`` puts it (see ``ImageView``).
    open override func draw(_ rect: CGRect) {
        guard let context = currentGraphicsContext, let image = storedImage, let reference = image.reference else {
            return
        }
        context.draw(image: reference, in: contentMode.rect(for: image.size, in: bounds))
    }

    /// The size that fits, as UIKit's `sizeThatFits(_:)` for a image view: its image's size.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicSizeThatFits(size) }

    /// The image's size in points, or no intrinsic size without an image.
    open override var intrinsicContentSize: CGSize {
        guard let image = storedImage else {
            return CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
        }
        return image.size
    }
}
