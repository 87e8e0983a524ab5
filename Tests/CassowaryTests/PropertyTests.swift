import Testing

/// Property tests of the solver against the reference LP solver (Support/ReferenceSolver.swift),
/// on seeded random call sequences. `ScenarioRunner` lists the properties checked after every
/// step. A failure names its seed and prints the failing sequence shrunk to a minimal one, as
/// Swift code.
///
/// Each test runs its seeds in chunks (one test case per chunk), so that the cases spread over
/// the cores without flooding the output; a chunk reports its first failure only.
@Suite struct PropertyTests {
    /// Tiny systems: the most pivoting corner cases per second.
    static let tiny = ScenarioShape(variables: 2...4, steps: 8...25, levels: 1...3)
    static let small = ScenarioShape(variables: 2...8, steps: 10...35, levels: 1...6)
    static let medium = ScenarioShape(variables: 8...20, steps: 20...50, levels: 2...6)
    /// Up to 40 variables and, with the step count, up to about 80 constraints.
    static let large = ScenarioShape(variables: 25...40, steps: 60...100, levels: 3...6, remove: 5)
    /// Mostly required constraints with random constants: conflicts, conflict sets, rollbacks.
    static let conflicts = ScenarioShape(
        variables: 2...6, steps: 10...30, levels: 1...3, requiredAdd: 10, wildRequiredAdd: 20,
        optionalAdd: 10,
        updateConstant: 15)
    /// Many required constraints that hold together, then now and then one that does not: the
    /// conflict must be found among many bystanders.
    static let conflictsAmongMany = ScenarioShape(
        variables: 4...12, steps: 30...60, levels: 1...3, requiredAdd: 30, wildRequiredAdd: 3, optionalAdd: 8,
        updateConstant: 6)
    /// Edit variables and suggestions dominate: the dual simplex.
    static let edits = ScenarioShape(
        variables: 2...10, steps: 15...40, levels: 2...6, requiredAdd: 12, optionalAdd: 15, addEdit: 10,
        suggest: 30, removeEdit: 4)
    /// Chains of neighbouring variables, as in a layout: long dependency paths.
    static let chains = ScenarioShape(
        variables: 6...30, steps: 20...60, levels: 2...6, chains: true, makeVariable: 4)
    /// Coefficients and constants that are not exact in binary.
    static let awkward = ScenarioShape(variables: 2...10, steps: 10...40, levels: 1...6, awkwardNumbers: true)
    /// Coordinates in the millions (constants up to ±6·10⁷), with exact binary numbers: the
    /// systems are exactly feasible, so a tolerance that does not scale with them shows.
    static let largeCoordinates = ScenarioShape(variables: 2...10, steps: 10...40, levels: 1...6, scale: 1e6)
    /// Long runs of adding, removing and re-adding: recycled symbols, rows and tags.
    static let churn = ScenarioShape(
        variables: 2...8, steps: 150...300, levels: 1...6, maxConstraints: 25, remove: 25, readd: 15,
        updatePriority: 10)
    /// Inexact coefficients in longer sequences (only for `seedsFoundByLongerHunts`).
    static let awkwardLong = ScenarioShape(
        variables: 3...10, steps: 40...100, levels: 1...6, awkwardNumbers: true)
    /// Calls that must throw, between ordinary ones.
    static let misuse = ScenarioShape(variables: 2...6, steps: 10...30, levels: 1...4, misuse: 25, reset: 2)

    @Test(arguments: 0..<8) func tinySystems(chunk: Int) {
        checkSeeds(chunk: chunk, of: 60, base: 1_000_000, shape: Self.tiny, requiring: ["conflictChecked": 3])
    }

    @Test(arguments: 0..<8) func smallSystems(chunk: Int) {
        checkSeeds(
            chunk: chunk, of: 40, base: 2_000_000, shape: Self.small, requiring: ["conflictChecked": 3])
    }

    @Test(arguments: 0..<4) func mediumSystems(chunk: Int) {
        checkSeeds(chunk: chunk, of: 10, base: 3_000_000, shape: Self.medium)
    }

    @Test(arguments: 0..<2) func largeSystems(chunk: Int) {
        checkSeeds(chunk: chunk, of: 3, base: 4_000_000, shape: Self.large)
    }

    @Test(arguments: 0..<4) func conflictingRequiredConstraints(chunk: Int) {
        checkSeeds(
            chunk: chunk, of: 40, base: 5_000_000, shape: Self.conflicts,
            requiring: ["conflictChecked": 12, "step updateConstant": 60])
    }

    @Test(arguments: 0..<4) func conflictsAmongManyRequiredConstraints(chunk: Int) {
        checkSeeds(
            chunk: chunk, of: 15, base: 8_000_000, shape: Self.conflictsAmongMany,
            requiring: ["conflictChecked": 4])
    }

    @Test(arguments: 0..<4) func editVariables(chunk: Int) {
        checkSeeds(
            chunk: chunk, of: 30, base: 6_000_000, shape: Self.edits, requiring: ["step suggestValue": 70])
    }

    @Test(arguments: 0..<4) func layoutLikeChains(chunk: Int) {
        checkSeeds(
            chunk: chunk, of: 10, base: 9_000_000, shape: Self.chains, requiring: ["step makeVariable": 7])
    }

    @Test(arguments: 0..<4) func awkwardNumbers(chunk: Int) {
        checkSeeds(chunk: chunk, of: 30, base: 10_000_000, shape: Self.awkward)
    }

    @Test(arguments: 0..<4) func longChurn(chunk: Int) {
        checkSeeds(chunk: chunk, of: 3, base: 11_000_000, shape: Self.churn, requiring: ["step remove": 90])
    }

