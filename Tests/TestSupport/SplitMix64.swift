/// SplitMix64 (Steele, Lea & Flood, "Fast splittable pseudorandom number generators", 2014):
/// a tiny generator whose output depends on nothing but the seed, so that a seed printed in a
/// failure message names the same case on every machine and every Swift version. (The standard
/// library's `random(in:using:)` may change its algorithm between releases.) Shared by the test
/// targets (property tests, fuzzers, generated stacks).
public struct SplitMix64: RandomNumberGenerator {
    public var state: UInt64

    public init(seed: UInt64) {
        state = seed
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A uniform integer in `range` (the modulo bias is irrelevant for tests).
    public mutating func int(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.count))
    }

    /// A uniform integer in `0 ..< bound` (0 for a bound of 1 or less).
    public mutating func below(_ bound: Int) -> Int {
        bound <= 1 ? 0 : Int(next() % UInt64(bound))
    }

    /// A uniform double in [0, 1).
    public mutating func unit() -> Double {
        Double(next() >> 11) / Double(UInt64(1) << 53)
    }

    /// True with probability `p`.
    public mutating func chance(_ p: Double) -> Bool {
        unit() < p
    }

    /// A uniform element of a non-empty array.
    public mutating func pick<T>(_ elements: [T]) -> T {
        elements[int(0...(elements.count - 1))]
    }

    /// An index drawn with probability proportional to its weight (weights ≥ 0, not all 0).
    public mutating func weighted(_ weights: [Double]) -> Int {
        let total = weights.reduce(0, +)
        var x = unit() * total
        for (i, w) in weights.enumerated() {
            if x < w { return i }
            x -= w
        }
        return weights.lastIndex { $0 > 0 }!
    }
}
