// Generated from the Swift block at README.md:865; do not edit. After changing
// README.md, `AUTOLAYOUT_UPDATE_README=1 swift test --filter ReadmeTests` writes it again.
import AutoLayoutKit
import Testing

@Suite struct ReadmeSnippet11 {
    @Test("README.md:865") func runsAsPrinted() throws {
        let printed = PrintedText()
        func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
            printed.print(items, separator: separator, terminator: terminator)
        }
        func assert(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String = "", line: Int = #line) {
            printed.check(condition(), message(), line: line)
        }
#sourceLocation(file: "README.md", line: 867)

        let window = Window(frame: CGRect(x: 0, y: 0, width: 200, height: 500))
        let clock = AnimationClock.manual()
        window.animationClock = clock
        let red = View()
        red.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(red)
        let centerY = red.centerYAnchor.constraint(equalTo: window.centerYAnchor)
        LayoutConstraint.activate([
            red.widthAnchor.constraint(equalToConstant: 50), red.heightAnchor.constraint(equalToConstant: 50),
            red.centerXAnchor.constraint(equalTo: window.centerXAnchor), centerY,
        ])
        window.flush()
        centerY.constant = 200
        var finished = false
        View.animate(withDuration: 1.5, delay: 0, options: .curveEaseInOut) {
            window.layoutIfNeeded()                 // the frames change inside the block: they animate
        } completion: { finished = $0 }
        assert(red.frame.minY == 425)               // the model: final at once
        clock.advance(by: 0.75)
        assert(red.presentationFrame.minY == 325)   // ease in-out at half the time: exactly halfway
        clock.advance(by: 0.75)
        window.flush()                              // the turn runs the completion that is due
        assert(finished && red.presentationFrame.minY == 425)
#sourceLocation()
        printed.expect(matching: "")
    }
}
