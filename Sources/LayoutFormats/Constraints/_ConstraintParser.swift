/// The one constraint parser: recursive descent over UTF-8 bytes, for every notation of
/// ``ConstraintNotation``. ``ParsedConstraint`` reads its sums as solver expressions,
/// ``ConstraintStatement`` as `item.attribute` relations.
///
/// Bytes, not `Character`s or scalars: the grammar's tokens are ASCII, so only a byte of a
/// non-ASCII scalar (a letter of a name, a space such as U+00A0, `×`, `≤`, `≥`) is decoded.
/// Positions are byte offsets; errors report them in Unicode scalars, as
/// ``ConstraintSyntaxError`` promises.
struct _ConstraintParser {
    let bytes: [UInt8]
    let notation: ConstraintNotation
    var position = 0
    /// The names in order of first appearance, and their indices (kept only past
    /// ``namesSearchedInOrder`` names: a constraint names two or three, and hashing them cost
    /// more than comparing).
    var names: [String] = []
    var indexOfName: [String: Int] = [:]
    static let namesSearchedInOrder = 8
    /// Whether every byte is ASCII: then a byte offset is a scalar offset.
    let isASCII: Bool

    init(_ text: String, notation: ConstraintNotation) {
        bytes = Array(text.utf8)
        isASCII = bytes.allSatisfy { $0 < 0x80 }
        self.notation = notation
    }

    var isAtEnd: Bool { position >= bytes.count }

    /// The two sides, the relation and the priority of a constraint.
    struct Parts {
        var lhs: _LinearSum
        var relation: RelationSymbol
        var rhs: _LinearSum
        var priority: Double
        /// Where the left side starts (after spaces), in bytes.
        var lhsStart: Int
        /// Where the right side starts (after spaces), in bytes.
        var rhsStart: Int
    }

    /// A relation, without depending on a solver or an engine type.
    enum RelationSymbol {
        case equal, greaterThanOrEqual, lessThanOrEqual
    }

    mutating func parseParts() throws(ConstraintSyntaxError) -> Parts {
        skipSpaces()
        let lhsStart = position
        let lhs = try parseSum(nesting: 0)
        skipSpaces()
        guard let relation = parseRelation() else { throw relationError() }
        skipSpaces()
        let rhsStart = position
        let rhs = try parseSum(nesting: 0)
        skipSpaces()
        var priority = 1000.0
        var hasPriority = false
        if peek(is: "@") {
            position += 1
            priority = try parsePriority()
            hasPriority = true
            skipSpaces()
        } else if notation.isRelaxed, startsPriorityInParentheses() {
            priority = try parsePriorityInParentheses()
            hasPriority = true
            skipSpaces()
        }
        guard isAtEnd else {
            let before = position
            if !hasPriority, parseRelation() != nil {
                position = before
                throw error("expected a single relation", .end)
            }
            if let unexpected = unexpectedCharacter() { throw error(unexpected, .end) }
            throw error(
                hasPriority
                    ? "expected the end of the constraint"
                    : "expected an operator, '@' or the end of the constraint", .end)
        }
        return Parts(
            lhs: lhs, relation: relation, rhs: rhs, priority: priority, lhsStart: lhsStart, rhsStart: rhsStart)
    }

