/// The whole run: every chosen workload and size, ours then kiwisolver's right after, so that
/// both sides of each ratio see the same machine load.
struct Suite {
    var options: Options

    /// Runs everything and gathers the report.
    ///
    /// - Throws: ``BenchmarkFailure`` when a check fails on either side.
    func run() throws -> Report {
        let machine = options.profile ? Machine.unknown : Machine.current()
        var ourBaseline: Int?
        if !options.profile {
            progress("baseline: an empty child of ours")
            ourBaseline = try Memory.peakOfChild(["--child", "baseline"])
        }

        var peer: KiwiPeer?
        var peerDescription = "not run (--no-peer)"
        if options.peer && !options.profile {
            switch KiwiPeer.start(python: options.python, script: options.peerScript) {
            case .success(let started):
                peer = started
                peerDescription = "kiwisolver \(started.baseline.version) on Python \(started.baseline.python) "
                    + "(Benchmarks/kiwisolver_workloads.py), each workload in its own process"
            case .failure(let reason):
                printError("no peer: \(reason); going on without kiwisolver")
                peerDescription = "none: \(reason)"
            }
        }

        var flexPeers: [FlexPeer] = []
        var flexDescriptions: [String] = []
        if options.peer && !options.profile && options.workloads.contains(where: \.hasFlexPeers) {
            for engine in FlexPeer.Engine.allCases {
                switch FlexPeer.start(engine, python: options.python) {
                case .success(let started):
                    flexPeers.append(started)
                    flexDescriptions.append(
                        "\(engine.title) through \(engine.package) \(started.baseline.version)")
                case .failure(let reason):
                    printError("no \(engine.title): \(reason); going on without it")
                    flexDescriptions.append("no \(engine.title): \(reason)")
                }
            }
        }

        var report = Report(
            machine: machine, loadAfter: "", ourBaselineKilobytes: ourBaseline, peerDescription: peerDescription,
            peerBaselineKilobytes: peer?.baseline.peakKilobytes, arguments: options.arguments)
        if options.quick { report.notes.append("**--quick: few runs, not for the table.**") }
        if !flexDescriptions.isEmpty {
            report.flexPeerDescription = flexDescriptions.joined(separator: ", ")
                + (flexPeers.first.map { " on Python \($0.baseline.python) (Benchmarks/flexbox_workloads.py)" } ?? "")
        } else if !options.peer {
            report.flexPeerDescription = "not run (--no-peer)"
        }

        for workload in options.workloads {
            let form = workload == .form ? try FormProblem.load(options.formFile ?? FormProblem.defaultPath) : nil
            for size in form.map({ [$0.constraintCount] }) ?? workload.sizes
            where options.size == nil || options.size == size || workload == .form {
                let rows = try measureWorkload(
                    workload, size: size, form: form, peer: peer, flexPeers: flexPeers, report: &report)
                report.rows += rows
            }
        }
        report.loadAfter = Machine.loadAverage()
        return report
    }

    // MARK: One workload at one size

    /// Seconds of whole runs (set-up included) after which L4–L7 start no run beyond the minimum
    /// (see `RunPolicy.withWallBudget(_:)`); `--quick` keeps its own tenth of a second.
    private var setUpBudget: Double { options.quick ? options.policy.budget : 5 }

