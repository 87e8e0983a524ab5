/// SplitMix64 (Steele, Lea and Flood, 2014): a tiny deterministic generator.
///
/// Chosen because it is a few lines of 64-bit arithmetic that Python writes identically
/// (`kiwisolver_workloads.py` masks to 64 bits where Swift wraps), so both sides of W4 shuffle
/// the same constraints into the same order. Swift's own generators are neither seedable nor
/// specified.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    /// A generator whose sequence depends only on `seed`.
    init(seed: UInt64) {
        state = seed
    }

    /// Throws unless seed 0 gives SplitMix64's published first outputs, so that a change to the
    /// generator cannot silently make W4 churn other constraints than the peer (whose Python
    /// generator gives the same two numbers).
    static func checkKnownAnswer() throws {
        var generator = SplitMix64(seed: 0)
        let first = generator.next()
        let second = generator.next()
        guard first == 0xE220_A839_7B1D_CDAF, second == 0x6E78_9E6A_A1B9_65F4 else {
            throw BenchmarkFailure("SplitMix64 gives \(first), \(second) for seed 0: not SplitMix64")
        }
    }

    /// The next number of the sequence.
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

extension Array {
    /// The elements in the order of a Fisher–Yates shuffle from the end, with
    /// `j = next() mod (i + 1)`: exactly the Python script's `shuffled`. (The modulo's bias is
    /// irrelevant here; what matters is that both sides compute the same permutation.)
    func deterministicallyShuffled(seed: UInt64) -> [Element] {
        var result = self
        var generator = SplitMix64(seed: seed)
        var i = result.count - 1
        while i > 0 {
            let j = Int(generator.next() % UInt64(i + 1))
            result.swapAt(i, j)
            i -= 1
        }
        return result
    }
}
