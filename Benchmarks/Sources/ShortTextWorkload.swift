import Foundation
import TextMeasurement

/// T3 short strings (issue 20): measuring one short string, as a button's or a one-word label's
/// intrinsic size asks for it: N different strings of one to three words (5 to 30 characters,
/// T1's words drawn with SplitMix64, numbered so that no two are equal) measured without a width
/// in DejaVu Sans 17 by a fresh FreeType measurer (nothing comes from a cache). Per string.
/// Checked (untimed): every size against the same string measured again by a measurer without
/// a cache: one line high, as wide.
enum ShortTextWorkload {
    /// The sizes run.
    static let sizes = [1000, 10000]

    /// The strings measured: the same for every run.
    static func texts(count: Int) -> [String] {
        var generator = SplitMix64(seed: 0x5EED_0003)
        let words = LabelsWorkload.vocabulary
        return (0..<count).map { index in
            let wordCount = 1 + Int(generator.next() % 3)
            let text = (0..<wordCount).map { _ in words[Int(generator.next() % UInt64(words.count))] }
                .joined(separator: " ")
            return "\(text) \(index)"
        }
    }

    /// One run: every string measured once (timed), then checked.
    static func run(count: Int) throws -> [Phase: Double] {
        let texts = texts(count: count)
        let font = LabelsWorkload.font
        let measurer = FreeTypeTextMeasurer(cacheCapacity: 2 * count)
        var sizes: [CGSize] = []
        sizes.reserveCapacity(count)
        let start = monotonicNanoseconds()
        for text in texts {
            sizes.append(measurer.layout(text, font: font).size)
        }
        let elapsed = seconds(since: start)

        let check = FreeTypeTextMeasurer(cacheCapacity: 0)
        for (index, (text, size)) in zip(texts, sizes).enumerated() {
            let expected = check.layout(text, font: font)
            try expectClose(Double(size.width), Double(expected.size.width), "T3: string \(index) width (\(text))")
            try expectClose(Double(size.height), Double(font.lineHeight), "T3: string \(index) height (\(text))")
        }
        return [.measure: elapsed]
    }
}
