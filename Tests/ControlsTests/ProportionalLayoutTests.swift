import AutoLayout
import Controls
import Foundation
import Testing
import TextMeasurement

/// The seed's proportional layout: a square that aspect-fits its window, subviews placed in
/// fractions of it, and a label whose font follows its height: `FontAdjustingLabel`, a
/// subclass example. Auto Layout cannot tie a font to a length, but a label subclass can: it
/// remembers its first size and font, and scales the font with its height in
/// `layoutSubviews()`.
@MainActor
struct ProportionalLayoutTests {
    /// The seed's `FontAdjustingLabel`: the font's size follows the label's height.
    final class FontAdjustingLabel: Label {
        private var initialHeight: CGFloat?
        private var initialFont: Font?

        override func layoutSubviews() {
            super.layoutSubviews()
            guard bounds.height > 0 else { return }
            guard let initialHeight, let initialFont else {
                // The first layout stands for awakeFromNib: the size it was designed at.
                initialHeight = bounds.height
                initialFont = font
                return
            }
            let size = initialFont.pointSize * bounds.height / initialHeight
            if font.pointSize != size { font = initialFont.withSize(size) }
        }
    }

    /// A square as large as fits in the window, centered: required `<=` the window's sides,
    /// `==` them at 750, and an aspect ratio of 1.
    func makeSquare(in window: Window) -> View {
        let square = makeContainer("square")
        window.addSubview(square)
        LayoutConstraint.activate([
            square.centerXAnchor.constraint(equalTo: window.centerXAnchor),
            square.centerYAnchor.constraint(equalTo: window.centerYAnchor),
            square.widthAnchor.constraint(equalTo: square.heightAnchor),
            square.widthAnchor.constraint(lessThanOrEqualTo: window.widthAnchor),
            square.heightAnchor.constraint(lessThanOrEqualTo: window.heightAnchor),
            {
                let c = square.widthAnchor.constraint(equalTo: window.widthAnchor)
                c.priority = .defaultHigh
                return c
            }(),
            {
                let c = square.heightAnchor.constraint(equalTo: window.heightAnchor)
                c.priority = .defaultHigh
                return c
            }(),
        ])
        return square
    }

    /// Places a view at fractions of its superview's size (origin and size, as the seed does
    /// with `Right` and `Bottom` of the superview, since a leading edge cannot be a fraction of
    /// a width).
    func placeProportionally(_ view: View, in square: View, x: CGFloat, y: CGFloat, width: CGFloat, height: CGFloat)
        throws
    {
        LayoutConstraint.activate([
            try LayoutConstraint(
                item: view, attribute: .left, relatedBy: .equal, toItem: square, attribute: .right,
                multiplier: x, constant: 0),
            try LayoutConstraint(
                item: view, attribute: .top, relatedBy: .equal, toItem: square, attribute: .bottom,
                multiplier: y, constant: 0),
            view.widthAnchor.constraint(equalTo: square.widthAnchor, multiplier: width),
            view.heightAnchor.constraint(equalTo: square.heightAnchor, multiplier: height),
        ])
    }

    @Test func theFontFollowsTheLabelsHeight() throws {
        let window = makeWindow(width: 320, height: 480)
        let square = makeSquare(in: window)
        let label = FontAdjustingLabel()
        label.translatesAutoresizingMaskIntoConstraints = false
        label.text = "Proportional"
        label.font = .systemFont(ofSize: 20)
        square.addSubview(label)
        try placeProportionally(label, in: square, x: 0.1, y: 0.1, width: 0.8, height: 0.2)
        window.layoutIfNeeded()
        #expect(square.frame == CGRect(x: 0, y: 80, width: 320, height: 320), "\(square.frame.text)")
        #expect(label.frame == CGRect(x: 32, y: 32, width: 256, height: 64), "\(label.frame.text)")
        #expect(label.font.pointSize == 20)

        // A larger window: everything doubles, the font too.
        window.frame = CGRect(x: 0, y: 0, width: 640, height: 960)
        window.layoutIfNeeded()
        #expect(square.frame == CGRect(x: 0, y: 160, width: 640, height: 640), "\(square.frame.text)")
        #expect(label.frame == CGRect(x: 64, y: 64, width: 512, height: 128), "\(label.frame.text)")
        #expect(label.font.pointSize == 40)
        // The text is measured with the new font: 12 characters of 24 points.
        #expect(label.textLayout.size == CGSize(width: 288, height: 40))

        // Landscape: the square follows the height, the font shrinks.
        window.frame = CGRect(x: 0, y: 0, width: 480, height: 240)
        window.layoutIfNeeded()
        #expect(square.frame == CGRect(x: 120, y: 0, width: 240, height: 240), "\(square.frame.text)")
        #expect(label.font.pointSize == 15)
    }
}
