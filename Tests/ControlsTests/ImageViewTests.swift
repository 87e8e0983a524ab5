import AutoLayout
import Controls
import Foundation
import Testing

/// An image view is as large as its image; without one it has no intrinsic size.
@MainActor
struct ImageViewTests {
    @Test func withoutAnImageThereIsNoIntrinsicSize() {
        let view = ImageView()
        #expect(view.intrinsicContentSize == CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric))
        #expect(view.contentMode == .scaleToFill)
    }

    @Test func theImageSizesTheView() throws {
        let window = makeWindow()
        let image = try Image(data: Data(ImageTests.png(width: 120, height: 80)), scale: 2)
        let view = ImageView(image: image)
        #expect(view.frame == CGRect(x: 0, y: 0, width: 60, height: 40))
        view.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(view)
        LayoutConstraint.activate([
            view.centerXAnchor.constraint(equalTo: window.centerXAnchor),
            view.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
        ])
        window.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 130, y: 20, width: 60, height: 40))
        // A new image relays out; no image leaves the size to the constraints (none here: the
        // engine keeps sizes at or above zero).
        view.image = try Image(data: Data(ImageTests.jpeg(width: 100, height: 50)))
        window.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 110, y: 20, width: 100, height: 50))
        view.image = nil
        #expect(view.intrinsicContentSize.width == View.noIntrinsicMetric)
    }

    @Test func theSeedsStackedImageKeepsItsAspectThroughConstraints() throws {
        // An image view pinned to both edges with an aspect ratio from its image.
        let window = makeWindow()
        let image = Image(size: CGSize(width: 400, height: 300))
        let view = ImageView(image: image)
        view.translatesAutoresizingMaskIntoConstraints = false
        view.contentMode = .scaleAspectFit
        window.addSubview(view)
        LayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            view.trailingAnchor.constraint(equalTo: window.trailingAnchor),
            view.topAnchor.constraint(equalTo: window.topAnchor),
            view.heightAnchor.constraint(equalTo: view.widthAnchor, multiplier: image.size.height / image.size.width),
        ])
        window.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 0, y: 0, width: 320, height: 240))
    }
}
