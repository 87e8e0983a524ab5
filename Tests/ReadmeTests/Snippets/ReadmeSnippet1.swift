// Generated from the Swift block at README.md:44; do not edit. After changing
// README.md, `AUTOLAYOUT_UPDATE_README=1 swift test --filter ReadmeTests` writes it again.
import AutoLayoutKit
import Testing

@Suite struct ReadmeSnippet1 {
    @Test("README.md:44") func runsAsPrinted() throws {
        let printed = PrintedText()
        func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
            printed.print(items, separator: separator, terminator: terminator)
        }
        func assert(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String = "", line: Int = #line) {
            printed.check(condition(), message(), line: line)
        }
#sourceLocation(file: "README.md", line: 46)

        let window = Window(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let box = View()                      // any View subclass: Label, Button, StackView, your own
        box.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(box)

        LayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: window.layoutMarginsGuide.leadingAnchor),
            box.trailingAnchor.constraint(equalTo: window.layoutMarginsGuide.trailingAnchor),
            box.topAnchor.constraint(equalTo: window.safeAreaLayoutGuide.topAnchor, constant: 20),
            box.heightAnchor.constraint(equalToConstant: 44),
        ])
        window.layoutIfNeeded()
        assert(box.frame == CGRect(x: 8, y: 20, width: 359, height: 44))
#sourceLocation()
        printed.expect(matching: "")
    }
}
