// Generated from the Swift block at README.md:674; do not edit. After changing
// README.md, `AUTOLAYOUT_UPDATE_README=1 swift test --filter ReadmeTests` writes it again.
import AutoLayoutKit
import Testing

@Suite struct ReadmeSnippet8 {
    @Test("README.md:674") func runsAsPrinted() throws {
        let printed = PrintedText()
        func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
            printed.print(items, separator: separator, terminator: terminator)
        }
        func assert(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String = "", line: Int = #line) {
            printed.check(condition(), message(), line: line)
        }
#sourceLocation(file: "README.md", line: 676)

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
        assert(body.frame == CGRect(x: 0, y: 28, width: 288, height: 59.5))   // three lines, wrapped at 320 − 2 × 16

        window.traitCollection.preferredContentSizeCategory = .accessibilityLarge   // Dynamic Type
        window.layoutIfNeeded()
        assert(body.frame == CGRect(x: 0, y: 46.5, width: 288, height: 192.5))   // 33 points, five lines; the stack grew
#sourceLocation()
        printed.expect(matching: "")
    }
}
