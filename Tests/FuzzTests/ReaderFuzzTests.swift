import AutoLayout
import Conformance
import Foundation
import LayoutDocument
import LayoutFormats
import LayoutLogs
import Testing

/// Deterministic mutation fuzzing of every reader: mutations (``Mutator``) of the repository's
/// examples and fixtures must never crash or trap, and every error must name the file and a
/// line and column inside the text (a visual format or a constraint: an offset inside it).
///
/// The normal run makes ``iterations`` inputs per reader (a few seconds in all, debug build);
/// `AUTOLAYOUT_FUZZ_ITERATIONS=100000 swift test --filter ReaderFuzzTests` runs longer, and
/// `AUTOLAYOUT_FUZZ_SEED=7` starts from another seed. In a long run each input is first written
/// to `$TMPDIR/autolayout-fuzz-<reader>.last`, so that the input of a crash is left behind.
@Suite struct ReaderFuzzTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let environment = ProcessInfo.processInfo.environment
    static let iterations = environment["AUTOLAYOUT_FUZZ_ITERATIONS"].flatMap(Int.init) ?? 300
    static let seed = environment["AUTOLAYOUT_FUZZ_SEED"].flatMap(UInt64.init) ?? 21
    static let keepsLastInput = environment["AUTOLAYOUT_FUZZ_ITERATIONS"] != nil

    /// The files under `folders` (relative to the package) whose names end with `suffix`.
    static func seeds(_ folders: [String], suffix: String) -> [[UInt8]] {
        var found: [[UInt8]] = []
        for folder in folders {
            let url = root.appendingPathComponent(folder)
            guard let names = try? FileManager.default.subpathsOfDirectory(atPath: url.path) else { continue }
            for name in names.sorted() where name.hasSuffix(suffix) {
                if let data = FileManager.default.contents(atPath: url.appendingPathComponent(name).path) {
                    found.append(Array(data))
                }
            }
        }
        return found
    }

    /// Runs `read` on mutated seeds; `read` returns the errors it found (empty when the input was
    /// read). Text that is not UTF-8 goes to ``SourceFile/read(atPath:)`` instead, which must
    /// refuse it at a place inside the text.
    static func fuzz(
        _ reader: String, seeds: [[UInt8]], salt: UInt64, read: (String, String) -> [FormatError]
    ) throws {
        try #require(!seeds.isEmpty, "no seeds for \(reader)")
        var mutator = Mutator(seed: seed &+ salt)
        let name = "fuzz.\(reader)"
        let last = FileManager.default.temporaryDirectory.appendingPathComponent("autolayout-fuzz-\(reader).last")
        for iteration in 0..<iterations {
            let base = seeds[mutator.below(seeds.count)]
            let bytes = mutator.mutate(base, other: seeds[mutator.below(seeds.count)])
            if keepsLastInput { try Data(bytes).write(to: last) }
            guard let text = String(validating: bytes, as: UTF8.self) else {
                let path = FileManager.default.temporaryDirectory.appendingPathComponent("autolayout-fuzz-\(UUID().uuidString)").path
                try Data(bytes).write(to: URL(fileURLWithPath: path))
                defer { try? FileManager.default.removeItem(atPath: path) }
                do {
                    _ = try SourceFile.read(atPath: path)
                    Issue.record("\(reader) #\(iteration): text that is not UTF-8 was read")
                } catch {
                    check(error, file: path, lineCount: bytes.count { $0 == 10 || $0 == 13 } + 1, reader, iteration)
                }
                continue
            }
            let lineCount = text.count { $0 == "\n" || $0 == "\r\n" || $0 == "\r" } + 1
            for error in read(text, name) { check(error, file: name, lineCount: lineCount, reader, iteration) }
        }
    }

    static func check(_ error: FormatError, file: String, lineCount: Int, _ reader: String, _ iteration: Int) {
        let location = error.location
        #expect(location.file == file, "\(reader) #\(iteration) (seed \(seed)): \(error)")
        #expect((1...lineCount).contains(location.line), "\(reader) #\(iteration) (seed \(seed)): \(error), of \(lineCount) lines")
        #expect(location.column >= 1, "\(reader) #\(iteration) (seed \(seed)): \(error)")
        #expect(!error.message.isEmpty, "\(reader) #\(iteration) (seed \(seed))")
    }

    /// The file errors a reader throws (a document's list or one `FormatError`); any other error
    /// is recorded as an issue: readers throw nothing else.
    static func formatErrors(_ read: () throws -> Void) -> [FormatError] {
        do {
            try read()
            return []
        } catch let error as LayoutDocumentError {
            return error.errors
        } catch let error as FormatError {
            return [error]
        } catch {
            Issue.record("unexpected \(error)")
            return []
        }
    }

    @Test func layoutDocumentsInYAML() throws {
        try Self.fuzz("document-yaml", seeds: Self.seeds(["Examples"], suffix: ".yaml"), salt: 1) { text, file in
            Self.formatErrors {
                _ = try LayoutDocument.parse(text, file: file, format: .yaml)
            }
        }
    }

    @Test func layoutDocumentsInJSON() throws {
        let seeds = Self.seeds(["Examples/check", "Tests/ConformanceTests/Cases"], suffix: ".json")
        try Self.fuzz("document-json", seeds: seeds, salt: 2) { text, file in
            Self.formatErrors {
                _ = try LayoutDocument.parse(text, file: file, format: .json, extraKeys: ["id", "expect"])
            }
        }
    }

    @Test func conformanceCases() throws {
        let seeds = Self.seeds(["Tests/ConformanceTests/Cases", "Tests/ConformanceTests/Fixtures"], suffix: ".json")
        try Self.fuzz("conformance", seeds: seeds, salt: 3) { text, file in
            Self.formatErrors {
                _ = try ConformanceCase.read(text, file: file)
            }
        }
    }

    @Test func solverProblems() throws {
        try Self.fuzz("solver", seeds: Self.seeds(["Examples/solver"], suffix: ".json"), salt: 4) { text, file in
            Self.formatErrors {
                _ = try SolverProblem.parse(text, file: file)
            }
        }
    }

    /// Logs are read and explained (rebuilt, solved, searched), whole and line by line.
    @Test func consoleLogs() throws {
        try Self.fuzz("log", seeds: Self.seeds(["Tests/LayoutLogsTests/Fixtures"], suffix: ".log"), salt: 5) { text, file in
            let log = ConsoleLog.parse(text, file: file)
            let explanation = LogExplanation(log, file: file)
            #expect(explanation.text.hasPrefix(file))
            #expect(explanation.json.hasSuffix("]}\n"))
            return log.errors
        }
    }

    /// Visual formats: the formats in the repository's sources and tests, with views a…z and
    /// the names they use.
    @Test func visualFormats() throws {
        let sources = Self.seeds(["Tests/AutoLayoutTests", "Tests/UIKitCompatTests", "Sources/AutoLayout"], suffix: ".swift").flatMap { file -> [[UInt8]] in
            let text = String(decoding: file, as: UTF8.self)
            return text.split(separator: "withVisualFormat: \"").dropFirst().compactMap { rest in
                rest.split(separator: "\"", maxSplits: 1).first.map { Array($0.utf8) }
            }
        }
        try #require(sources.count >= 5)
        var mutator = Mutator(seed: Self.seed &+ 6)
        let views = Dictionary(uniqueKeysWithValues: "abcdefghijklmnopqrstuvwxyz".map { (String($0), View()) })
        let superview = View()
        for view in views.values { superview.addSubview(view) }
        for iteration in 0..<Self.iterations {
            let bytes = mutator.mutate(sources[mutator.below(sources.count)], other: sources[mutator.below(sources.count)])
            let format = String(decoding: bytes, as: UTF8.self)
            do {
                _ = try LayoutConstraint.constraints(withVisualFormat: format, metrics: ["m": 8, "w": 1e308], views: views)
            } catch {
                #expect((0...format.utf16.count).contains(error.offset) || (0...format.count).contains(error.offset),
                    "visual format #\(iteration): \(error)")
                #expect(!error.message.isEmpty)
            }
        }
    }

    /// The constraint grammar (`solve`'s and documents' constraints): the statements of the
    /// solver examples, one at a time.
    @Test func constraintGrammar() throws {
        let statements = Self.seeds(["Examples/solver"], suffix: ".json").flatMap { file -> [[UInt8]] in
            let text = String(decoding: file, as: UTF8.self)
            return text.split(separator: "\"").filter { $0.contains("==") || $0.contains(">=") || $0.contains("<=") }
                .map { Array($0.utf8) }
        }
        try #require(statements.count > 5)
        var mutator = Mutator(seed: Self.seed &+ 7)
        for iteration in 0..<Self.iterations * 4 {
            let bytes = mutator.mutate(
                statements[mutator.below(statements.count)], other: statements[mutator.below(statements.count)])
            let text = String(decoding: bytes, as: UTF8.self)
            do {
                _ = try ParsedConstraint(parsing: text)
            } catch {
                #expect((0...text.utf8.count).contains(error.offset), "constraint #\(iteration): \(error)")
                #expect(!error.message.isEmpty)
            }
        }
    }
}
