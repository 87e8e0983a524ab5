import Foundation

/// Reads the Visual Format Language (Auto Layout Guide, "Visual Format Language"):
///
///     format      := (('H' | 'V') ':')? ('|' connection)? view (connection view)* (connection '|')?
///     view        := '[' name ('(' predicate (',' predicate)* ')')? ']'
///     connection  := ε | '-' | '-' simple '-' | '-' '(' predicate (',' predicate)* ')' '-'
///     simple      := metric name | positive number
///     predicate   := ('==' | '<=' | '>=')? (number | metric name | view name) ('@' (number | metric name))?
///
/// Names are C identifiers; numbers are read as `strtod` reads them in the C locale. Spaces
/// between tokens are skipped (UIKit's parser rejects some of them; accepting them changes no
/// meaning).
struct VisualFormatParser {
    let format: String
    let characters: [Character]
    let metrics: [String: CGFloat]
    let viewNames: Set<String>
    var position = 0

    init(_ format: String, metrics: [String: CGFloat], viewNames: Set<String>) {
        self.format = format
        characters = Array(format)
        self.metrics = metrics
        self.viewNames = viewNames
    }

    /// Parses the whole string.
    mutating func parse() throws(VisualFormatError) -> VisualFormat {
        var result = VisualFormat()
        skipSpaces()
        if let c = peek, c.isLetter {
            guard c == "H" || c == "V" else { throw error("Expected '[' or '|' or an orientation 'H:' or 'V:'") }
            position += 1
            skipSpaces()
            guard peek == ":" else {
                throw VisualFormatError("Expected ':' after '\(c)'", format: format, offset: position)
            }
            position += 1
            result.axis = c == "H" ? .horizontal : .vertical
            skipSpaces()
        }
        if peek == "|" {
            result.barOffset = position
            position += 1
            result.leadingBar = try parseConnection()
        }
        guard peek == "[" else { throw error("Expected a view") }
        while true {
            result.elements.append(try parseElement())
            skipSpaces()
            if peek == nil { return result }
            let connection = try parseConnection()
            skipSpaces()
            if peek == "|" {
                if result.leadingBar == nil { result.barOffset = position }
                position += 1
                result.trailingBar = connection
                skipSpaces()
                guard peek == nil else { throw error("Expected the end of the format after '|'") }
                return result
            }
            guard peek == "[" else { throw error("Expected a view") }
            result.connections.append(connection)
        }
    }

    /// `[name(predicates)]`.
    mutating func parseElement() throws(VisualFormatError) -> VisualFormat.Element {
        let start = position
        position += 1  // '['
        skipSpaces()
        guard let name = readIdentifier() else { throw error("Expected a view name") }
        guard viewNames.contains(name) else {
            throw VisualFormatError(
                "\(name) is not a key in the views dictionary.", format: format, offset: position - name.count)
        }
        skipSpaces()
        var predicates: [VisualFormat.Predicate] = []
        if peek == "(" {
            predicates = try parsePredicateList(allowingViews: true)
            skipSpaces()
        }
        guard peek == "]" else { throw error("Expected ']'") }
        position += 1
        return VisualFormat.Element(name: name, predicates: predicates, offset: start)
    }

    /// What follows a view or a bar: nothing (flush), `-`, or `-predicates-`.
    mutating func parseConnection() throws(VisualFormatError) -> VisualFormat.Connection {
        skipSpaces()
        guard peek == "-" else { return .flush }
        position += 1
        skipSpaces()
        if peek == "[" || peek == "|" { return .standard }
        let predicates: [VisualFormat.Predicate]
        if peek == "(" {
            predicates = try parsePredicateList(allowingViews: false)
        } else {
            let start = position
            guard let value = try readConstant(allowingSign: false) else {
                if let name = readIdentifier() {
                    throw VisualFormatError(
                        "\(name) is not a key in the metrics dictionary.", format: format, offset: start)
                }
                throw error("Expected a number or a metric name, or '(' for a predicate list")
            }
            predicates = [VisualFormat.Predicate(relation: .equal, object: .constant(value), priority: 1000, offset: start)]
        }
        skipSpaces()
        guard peek == "-" else { throw error("Expected '-'") }
        position += 1
        return .predicates(predicates)
    }

    /// `(predicate, predicate, …)`.
    mutating func parsePredicateList(allowingViews: Bool) throws(VisualFormatError) -> [VisualFormat.Predicate] {
        position += 1  // '('
        var list: [VisualFormat.Predicate] = []
        while true {
            skipSpaces()
            list.append(try parsePredicate(allowingViews: allowingViews))
            skipSpaces()
            if peek == "," {
                position += 1
                continue
            }
            guard peek == ")" else { throw error("Expected ',' or ')'") }
            position += 1
            return list
        }
    }

