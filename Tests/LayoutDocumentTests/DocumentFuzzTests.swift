import Foundation
import LayoutDocument
import LayoutFormats
import Testing
import TestSupport

/// Random mutations of valid documents, a bounded number per reader, seeded: no input crashes,
/// and every refusal is located in the file.
@Suite struct DocumentFuzzTests {
    /// A seeded generator, so that a failure repeats.
    typealias Generator = SplitMix64

    static let pieces = [
        ":", "-", " ", "\n", "  ", "{", "}", "[", "]", ",", "\"", "'", "#", "&a", "*a", "==", "=", "@", "(priority: ",
        "x", "×", "0", "-1", "1e999", "NaN", "null", "~", "label: a", "view: a", "when: wQ", "superview.", ".top",
        "é", "\u{0}", "\t", "|", "H:|-[a]-|", "!!str", "%", "ä.width",
    ]

    static func mutate(_ text: String, _ generator: inout Generator) -> String {
        var bytes = Array(text.utf8)
        for _ in 0..<Int.random(in: 1...4, using: &generator) {
            let position = bytes.isEmpty ? 0 : Int.random(in: 0...bytes.count, using: &generator)
            switch Int.random(in: 0..<3, using: &generator) {
            case 0 where position < bytes.count:
                bytes.remove(at: position)
            case 1:
                bytes.insert(contentsOf: Array(pieces.randomElement(using: &generator)!.utf8), at: position)
            default:
                if position < bytes.count { bytes[position] = UInt8.random(in: 0x20...0x7E, using: &generator) }
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    func fuzz(_ valid: String, format: LayoutDocument.Format, seed: UInt64) {
        var generator = Generator(seed: seed)
        let lines = valid.split(separator: "\n", omittingEmptySubsequences: false).count
        for _ in 0..<300 {
            let text = Self.mutate(valid, &generator)
            do {
                let document = try LayoutDocument.parse(text, file: "fuzz", format: format)
                // What reads must build without trapping, whatever it says.
                let layout = DocumentLayout(document, environment: LayoutEnvironment(size: CGSize(width: 320, height: 480)))
                layout.layoutIfNeeded()
            } catch {
                #expect(!error.errors.isEmpty)
                for problem in error.errors {
                    #expect(problem.location.file == "fuzz")
                    #expect(problem.location.line >= 1 && problem.location.line <= lines + 2, "\(problem) in \(text)")
                    #expect(problem.location.column >= 1)
                    #expect(problem.message.lowercased().hasPrefix("expected"), "\(problem)")
                }
                _ = error.description
            }
        }
    }

    @Test func yaml() {
        fuzz(DocumentReadingTests.yaml, format: .yaml, seed: 16)
    }

    @Test func json() {
        fuzz(DocumentReadingTests.json, format: .json, seed: 61)
    }
}