    /// Times one workload at one size on our side, measures its peak memory, runs the peer on it,
    /// and returns a row per phase.
    private func measureWorkload(
        _ workload: Workload, size: Int, form: FormProblem?, peer: KiwiPeer?, flexPeers: [FlexPeer],
        report: inout Report
    ) throws -> [Report.Row] {
        let name = "\(workload.rawValue) N=\(size)"
        progress("\(name): ours")
        var samples: [Phase: [Double]]
        var ops: [Phase: Int]
        var floor: String?
        // A phase's own note in the last column (D1's rate), instead of the workload's floor.
        var notesByPhase: [Phase: String] = [:]
        switch workload {
        case .list, .independentList:
            samples = try measure(options.policy) {
                try ListProblem.runBuild(count: size, chained: workload == .list, workload: workload)
            }
            ops = [.build: size]
            floor = options.profile ? nil : formatDuration(try StraightArithmetic.floor(count: size)) + " total"
        case .resize:
            samples = try measure(options.policy) { try ResizeWorkload.run(count: size) }
            ops = [.resize: ResizeWorkload.resizeCount]
            floor = options.profile ? nil : formatDuration(try StraightArithmetic.floor(count: size)) + "/resize"
        case .churn:
            samples = try measure(options.policy) { try ChurnWorkload.run(count: size) }
            ops = [.remove: 6 * size / 10, .readd: 6 * size / 10]
        case .engineList:
            samples = try measure(options.policy) { try EngineListWorkload.runList(count: size) }
            ops = [.build: size, .resize: size]
            floor = options.profile ? nil : formatDuration(try StraightArithmetic.floor(count: size)) + " total"
        case .localChange:
            samples = try measure(options.policy) { try EngineListWorkload.runLocalChange(count: size) }
            ops = [.change: EngineListWorkload.changeCount]
        case .stackOfStacks:
            samples = try measure(options.policy) { try StackWorkload.runStackOfStacks(leaves: size) }
            ops = [.build: StackWorkload.arrangedCount(leaves: size)]
        case .stackRelayout:
            samples = try measure(options.policy) { try StackWorkload.runStackRelayout(leaves: size) }
            ops = [.resize: StackWorkload.arrangedCount(leaves: size)]
        case .hiddenToggle:
            samples = try measure(options.policy) { try StackWorkload.runHiddenToggle(count: size) }
            ops = [.toggle: StackWorkload.toggleCount]
        case .guides:
            samples = try measure(options.policy.withWallBudget(setUpBudget)) { try GuidesWorkload.run(count: size) }
            ops = [.change: GuidesWorkload.changeCount]
        case .subtreeRemoval:
            samples = try measure(options.policy.withWallBudget(setUpBudget)) {
                try SubtreeRemovalWorkload.run(views: size)
            }
            ops = [.remove: SubtreeRemovalWorkload.removalCount]
        case .directionFlip:
            samples = try measure(options.policy.withWallBudget(setUpBudget)) {
                try DirectionFlipWorkload.run(count: size)
            }
            ops = [.flip: DirectionFlipWorkload.flipCount * size]
        case .brokenRetry:
            samples = try measure(options.policy.withWallBudget(setUpBudget)) {
                try BrokenRetryWorkload.run(broken: size)
            }
            ops = [.remove: BrokenRetryWorkload.removalCount]
        case .labels:
            samples = try measure(options.policy) { try LabelsWorkload.run(count: size) }
            ops = [.build: size, .resize: size]
            floor = options.profile ? nil : "text alone: " + formatDuration(LabelsWorkload.measuringAlone(count: size))
        case .labelStack:
            samples = try measure(options.policy) { try LabelStackWorkload.run(count: size) }
            ops = [.build: size]
        case .shortText:
            samples = try measure(options.policy) { try ShortTextWorkload.run(count: size) }
            ops = [.measure: size]
        case .selfSizingCells:
            samples = try measure(options.policy) { try TableWorkload.runCells(count: size) }
            ops = [.build: size, .resize: size]
            floor = options.profile ? nil : "one cell sized \(size) times: "
                + formatDuration(TableWorkload.sizingOneCell(count: size))
        case .tableScroll:
            samples = try measure(options.policy) { try TableWorkload.runScroll(count: size) }
            ops = [.scroll: TableWorkload.scrollCount]
        case .documentRead:
            let json = DocumentReadWorkload.json(views: size)
            let yaml = DocumentReadWorkload.yaml(views: size)
            samples = try measure(options.policy) { try DocumentReadWorkload.run(views: size, json: json, yaml: yaml) }
            ops = [.readJSON: size, .readYAML: size]
            notesByPhase[.readJSON] = DocumentReadWorkload.throughput(
                bytes: json.utf8.count, median: Summary(samples[.readJSON] ?? []).median)
            notesByPhase[.readYAML] = DocumentReadWorkload.throughput(
                bytes: yaml.utf8.count, median: Summary(samples[.readYAML] ?? []).median)
        case .documentLayout:
            let json = DocumentReadWorkload.json(views: size)
            samples = try measure(options.policy) { try DocumentLayoutWorkload.run(views: size, json: json) }
            ops = [.build: size, .display: size]
        case .solveParse:
            let text = SolveParseWorkload.text(views: size)
            samples = try measure(options.policy) { try SolveParseWorkload.run(views: size, text: text) }
            ops = [.parse: 6 * size + 3, .solve: 6 * size + 3]
        case .renderSVG, .renderPNG:
            samples = try measure(options.policy) { try RenderWorkload.run(views: size, png: workload == .renderPNG) }
            ops = [.render: size]
        case .form:
            guard let form else { throw BenchmarkFailure("W1 without its problem") }
            samples = try measure(options.policy) { try form.runBuild() }
            let session = try form.makeSession()
            samples.merge(try measure(options.policy) { try session.runSuggest() }) { $1 }
            ops = [.build: form.constraintCount, .suggest: FormProblem.suggestCycles * form.sizeCount]
        }

        var peak: Int?
        if !options.profile {
            progress("\(name): ours, peak memory")
            var childArguments = ["--child", workload.rawValue, String(size)]
            if let form { childArguments += ["--form", form.path] }
            peak = try Memory.peakOfChild(childArguments)
        }

        if workload.hasFlexPeers && !options.profile {
            report.flexRows += try compareWithFlexbox(workload, size: size, samples: samples, ops: ops, peers: flexPeers)
        }

        let peerOutput = try runPeer(peer, workload, size: size, form: form, notes: &report.notes)
        var peerCell: (Phase) -> Report.PeerCell = { _ in .absent }
        switch peerOutput {
        case .output(let output):
            try compare(output, workload, size: size, form: form, notes: &report.notes)
            peerCell = { phase in
                guard let result = output.results.first(where: { $0.phase == phase.rawValue }), !result.samples.isEmpty
                else { return .absent }
                return .measured(Summary(result.samples), ops: result.ops, peakKilobytes: output.peakKilobytes)
            }
        case .skipped(let reason):
            peerCell = { _ in .skipped(reason) }
        case .absent:
            break
        }

        let phases: [Phase] = [
            .build, .resize, .remove, .readd, .suggest, .change, .toggle, .flip, .readJSON, .readYAML, .display, .parse,
            .solve, .render, .scroll, .measure,
        ].filter { samples[$0] != nil }
        return phases.map { phase in
            let summary = Summary(samples[phase] ?? [])
            progress("\(name) \(phase.rawValue): ours \(formatDuration(summary.median)) (\(summary.runs) runs)")
            return Report.Row(
                workload: workload, size: size, phase: phase, ops: ops[phase] ?? 1, ours: summary,
                ourPeakKilobytes: phase == phases.first ? peak : nil, peer: peerCell(phase),
                floor: notesByPhase[phase] ?? floor)
        }
    }

