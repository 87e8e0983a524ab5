import Glibc

/// Keeps the timing process's heap warm: glibc neither gives freed memory back to the system
/// nor serves large blocks with their own mappings, so every timed run of a workload starts
/// from the same heap and reuses pages it has already touched.
///
/// Why: a workload frees everything it built after each run. Whether glibc then trims the top
/// of its heap (and the next run faults those pages in again, about 1.5 µs a page on this
/// machine) depended on allocations the benchmark made before, not on the code measured. W2 at
/// N = 100 made 9 `brk` calls in 1000 runs with `--profile` and 2003 without it (the machine's
/// description runs child processes first), and took 2.2 against 3.7 µs a view for the same
/// code. Pinning the heap makes the numbers depend on the engine alone. `--cold-heap` leaves
/// glibc's defaults, and BENCHMARKS.md gives those numbers too. Memory children (peak memory)
/// always run with the defaults.
enum WarmHeap {
    /// Sets glibc's trim threshold to 1 GB and its mmap threshold to its largest value (32 MB).
    /// Says so and does nothing where the C library has no `mallopt`.
    static func keep() {
        // malloc.h is not part of Swift's Glibc module: the function is found by name, and the
        // parameters are malloc.h's M_TRIM_THRESHOLD (-1) and M_MMAP_THRESHOLD (-3).
        typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
        guard let symbol = dlsym(nil, "mallopt") else {
            printError("no mallopt: the heap stays as the C library keeps it")
            return
        }
        let mallopt = unsafeBitCast(symbol, to: Mallopt.self)
        _ = mallopt(-1, 1 << 30)
        _ = mallopt(-3, 32 << 20)
    }
}
