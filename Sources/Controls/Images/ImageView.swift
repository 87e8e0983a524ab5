import AutoLayout
import Foundation

/// A view that shows an image, as UIKit's `UIImageView`: its intrinsic size is its image's size
/// in points; without an image it has none on either axis (``AutoLayout/View/noIntrinsicMetric``),
/// so it then needs a size from constraints.
///
/// ```swift
/// let avatar = ImageView(image: try Image(contentsOfFile: "avatar.png"))
/// ```
open class ImageView: View {
    var storedImage: Image?

    /// How the image fills the bounds (``AutoLayout/View/ContentMode/scaleToFill`` by default, as
    /// in UIKit). Stored for renderers only.
    open var contentMode: ContentMode = .scaleToFill

    /// Makes an image view with a frame and no image.
    public override init(frame: CGRect) {
        super.init(frame: frame)
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
        }
    }

    /// The image's size in points, or no intrinsic size without an image.
    open override var intrinsicContentSize: CGSize {
        guard let image = storedImage else {
            return CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
        }
        return image.size
    }
}
