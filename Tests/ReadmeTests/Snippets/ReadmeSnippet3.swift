// Generated from the Swift block at README.md:114; do not edit. After changing
// README.md, `AUTOLAYOUT_UPDATE_README=1 swift test --filter ReadmeTests` writes it again.
import AutoLayoutKit
import Testing

@Suite struct ReadmeSnippet3 {
    @Test("README.md:114") func runsAsPrinted() throws {
        let printed = PrintedText()
        func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
            printed.print(items, separator: separator, terminator: terminator)
        }
        func assert(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String = "", line: Int = #line) {
            printed.check(condition(), message(), line: line)
        }
#sourceLocation(file: "README.md", line: 116)

        let window = Window(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        window.identifier = "window"
        let field = View()
        field.identifier = "field"                 // names it in reports
        field.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(field)
        window.layoutEngine.unsatisfiableConstraintsHandler = { conflict in
            print("broken:", conflict.brokenConstraint)
        }
        LayoutConstraint.activate([
            field.widthAnchor.constraint(equalToConstant: 300),
            field.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 8),
            field.trailingAnchor.constraint(lessThanOrEqualTo: window.trailingAnchor, constant: -8),
            field.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
            field.heightAnchor.constraint(equalToConstant: 44),
        ])
        window.layoutIfNeeded()
        assert(field.frame == CGRect(x: 8, y: 20, width: 300, height: 44))
#sourceLocation()
        printed.expect(matching: #"""
            broken: <field.trailing <= window.trailing - 8 (ReadmeTests/README.md:…)>
            """#)
    }
}
