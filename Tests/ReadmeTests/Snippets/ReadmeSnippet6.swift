// Generated from the Swift block at README.md:411; do not edit. After changing
// README.md, `AUTOLAYOUT_UPDATE_README=1 swift test --filter ReadmeTests` writes it again.
import AutoLayoutKit
import Testing

@Suite struct ReadmeSnippet6 {
    @Test("README.md:411") func runsAsPrinted() throws {
        let printed = PrintedText()
        func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
            printed.print(items, separator: separator, terminator: terminator)
        }
        func assert(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String = "", line: Int = #line) {
            printed.check(condition(), message(), line: line)
        }
#sourceLocation(file: "README.md", line: 413)

        // The seed's row: a name that may be cut short, then a star count and a trophy count that may not.
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        let username = Label()
        username.text = "Nguyễn Thị Minh Khai, a very long user name"
        let star = Label()
        star.text = "★ 120"
        let trophy = Label()
        trophy.text = "🏆 8"
        username.setContentHuggingPriority(LayoutPriority(251), for: .horizontal)
        star.setContentHuggingPriority(LayoutPriority(252), for: .horizontal)
        trophy.setContentHuggingPriority(LayoutPriority(253), for: .horizontal)
        username.setContentCompressionResistancePriority(LayoutPriority(749), for: .horizontal)

        let row = StackView(arrangedSubviews: [username, star, trophy])
        row.axis = .horizontal          // leading → trailing: right to left in a right-to-left layout
        row.distribution = .fill        // .fillEqually, .fillProportionally, .equalSpacing, .equalCentering
        row.alignment = .firstBaseline  // .fill, .leading/.top, .center, .trailing/.bottom, .lastBaseline
        row.spacing = 8                 // exact for the fill distributions, a minimum for the others
        row.setCustomSpacing(16, after: username)
        row.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(row)
        LayoutConstraint.activate([
            row.leadingAnchor.constraint(equalTo: window.layoutMarginsGuide.leadingAnchor),
            row.trailingAnchor.constraint(equalTo: window.layoutMarginsGuide.trailingAnchor),
            row.topAnchor.constraint(equalTo: window.layoutMarginsGuide.topAnchor),
        ])
        window.layoutIfNeeded()
        print(username.frame.width, star.frame.minX, trophy.frame.minX)   // the name is cut short

        star.isHidden = true            // takes no space, and its spacing goes too
        window.layoutIfNeeded()
        print(username.frame.width, trophy.frame.minX)
#sourceLocation()
        printed.expect(matching: #"""
            200.0 216.0 277.5
            261.5 277.5
            """#)
    }
}
