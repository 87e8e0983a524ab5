import Glibc

// The benchmark: the workloads of docs/benchmark-workloads.md on our solver and engine, beside
// kiwisolver in the same run. `swift run -c release autolayout-benchmark --help` lists the options.

do {
    let options = try Options.parse(Array(CommandLine.arguments.dropFirst()))
    if options.help {
        print(Options.usage)
    } else if let child = options.child {
        // A memory child: one workload once, then its peak (see Memory.swift).
        let form = child.workload == .form ? try FormProblem.load(options.formFile ?? FormProblem.defaultPath) : nil
        try Memory.runChild(child.workload, size: child.size, form: form)
    } else if let heapChild = options.heapChild {
        if !options.coldHeap { WarmHeap.keep() }
        try OtherHeap.runChild(heapChild.workload, size: heapChild.size, policy: options.policy)
    } else {
        #if DEBUG
            printError("warning: a debug build; numbers only mean something with -c release")
        #endif
        if !options.coldHeap { WarmHeap.keep() }
        let report = try Suite(options: options).run()
        print(options.markdown ? report.markdown() : report.text())
        if let path = options.markdownFile {
            guard let document = readTextFile(path) else { throw BenchmarkFailure("cannot read \(path)") }
            try writeTextFile(path, try report.replacingBlock(in: document))
            printError("updated \(path)")
        }
    }
} catch {
    printError("autolayout-benchmark FAILED: \(error)")
    exit(1)
}
