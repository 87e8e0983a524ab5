/// The floor of W2 and W3: the same frames computed directly, with no solver. No layout engine
/// can be faster than writing down the answer; the distance to this floor is what solving costs.
enum StraightArithmetic {
    /// Writes the values of the W2 list — in `allValues()`'s order: rl, rt, rw, then left, top,
    /// width, height per view — for a root of width `rootWidth`.
    ///
    /// Not inlined, so that the optimiser cannot fold repeated calls of the timing loop together.
    @inline(never)
    static func frames(count: Int, rootWidth: Double, into values: inout [Double]) {
        values.withUnsafeMutableBufferPointer { values in
            let rootLeft = 0.0
            let rootTop = 0.0
            values[0] = rootLeft
            values[1] = rootTop
            values[2] = rootWidth
            var top = rootTop + 8
            var index = ListProblem.firstViewIndex
            for _ in 0..<count {
                let left = rootLeft + 8
                let height = 44.0
                values[index] = left
                values[index + 1] = top
                values[index + 2] = rootLeft + rootWidth - 8 - left
                values[index + 3] = height
                top += height + 8
                index += 4
            }
        }
    }

    /// The median time, in seconds, of computing all frames of `count` views once.
    ///
    /// One computation takes well under a microsecond at N = 100, below the clock's useful
    /// resolution, so each sample times a batch of about a million values' worth and divides.
    static func floor(count: Int, samples: Int = 21) throws -> Double {
        var values = [Double](repeating: 0, count: ListProblem.variableCount(views: count))
        let repetitions = max(1, 1_000_000 / max(count, 1))
        var perComputation: [Double] = []
        var rootWidth = 375.0
        for _ in 0..<samples {
            let start = monotonicNanoseconds()
            for repetition in 0..<repetitions {
                // A width that changes with the repetition: nothing to hoist out of the loop.
                rootWidth = 375 + Double(repetition & 1)
                frames(count: count, rootWidth: rootWidth, into: &values)
            }
            perComputation.append(seconds(since: start) / Double(repetitions))
        }
        try checkFrames(values, count: count, rootWidth: rootWidth, "straight arithmetic")
        return Summary(perComputation).median
    }
}
