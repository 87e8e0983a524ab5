extension ConstraintStatement {
    /// The statement of a text in the plainest form documents write, read without the general
    /// grammar; nil for anything else (the caller then parses it with ``init(parsing:notation:attributeNames:)``,
    /// which gives the same statement for every text this accepts, and the errors for the rest).
    ///
    /// The form: `item.attribute REL item.attribute [* number] [(+|-) number] [@ number]` or
    /// `item.attribute REL number [@ number]`, in ASCII, items single words, attributes UIKit's
    /// exact names, `REL` one of `==`, `>=`, `<=`, numbers unsigned decimals without exponents, the
    /// priority in (0, 1000], tokens separated by any number of spaces. A document's statements
    /// are nearly all of it, and the general parser's byte array, name table and term lists cost
    /// more than reading them.
    ///
    /// - Complexity: O(length of the text), allocating only the operands' names.
    static func plain(_ text: String) -> ConstraintStatement? {
        var text = text
        return text.withUTF8 { bytes in
            var reader = _PlainStatementReader(bytes: bytes)
            return reader.read()
        }
    }
}

/// Reads ``ConstraintStatement/plain(_:)``'s form from a text's bytes, giving up (nil) at the
/// first byte outside it.
struct _PlainStatementReader {
    let bytes: UnsafeBufferPointer<UInt8>
    var position = 0

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    mutating func read() -> ConstraintStatement? {
        skipSpaces()
        guard let first = operand() else { return nil }
        skipSpaces()
        guard let relation = relation() else { return nil }
        skipSpaces()
        var second: ConstraintStatement.Operand?
        var multiplier = 0.0
        var constant = 0.0
        if let operand = operand() {
            second = operand
            multiplier = 1
            skipSpaces()
            // As the grammar computes them: the term scaled by the factor, then the constant
            // added times its sign.
            if peek(UInt8(ascii: "*")) {
                position += 1
                skipSpaces()
                guard let factor = number() else { return nil }
                multiplier *= factor
                skipSpaces()
            }
            if peek(UInt8(ascii: "+")) || peek(UInt8(ascii: "-")) {
                let sign: Double = bytes[position] == UInt8(ascii: "-") ? -1 : 1
                position += 1
                skipSpaces()
                guard let value = number() else { return nil }
                constant += value * sign
                skipSpaces()
            }
        } else if let value = number() {
            constant = value
            skipSpaces()
        } else {
            return nil
        }
        var priority = 1000.0
        if peek(UInt8(ascii: "@")) {
            position += 1
            skipSpaces()
            guard let value = number(), value > 0, value <= 1000 else { return nil }
            priority = value
            skipSpaces()
        }
        guard position == bytes.count else { return nil }
        return ConstraintStatement(
            first: first, relation: relation, second: second, multiplier: multiplier, constant: constant,
            priority: priority)
    }

    /// `item.attribute`: a word, a dot, and one of UIKit's attribute names as written.
    mutating func operand() -> ConstraintStatement.Operand? {
        let start = position
        guard position < bytes.count, _ConstraintParser.startsWord(bytes[position]) else { return nil }
        while position < bytes.count, _ConstraintParser.continuesWord(bytes[position]) { position += 1 }
        guard peek(UInt8(ascii: ".")) else {
            position = start
            return nil
        }
        let dot = position
        position += 1
        let attributeStart = position
        while position < bytes.count, _ConstraintParser.continuesWord(bytes[position]) { position += 1 }
        guard
            position > attributeStart, position == bytes.count || bytes[position] < 0x80,
            !peek(UInt8(ascii: ".")),
            let index = ConstraintStatement.defaultAttributeIndex(
                UnsafeBufferPointer(rebasing: bytes[attributeStart..<position]))
        else {
            position = start
            return nil
        }
        return ConstraintStatement.Operand(
            item: String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<dot]), as: UTF8.self),
            attribute: ConstraintStatement.attributeNames[index], itemOffset: start, attributeOffset: attributeStart)
    }

    mutating func relation() -> ConstraintStatement.Relation? {
        guard position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "=") else { return nil }
        let relation: ConstraintStatement.Relation
        switch bytes[position] {
        case UInt8(ascii: "="): relation = .equal
        case UInt8(ascii: ">"): relation = .greaterThanOrEqual
        case UInt8(ascii: "<"): relation = .lessThanOrEqual
        default: return nil
        }
        position += 2
        return relation
    }

    /// Digits with an optional fraction, valued as the grammar values them; nil (not moving)
    /// for anything else, or a number followed by a letter, a digit or a dot.
    mutating func number() -> Double? {
        let start = position
        while position < bytes.count, _ConstraintParser.isDigit(bytes[position]) { position += 1 }
        guard position > start else { return nil }
        let integerEnd = position
        var fractionEnd = position
        if peek(UInt8(ascii: ".")) {
            position += 1
            let fractionStart = position
            while position < bytes.count, _ConstraintParser.isDigit(bytes[position]) { position += 1 }
            guard position > fractionStart else {
                position = start
                return nil
            }
            fractionEnd = position
        }
        if position < bytes.count,
            bytes[position] >= 0x80 || _ConstraintParser.continuesWord(bytes[position]) || bytes[position] == UInt8(ascii: ".")
        {
            position = start
            return nil
        }
        // As `_ConstraintParser.decimal` values it (one division of exact values); longer
        // numbers are left to the grammar.
        let fractionDigits = fractionEnd > integerEnd ? fractionEnd - integerEnd - 1 : 0
        guard (integerEnd - start) + fractionDigits <= 15 else {
            position = start
            return nil
        }
        var mantissa: Int64 = 0
        for index in start..<fractionEnd where bytes[index] != UInt8(ascii: ".") {
            mantissa = mantissa * 10 + Int64(bytes[index] - UInt8(ascii: "0"))
        }
        return fractionDigits == 0 ? Double(mantissa) : Double(mantissa) / _ConstraintParser.powersOfTen[fractionDigits]
    }

    mutating func skipSpaces() {
        while position < bytes.count, bytes[position] == UInt8(ascii: " ") { position += 1 }
    }

    func peek(_ byte: UInt8) -> Bool {
        position < bytes.count && bytes[position] == byte
    }
}
