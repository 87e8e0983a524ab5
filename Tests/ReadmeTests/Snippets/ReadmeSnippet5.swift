// Generated from the Swift block at README.md:191; do not edit. After changing
// README.md, `AUTOLAYOUT_UPDATE_README=1 swift test --filter ReadmeTests` writes it again.
import Cassowary
import Testing

@Suite struct ReadmeSnippet5 {
    @Test("README.md:191") func runsAsPrinted() throws {
        let printed = PrintedText()
        func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
            printed.print(items, separator: separator, terminator: terminator)
        }
        func assert(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String = "", line: Int = #line) {
            printed.check(condition(), message(), line: line)
        }
#sourceLocation(file: "README.md", line: 193)

        let solver = Solver()
        let left = solver.makeVariable(named: "left")
        let width = solver.makeVariable(named: "width")
        try solver.add(left == 8)
        try solver.add(left + width == 375 - 8)
        try solver.add((width <= 100).withPriority(250))
        assert(solver.value(of: width) == 359)   // required constraints win over optional ones
#sourceLocation()
        printed.expect(matching: "")
    }
}
