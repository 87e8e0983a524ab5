// Generated from the Swift block at README.md:999; do not edit. After changing
// README.md, `AUTOLAYOUT_UPDATE_README=1 swift test --filter ReadmeTests` writes it again.
import AutoLayoutKit
import Testing

@Suite struct ReadmeSnippet13 {
    @Test("README.md:999") func runsAsPrinted() throws {
        let printed = PrintedText()
        func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
            printed.print(items, separator: separator, terminator: terminator)
        }
        func assert(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String = "", line: Int = #line) {
            printed.check(condition(), message(), line: line)
        }
#sourceLocation(file: "README.md", line: 1001)

        /// A view 50 points wide by its content, as a short label is.
        final class Badge: View {
            override var intrinsicContentSize: CGSize { CGSize(width: 50, height: 20) }
        }

        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        let red = View()
        red.identifier = "red view"
        let a = Badge()
        a.identifier = "a"
        let b = Badge()
        b.identifier = "b"
        for view in [red, a, b] {
            view.translatesAutoresizingMaskIntoConstraints = false
            window.addSubview(view)
        }
        LayoutConstraint.activate([
            red.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
            red.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
            a.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor),
            b.trailingAnchor.constraint(equalTo: window.trailingAnchor),
            a.bottomAnchor.constraint(equalTo: window.bottomAnchor),
            b.bottomAnchor.constraint(equalTo: window.bottomAnchor),
        ])
        window.layoutIfNeeded()
        print(window.ambiguityReport())
#sourceLocation()
        printed.expect(matching: #"""
            red view: width is not determined; add a width, or pin both leading and trailing
            red view: height is not determined; add a height, or pin both top and bottom
            a: width is not determined (anything from 50 to 270): optional constraints of equal priority (250) tie, and every value leaves them equally unmet:
                a.width <= 50 @250   (content hugging)
                b.width <= 50 @250   (content hugging)
              give one of a, b a higher content hugging priority than 250 (setContentHuggingPriority(_:for: .horizontal))
            b: width is not determined (anything from 50 to 270): optional constraints of equal priority (250) tie, and every value leaves them equally unmet:
                a.width <= 50 @250   (content hugging)
                b.width <= 50 @250   (content hugging)
              give one of a, b a higher content hugging priority than 250 (setContentHuggingPriority(_:for: .horizontal))
            """#)
    }
}
