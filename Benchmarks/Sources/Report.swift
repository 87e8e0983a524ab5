/// What a run found, printed as a text table for people at a terminal or as the markdown block
/// of BENCHMARKS.md.
struct Report {
    /// kiwisolver's side of a row.
    enum PeerCell {
        /// Measured in this run: its runs, operations per run, and its process's peak.
        case measured(Summary, ops: Int, peakKilobytes: Int)
        /// Not run, and why (e.g. `skipped (quadratic: ~50 s)`).
        case skipped(String)
        /// No peer in this run.
        case absent
    }

    /// One phase of one workload at one size.
    struct Row {
        var workload: Workload
        /// Views; for W1, constraints.
        var size: Int
        var phase: Phase
        /// Operations per run (views, resizes, removals, …) for the per-op time.
        var ops: Int
        var ours: Summary
        /// The peak of our memory child (build phases only: W4's phases share one child).
        var ourPeakKilobytes: Int?
        var peer: PeerCell
        /// The straight-arithmetic floor, already in words.
        var floor: String?
    }

    /// One phase of L1, L3 or L3r beside the flexbox engines (issue 20), all per node.
    struct FlexRow {
        var workload: Workload
        var size: Int
        var phase: Phase
        /// Operations per run (views, arranged views), the same nodes on every side.
        var ops: Int
        /// Ours with glibc's default heap, and with the heap kept warm (`WarmHeap.swift`).
        var oursCold: Summary?
        var oursWarm: Summary?
        /// Each engine's samples by the script's phase name (`build`, `layout`, `resize`).
        var peers: [FlexPeer.Engine: [String: Summary]] = [:]
    }

    var machine: Machine
    var loadAfter: String
    var rows: [Row] = []
    /// The flexbox comparison's rows, in a table of their own.
    var flexRows: [FlexRow] = []
    /// The flexbox engines' versions, or why they did not run.
    var flexPeerDescription = "not run"
    /// Our memory child's peak with no workload.
    var ourBaselineKilobytes: Int?
    /// The peer's versions and its empty run's peak, or why there is no peer.
    var peerDescription: String
    var peerBaselineKilobytes: Int?
    /// Findings worth a line under the table (checks across the two sides).
    var notes: [String] = []
    /// The options the run was given.
    var arguments: [String]

    // MARK: Cells

    private static let headers = [
        "workload", "size", "phase", "runs", "ours (median)", "ours per op", "ours peak (Δ baseline)",
        "kiwisolver (median)", "kiwisolver peak", "kiwisolver / ours (per op)",
        "straight arithmetic", "target", "verdict",
    ]

    /// A row's cells, in the order of ``headers``.
    private func cells(_ row: Row) -> [String] {
        let unit = row.phase.unit(in: row.workload)
        let size = row.workload == .form ? "\(row.size) constraints" : "N=\(row.size)"
        var ourPeak = "–"
        if let peak = row.ourPeakKilobytes {
            ourPeak = formatMegabytes(Double(peak) * 1024)
            if let base = ourBaselineKilobytes { ourPeak += " (+\(formatMegabytes(Double(peak - base) * 1024)))" }
        }
        var peerMedian = "–"
        var peerPeak = "–"
        var ratio = "–"
        switch row.peer {
        case .measured(let summary, let ops, let peak):
            peerMedian = formatDuration(summary.median)
            peerPeak = formatMegabytes(Double(peak) * 1024)
            ratio = formatRatio((summary.median / Double(ops)) / (row.ours.median / Double(row.ops)))
        case .skipped(let reason):
            peerMedian = reason
            if let reference = Reference.kiwi(row.workload, size: row.size, phase: row.phase) {
                peerMedian += "; benchmark-workloads.md: kiwi C++ \(formatDuration(reference.seconds))"
                if let bytes = reference.peakBytes { peerPeak = "ref. \(formatMegabytes(bytes))" }
                ratio = "~" + formatRatio(reference.seconds / row.ours.median) + " (vs ref.)"
            }
        case .absent:
            break
        }
        let target = Target.of(row.workload, size: row.size, phase: row.phase)
        // The memory target is the solver's: the peak over an empty run of the same binary.
        let ourPeakDelta = row.ourPeakKilobytes.map { Double($0 - (ourBaselineKilobytes ?? 0)) * 1024 }
        return [
            row.workload.title, size, row.phase.label(in: row.workload), String(row.ours.runs),
            formatDuration(row.ours.median),
            "\(formatDuration(row.ours.median / Double(row.ops)))/\(unit)",
            ourPeak, peerMedian, peerPeak, ratio, row.floor ?? "–",
            target?.text(unit: unit) ?? "–",
            target?.verdict(median: row.ours.median, ops: row.ops, unit: unit, peakBytes: ourPeakDelta) ?? "–",
        ]
    }

