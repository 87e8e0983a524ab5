import AutoLayout
import Foundation
import LayoutFormats

/// A member of a case's conflict set: a constraint string, followed by its origin in brackets
/// when the engine made it rather than the case (`root.width == 320 [root]`).
struct ConformanceConflictMember {
    /// Who made a constraint the case does not list.
    enum Origin: String, CaseIterable {
        /// The root's fixed size and position: `root.width == 320 [root]`.
        case root
        /// A view's autoresizing mask, by the value it gives in the superview's coordinates:
        /// `v1.width == 100 [autoresizing]`, `v1.left == 10 [autoresizing]`.
        case autoresizing
        /// A stack view's arrangement: `s.width == 0 [stack]`.
        case stack
        /// A required content hugging priority: `label.width <= 100 [hugging]`.
        case hugging
        /// A required compression resistance priority: `label.width >= 100 [compression]`.
        case compression
        /// An edge of a view's safe area or layout margins guide.
        case guide

        /// Whether a member of this origin is written by the value it gives,
        /// `item.attribute == value`, rather than as the engine relates its items.
        var isWrittenByValue: Bool { self == .root || self == .autoresizing }
    }

    /// The constraint.
    var constraint: ConformanceConstraint
    /// Who made it; nil for a constraint of the case (a string of `constraints` or a visual
    /// format's).
    var origin: Origin?

    /// Parses a member.
    ///
    /// - Throws: a syntax error at the offending character: the constraint's, an origin that is
    ///   not one of ``Origin``, or a bracket that is not closed at the end.
    static func parse(_ text: String) throws(ConformanceConstraint.SyntaxError) -> ConformanceConflictMember {
        guard let open = text.lastIndex(of: "[") else {
            if let close = text.firstIndex(of: "]") {
                throw .init(offset: text.distance(from: text.startIndex, to: close), message: "expected '[' before ']'")
            }
            return ConformanceConflictMember(constraint: try ConformanceConstraint.parse(text), origin: nil)
        }
        let constraint = try ConformanceConstraint.parse(String(text[..<open]))
        let openOffset = text.distance(from: text.startIndex, to: open)
        let rest = text[text.index(after: open)...]
        guard let close = rest.firstIndex(of: "]") else {
            throw .init(offset: text.count, message: "expected ']' after the origin")
        }
        let word = rest[..<close].trimmingCharacters(in: .whitespaces)
        guard let origin = Origin(rawValue: word) else {
            throw .init(
                offset: openOffset + 1,
                message: NearestName.message(
                    expected: "an origin (" + Origin.allCases.map(\.rawValue).joined(separator: ", ") + ")",
                    found: word.isEmpty ? "nothing" : word, known: Origin.allCases.map(\.rawValue)))
        }
        let after = rest[rest.index(after: close)...]
        if let extra = after.firstIndex(where: { !$0.isWhitespace }) {
            throw .init(offset: text.distance(from: text.startIndex, to: extra), message: "expected the end of the member")
        }
        return ConformanceConflictMember(constraint: constraint, origin: origin)
    }

    /// The member as the format writes it.
    var description: String {
        constraint.description + (origin.map { " [\($0.rawValue)]" } ?? "")
    }

    /// Whether the member is the same relation as `other`: the same origin, items, attributes
    /// and relation, the same multiplier and the same constant within `tolerance` — written
    /// either way round (`a.leading == b.trailing + 8` is `b.trailing == a.leading - 8`).
    func matches(_ other: ConformanceConflictMember, tolerance: CGFloat) -> Bool {
        guard origin == other.origin else { return false }
        return constraint.isSameRelation(as: other.constraint, tolerance: tolerance)
            || (constraint.mirrored.map { $0.isSameRelation(as: other.constraint, tolerance: tolerance) } ?? false)
    }
}

extension ConformanceConstraint {
    /// The constraint written the other way round (`b.x REL' 1/m × a.x - c/m`); nil when it
    /// names one item or its multiplier is 0.
    var mirrored: ConformanceConstraint? {
        guard let secondItem, multiplier != 0 else { return nil }
        var reversed: LayoutRelation
        switch relation {
        case .equal: reversed = .equal
        case .greaterThanOrEqual: reversed = .lessThanOrEqual
        case .lessThanOrEqual: reversed = .greaterThanOrEqual
        }
        // Dividing by a negative multiplier turns the inequality back.
        if multiplier < 0 { reversed = relation }
        var result = ConformanceConstraint(firstItem: secondItem, firstAttribute: secondAttribute, relation: reversed)
        result.secondItem = firstItem
        result.secondAttribute = firstAttribute
        result.multiplier = 1 / multiplier
        result.constant = -constant / multiplier
        result.priority = priority
        return result
    }

    /// Whether the two are written alike: the same items, attributes, relation and priority, the
    /// multipliers equal to a millionth, the constants within `tolerance`.
    func isSameRelation(as other: ConformanceConstraint, tolerance: CGFloat) -> Bool {
        firstItem == other.firstItem && firstAttribute == other.firstAttribute && relation == other.relation
            && secondItem == other.secondItem && (secondItem == nil || secondAttribute == other.secondAttribute)
            && (secondItem == nil || abs(multiplier - other.multiplier) <= 1e-6 * max(1, abs(multiplier)))
            && abs(constant - other.constant) <= tolerance && priority == other.priority
    }

    /// The constraint in the format's syntax: `a.width == 0.5 * root.width + 8 @750`, the
    /// multiplier only when not 1, the constant only when not 0 (or alone), the priority only
    /// when optional.
    var description: String {
        let relationText: String
        switch relation {
        case .equal: relationText = "=="
        case .greaterThanOrEqual: relationText = ">="
        case .lessThanOrEqual: relationText = "<="
        }
        var text = "\(firstItem).\(firstAttribute) \(relationText) "
        if let secondItem {
            if multiplier != 1 { text += "\(Self.format(multiplier)) * " }
            text += "\(secondItem).\(secondAttribute)"
            if constant > 0 { text += " + \(Self.format(constant))" }
            if constant < 0 { text += " - \(Self.format(-constant))" }
        } else {
            text += Self.format(constant)
        }
        if priority < 1000 { text += " @\(Self.format(CGFloat(priority)))" }
        return text
    }

    /// A number as the format writes it: the shortest form that reads back the same, whole
    /// numbers without a fraction (as the JSON the tool writes).
    static func format(_ value: CGFloat) -> String {
        _JSONWriter.number(Double(value))
    }
}
