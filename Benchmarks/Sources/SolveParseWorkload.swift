import Foundation
import LayoutFormats

/// S1 solve (issue 16): what `autolayout solve` does with W2's list of N = 1000 views written in
/// the solver format (`docs/solver-format.md`): 6003 constraint strings, `left7 == rl + 8`, …,
/// in W2's order. Issue 16 found the command spending 30 ms of 39 ms parsing at this size, in
/// Unicode property look-ups per character, before the grammar read bytes.
///
/// - **parse**: `SolverProblem.parse` of the file's text (JSON, then every constraint string).
/// - **parse + solve**: the same, then `SolverProblemRunner` solving it and writing the JSON
///   line `solve` prints (file reading and printing excluded).
///
/// Checked: 6003 constraints read, and the line holds the last view's top, 8 + 52 · 999 = 51956.
enum SolveParseWorkload {
    /// The size run (views).
    static let sizes = [1000]

    /// W2's problem as a solver file.
    static func text(views: Int) -> String {
        var constraints = ["rl == 0", "rt == 0", "rw == 375"]
        for i in 0..<views {
            constraints += [
                "left\(i) == rl + 8", "left\(i) + width\(i) == rl + rw - 8",
                i == 0 ? "top0 == rt + 8" : "top\(i) == top\(i - 1) + height\(i - 1) + 8",
                "height\(i) >= 44", "height\(i) <= 44 @250", "height\(i) >= 44 @750",
            ]
        }
        return "{\"constraints\": [\n" + constraints.map { "  \"\($0)\"" }.joined(separator: ",\n") + "\n]}\n"
    }

    /// One run: parse (timed), then parse and solve (timed), checked.
    static func run(views: Int, text: String) throws -> [Phase: Double] {
        var start = monotonicNanoseconds()
        let parsed = try SolverProblem.parse(text, file: "s1.json")
        let parse = seconds(since: start)
        start = monotonicNanoseconds()
        let problem = try SolverProblem.parse(text, file: "s1.json")
        let lines = SolverProblemRunner(problem).outputLines()
        let solve = seconds(since: start)
        guard parsed.constraints.count == 6 * views + 3 else {
            throw BenchmarkFailure("S1: \(parsed.constraints.count) constraints for \(views) views")
        }
        let lastTop = "\(8 + 52 * (views - 1))"
        guard lines.count == 1, lines[0].contains("\"top\(views - 1)\": \(lastTop)") || lines[0].contains("\"top\(views - 1)\":\(lastTop)")
        else { throw BenchmarkFailure("S1: the solve's line lacks top\(views - 1) = \(lastTop)") }
        return [.parse: parse, .solve: solve]
    }
}