    // MARK: The flexbox comparison

    private static let flexHeaders = [
        "workload", "size", "phase", "ours, cold heap (per node)", "ours, warm heap",
        "Yoga, with building", "Yoga, layout alone", "Yoga / ours (cold)",
        "Taffy, with building", "Taffy, layout alone", "Taffy / ours (cold)",
    ]

    /// A flexbox row's cells, in the order of ``flexHeaders``: times per node; a build row's
    /// ratio compares the peer's build and first layout with ours, a relayout row's the
    /// relayouts.
    private func flexCells(_ row: FlexRow) -> [String] {
        let ops = Double(row.ops)
        func perNode(_ summary: Summary?) -> String {
            summary.map { formatDuration($0.median / ops) } ?? "–"
        }
        var cells = [
            row.workload.title, "N=\(row.size)", row.phase.label(in: row.workload),
            perNode(row.oursCold), perNode(row.oursWarm),
        ]
        for engine in FlexPeer.Engine.allCases {
            let phases = row.peers[engine] ?? [:]
            let compared = row.phase == .build ? phases["build"] : phases["resize"]
            cells.append(row.phase == .build ? perNode(phases["build"]) : "–")
            cells.append(perNode(row.phase == .build ? phases["layout"] : phases["resize"]))
            if let compared, let ours = row.oursCold {
                cells.append(formatRatio(compared.median / ours.median))
            } else {
                cells.append("–")
            }
        }
        return cells
    }

    /// The flexbox table as markdown rows (empty when no row was measured).
    private func flexMarkdown() -> String {
        guard !flexRows.isEmpty else { return "" }
        var text = "\nBeside the flexbox engines (issue 20; `Benchmarks/flexbox_workloads.py`, per node, medians; "
            + "the ratio is the peer's time over ours with the cold heap, above 1 where we are faster):\n\n"
        text += "| " + Self.flexHeaders.joined(separator: " | ") + " |\n"
        text += "|" + String(repeating: "---|", count: Self.flexHeaders.count) + "\n"
        for row in flexRows { text += "| " + flexCells(row).joined(separator: " | ") + " |\n" }
        return text
    }

    // MARK: Text

    /// The table with aligned columns, then the context lines.
    func text() -> String {
        var text = Self.aligned([Self.headers] + rows.map(cells))
        if !flexRows.isEmpty {
            text += "\n" + Self.aligned([Self.flexHeaders] + flexRows.map(flexCells))
        }
        text += "\n" + (context() + notes).map { "- " + $0 }.joined(separator: "\n") + "\n"
        return text
    }

    /// A table with aligned columns, its first line the headers.
    private static func aligned(_ table: [[String]]) -> String {
        var widths = [Int](repeating: 0, count: table.first?.count ?? 0)
        for line in table {
            for (column, cell) in line.enumerated() { widths[column] = max(widths[column], cell.count) }
        }
        var text = ""
        for (index, line) in table.enumerated() {
            let padded = line.enumerated().map { column, cell in
                cell + String(repeating: " ", count: widths[column] - cell.count)
            }
            text += padded.joined(separator: "  ") + "\n"
            if index == 0 { text += widths.map { String(repeating: "-", count: $0) }.joined(separator: "  ") + "\n" }
        }
        return text
    }

