// Generated from the Swift block at README.md:818; do not edit. After changing
// README.md, `AUTOLAYOUT_UPDATE_README=1 swift test --filter ReadmeTests` writes it again.
import AutoLayoutKit
import LayoutRendering
import Testing

@Suite struct ReadmeSnippet10 {
    @Test("README.md:818") func runsAsPrinted() throws {
        let printed = PrintedText()
        func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
            printed.print(items, separator: separator, terminator: terminator)
        }
        func assert(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String = "", line: Int = #line) {
            printed.check(condition(), message(), line: line)
        }
#sourceLocation(file: "README.md", line: 821)

        let window = Window(frame: CGRect(x: 0, y: 0, width: 200, height: 80))
        window.backgroundColor = .systemBackground
        let button = Button(frame: CGRect(x: 50, y: 25, width: 100, height: 30))
        button.setTitle("Continue", for: .normal)
        button.style = .filled
        window.addSubview(button)
        window.flush()                            // update constraints, layout, display
        let recorder = RecordingContext()
        window.render(in: recorder)               // the screen as drawing commands
        let svg = SVGRenderer().render(recorder.commands, size: window.bounds.size, scale: 2)
        assert(svg.hasPrefix("<svg"))
        let png = try CairoRenderer().png(recorder.commands, size: window.bounds.size, scale: 2)
        assert(png.count > 0)                     // 400 × 160 pixels
#sourceLocation()
        printed.expect(matching: "")
    }
}
