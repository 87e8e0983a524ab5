import ArgumentParser
import AutoLayout

/// `--work-limit N|none`: the most work (row cells gone through by the solver's row
/// operations, ``Cassowary/Solver/workLimit``) a command lets one solver do before it adds
/// no more constraints, so that a hostile or runaway input stops with a message that names
/// where it stopped instead of running for minutes. Shared by the commands that solve.
struct WorkLimitOption: ParsableArguments {
    @Option(
        name: .customLong("work-limit"),
        help: ArgumentHelp(
            "The most work (row cells its row operations go through) one solver may do before it adds no more constraints: 500000000 by default, a few seconds; none for no limit.",
            valueName: "N|none"))
    var text: String?

    /// The limit: `Int.max` for `none`.
    var limit: Int {
        guard let text else { return Self.defaultLimit }
        // `validate()` refused anything else before `run()` asks.
        return text == "none" ? .max : Int(text) ?? Self.defaultLimit
    }

    /// 5·10⁸ cells, the limit of every command unless `--work-limit` says otherwise
    /// (docs/benchmark-workloads.md, "Budgets").
    static let defaultLimit = 500_000_000

    /// Gives every layout engine made from now on the limit (``LayoutEngine/defaultWorkLimit``):
    /// the windows of documents, cases and cells.
    func apply() {
        LayoutEngine.defaultWorkLimit = limit
    }

    func validate() throws {
        guard let text, text != "none" else { return }
        guard let value = Int(text), value >= 0 else {
            throw ValidationError("--work-limit expects a whole number of cells from 0, or none; got '\(text)'")
        }
    }
}
