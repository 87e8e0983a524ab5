// Generated from the Swift block at README.md:75; do not edit. After changing
// README.md, `AUTOLAYOUT_UPDATE_README=1 swift test --filter ReadmeTests` writes it again.
import AutoLayoutKit
import Testing

@Suite struct ReadmeSnippet2 {
    @Test("README.md:75") func runsAsPrinted() throws {
        let printed = PrintedText()
        func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
            printed.print(items, separator: separator, terminator: terminator)
        }
        func assert(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String = "", line: Int = #line) {
            printed.check(condition(), message(), line: line)
        }
#sourceLocation(file: "README.md", line: 77)

        let window = Window(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let icon = View()
        let title = View()
        for view in [icon, title] {
            view.translatesAutoresizingMaskIntoConstraints = false
            window.addSubview(view)
        }
        let views = ["title": title, "icon": icon]
        LayoutConstraint.activate(try LayoutConstraint.constraints(
            withVisualFormat: "H:|-[icon(32)]-[title]-|", options: .alignAllCenterY, views: views))
        LayoutConstraint.activate(try LayoutConstraint.constraints(
            withVisualFormat: "V:|-40-[icon(32)]", views: views))
        title.heightAnchor.constraint(equalToConstant: 20).isActive = true
        window.layoutIfNeeded()
        assert(title.frame == CGRect(x: 48, y: 46, width: 319, height: 20))

        // A mistake throws a VisualFormatError whose description reads like UIKit's:
        do {
            _ = try LayoutConstraint.constraints(withVisualFormat: "V|[title]|", views: views)
        } catch {
            print(error)
        }
#sourceLocation()
        printed.expect(matching: #"""
            Unable to parse constraint format:
            Expected ':' after 'V'
            V|[title]|
             ^
            """#)
    }
}