    mutating func parsePredicate(allowingViews: Bool) throws(VisualFormatError) -> VisualFormat.Predicate {
        let start = position
        var relation = LayoutRelation.equal
        if position + 1 < characters.count, characters[position + 1] == "=" {
            switch characters[position] {
            case "=": relation = .equal
            case "<": relation = .lessThanOrEqual
            case ">": relation = .greaterThanOrEqual
            default: break
            }
            if "=<>".contains(characters[position]) { position += 2 }
        }
        skipSpaces()
        let object: VisualFormat.Predicate.Object
        let objectStart = position
        if let value = try readConstant(allowingSign: true) {
            object = .constant(value)
        } else if let name = readIdentifier() {
            guard allowingViews else {
                throw VisualFormatError(
                    "A gap's predicate cannot name a view: \(name) is not a key in the metrics dictionary.",
                    format: format, offset: objectStart)
            }
            guard viewNames.contains(name) else {
                throw VisualFormatError(
                    "\(name) is not a key in the metrics or views dictionaries.", format: format, offset: objectStart)
            }
            object = .view(name)
        } else {
            throw error("Expected a number, a metric name or a view name")
        }
        skipSpaces()
        var priority: Float = 1000
        if peek == "@" {
            position += 1
            skipSpaces()
            let priorityStart = position
            guard let value = try readConstant(allowingSign: false) else {
                throw error("Expected a priority: a number or a metric name")
            }
            guard value >= 1, value <= 1000 else {
                throw VisualFormatError(
                    "A priority must be between 1 and 1000.", format: format, offset: priorityStart)
            }
            priority = Float(value)
        }
        return VisualFormat.Predicate(relation: relation, object: object, priority: priority, offset: start)
    }

    // MARK: Tokens

    var peek: Character? { position < characters.count ? characters[position] : nil }

    mutating func skipSpaces() {
        while let c = peek, c == " " || c == "\t" || c == "\n" { position += 1 }
    }

    /// Whether a character is an ASCII digit, from its ASCII value (`isNumber` looks up Unicode
    /// properties).
    static func isASCIIDigit(_ c: Character) -> Bool {
        guard let value = c.asciiValue else { return false }
        return value >= UInt8(ascii: "0") && value <= UInt8(ascii: "9")
    }

    /// A C identifier.
    mutating func readIdentifier() -> String? {
        // Compared as ASCII values, and gathered as bytes: comparing Characters and building a
        // string of them cost thousands of instructions a name in a large document's formats.
        func isWord(_ value: UInt8, first: Bool) -> Bool {
            value == UInt8(ascii: "_") || ((value | 0x20) >= UInt8(ascii: "a") && (value | 0x20) <= UInt8(ascii: "z"))
                || (!first && value >= UInt8(ascii: "0") && value <= UInt8(ascii: "9"))
        }
        guard let first = peek?.asciiValue, isWord(first, first: true) else { return nil }
        var bytes: [UInt8] = []
        while let value = peek?.asciiValue, isWord(value, first: bytes.isEmpty) {
            bytes.append(value)
            position += 1
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// A number or a metric's value; nil (and nothing read) when neither is there. A name
    /// that is not a metric is left for the caller (it may be a view).
    mutating func readConstant(allowingSign: Bool) throws(VisualFormatError) -> CGFloat? {
        let start = position
        var text = ""
        if allowingSign, let c = peek, c == "-" || c == "+" {
            text.append(c)
            position += 1
        }
        var digits = false
        while let c = peek, Self.isASCIIDigit(c) {
            text.append(c)
            digits = true
            position += 1
        }
        if peek == ".", position + 1 < characters.count, Self.isASCIIDigit(characters[position + 1]) {
            text.append(".")
            position += 1
            while let c = peek, Self.isASCIIDigit(c) {
                text.append(c)
                digits = true
                position += 1
            }
        }
        if digits, let c = peek, c == "e" || c == "E" {
            var exponent = String(c)
            var p = position + 1
            if p < characters.count, characters[p] == "-" || characters[p] == "+" {
                exponent.append(characters[p])
                p += 1
            }
            if p < characters.count, Self.isASCIIDigit(characters[p]) {
                while p < characters.count, Self.isASCIIDigit(characters[p]) {
                    exponent.append(characters[p])
                    p += 1
                }
                text += exponent
                position = p
            }
        }
        if digits {
            guard let value = Double(text), value.isFinite else {
                throw VisualFormatError("Expected a number", format: format, offset: start)
            }
            return CGFloat(value)
        }
        position = start
        // A metric name (a sign before a name is not VFL).
        let saved = position
        if let name = readIdentifier() {
            if let value = metrics[name] { return value }
            position = saved
        }
        return nil
    }

    func error(_ message: String) -> VisualFormatError {
        VisualFormatError(message, format: format, offset: position)
    }
}
