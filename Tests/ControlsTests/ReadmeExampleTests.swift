import AutoLayout
import Controls
import Foundation
import Testing
import TextMeasurement

/// The example of README.md's "Controls and text", as written there, with the values it states
/// (real fonts: DejaVu Sans through FreeType, the default measurer).
struct ReadmeExampleTests {
    @Test func aLabelInAStackWithDynamicType() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let title = Label()
        title.font = .preferredFont(forTextStyle: .headline)   // DejaVu Sans Bold 17
        title.text = "Controls and text"
        let body = Label()
        body.font = .preferredFont(forTextStyle: .body)        // DejaVu Sans 17
        body.numberOfLines = 0                                  // wraps at the width it gets
        body.text = "A label needs only a position: its size is its text, measured with FreeType."
        for label in [title, body] { label.adjustsFontForContentSizeCategory = true }

        let stack = StackView(arrangedSubviews: [title, body])
        stack.axis = .vertical
        stack.spacing = 8
        stack.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(stack)
        LayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 16),
            stack.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -16),
            stack.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
        ])
        window.layoutIfNeeded()
        // Three lines of 19.79 points, wrapped at 320 − 2 × 16, rounded up to the 2× pixel grid.
        #expect(body.frame == CGRect(x: 0, y: 28, width: 288, height: 59.5), "\(body.frame.text)")
        #expect(stack.frame == CGRect(x: 16, y: 20, width: 288, height: 87.5), "\(stack.frame.text)")

        window.traitCollection.preferredContentSizeCategory = .accessibilityLarge
        window.layoutIfNeeded()
        // Both labels take their style's size for the category (33 points), re-measure, and the
        // stack grows: the body now has five lines.
        #expect(body.font.pointSize == 33)
        #expect(title.font == .preferredFont(forTextStyle: .headline, compatibleWith: .accessibilityLarge))
        #expect(body.frame == CGRect(x: 0, y: 46.5, width: 288, height: 192.5), "\(body.frame.text)")
        #expect(stack.frame == CGRect(x: 16, y: 20, width: 288, height: 239), "\(stack.frame.text)")
    }
}
