import CommandLineTesting
import Foundation
import LayoutFormats
import Testing

/// `--work-limit` (issue 21). `autolayout solve` past it refuses every constraint and edit
/// variable still to add as `workLimitExceeded`, runs the other steps, and says on standard
/// error where it stopped; `check` names the views whose ambiguity it did not examine.
@Suite struct WorkLimitCommandTests {
    static let problem = """
        {"constraints": ["x == 0 @500", "x == 1 @500", "x == 2 @500", "x == 3 @500", "x == 4 @500",
                         "x == 5 @500", "x == 6 @500", "x == 7 @500", "x == 8 @500", "x == 9 @500"],
         "steps": [{"add": ["y == 1"]}, {"remove": ["x == 0 @500"]}]}
        """

    @Test func theRunnerReportsTheFirstRefusalAndRunsTheOtherSteps() throws {
        let problem = try SolverProblem.parse(Self.problem, file: "p.json")
        #expect(
            SolverProblemRunner(problem, workLimit: 10).outputLines() == [
                #"{"error": "workLimitExceeded", "constraint": "x == 5 @500", "limit": 10}"#,
                #"{"error": "workLimitExceeded", "constraint": "y == 1", "limit": 10}"#,
                // x pulled to 0 … 4 holds 2; to 1 … 4, anything from 2 to 3 is optimal and it stays.
                #"{"values": {"x": 2, "y": 0}}"#,
            ])
        // Without a limit, the same problem solves whole.
        #expect(
            SolverProblemRunner(problem).outputLines() == [
                #"{"values": {"x": 4, "y": 0}}"#, #"{"values": {"x": 4, "y": 1}}"#, #"{"values": {"x": 5, "y": 1}}"#,
            ])
    }

    @Test func theCommandSaysWhereItStopped() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("work-limit-\(UUID().uuidString).json")
        try Data(Self.problem.utf8).write(to: path)
        defer { try? FileManager.default.removeItem(at: path) }
        let output = try AutolayoutProcess.run(["solve", path.path, "--work-limit", "10"])
        #expect(output.status == 0)
        #expect(output.text.split(separator: "\n").first == #"{"error": "workLimitExceeded", "constraint": "x == 5 @500", "limit": 10}"#)
        #expect(
            output.stderr
                == "\(path.path): stopped at constraint x == 5 @500: the solver's work passed --work-limit 10 (row cells its row operations went through); it and every constraint and edit variable after it were not added, those before it were solved; raise --work-limit, or give none\n"
        )
        let unlimited = try AutolayoutProcess.run(["solve", path.path, "--work-limit", "none"])
        #expect(unlimited.stderr == "")
        #expect(unlimited.text.hasPrefix(#"{"values": {"x": 4, "y": 0}}"#))
    }

    @Test func aLimitThatIsNotACountIsAUsageError() throws {
        for value in ["-1", "ten", "1e9"] {
            let output = try AutolayoutProcess.run(["solve", "Examples/solver/sign-in-form.json", "--work-limit=\(value)"])
            #expect(output.status == 64)
            #expect(output.stderr.hasPrefix("Error: --work-limit expects a whole number of cells from 0, or none; got '\(value)'"))
        }
    }

    @Test func checkNamesTheViewsItDidNotExamine() throws {
        let output = try AutolayoutProcess.run(["check", "Examples/check/banner.yaml", "--work-limit", "0"])
        #expect(output.status == 1)
        #expect(
            output.text == """
                Examples/check/banner.yaml:1:1: banner: 2 views were not examined for ambiguity (title, banner): the layout engine's work passed its limit
                1 case checked: 0 conflicts, 0 ambiguities, 0 refused constraints, 2 views not examined

                """)
        let unlimited = try AutolayoutProcess.run(["check", "Examples/check/banner.yaml", "--work-limit", "none"])
        #expect(!unlimited.text.contains("not examined"))
    }
}
