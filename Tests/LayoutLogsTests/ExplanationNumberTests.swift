import LayoutLogs
import Testing

/// Numbers in explanations are exact, in the shortest form that reads back as the same value:
/// 2e302 is not `inf`, a multiplier of 1e-07 is not `0 ×`, and the arithmetic of constants
/// near 1e302 keeps its factors of 1 (issue 21).
@Suite struct ExplanationNumberTests {
    func explain(_ constraints: [String], broken: String) -> String {
        let lines = constraints.map { "    \"\($0)\"," }.joined(separator: "\n")
        let log = """
            Unable to simultaneously satisfy constraints.
            (
            \(lines)
            )

            Will attempt to recover by breaking constraint 
            \(broken)

            """
        return LogExplanation(ConsoleLog.parse(log, file: "n.log"), file: "n.log").text
    }

    @Test func hugeConstantsAreWrittenExactly() {
        let text = explain(
            ["<NSLayoutConstraint:0x1 UIView:0xa.width == 2e302>", "<NSLayoutConstraint:0x2 UIView:0xa.width == 1e302>"],
            broken: "<NSLayoutConstraint:0x2 UIView:0xa.width == 1e302>")
        #expect(
            text == """
                n.log: 1 report

                Report 1 (line 1): 2 constraints, 1 item
                Views
                  UIView  0xa
                Constraints
                  [1] 0x1      width of UIView is 2e+302
                  [2] 0x2      width of UIView is 1e+302
                Conflict: these cannot all hold (the only minimal set)
                  [1] width of UIView is 2e+302
                  [2] width of UIView is 1e+302
                  2e+302 [1] ≠ 1e+302 [2]
                UIKit broke [2] 0x2: without it the others can all hold.

                """)
    }

    @Test func tinyMultipliersAreWrittenExactlyAndTheirSetsAreMinimal() {
        let text = explain(
            [
                "<NSLayoutConstraint:0x1 UIView:0xa.width == 1e-07*UIView:0xb.width + 5>",
                "<NSLayoutConstraint:0x2 UIView:0xa.width == 3>",
                "<NSLayoutConstraint:0x3 UIView:0xb.width == 100>",
            ],
            broken: "<NSLayoutConstraint:0x2 UIView:0xa.width == 3>")
        #expect(
            text == """
                n.log: 1 report

                Report 1 (line 1): 3 constraints, 2 items
                Views
                  UIView (0xa)  0xa
                  UIView (0xb)  0xb
                Constraints
                  [1] 0x1      width of UIView (0xa) is 1e-07 × width of UIView (0xb) + 5
                  [2] 0x2      width of UIView (0xa) is 3
                  [3] 0x3      width of UIView (0xb) is 100
                  [4] implied  width of UIView (0xb) is at least 0 (sizes are never negative)
                Conflict: 2 minimal sets cannot all hold, smallest first
                  Set 1: [1] [2] [3]
                    [1] width of UIView (0xa) is 1e-07 × width of UIView (0xb) + 5
                    [2] width of UIView (0xa) is 3
                    [3] width of UIView (0xb) is 100
                    5 [1] + 1e-07 × 100 [3] = 5.00001 ≠ 3 [2]
                  Set 2: [1] [2] [4]
                    [1] width of UIView (0xa) is 1e-07 × width of UIView (0xb) + 5
                    [2] width of UIView (0xa) is 3
                    [4] width of UIView (0xb) is at least 0 (sizes are never negative)
                    5 [1] > 3 [2]
                UIKit broke [2] 0x2: without it the others can all hold.

                """)
    }

    /// A third of a point stays rounded to six decimals when it is what the log printed, and a
    /// number the log wrote with more digits keeps them all.
    @Test func printedDigitsAreKept() {
        let text = explain(
            ["<NSLayoutConstraint:0x1 UIView:0xa.width == 0.333333>", "<NSLayoutConstraint:0x2 UIView:0xa.width == 0.1234567891>"],
            broken: "<NSLayoutConstraint:0x2 UIView:0xa.width == 0.1234567891>")
        #expect(text.contains("  [1] 0x1      width of UIView is 0.333333\n"))
        #expect(text.contains("  [2] 0x2      width of UIView is 0.1234567891\n"))
    }
}
