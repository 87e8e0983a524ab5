/// The workloads of `docs/benchmark-workloads.md` that this benchmark runs: the solver's
/// (W1–W4), the engine's (L1, L2, L3, and L3h, issue 4's hidden toggle; L4–L7, the paths of
/// issue 15 that must cost only what changed), T1, the labels of issue 5
/// (`LabelsWorkload.swift`), issue 16's documents and solver files (D1, D2, S1), and R1 and R2,
/// a document rendered to SVG and to PNG (`RenderWorkload.swift`).
enum Workload: String, CaseIterable, Sendable {
    case form = "W1"
    case list = "W2"
    case independentList = "W2i"
    case resize = "W3"
    case churn = "W4"
    case engineList = "L1"
    case localChange = "L2"
    case stackOfStacks = "L3"
    case stackRelayout = "L3r"
    case hiddenToggle = "L3h"
    case guides = "L4"
    case subtreeRemoval = "L5"
    case directionFlip = "L6"
    case brokenRetry = "L7"
    case labels = "T1"
    case labelStack = "T2"
    case shortText = "T3"
    case documentRead = "D1"
    case documentLayout = "D2"
    case solveParse = "S1"
    case renderSVG = "R1"
    case renderPNG = "R2"
    case selfSizingCells = "C1"
    case tableScroll = "C2"

    /// The name the report prints.
    var title: String {
        switch self {
        case .form: "W1 form"
        case .list: "W2 list"
        case .independentList: "W2i independent list"
        case .resize: "W3 resize"
        case .churn: "W4 churn"
        case .engineList: "L1 list (engine)"
        case .localChange: "L2 local change"
        case .stackOfStacks: "L3 stack of stacks"
        case .stackRelayout: "L3r stack of stacks, relayout"
        case .hiddenToggle: "L3h hidden toggle"
        case .guides: "L4 margins and safe area"
        case .subtreeRemoval: "L5 subtree removal"
        case .directionFlip: "L6 direction flip"
        case .brokenRetry: "L7 broken constraints held"
        case .labels: "T1 labels"
        case .labelStack: "T2 stack of labels"
        case .shortText: "T3 short strings"
        case .documentRead: "D1 document read"
        case .documentLayout: "D2 document layout"
        case .solveParse: "S1 solve"
        case .renderSVG: "R1 document to SVG"
        case .renderPNG: "R2 document to PNG"
        case .selfSizingCells: "C1 self-sizing cells"
        case .tableScroll: "C2 table scroll"
        }
    }

    /// The sizes (number of views) `docs/benchmark-workloads.md` asks for. W1 has one fixed problem, written 0.
    var sizes: [Int] {
        switch self {
        case .form: [0]
        case .list: [100, 1000, 10000]
        case .independentList: [1000, 10000]
        case .resize: [1000]
        case .churn: [1000]
        case .engineList: [100, 1000, 10000]
        case .localChange: [100, 10000]
        case .stackOfStacks, .stackRelayout: [1000, 10000]
        case .hiddenToggle: [1000]
        case .guides, .subtreeRemoval, .directionFlip, .brokenRetry: [100, 1000, 10000]
        case .labels: LabelsWorkload.sizes
        case .labelStack: LabelStackWorkload.sizes
        case .shortText: ShortTextWorkload.sizes
        case .documentRead: DocumentReadWorkload.sizes
        case .documentLayout: DocumentLayoutWorkload.sizes
        case .solveParse: SolveParseWorkload.sizes
        case .renderSVG, .renderPNG: RenderWorkload.sizes
        case .selfSizingCells: TableWorkload.cellSizes
        case .tableScroll: TableWorkload.scrollSizes
        }
    }

    /// Whether kiwisolver runs it too (the engine's workloads and T1 measure views, stacks and
    /// text: the solver alone has no part of them to run).
    var hasPeer: Bool {
        switch self {
        case .form, .list, .independentList, .resize, .churn: true
        case .engineList, .localChange, .stackOfStacks, .stackRelayout, .hiddenToggle, .guides, .subtreeRemoval, .directionFlip,
            .brokenRetry, .labels, .labelStack, .shortText, .documentRead, .documentLayout, .solveParse, .renderSVG, .renderPNG,
            .selfSizingCells, .tableScroll:
            false
        }
    }

    /// Whether Yoga and Taffy run it too (`Benchmarks/flexbox_workloads.py`, issue 20): the
    /// engine's workloads that are plain flexbox trees.
    var hasFlexPeers: Bool {
        self == .engineList || self == .stackOfStacks || self == .stackRelayout
    }

