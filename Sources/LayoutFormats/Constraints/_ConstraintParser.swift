import Cassowary

/// A recursive-descent parser for the grammar of ``ParsedConstraint``, over Unicode scalars so
/// that an error's offset maps back to the written text.
struct _ConstraintParser {
    let scalars: [Unicode.Scalar]
    var position = 0
    var names: [String] = []
    var indexOfName: [String: Int] = [:]

    init(_ text: String) {
        scalars = Array(text.unicodeScalars)
    }

    var isAtEnd: Bool { position >= scalars.count }

    mutating func parseConstraint() throws(ConstraintSyntaxError) -> ParsedConstraint {
        let lhs = try parseSum(nesting: 0)
        skipSpaces()
        guard let relation = parseRelation() else { throw error("expected a relation (==, >= or <=)") }
        let rhs = try parseSum(nesting: 0)
        skipSpaces()
        var priority = Priority.required
        let hasPriority = peek(is: "@")
        if hasPriority {
            position += 1
            priority = try parsePriority()
            skipSpaces()
        }
        guard isAtEnd else {
            let before = position
            if !hasPriority, parseRelation() != nil {
                position = before
                throw error("expected a single relation")
            }
            throw error(
                hasPriority
                    ? "expected the end of the constraint"
                    : "expected an operator, '@' or the end of the constraint")
        }
        return ParsedConstraint(
            variableNames: names, expression: lhs - rhs, relation: relation, priority: priority)
    }

    mutating func parseRelation() -> Relation? {
        guard position + 1 < scalars.count, scalars[position + 1] == "=" else { return nil }
        let relation: Relation
        switch scalars[position] {
        case "=": relation = .equal
        case ">": relation = .greaterThanOrEqual
        case "<": relation = .lessThanOrEqual
        default: return nil
        }
        position += 2
        return relation
    }

    mutating func parsePriority() throws(ConstraintSyntaxError) -> Priority {
        skipSpaces()
        let start = position
        // A sign is read only to say that the number is out of range, not that it is missing.
        if peek(is: "-") || peek(is: "+") { position += 1 }
        guard let value = try parseNumber() else {
            position = start
            throw error("expected a priority (a number in (0, 1000])")
        }
        let written = String(String.UnicodeScalarView(scalars[start..<position]))
        let signed = scalars[start] == "-" ? -value : value
        guard signed > 0, signed <= 1000 else {
            position = start
            throw error("expected a priority in (0, 1000], found \(written)")
        }
        return Priority(signed)
    }

    // MARK: Linear expressions

    mutating func parseSum(nesting: Int) throws(ConstraintSyntaxError) -> Expression {
        var result = try parseProduct(nesting: nesting)
        while true {
            skipSpaces()
            if peek(is: "+") {
                position += 1
                result = result + (try parseProduct(nesting: nesting))
            } else if peek(is: "-") {
                position += 1
                result = result - (try parseProduct(nesting: nesting))
            } else {
                return result
            }
        }
    }

    mutating func parseProduct(nesting: Int) throws(ConstraintSyntaxError) -> Expression {
        var result = try parseUnary(nesting: nesting)
        while true {
            skipSpaces()
            let operatorPosition = position
            if peek(is: "*") {
                position += 1
                let factor = try parseUnary(nesting: nesting)
                if result.terms.isEmpty {
                    result = factor.scaled(by: result.constant)
                } else if factor.terms.isEmpty {
                    result = result.scaled(by: factor.constant)
                } else {
                    position = operatorPosition
                    throw error(
                        "expected a constant on one side of '*' (a product of variables is not linear)")
                }
            } else if peek(is: "/") {
                position += 1
                let divisor = try parseUnary(nesting: nesting)
                guard divisor.terms.isEmpty else {
                    position = operatorPosition
                    throw error("expected a constant divisor (dividing by a variable is not linear)")
                }
                // Divided term by term rather than scaled by 1 / divisor, which rounds twice.
                result = Expression(
                    result.terms.map { Term($0.variable, $0.coefficient / divisor.constant) },
                    constant: result.constant / divisor.constant)
            } else {
                return result
            }
        }
    }

    mutating func parseUnary(nesting: Int) throws(ConstraintSyntaxError) -> Expression {
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
        let primary = try parsePrimary(nesting: nesting)
        return negative ? primary.scaled(by: -1) : primary
    }

    mutating func parsePrimary(nesting: Int) throws(ConstraintSyntaxError) -> Expression {
        skipSpaces()
        if peek(is: "(") {
            guard nesting < ParsedConstraint.maximumNesting else {
                throw error("expected at most \(ParsedConstraint.maximumNesting) nested parentheses")
            }
            position += 1
            let inner = try parseSum(nesting: nesting + 1)
            skipSpaces()
            guard peek(is: ")") else { throw error("expected ')'") }
            position += 1
            return inner
        }
        if let number = try parseNumber() {
            return Expression(constant: number)
        }
        let start = position
        if skipName() {
            let name = String(String.UnicodeScalarView(scalars[start..<position]))
            return Expression(Variable(index: index(ofName: name)))
        }
        if position > start { throw error("expected a name after '.'") }
        throw error("expected a number or a variable")
    }

    mutating func index(ofName name: String) -> Int {
        if let index = indexOfName[name] { return index }
        names.append(name)
        indexOfName[name] = names.count - 1
        return names.count - 1
    }

    // MARK: Tokens

    /// Reads a number, or returns nil when no digit is at `position`.
    mutating func parseNumber() throws(ConstraintSyntaxError) -> Double? {
        let start = position
        guard skipDigits() else { return nil }
        if peek(is: ".") {
            position += 1
            guard skipDigits() else { throw error("expected a digit after '.'") }
        }
        if peek(is: "e") || peek(is: "E") {
            position += 1
            if peek(is: "+") || peek(is: "-") { position += 1 }
            guard skipDigits() else { throw error("expected a digit in the exponent") }
        }
        // The scanned text is ASCII digits, '.', 'e' and a sign, which Double(_:) reads; a
        // number beyond Double's range reads as infinity, which the solver refuses later.
        return Double(String(String.UnicodeScalarView(scalars[start..<position]))) ?? .nan
    }

    /// Skips a (possibly dotted) name. Returns false, with `position` after the dot, when a dot
    /// is not followed by a word; returns false without moving when no name starts here.
    mutating func skipName() -> Bool {
        guard position < scalars.count, Self.startsWord(scalars[position]) else { return false }
        while true {
            position += 1
            while position < scalars.count, Self.continuesWord(scalars[position]) { position += 1 }
            guard peek(is: ".") else { return true }
            position += 1
            guard position < scalars.count, Self.startsWord(scalars[position]) else { return false }
        }
    }

    static func startsWord(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "a"..."z", "A"..."Z", "_": true
        default: !scalar.isASCII && scalar.properties.isAlphabetic
        }
    }

    static func continuesWord(_ scalar: Unicode.Scalar) -> Bool {
        startsWord(scalar) || ("0"..."9").contains(scalar)
    }

    mutating func skipDigits() -> Bool {
        let start = position
        while position < scalars.count, ("0"..."9").contains(scalars[position]) { position += 1 }
        return position > start
    }

    mutating func skipSpaces() {
        while position < scalars.count, scalars[position].properties.isWhitespace { position += 1 }
    }

    func peek(is scalar: Unicode.Scalar) -> Bool {
        position < scalars.count && scalars[position] == scalar
    }

    func error(_ message: String) -> ConstraintSyntaxError {
        ConstraintSyntaxError(offset: position, message: message)
    }
}
