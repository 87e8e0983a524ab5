// Generated from the Swift block at README.md:1061; do not edit. After changing
// README.md, `AUTOLAYOUT_UPDATE_README=1 swift test --filter ReadmeTests` writes it again.
import AutoLayoutKit
import Testing

@Suite struct ReadmeSnippet14 {
    @Test("README.md:1061") func runsAsPrinted() throws {
        let printed = PrintedText()
        func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
            printed.print(items, separator: separator, terminator: terminator)
        }
        func assert(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String = "", line: Int = #line) {
            printed.check(condition(), message(), line: line)
        }
#sourceLocation(file: "README.md", line: 1063)

        /// A view 80 points wide by its content, as a short button title is.
        final class SmallButton: View {
            override var intrinsicContentSize: CGSize { CGSize(width: 80, height: 30) }
        }

        let root = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        root.identifier = "root"
        let button = SmallButton()
        button.identifier = "button"
        button.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(button)
        let preferredWidth = button.widthAnchor.constraint(equalToConstant: 300)
        preferredWidth.priority = LayoutPriority(999)
        LayoutConstraint.activate([
            preferredWidth,
            button.widthAnchor.constraint(lessThanOrEqualTo: root.widthAnchor),
            button.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            button.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        print(button.frameExplanation(for: .horizontal))
#sourceLocation()
        printed.expect(matching: #"""
            button, horizontal: x 10, width 300 (in root)
              x 10 is decided by:
                root.width == 320   ('AL-root-width', the root's bounds)   holds
                button.centerX == root.centerX   (ReadmeTests/README.md:…)   holds
                button.width == 300 @999   (ReadmeTests/README.md:…)   holds
              width 300 is decided by:
                button.width == 300 @999   (ReadmeTests/README.md:…)   holds
              also on this axis:
                button.width >= 80 @750   (compression resistance)   holds, 220 to spare
                button.width <= 80 @250   (content hugging)   not met, off by 220
                button.width <= root.width   (ReadmeTests/README.md:…)   holds, 20 to spare
            """#)
    }
}
