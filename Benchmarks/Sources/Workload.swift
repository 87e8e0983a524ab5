/// The workloads of `../shared/benchmarks/WORKLOADS.md` that this benchmark runs.
enum Workload: String, CaseIterable, Sendable {
    case form = "W1"
    case list = "W2"
    case independentList = "W2i"
    case resize = "W3"
    case churn = "W4"

    /// The name the report prints.
    var title: String {
        switch self {
        case .form: "W1 form"
        case .list: "W2 list"
        case .independentList: "W2i independent list"
        case .resize: "W3 resize"
        case .churn: "W4 churn"
        }
    }

    /// The sizes (number of views) WORKLOADS.md asks for. W1 has one fixed problem, written 0.
    var sizes: [Int] {
        switch self {
        case .form: [0]
        case .list: [100, 1000, 10000]
        case .independentList: [1000, 10000]
        case .resize: [1000]
        case .churn: [1000]
        }
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

    /// What one operation of the phase is, for the per-op column.
    func unit(in workload: Workload) -> String {
        switch (workload, self) {
        case (.form, .build): "constraint"
        case (_, .build): "view"
        case (_, .resize): "resize"
        case (_, .remove), (_, .readd): "op"
        case (_, .suggest): "step"
        }
    }

    /// What the row says the phase is.
    func label(in workload: Workload) -> String {
        switch (workload, self) {
        case (_, .build): "build + read"
        case (_, .resize): "suggest + read all"
        case (_, .remove): "remove"
        case (_, .readd): "re-add"
        case (_, .suggest): "suggest w, h + read all"
        }
    }
}
