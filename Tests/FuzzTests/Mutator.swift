import Foundation
import TestSupport

/// Deterministic mutations of an input's bytes, from a seed: byte flips, truncations,
/// duplications, splices from another input, deep nesting, huge and tiny numbers, line breaks
/// and invalid UTF-8. The same seed gives the same inputs on every machine.
struct Mutator {
    private var random: SplitMix64

    init(seed: UInt64) {
        random = SplitMix64(seed: seed)
    }

    mutating func next() -> UInt64 { random.next() }

    mutating func below(_ bound: Int) -> Int { random.below(bound) }

    static let insertions: [[UInt8]] = [
        "1e309", "-1e400", "1e-400", "99999999999999999999999999", "nan", "-0", "0x1p1024", "inf",
        "\n", "\r", "\r\n", "\t", "\"", "'", "\\", ":", ",", "@", "(", ")", "[", "]", "{", "}", "|",
        "==", ">=", "<=", "- ", "#", "&a", "*a", "!!str", "---", "...", "é", "\u{301}", "\u{FEFF}", "\u{0}",
    ].map { Array($0.utf8) }

    static let invalidUTF8: [[UInt8]] = [[0xFF], [0xC0, 0x80], [0xE2, 0x82], [0xED, 0xA0, 0x80], [0xF8, 0x88, 0x80, 0x80, 0x80]]

    /// One to three mutations of `bytes`; `other` is spliced from.
    mutating func mutate(_ bytes: [UInt8], other: [UInt8]) -> [UInt8] {
        var result = bytes
        for _ in 0...below(3) {
            let position = below(result.count + 1)
            switch below(10) {
            case 0 where !result.isEmpty:
                result[min(position, result.count - 1)] ^= UInt8(truncatingIfNeeded: 1 << below(8))
            case 1:
                result.removeSubrange(position...)
            case 2 where !result.isEmpty:
                let start = below(result.count)
                let end = min(result.count, start + 1 + below(200))
                result.insert(contentsOf: result[start..<end], at: position)
            case 3 where !other.isEmpty:
                let start = below(other.count)
                let end = min(other.count, start + 1 + below(400))
                result.replaceSubrange(position..<min(result.count, position + below(50)), with: other[start..<end])
            case 4:
                let opener: [UInt8] = Array(["[", "{\"a\": ", "- ", "(", "a:\n  ", "[["][below(6)].utf8)
                let depth = 1 + below(3000)
                result.insert(contentsOf: Array([[UInt8]](repeating: opener, count: depth).joined()), at: position)
            case 5:
                result.insert(contentsOf: Self.insertions[below(Self.insertions.count)], at: position)
            case 6:
                result.insert(contentsOf: Self.invalidUTF8[below(Self.invalidUTF8.count)], at: position)
            case 7 where !result.isEmpty:
                result.remove(at: min(position, result.count - 1))
            case 8:
                // A digit run: a number too long for any integer type.
                result.insert(contentsOf: [UInt8](repeating: UInt8(ascii: "9"), count: 1 + below(400)), at: position)
            default:
                result.insert(UInt8(truncatingIfNeeded: next()), at: position)
            }
        }
        return result
    }
}