    /// The error where a relation was expected.
    mutating func relationError() -> ConstraintSyntaxError {
        if notation != .solver, let byte = byte(at: position) {
            if byte == UInt8(ascii: "=") || byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">") {
                return error(notation.isRelaxed ? "expected ==, =, >= or <=" : "expected ==, >= or <=", .relation)
            }
            if let unexpected = unexpectedCharacter() { return error(unexpected, .relation) }
        }
        return error("expected a relation (==, >= or <=)", .relation)
    }

    mutating func parseRelation() -> RelationSymbol? {
        guard position < bytes.count else { return nil }
        let first = bytes[position]
        if position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "=") {
            let relation: RelationSymbol
            switch first {
            case UInt8(ascii: "="): relation = .equal
            case UInt8(ascii: ">"): relation = .greaterThanOrEqual
            case UInt8(ascii: "<"): relation = .lessThanOrEqual
            default: return nil
            }
            position += 2
            return relation
        }
        guard notation.isRelaxed else { return nil }
        if first == UInt8(ascii: "=") {
            position += 1
            return .equal
        }
        // ≥ is E2 89 A5, ≤ is E2 89 A4.
        if first == 0xE2, position + 2 < bytes.count, bytes[position + 1] == 0x89 {
            switch bytes[position + 2] {
            case 0xA5:
                position += 3
                return .greaterThanOrEqual
            case 0xA4:
                position += 3
                return .lessThanOrEqual
            default: return nil
            }
        }
        return nil
    }

    // MARK: Priorities

    /// The priority names of the document notation, as UIKit's `UILayoutPriority` constants.
    static let priorityNames: [(name: String, value: Double)] = [
        ("required", 1000), ("high", 750), ("defaultHigh", 750), ("low", 250), ("defaultLow", 250),
        ("fittingSizeLevel", 50),
    ]

    mutating func parsePriority() throws(ConstraintSyntaxError) -> Double {
        skipSpaces()
        let start = position
        if notation.isRelaxed, let byte = byte(at: position), Self.startsWord(byte) {
            let nameStart = position
            while let byte = self.byte(at: position), Self.continuesWord(byte) { position += 1 }
            let name = String(decoding: bytes[nameStart..<position], as: UTF8.self)
            if let match = Self.priorityNames.first(where: { $0.name.lowercased() == name.lowercased() }) {
                return match.value
            }
            position = nameStart
            throw error(
                NearestName.message(
                    expected: "a priority (a number in (0, 1000] or required, high, low, fittingSizeLevel)",
                    found: name, known: Self.priorityNames.map(\.name)), .priority)
        }
        // A sign is read only to say that the number is out of range, not that it is missing.
        if peek(is: "-") || peek(is: "+") { position += 1 }
        guard let value = try parseNumber() else {
            position = start
            throw error("expected a priority (a number in (0, 1000])", .priority)
        }
        let written = String(decoding: bytes[start..<position], as: UTF8.self)
        let signed = bytes[start] == UInt8(ascii: "-") ? -value : value
        guard signed > 0, signed <= 1000 else {
            position = start
            throw error("expected a priority in (0, 1000], found \(written)", .priority)
        }
        return signed
    }

    /// Whether `(priority:` starts here (the seeds' `ImageView.Height = 50 (priority: 950)`).
    func startsPriorityInParentheses() -> Bool {
        guard peek(is: "(") else { return false }
        var index = position + 1
        while let byte = byte(at: index), byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") { index += 1 }
        let word = Array("priority".utf8)
        guard index + word.count <= bytes.count else { return false }
        for (offset, letter) in word.enumerated() where bytes[index + offset] | 0x20 != letter { return false }
        return true
    }

    mutating func parsePriorityInParentheses() throws(ConstraintSyntaxError) -> Double {
        position += 1
        skipSpaces()
        position += "priority".utf8.count
        skipSpaces()
        guard peek(is: ":") else { throw error("expected ':' after priority", .priority) }
        position += 1
        let value = try parsePriority()
        skipSpaces()
        guard peek(is: ")") else { throw error("expected ')' after the priority", .priority) }
        position += 1
        return value
    }

    // MARK: Linear expressions

    mutating func parseSum(nesting: Int) throws(ConstraintSyntaxError) -> _LinearSum {
        var result = try parseProduct(nesting: nesting)
        while true {
            skipSpaces()
            if peek(is: "+") {
                position += 1
                result.add(try parseProduct(nesting: nesting))
            } else if peek(is: "-") {
                position += 1
                result.add(try parseProduct(nesting: nesting), times: -1)
            } else {
                return result
            }
        }
    }

    mutating func parseProduct(nesting: Int) throws(ConstraintSyntaxError) -> _LinearSum {
        var result = try parseUnary(nesting: nesting)
        while true {
            skipSpaces()
            let operatorPosition = position
            if skipMultiplication() {
                var factor = try parseUnary(nesting: nesting)
                if result.isConstant {
                    factor.scale(by: result.constant)
                    result = factor
                } else if factor.isConstant {
                    result.scale(by: factor.constant)
                } else {
                    position = operatorPosition
                    throw error(
                        "expected a constant on one side of '*' (a product of variables is not linear)")
                }
            } else if peek(is: "/") {
                position += 1
                let divisor = try parseUnary(nesting: nesting)
                guard divisor.isConstant else {
                    position = operatorPosition
                    throw error("expected a constant divisor (dividing by a variable is not linear)")
                }
                result.divide(by: divisor.constant)
            } else {
                return result
            }
        }
    }

    /// Skips a multiplication sign: `*`, and in the document notation `×` or a lone `x`
    /// followed by a space, a digit or `(` (a name never stands where an operator does).
    mutating func skipMultiplication() -> Bool {
        guard let byte = byte(at: position) else { return false }
        if byte == UInt8(ascii: "*") {
            position += 1
            return true
        }
        guard notation.isRelaxed else { return false }
        if byte == 0xC3, self.byte(at: position + 1) == 0x97 {
            position += 2
            return true
        }
        if byte == UInt8(ascii: "x") || byte == UInt8(ascii: "X") {
            guard let next = self.byte(at: position + 1) else { return false }
            if next == UInt8(ascii: " ") || next == UInt8(ascii: "\t") || next == UInt8(ascii: "(")
                || Self.isDigit(next)
            {
                position += 1
                return true
            }
        }
        return false
    }

    mutating func parseUnary(nesting: Int) throws(ConstraintSyntaxError) -> _LinearSum {
        // Signs are counted in a loop, not by recursion, so `- - - … x` cannot exhaust the stack.
        var negative = false
        while true {
            skipSpaces()
            if peek(is: "-") {
                negative.toggle()
            } else if !peek(is: "+") {
                break
            }
            position += 1
        }
        var primary = try parsePrimary(nesting: nesting)
        if negative { primary.scale(by: -1) }
        return primary
    }

    mutating func parsePrimary(nesting: Int) throws(ConstraintSyntaxError) -> _LinearSum {
        skipSpaces()
        if peek(is: "(") {
            guard nesting < ParsedConstraint.maximumNesting else {
                throw error("expected at most \(ParsedConstraint.maximumNesting) nested parentheses")
            }
            position += 1
            let inner = try parseSum(nesting: nesting + 1)
            skipSpaces()
            guard peek(is: ")") else {
                if let unexpected = unexpectedCharacter() { throw error(unexpected) }
                throw error("expected ')'")
            }
            position += 1
            return inner
        }
        if let number = try parseNumber() {
            return _LinearSum(constant: number)
        }
        let start = position
        if skipName() {
            let name = String(decoding: bytes[start..<position], as: UTF8.self)
            return _LinearSum(name: index(ofName: name), offset: start)
        }
        if position > start { throw error("expected a name after '.'", .operand) }
        if let unexpected = unexpectedCharacter() { throw error(unexpected, .operand) }
        switch notation {
        case .solver: throw error("expected a number or a variable", .operand)
        case .conformance: throw error("expected item.attribute", .operand)
        case .document: throw error("expected a number or item.attribute", .operand)
        }
    }

    mutating func index(ofName name: String) -> Int {
        if names.count <= Self.namesSearchedInOrder {
            if let index = names.firstIndex(of: name) { return index }
            names.append(name)
            if names.count > Self.namesSearchedInOrder {
                for (index, name) in names.enumerated() { indexOfName[name] = index }
            }
            return names.count - 1
        }
        if let index = indexOfName[name] { return index }
        names.append(name)
        indexOfName[name] = names.count - 1
        return names.count - 1
    }

    // MARK: Tokens

    /// Reads a number, or returns nil when none starts at `position`.
    mutating func parseNumber() throws(ConstraintSyntaxError) -> Double? {
        let start = position
        // The conformance and document notations also read `.5`.
        let leadingDot =
            notation != .solver && peek(is: ".") && byte(at: position + 1).map(Self.isDigit) == true
        if leadingDot { position += 1 }
        guard skipDigits() else { return nil }
        let integerEnd = position
        var fractionEnd = position
        if !leadingDot, peek(is: ".") {
            position += 1
            guard skipDigits() else { throw error("expected a digit after '.'", .number) }
            fractionEnd = position
        }
        if peek(is: "e") || peek(is: "E") {
            position += 1
            if peek(is: "+") || peek(is: "-") { position += 1 }
            guard skipDigits() else { throw error("expected a digit in the exponent", .number) }
            return Self.slowNumber(bytes[start..<position])
        }
        if leadingDot { return Self.slowNumber(bytes[start..<position]) }
        return Self.decimal(bytes, start, integerEnd, fractionEnd)
    }

    /// A decimal without an exponent. Up to 15 significant digits the value is an exact integer
    /// divided by an exact power of ten, one correctly rounded division (Clinger's fast path);
    /// longer numbers go through `Double(_:)`.
    static func decimal(_ bytes: [UInt8], _ start: Int, _ integerEnd: Int, _ fractionEnd: Int) -> Double {
        let fractionDigits = fractionEnd > integerEnd ? fractionEnd - integerEnd - 1 : 0
        let digitCount = (integerEnd - start) + fractionDigits
        guard digitCount <= 15 else { return slowNumber(bytes[start..<fractionEnd]) }
        var mantissa: Int64 = 0
        for index in start..<fractionEnd where bytes[index] != UInt8(ascii: ".") {
            mantissa = mantissa * 10 + Int64(bytes[index] - UInt8(ascii: "0"))
        }
        return fractionDigits == 0 ? Double(mantissa) : Double(mantissa) / powersOfTen[fractionDigits]
    }

    static let powersOfTen: [Double] = (0...15).map { exponent in
        var value = 1.0
        for _ in 0..<exponent { value *= 10 }
        return value
    }

    /// The scanned text is ASCII digits, '.', 'e' and a sign, which `Double(_:)` reads; a
    /// number beyond Double's range reads as infinity, which the solver refuses later.
    static func slowNumber(_ text: ArraySlice<UInt8>) -> Double {
        Double(String(decoding: text, as: UTF8.self)) ?? .nan
    }

    /// Skips a (possibly dotted) name. Returns false, with `position` after the dot, when a dot
    /// is not followed by a word; returns false without moving when no name starts here.
    mutating func skipName() -> Bool {
        guard let first = byte(at: position), startsWord(at: position, first) else { return false }
        while true {
            position += scalarLength(at: position)
            // ASCII bytes (nearly every name's) in a tight loop; a non-ASCII one decoded.
            while position < bytes.count {
                let byte = bytes[position]
                if byte < 0x80 {
                    guard Self.continuesWord(byte) else { break }
                    position += 1
                } else {
                    guard continuesWord(at: position, byte) else { break }
                    position += scalarLength(at: position)
                }
            }
            guard peek(is: ".") else { return true }
            position += 1
            guard let byte = byte(at: position), startsWord(at: position, byte) else { return false }
        }
    }

    /// Whether a word starts at `index`: an ASCII letter or `_`, or a non-ASCII letter.
    func startsWord(at index: Int, _ byte: UInt8) -> Bool {
        if byte < 0x80 { return Self.startsWord(byte) }
        return scalar(at: index).properties.isAlphabetic
    }

    func continuesWord(at index: Int, _ byte: UInt8) -> Bool {
        if byte < 0x80 { return Self.continuesWord(byte) }
        return scalar(at: index).properties.isAlphabetic
    }

    static func startsWord(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") || byte == UInt8(ascii: "_")
    }

    static func continuesWord(_ byte: UInt8) -> Bool {
        startsWord(byte) || isDigit(byte)
    }

    static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    mutating func skipDigits() -> Bool {
        let start = position
        while position < bytes.count, Self.isDigit(bytes[position]) { position += 1 }
        return position > start
    }

    /// Skips spaces: ASCII blanks, and any non-ASCII scalar Unicode calls whitespace.
    mutating func skipSpaces() {
        while position < bytes.count {
            let byte = bytes[position]
            if byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) {
                position += 1
            } else if byte >= 0x80, scalar(at: position).properties.isWhitespace {
                position += scalarLength(at: position)
            } else {
                return
            }
        }
    }

    func peek(is character: Unicode.Scalar) -> Bool {
        position < bytes.count && bytes[position] == UInt8(ascii: character)
    }

    func byte(at index: Int) -> UInt8? {
        index < bytes.count ? bytes[index] : nil
    }

    /// The number of bytes of the scalar that starts at `index`.
    func scalarLength(at index: Int) -> Int {
        let byte = bytes[index]
        if byte < 0x80 { return 1 }
        if byte >= 0xF0 { return min(4, bytes.count - index) }
        if byte >= 0xE0 { return min(3, bytes.count - index) }
        return min(2, bytes.count - index)
    }

    /// The scalar that starts at `index` (the text came from a `String`, so it is valid UTF-8).
    func scalar(at index: Int) -> Unicode.Scalar {
        var iterator = bytes[index..<(index + scalarLength(at: index))].makeIterator()
        var decoder = UTF8()
        if case .scalarValue(let scalar) = decoder.decode(&iterator) { return scalar }
        return "\u{FFFD}"
    }

    /// `unexpected character 'c'` (the conformance notation's message) or `expected a number,
    /// item.attribute or an operator, found 'c'` (the document notation's) when the scalar at
    /// `position` starts no token; nil in the solver notation and for a token's start.
    func unexpectedCharacter() -> String? {
        guard notation != .solver, position < bytes.count else { return nil }
        let byte = bytes[position]
        if byte >= 0x80 {
            let scalar = scalar(at: position)
            if scalar.properties.isAlphabetic { return nil }
            if notation.isRelaxed, ["×", "≤", "≥"].contains(scalar) { return nil }
            return unexpected(Character(scalar))
        }
        if Self.continuesWord(byte) || "=<>*/+-@().".utf8.contains(byte) { return nil }
        return unexpected(Character(Unicode.Scalar(byte)))
    }

    func unexpected(_ character: Character) -> String {
        notation.isRelaxed
            ? "expected a number, item.attribute or an operator, found '\(character)'"
            : "unexpected character '\(character)'"
    }

    /// A byte offset of the text in Unicode scalars.
    func scalarOffset(_ byteOffset: Int) -> Int {
        if isASCII { return byteOffset }
        var count = 0
        for index in 0..<min(byteOffset, bytes.count) where bytes[index] & 0xC0 != 0x80 { count += 1 }
        return count + max(0, byteOffset - bytes.count)
    }

    func error(_ message: String, _ expected: ConstraintSyntaxError.Expected = .other) -> ConstraintSyntaxError {
        ConstraintSyntaxError(offset: scalarOffset(position), message: message, expected: expected)
    }

    func error(
        _ message: String, at byteOffset: Int, _ expected: ConstraintSyntaxError.Expected = .other
    ) -> ConstraintSyntaxError {
        ConstraintSyntaxError(offset: scalarOffset(byteOffset), message: message, expected: expected)
    }
}
