import Cassowary

/// The views of W2 (tops chained) and W2i (tops independent), built into a fresh solver exactly
/// as `docs/benchmark-workloads.md` lists them, in its order. W3 and W4 start from the same problem.
///
/// Variables are made in a fixed order — `rl`, `rt`, `rw`, then left, top, width, height of each
/// view — so a value's index in `allValues()` follows from the view's number.
struct ListProblem {
    /// The index of `rw` in `allValues()`.
    static let rootWidthIndex = 2
    /// The index of view 0's left in `allValues()`.
    static let firstViewIndex = 3

    /// How many variables a problem of `views` views makes.
    static func variableCount(views: Int) -> Int { firstViewIndex + 4 * views }

    /// The solver holding everything.
    let solver: Solver
    /// The root's width: required at 375, or an edit variable for W3.
    let rootWidth: Variable
    /// The 6 constraints of every view, in the order they were added (W4 removes some).
    let viewConstraints: [Constraint]

    /// Builds the problem.
    ///
    /// - Parameters:
    ///   - count: the number of views.
    ///   - chained: W2's `top == top[i-1] + height[i-1] + 8` when true; W2i's
    ///     `top == rt + 8 + 52·i` when false.
    ///   - editableRootWidth: W3's `rw` as an edit variable at 999 suggested to 375, instead of a
    ///     required `rw == 375`.
    init(count: Int, chained: Bool, editableRootWidth: Bool = false) throws {
        let solver = Solver()
        let rl = solver.makeVariable(named: "rl")
        let rt = solver.makeVariable(named: "rt")
        let rw = solver.makeVariable(named: "rw")
        try solver.add(rl == 0)
        try solver.add(rt == 0)
        if editableRootWidth {
            try solver.addEditVariable(rw, priority: 999)
            try solver.suggestValue(375, for: rw)
        } else {
            try solver.add(rw == 375)
        }
        var constraints: [Constraint] = []
        constraints.reserveCapacity(6 * count)
        /// Adds a view constraint and keeps it for W4.
        func keep(_ constraint: Constraint) throws {
            try solver.add(constraint)
            constraints.append(constraint)
        }
        var previous: (top: Variable, height: Variable)?
        for i in 0..<count {
            let left = solver.makeVariable(named: "left")
            let top = solver.makeVariable(named: "top")
            let width = solver.makeVariable(named: "width")
            let height = solver.makeVariable(named: "height")
            let topConstraint: Constraint
            if !chained {
                topConstraint = top == rt + (8 + 52 * Double(i))
            } else if let previous {
                topConstraint = top == previous.top + previous.height + 8
            } else {
                topConstraint = top == rt + 8
            }
            try keep(left == rl + 8)
            try keep(left + width == rl + rw - 8)
            try keep(topConstraint)
            try keep(height >= 44)
            try keep((height <= 44).withPriority(.low))
            try keep((height >= 44).withPriority(.high))
            previous = (top, height)
        }
        self.solver = solver
        self.rootWidth = rw
        self.viewConstraints = constraints
    }

    /// W2 / W2i, one run: build a fresh solver with everything and read all values (timed), then
    /// check the frames (untimed).
    static func runBuild(count: Int, chained: Bool, workload: Workload) throws -> [Phase: Double] {
        let start = monotonicNanoseconds()
        let problem = try ListProblem(count: count, chained: chained)
        let values = problem.solver.allValues()
        let elapsed = seconds(since: start)
        try checkFrames(values, count: count, rootWidth: 375, workload.rawValue)
        return [.build: elapsed]
    }
}
