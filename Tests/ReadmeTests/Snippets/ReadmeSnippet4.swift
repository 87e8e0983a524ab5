// Generated from the Swift block at README.md:152; do not edit. After changing
// README.md, `AUTOLAYOUT_UPDATE_README=1 swift test --filter ReadmeTests` writes it again.
import AutoLayoutKit
import Testing

@Suite struct ReadmeSnippet4 {
    @Test("README.md:152") func runsAsPrinted() throws {
        let printed = PrintedText()
        func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
            printed.print(items, separator: separator, terminator: terminator)
        }
        func assert(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String = "", line: Int = #line) {
            printed.check(condition(), message(), line: line)
        }
#sourceLocation(file: "README.md", line: 154)

        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        window.layoutEngine.invalidConstraintHandler = { error, _ in print("refused:", error) }
        let box = View()
        box.identifier = "box"
        box.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(box)
        let width = box.widthAnchor.constraint(equalToConstant: 100)
        width.isActive = true
        width.constant = .nan                       // refused; the constant stays 100
        print(width.constant)

        var stale: LayoutConstraint?
        do {
            let gone = View()
            stale = gone.heightAnchor.constraint(equalToConstant: 20)
        }                                           // the view is released here
        print(stale?.firstItem == nil, stale?.description ?? "")
        do {
            try LayoutConstraint.tryActivate([stale!, box.heightAnchor.constraint(equalToConstant: 20)])
        } catch {
            print("not activated:", error)          // and neither is the height of box
        }
        print(box.constraints.count)                // its width only
#sourceLocation()
        printed.expect(matching: #"""
            refused: A constraint's multiplier and constant must be finite (and a location's multiplier not 0): <box.width == 100 (ReadmeTests/README.md:…)> (constant nan)
            100.0
            true <(deallocated item).height == 20 (ReadmeTests/README.md:…)>
            not activated: Unable to activate constraint because an item it names was deallocated: <(deallocated item).height == 20 (ReadmeTests/README.md:…)>
            1
            """#)
    }
}
