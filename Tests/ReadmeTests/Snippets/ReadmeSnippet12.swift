// Generated from the Swift block at README.md:912; do not edit. After changing
// README.md, `AUTOLAYOUT_UPDATE_README=1 swift test --filter ReadmeTests` writes it again.
import AutoLayoutKit
import Testing

@Suite struct ReadmeSnippet12 {
    @Test("README.md:912") func runsAsPrinted() throws {
        let printed = PrintedText()
        func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
            printed.print(items, separator: separator, terminator: terminator)
        }
        func assert(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String = "", line: Int = #line) {
            printed.check(condition(), message(), line: line)
        }
#sourceLocation(file: "README.md", line: 914)

        let root = Window(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        root.identifier = "root"
        let a = View()
        a.identifier = "a"
        a.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(a)
        root.layoutEngine.unsatisfiableConstraintsHandler = { conflict in
            print(conflict)   // the default handler prints the same to standard error
        }
        let width = a.widthAnchor.constraint(equalToConstant: 300)
        width.identifier = "width"
        LayoutConstraint.activate([
            a.leadingAnchor.constraint(greaterThanOrEqualTo: root.leadingAnchor, constant: 8),
            width,
            a.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor, constant: -8),
            a.topAnchor.constraint(equalTo: root.topAnchor),
            a.heightAnchor.constraint(equalToConstant: 44),
        ])
        root.layoutIfNeeded()
#sourceLocation()
        printed.expect(matching: #"""
            [LayoutConstraints] Unable to simultaneously satisfy constraints.
            	Probably at least one of the constraints in the following list is one you don't want. 
            	Try this: 
            		(1) look at each constraint and try to figure out which you don't expect; 
            		(2) find the code that added the unwanted constraint or constraints and fix it. 
            (
                <NSLayoutConstraint 'AL-root-width' root.width == 300   (active)>
                <NSLayoutConstraint a.leading >= root.leading + 8   (active, ReadmeTests/README.md:…)>
                <NSLayoutConstraint 'width' a.width == 300   (active, ReadmeTests/README.md:…)>
                <NSLayoutConstraint a.trailing <= root.trailing - 8   (active, ReadmeTests/README.md:…)>
            )

            Will attempt to recover by breaking constraint 
            <NSLayoutConstraint a.trailing <= root.trailing - 8   (active, ReadmeTests/README.md:…)>

            Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.
            Here: set LayoutEngine.unsatisfiableConstraintsHandler to receive this report as a LayoutConflict value.
            [swift-autolayout] Why these constraints cannot all hold:
                -1 × root.width == 300   ('AL-root-width', the root's bounds)
                +1 × a.leading >= root.leading + 8   (ReadmeTests/README.md:…)
                +1 × a.width == 300   ('width', ReadmeTests/README.md:…)
                -1 × a.trailing <= root.trailing - 8   (ReadmeTests/README.md:…)
              Adding these up, every position and size cancels, leaving 8 + 300 + 8 = 316 > 300: the left side must be at most the right.
              Broken to recover: a.trailing <= root.trailing - 8   (ReadmeTests/README.md:…)
              because it was being activated, and the constraints already in place are kept.
            [swift-autolayout] End of explanation.
            """#)
    }
}
