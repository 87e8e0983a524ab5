import AutoLayout
import Foundation

/// A constraint string of the conformance format, parsed:
/// `item.attr REL [m *] item.attr [+|- c] [@p]` or `item.attr REL c [@p]`.
///
/// Item names may contain dots (`root.safeArea.leading` names the attribute `leading` of the
/// item `root.safeArea`); the last component is the attribute.
struct ConformanceConstraint: Equatable {
    var firstItem: String
    var firstAttribute: LayoutAttribute
    var relation: LayoutRelation
    var multiplier: CGFloat = 1
    var secondItem: String?
    var secondAttribute: LayoutAttribute = .notAnAttribute
    var constant: CGFloat = 0
    var priority: Float = 1000

    /// A syntax error, at an offset (in characters) of the string.
    struct SyntaxError: Error {
        var offset: Int
        var message: String
    }

    enum Token: Equatable {
        case name(String)
        case number(CGFloat)
        case symbol(String)
        case end
    }

    /// The attributes by the names the format uses, in UIKit's order.
    static let attributeNames = LayoutAttribute.allCases.filter { $0 != .notAnAttribute }.map(\.description)

    /// Parses a constraint string.
    ///
    /// - Throws: a ``SyntaxError`` at the first character that is not of the grammar, saying
    ///   what was expected there (and the nearest attribute name for an unknown one).
    static func parse(_ text: String) throws(SyntaxError) -> ConformanceConstraint {
        var tokens: [(token: Token, offset: Int)] = []
        let characters = Array(text)
        var i = 0
        while i < characters.count {
            let c = characters[i]
            if c.isWhitespace {
                i += 1
                continue
            }
            let start = i
            if c.isLetter || c == "_" {
                while i < characters.count, characters[i].isLetter || characters[i].isNumber || characters[i] == "_" || characters[i] == "." {
                    i += 1
                }
                tokens.append((.name(String(characters[start..<i])), start))
            } else if c.isNumber || c == "." {
                while i < characters.count, characters[i].isNumber || characters[i] == "." {
                    i += 1
                }
                if i < characters.count, characters[i] == "e" || characters[i] == "E" {
                    i += 1
                    if i < characters.count, characters[i] == "+" || characters[i] == "-" { i += 1 }
                    while i < characters.count, characters[i].isNumber { i += 1 }
                }
                guard let value = Double(String(characters[start..<i])) else {
                    throw SyntaxError(offset: start, message: "expected a number")
                }
                tokens.append((.number(CGFloat(value)), start))
            } else if "=<>".contains(c) {
                guard i + 1 < characters.count, characters[i + 1] == "=" else {
                    throw SyntaxError(offset: start, message: "expected ==, >= or <=")
                }
                tokens.append((.symbol(String(characters[i...i + 1])), start))
                i += 2
            } else if "*+-@".contains(c) {
                tokens.append((.symbol(String(c)), start))
                i += 1
            } else {
                throw SyntaxError(offset: start, message: "unexpected character '\(c)'")
            }
        }
        tokens.append((.end, characters.count))
        var position = 0
        func peek() -> Token { tokens[position].token }
        func offset() -> Int { tokens[position].offset }
        func itemAttribute() throws(SyntaxError) -> (String, LayoutAttribute) {
            guard case .name(let name) = peek() else {
                throw SyntaxError(offset: offset(), message: "expected item.attribute")
            }
            guard let dot = name.lastIndex(of: "."), dot != name.startIndex else {
                throw SyntaxError(offset: offset(), message: "expected item.attribute, found \(name)")
            }
            let attributeName = String(name[name.index(after: dot)...])
            guard let attribute = LayoutAttribute(name: attributeName), attribute != .notAnAttribute else {
                throw SyntaxError(
                    offset: offset() + name.distance(from: name.startIndex, to: dot) + 1,
                    message: _NearestName.message(
                        expected: "an attribute", found: attributeName, known: attributeNames))
            }
            position += 1
            return (String(name[..<dot]), attribute)
        }
        func signedNumber() throws(SyntaxError) -> CGFloat {
            var sign: CGFloat = 1
            if peek() == .symbol("-") {
                sign = -1
                position += 1
            }
            guard case .number(let value) = peek() else {
                throw SyntaxError(offset: offset(), message: "expected a number")
            }
            position += 1
            return sign * value
        }
        let (firstItem, firstAttribute) = try itemAttribute()
        let relation: LayoutRelation
        switch peek() {
        case .symbol("=="): relation = .equal
        case .symbol(">="): relation = .greaterThanOrEqual
        case .symbol("<="): relation = .lessThanOrEqual
        default: throw SyntaxError(offset: offset(), message: "expected a relation (==, >= or <=)")
        }
        position += 1
        var result = ConformanceConstraint(firstItem: firstItem, firstAttribute: firstAttribute, relation: relation)
        // Right side: a constant, or [m *] item.attr [± c].
        var leading: CGFloat?
        if case .number = peek() {
            leading = try signedNumber()
        } else if peek() == .symbol("-"), case .number = tokens[position + 1].token {
            leading = try signedNumber()
        }
        if let value = leading, peek() == .symbol("*") {
            position += 1
            result.multiplier = value
            let (item, attribute) = try itemAttribute()
            result.secondItem = item
            result.secondAttribute = attribute
        } else if let value = leading {
            result.constant = value
        } else {
            let (item, attribute) = try itemAttribute()
            result.secondItem = item
            result.secondAttribute = attribute
            if peek() == .symbol("*") {
                position += 1
                result.multiplier = try signedNumber()
            }
        }
        if result.secondItem != nil {
            if peek() == .symbol("+") {
                position += 1
                result.constant = try signedNumber()
            } else if peek() == .symbol("-") {
                position += 1
                result.constant = -(try signedNumber())
            }
        }
        if peek() == .symbol("@") {
            position += 1
            let value = try signedNumber()
            guard value > 0, value <= 1000 else {
                throw SyntaxError(offset: tokens[position - 1].offset, message: "expected a priority in (0, 1000]")
            }
            result.priority = Float(value)
        }
        guard peek() == .end else {
            throw SyntaxError(offset: offset(), message: "expected the end of the constraint")
        }
        return result
    }
}