    /// Runs kiwisolver needs about a minute and gigabytes for (it is quadratic there), so the peer
    /// runs them only when asked (`--peer-large`).
    func isLargeForPeer(size: Int) -> Bool {
        self == .list && size >= 10000
    }
}

/// One timed phase of a workload, as both sides report it.
enum Phase: String, Sendable {
    /// W1, W2, W2i: a fresh solver with everything added, values read.
    case build
    /// W3: suggest the root width and read all values.
    case resize
    /// W4: remove one constraint.
    case remove
    /// W4: add one back.
    case readd = "re-add"
    /// W1: suggest width and height, read all values.
    case suggest
    /// L2: change one view's intrinsic size and lay out again.
    case change
    /// L3h: toggle one arranged view's `isHidden` and lay out again.
    case toggle
    /// L6: flip the window's layout direction and lay out again.
    case flip
    /// D1: parse the document's JSON text.
    case readJSON = "read JSON"
    /// D1: parse the document's YAML text.
    case readYAML = "read YAML"
    /// D2: display every view, render the tree and write SVG.
    case display
    /// S1: parse the solver file.
    case parse
    /// S1: parse the solver file, solve, write the output line.
    case solve
    /// C2: scroll a table by a screen and lay out.
    case scroll
    /// T3: measure one string without a width.
    case measure
    /// R1, R2: read, build, lay out, display and write the picture.
    case render

    /// What one operation of the phase is, for the per-op column.
    func unit(in workload: Workload) -> String {
        switch (workload, self) {
        case (.labels, _), (.labelStack, _): "label"
        case (.shortText, _): "string"
        case (.selfSizingCells, _): "row"
        case (.tableScroll, _): "scroll"
        case (.documentRead, _), (.documentLayout, _): "view"
        case (.solveParse, _): "constraint"
        case (.renderSVG, _), (.renderPNG, _): "view"
        case (.engineList, _): "view"
        case (.stackOfStacks, _), (.stackRelayout, _): "arranged view"
        case (.directionFlip, _): "cell"
        case (.subtreeRemoval, _), (.brokenRetry, _): "removal"
        case (_, .change): "change"
        case (_, .toggle): "toggle"
        case (_, .flip): "flip"
        case (_, .readJSON), (_, .readYAML), (_, .display): "view"
        case (_, .parse), (_, .solve): "constraint"
        case (.form, .build): "constraint"
        case (_, .build): "view"
        case (_, .resize): "resize"
        case (_, .remove), (_, .readd): "op"
        case (_, .suggest): "step"
        case (_, .render): "view"
        case (_, .scroll): "scroll"
        case (_, .measure): "string"
        }
    }

    /// What the row says the phase is.
    func label(in workload: Workload) -> String {
        switch (workload, self) {
        case (.labels, .build), (.labelStack, .build): "build + first layout"
        case (_, .measure): "measure (no width)"
        case (.selfSizingCells, .build): "first layout, every row measured at 375"
        case (.selfSizingCells, .resize): "width 320 + every row measured again"
        case (_, .scroll): "scroll a screen + relayout"
        case (.documentLayout, .build): "read + build + first layout"
        case (_, .readJSON): "read JSON"
        case (_, .readYAML): "read YAML"
        case (_, .display): "display + SVG"
        case (_, .parse): "parse"
        case (_, .solve): "parse + solve + output"
        case (.labels, .resize): "resize + relayout"
        case (.renderSVG, _): "read + layout + SVG"
        case (.renderPNG, _): "read + layout + PNG"
        case (_, .render): "read + layout + picture"
        case (.engineList, .build), (.stackOfStacks, .build): "build + first layout"
        case (.engineList, .resize), (.stackRelayout, .resize): "width change + relayout"
        case (.guides, .change): "cell height change + relayout"
        case (_, .change): "intrinsic change + relayout"
        case (.subtreeRemoval, .remove): "removeFromSuperview + relayout"
        case (.brokenRetry, .remove): "deactivate + relayout"
        case (_, .flip): "LTR ↔ RTL + relayout"
        case (_, .toggle): "isHidden toggle + relayout"
        case (_, .build): "build + read"
        case (_, .resize): "suggest + read all"
        case (_, .remove): "remove"
        case (_, .readd): "re-add"
        case (_, .suggest): "suggest w, h + read all"
        }
    }
}
