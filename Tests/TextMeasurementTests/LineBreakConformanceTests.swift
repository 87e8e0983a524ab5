import Foundation
import Testing
import TextMeasurement

/// Unicode's line breaking conformance file (Fixtures/LineBreakTest.txt, Unicode 15.0.0, under
/// the Unicode licence in Fixtures/LICENSE-UNICODE.txt): every one of its 7,654 cases.
@Suite struct LineBreakConformanceTests {
    struct Case {
        var line: Int
        var scalars: [Unicode.Scalar]
        /// 0 for ×, 1 for ÷ between the code points (the file's ÷ at the start and end left out:
        /// LB2 and LB3 always hold).
        var boundaries: [Int]
    }

    static func cases() throws -> [Case] {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Fixtures/LineBreakTest.txt")
        let text = try String(contentsOf: url, encoding: .utf8)
        var cases: [Case] = []
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let content = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
            let fields = content.split(whereSeparator: { $0 == " " || $0 == "\t" })
            guard !fields.isEmpty else { continue }
            var scalars: [Unicode.Scalar] = []
            var boundaries: [Int] = []
            for (position, field) in fields.enumerated() {
                if position % 2 == 0 {
                    if position > 0, position < fields.count - 1 { boundaries.append(field == "÷" ? 1 : 0) }
                } else if let value = UInt32(field, radix: 16), let scalar = Unicode.Scalar(value) {
                    scalars.append(scalar)
                }
            }
            cases.append(Case(line: number + 1, scalars: scalars, boundaries: boundaries))
        }
        return cases
    }

    @Test func everyCasePasses() throws {
        let cases = try Self.cases()
        #expect(cases.count == 7654)
        var failures: [String] = []
        for testCase in cases {
            // A mandatory break is a break opportunity in the file's notation.
            let got = lineBreakBoundaries(testCase.scalars).map { min($0, 1) }
            if got != testCase.boundaries {
                failures.append("line \(testCase.line): expected \(testCase.boundaries), got \(got)")
            }
        }
        #expect(failures.isEmpty, "\(failures.count) cases fail:\n\(failures.prefix(20).joined(separator: "\n"))")
    }

    @Test func mandatoryBreaksAfterNewlines() {
        // a CR LF b: no break inside CR LF, a mandatory one after it.
        #expect(lineBreakBoundaries(["a", "\r", "\n", "b"]) == [0, 0, 2])
        #expect(lineBreakBoundaries(["a", "\u{2028}", "b"]) == [0, 2])
    }
}
