import LayoutFormats
import Yams

/// Reads YAML into the document tree through Yams (libyaml), keeping each node's mark as its
/// place. Only YAML's structure is resolved here (Yams' basic resolver: no regular expression per
/// scalar); the interpreter decides what a scalar means where it stands.
enum _YAMLReader {
    /// The document tree of a YAML text.
    ///
    /// - Throws: a ``FormatError`` at the place libyaml stopped, saying what it expected; an
    ///   alias (`*name`) and a key that is not a scalar are refused too.
    static func read(_ text: String, file: String) throws(FormatError) -> _DocumentValue {
        let node: Node?
        do {
            node = try Yams.compose(yaml: text, .basic)
        } catch let error as YamlError {
            throw formatError(error, file: file, text: text)
        } catch {
            throw FormatError(location: SourceLocation(file: file, line: 1, column: 1), message: "expected YAML: \(error)")
        }
        guard let node else {
            return _DocumentValue(.null, at: SourceLocation(file: file, line: 1, column: 1))
        }
        var budget = maximumValues
        return try convert(node, file: file, budget: &budget)
    }

    /// How many values a document may hold once aliases are expanded: Yams resolves an alias
    /// to its anchor's node, so nested aliases (the "billion laughs") would otherwise expand
    /// exponentially.
    static let maximumValues = 250_000

    /// A place libyaml gives at the end of a text that does not end with a line break: the line
    /// after the last (libyaml ends the stream with a line break of its own), which is the end
    /// of the last line.
    static func endClamped(_ location: SourceLocation, text: String) -> SourceLocation {
        var lineCount = 1
        var lastLineStart = text.startIndex
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            index = text.index(after: index)
            if character == "\n" || character == "\r\n" || character == "\r" {
                lineCount += 1
                lastLineStart = index
            }
        }
        guard location.line > lineCount else { return location }
        return SourceLocation(file: location.file, line: lineCount, column: text[lastLineStart...].count + 1)
    }

    static func location(_ mark: Mark?, file: String) -> SourceLocation {
        SourceLocation(file: file, line: mark?.line ?? 1, column: mark?.column ?? 1)
    }

    static func convert(_ node: Node, file: String, budget: inout Int) throws(FormatError) -> _DocumentValue {
        budget -= 1
        guard budget >= 0 else {
            throw FormatError(
                location: location(node.mark, file: file),
                message: "expected at most \(maximumValues) values (aliases expanded)")
        }
        switch node {
        case .scalar(let scalar):
            let at = location(scalar.mark, file: file)
            let quoted = scalar.style == .singleQuoted || scalar.style == .doubleQuoted
            if scalar.style == .plain || scalar.style == .any {
                if scalar.string.isEmpty || scalar.string == "~" || scalar.string == "null" || scalar.string == "Null"
                    || scalar.string == "NULL"
                {
                    return _DocumentValue(.null, at: at)
                }
            }
            let isBlock = scalar.style == .literal || scalar.style == .folded
            // A quoted scalar's characters start one column after its quote; escapes and block
            // scalars' line breaks are not mapped (the place stays on the scalar's line).
            let shift = quoted ? 1 : 0
            return _DocumentValue(
                .scalar(scalar.string, quoted: quoted || isBlock), at: at,
                characterLocation: { offset in
                    SourceLocation(file: at.file, line: at.line, column: at.column + (isBlock ? 0 : shift + offset))
                })
        case .sequence(let sequence):
            var elements: [_DocumentValue] = []
            elements.reserveCapacity(sequence.count)
            for element in sequence { elements.append(try convert(element, file: file, budget: &budget)) }
            return _DocumentValue(.sequence(elements), at: location(sequence.mark, file: file))
        case .mapping(let mapping):
            var members: [_DocumentValue.Member] = []
            members.reserveCapacity(mapping.count)
            for (key, value) in mapping {
                guard case .scalar(let scalar) = key else {
                    throw FormatError(location: location(key.mark, file: file), message: "expected a key (a word), found a \(key.mapping != nil ? "mapping" : "list")")
                }
                members.append(
                    _DocumentValue.Member(
                        key: scalar.string, keyLocation: location(scalar.mark, file: file),
                        value: try convert(value, file: file, budget: &budget)))
            }
            return _DocumentValue(.mapping(members), at: location(mapping.mark, file: file))
        case .alias(let alias):
            throw FormatError(
                location: location(alias.mark, file: file),
                message: "expected a value written out (aliases such as *\(alias.anchor.rawValue) are not read)")
        }
    }

    /// libyaml's complaint, located: `expected YAML: …`.
    static func formatError(_ error: YamlError, file: String, text: String) -> FormatError {
        switch error {
        case .scanner(let context, let problem, let mark, _), .parser(let context, let problem, let mark, _),
            .composer(let context, let problem, let mark, _):
            let around = context.map { " (\($0.text))" } ?? ""
            return FormatError(
                location: endClamped(location(mark, file: file), text: text), message: "expected YAML: \(problem)\(around)")
        case .duplicatedKeysInMapping(let duplicates, let context):
            return FormatError(
                location: location(context.mark, file: file),
                message: "expected each key once in a mapping, found \(duplicates.joined(separator: ", ")) twice")
        case .reader(let problem, _, _, _):
            return FormatError(location: location(nil, file: file), message: "expected YAML text: \(problem)")
        default:
            return FormatError(location: location(nil, file: file), message: "expected YAML: \(error)")
        }
    }
}
