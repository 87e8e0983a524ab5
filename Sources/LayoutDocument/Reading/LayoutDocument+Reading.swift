import Foundation
import LayoutFormats

extension LayoutDocument {
    /// The notations a document is written in.
    public enum Format: String, Hashable, Sendable {
        /// YAML 1.1, through Yams (libyaml).
        case yaml
        /// JSON (RFC 8259).
        case json

        /// The format of a file by its extension (`.json` is JSON; anything else is YAML, of
        /// which JSON is nearly a subset).
        public init(path: String) {
            self = path.lowercased().hasSuffix(".json") ? .json : .yaml
        }

        /// The format of a file by its extension, or for standard input (`-`) and devices
        /// (`/dev/stdin`, `/dev/fd/N`), which have none, by its text: JSON when it starts
        /// with `{`.
        public init(path: String, text: String) {
            guard path == "-" || path.hasPrefix("/dev/") else {
                self.init(path: path)
                return
            }
            self = text.first(where: { !$0.isWhitespace }) == "{" ? .json : .yaml
        }
    }

    /// Reads a document file (YAML, or JSON for a `.json` file).
    ///
    /// - Throws: a ``LayoutDocumentError`` with every error found: the file cannot be read, is
    ///   not YAML or JSON (the first syntax error), or its values are not of the schema (each
    ///   bad value at its place, with what was expected and the nearest known name).
    public static func read(contentsOfFile path: String) throws(LayoutDocumentError) -> LayoutDocument {
        let text: String
        do {
            text = try SourceFile.read(atPath: path)
        } catch {
            throw LayoutDocumentError(errors: [error], text: nil)
        }
        return try parse(text, file: path, format: Format(path: path, text: text))
    }

    /// Reads a document from its text.
    ///
    /// - Parameters:
    ///   - text: the file's contents.
    ///   - file: the file's name, for the locations.
    ///   - format: YAML (the default) or JSON.
    /// - Throws: a ``LayoutDocumentError`` with every error found (see ``read(contentsOfFile:)``).
    /// - Complexity: O(size of the text) to read, plus the nearest-name searches of its errors.
    ///   - extraKeys: top-level keys that are not the schema's but the caller's (a conformance
    ///     case's `id` and `expect`): kept in ``extras``, not reported as unknown.
    public static func parse(
        _ text: String, file: String, format: Format = .yaml, extraKeys: [String] = []
    ) throws(LayoutDocumentError) -> LayoutDocument {
        var interpreter = _DocumentInterpreter(file: file)
        interpreter.extraKeys = extraKeys
        let document: LayoutDocument
        do {
            // JSON's values are read from its tape as they are; YAML's nodes become a tree of
            // their own. JSON's reader compares each object's keys as it reads them, so that
            // the values are walked for repeated keys only when there may be some.
            if format == .json {
                let tape = try _JSONTape.parse(text, file: file)
                document = interpreter.readDocument(tape.root, checkingRepeatedKeys: tape.mayRepeatKeys)
            } else {
                document = interpreter.readDocument(try _YAMLReader.read(text, file: file))
            }
        } catch {
            throw LayoutDocumentError(errors: [error], text: text)
        }
        guard interpreter.errors.isEmpty else {
            throw LayoutDocumentError(errors: interpreter.errors.sortedByPlace(), text: text)
        }
        return document
    }
}

extension Array where Element == FormatError {
    /// The errors in the order of their places in the file (stable for errors at one place).
    func sortedByPlace() -> [FormatError] {
        enumerated().sorted {
            ($0.element.location.line, $0.element.location.column, $0.offset)
                < ($1.element.location.line, $1.element.location.column, $1.offset)
        }.map(\.element)
    }
}