    @Test(arguments: 0..<2) func largeCoordinates(chunk: Int) {
        checkSeeds(chunk: chunk, of: 25, base: 12_000_000, shape: Self.largeCoordinates)
    }

    @Test(arguments: 0..<4) func misuseThrowsAndChangesNothing(chunk: Int) {
        checkSeeds(
            chunk: chunk, of: 30, base: 7_000_000, shape: Self.misuse,
            requiring: [
                "nonFinite": 12, "invalidPriority": 8, "unknownConstraint": 15, "duplicateConstraint": 4,
                "unknownEditVariable": 8, "unknownVariable": 6, "priorityCrossesRequired": 5,
            ])
    }

    /// Seeds that longer hunts (thousands of seeds per shape, too slow for every run) found
    /// failing, and the solver now passes exactly; kept so that they stay checked.
    @Test(arguments: [("awkwardLong", 61_001_422)] as [(String, UInt64)])
    func seedsFoundByLongerHunts(shape: String, seed: UInt64) {
        let shapes = ["awkward": Self.awkward, "awkwardLong": Self.awkwardLong, "churn": Self.churn]
        // Their shrunk forms are in SolverRegressionTests; shrinking these long scenarios again
        // on every failing run would cost a minute.
        checkSeeds(chunk: 0, of: 1, base: seed, shape: shapes[shape]!, shrinking: false)
    }

    /// Long runs (40–170 calls) on coefficients that are not exact in binary (1/7, 1/3, 0.1),
    /// where rounding builds up in the tableau: the solver's documented accuracy there is 10⁻³
    /// of the values' scale (the README's "Numerical accuracy"); these seeds drift by up to
    /// 10⁻⁴. Bit-for-bit comparisons between runs that took different paths are left out.
    /// (`awkward` 50000647 passed at 10⁻⁶ until the row constants were summed with their
    /// rounding kept: its values change in the last digit from step 17, and an ill-conditioned
    /// removal at step 32 magnifies that to 1.3 × 10⁻⁶, against 4 × 10⁻⁷ before. The shrunk
    /// form of its first failure drifts as much either way: 1.5 × 10⁻⁵.)
    @Test(
        arguments: [
            ("awkwardLong", 61_000_433), ("awkwardLong", 61_001_260), ("awkwardLong", 60_000_074),
            ("churn", 90_000_013), ("awkward", 50_000_647),
        ] as [(String, UInt64)])
    func longInexactRunsStayWithinTheDocumentedAccuracy(shape: String, seed: UInt64) {
        let shapes = ["awkward": Self.awkward, "awkwardLong": Self.awkwardLong, "churn": Self.churn]
        var options = RunOptions()
        options.tolerance = 1e-3
        options.checkValueRange = false
        checkSeeds(chunk: 0, of: 1, base: seed, shape: shapes[shape]!, options: options, shrinking: false)
    }
}

/// Runs seeds `base + chunk * count ..< base + (chunk + 1) * count`; records the first failure
/// (shrunk) and how many other seeds failed, and checks that the runs did what the test is about
/// (`requiring`: the least count of each tally key, e.g. `conflictChecked`), so that a generator
/// that stops producing some kind of call does not leave a test passing vacuously. Returns what
/// the runs tallied.
@discardableResult
func checkSeeds(
    chunk: Int, of count: Int, base: UInt64, shape: ScenarioShape, options: RunOptions = RunOptions(),
    requiring minimums: [String: Int] = [:], shrinking: Bool = true,
    sourceLocation: SourceLocation = #_sourceLocation
) -> [String: Int] {
    var failed: [UInt64] = []
    var tally: [String: Int] = [:]
    for offset in 0..<count {
        let seed = base + UInt64(chunk * count + offset)
        var generator = ScenarioGenerator(seed: seed, shape: shape)
        let scenario = generator.scenario()
        let runner = ScenarioRunner(scenario, options: options)
        let failure = runner.run()
        tally.merge(runner.tally, uniquingKeysWith: +)
        tally["scenarios", default: 0] += 1
        guard let failure else { continue }
        failed.append(seed)
        guard failed.count == 1 else { continue }
        guard shrinking else {
            Issue.record(Comment(rawValue: "seed \(seed): \(failure)"), sourceLocation: sourceLocation)
            continue
        }
        let (minimal, minimalFailure) = shrink(scenario, failure: failure, options: options)
        Issue.record(
            Comment(
                rawValue: """
                    seed \(seed): \(failure)
                    minimal reproduction (\(minimal.steps.count) of \(scenario.steps.count) steps):
                    \(swiftReproduction(minimal, failure: minimalFailure, options: options))
                    """),
            sourceLocation: sourceLocation)
    }
    if failed.count > 1 {
        Issue.record(
            Comment(rawValue: "\(failed.count) of \(count) seeds fail; the others: \(failed.dropFirst())"),
            sourceLocation: sourceLocation)
    }
    // Every run must exercise the optimum (levels with error) and what the test is about. (A
    // failing scenario stops early, so the counts only mean something when none failed.)
    guard failed.isEmpty else { return tally }
    let required = minimums.merging(
        ["succeeded": 5 * count, "levelsWithError": count], uniquingKeysWith: max)
    for (key, minimum) in required.sorted(by: { $0.key < $1.key }) {
        #expect(
            tally[key, default: 0] >= minimum,
            "coverage: only \(tally[key, default: 0]) × \(key) in \(count) scenarios",
            sourceLocation: sourceLocation)
    }
    return tally
}