    // MARK: Markdown

    /// The marker lines around the generated block of BENCHMARKS.md.
    static let beginMarker = "<!-- benchmark:begin (generated by autolayout-benchmark --markdown-file BENCHMARKS.md) -->"
    static let endMarker = "<!-- benchmark:end -->"

    /// The generated block: context, then the table, between the markers.
    func markdown() -> String {
        var text = Self.beginMarker + "\n"
        text += context().map { "- " + $0 }.joined(separator: "\n") + "\n\n"
        text += "| " + Self.headers.joined(separator: " | ") + " |\n"
        text += "|" + String(repeating: "---|", count: Self.headers.count) + "\n"
        for row in rows {
            text += "| " + cells(row).map { $0.replacingPipes() }.joined(separator: " | ") + " |\n"
        }
        text += flexMarkdown()
        if !notes.isEmpty { text += "\n" + notes.map { "- " + $0 }.joined(separator: "\n") + "\n" }
        text += Self.endMarker + "\n"
        return text
    }

    /// Replaces the generated block of `document` (between the markers) with this run's.
    ///
    /// - Throws: ``BenchmarkFailure`` when the document has no such block.
    func replacingBlock(in document: String) throws -> String {
        let lines = document.split(separator: "\n", omittingEmptySubsequences: false)
        guard let begin = lines.firstIndex(where: { $0.hasPrefix("<!-- benchmark:begin") }),
            let end = lines[begin...].firstIndex(where: { $0.hasPrefix(Self.endMarker) })
        else {
            throw BenchmarkFailure("no \(Self.beginMarker) … \(Self.endMarker) block to replace")
        }
        let before = lines[..<begin].joined(separator: "\n")
        let after = lines[(end + 1)...].joined(separator: "\n")
        return before + "\n" + markdown() + after
    }

    // MARK: Context

    /// The lines that say what was measured where: command, machine, commit, load, peer, memory.
    private func context() -> [String] {
        var lines = [
            "Command: `swift run -c release autolayout-benchmark"
                + (arguments.isEmpty ? "" : " " + arguments.joined(separator: " ")) + "`",
            "Machine: \(machine.cpu), \(machine.cores) cores, \(formatMegabytes(machine.memoryBytes)) memory; "
                + machine.system,
            "Swift: \(machine.swift)",
            "Commit: \(machine.commit); run \(machine.date)",
            "Load average (1, 5, 15 min): \(machine.loadBefore) at the start, \(loadAfter) at the end",
            "Peer: \(peerDescription)",
            "Flexbox peers: \(flexPeerDescription)",
            arguments.contains("--cold-heap")
                ? "Heap: cold (`--cold-heap`): glibc's trimming as it comes, so a run may fault its memory in again"
                : "Heap: warm: the timing process keeps glibc from trimming its heap (`WarmHeap.swift`), so runs reuse touched pages; `--cold-heap` for glibc's defaults",
        ]
        var baseline = "Peak memory is each workload's own child process's VmHWM (MB = 10⁶ bytes); "
        if let ours = ourBaselineKilobytes { baseline += "an empty run of ours peaks at \(formatMegabytes(Double(ours) * 1024))" }
        if let peer = peerBaselineKilobytes {
            baseline += ", Python with kiwisolver imported at \(formatMegabytes(Double(peer) * 1024))"
        }
        lines.append(baseline + "; the memory target applies to the difference (Δ)")
        return lines
    }
}

extension String {
    /// The cell with `|` escaped for a markdown table.
    fileprivate func replacingPipes() -> String {
        var result = ""
        for character in self { result += character == "|" ? "\\|" : String(character) }
        return result
    }
}