    // MARK: The flexbox peers

    /// Ours once more with the other heap (a child process), then Yoga and Taffy on the same
    /// workload and size: a row per phase of ours.
    private func compareWithFlexbox(
        _ workload: Workload, size: Int, samples: [Phase: [Double]], ops: [Phase: Int], peers: [FlexPeer]
    ) throws -> [Report.FlexRow] {
        let cold = !options.coldHeap
        progress("\(workload.rawValue) N=\(size): ours, \(cold ? "cold" : "warm") heap (a child)")
        let other = try OtherHeap.samples(workload, size: size, policy: options.policy, cold: cold)
        var rows = [Phase.build, .resize].compactMap { phase -> Report.FlexRow? in
            guard let here = samples[phase], !here.isEmpty else { return nil }
            let there = other[phase].flatMap { $0.isEmpty ? nil : Summary($0) }
            return Report.FlexRow(
                workload: workload, size: size, phase: phase, ops: ops[phase] ?? 1,
                oursCold: cold ? there : Summary(here), oursWarm: cold ? Summary(here) : there)
        }
        for peer in peers {
            if options.quick && size > 1000 { continue }
            progress("\(workload.rawValue) N=\(size): \(peer.engine.title)")
            let output = try peer.run(workload, size: size, policy: options.policy)
            var phases: [String: Summary] = [:]
            for result in output.results where !result.samples.isEmpty {
                guard result.ops == rows.first?.ops else {
                    throw BenchmarkFailure(
                        "\(peer.engine.title) counts \(result.ops) nodes on \(workload.rawValue) N=\(size), "
                            + "ours \(rows.first?.ops ?? 0)")
                }
                phases[result.phase] = Summary(result.samples)
            }
            for index in rows.indices { rows[index].peers[peer.engine] = phases }
        }
        return rows
    }

    // MARK: The peer

    /// What became of the peer's run.
    private enum PeerOutcome {
        case output(KiwiPeer.Output)
        case skipped(String)
        case absent
    }

    /// Runs kiwisolver on one workload at one size, unless there is no peer or the run is too
    /// large for it (then the reason, and a note).
    private func runPeer(
        _ peer: KiwiPeer?, _ workload: Workload, size: Int, form: FormProblem?, notes: inout [String]
    ) throws -> PeerOutcome {
        guard let peer, workload.hasPeer else { return .absent }
        if workload.isLargeForPeer(size: size) && !options.peerLarge {
            notes.append(
                "kiwisolver skipped on \(workload.rawValue) at N = \(size): quadratic, about 50 s and 2.4 GB "
                    + "(docs/benchmark-workloads.md); `--peer-large` runs it")
            return .skipped("skipped (quadratic: ~50 s)")
        }
        if options.quick && size > 1000 && workload != .form {
            return .skipped("skipped (--quick)")
        }
        progress("\(workload.rawValue) N=\(size): kiwisolver")
        return .output(try peer.run(workload, size: size, policy: options.policy, form: form?.path))
    }

    /// Cross-checks what both sides must agree on: W4's shuffle (else they would churn different
    /// constraints) and W1's values.
    private func compare(
        _ output: KiwiPeer.Output, _ workload: Workload, size: Int, form: FormProblem?, notes: inout [String]
    ) throws {
        switch workload {
        case .churn:
            let ours = Array(ChurnWorkload.order(count: size).prefix(8))
            guard let theirs = output.shuffleHead, theirs == ours else {
                throw BenchmarkFailure(
                    "W4: the Python shuffle differs from ours (\(output.shuffleHead ?? []) vs \(ours)): "
                        + "the two sides would churn different constraints")
            }
            notes.append("W4: both sides churn the same constraints (shuffle head \(ours.map(String.init).joined(separator: ", ")))")
        case .form:
            guard let form, let theirs = output.formValues else { return }
            notes.append(try form.compare(withPeer: theirs))
        default:
            break
        }
    }

    /// A progress line on standard error, so that the table on standard output stays clean.
    private func progress(_ message: String) {
        printError("· " + message)
    }
}
