import AutoLayout
import Foundation
import LayoutFormats

/// A constraint string of the conformance format, parsed:
/// `item.attr REL [m *] item.attr [+|- c] [@p]` or `item.attr REL c [@p]` (and any linear
/// right side of that shape, as the one grammar reads it).
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

    /// A syntax error, at an offset (in Unicode scalars) of the string.
    typealias SyntaxError = ConstraintSyntaxError

    /// Parses a constraint string: the conformance notation of the one constraint grammar
    /// (``ConstraintStatement``, LayoutFormats).
    ///
    /// - Throws: a ``SyntaxError`` at the first character that is not of the grammar, saying
    ///   what was expected there (and the nearest attribute name for an unknown one).
    static func parse(_ text: String) throws(SyntaxError) -> ConformanceConstraint {
        ConformanceConstraint(try ConstraintStatement(parsing: text, notation: .conformance))
    }
}

extension ConformanceConstraint {
    /// The constraint a statement writes.
    init(_ statement: ConstraintStatement) {
        self.init(
            firstItem: statement.first.item,
            firstAttribute: LayoutAttribute(name: statement.first.attribute) ?? .notAnAttribute,
            relation: statement.relation == .equal
                ? .equal : statement.relation == .greaterThanOrEqual ? .greaterThanOrEqual : .lessThanOrEqual)
        if let second = statement.second {
            secondItem = second.item
            secondAttribute = LayoutAttribute(name: second.attribute) ?? .notAnAttribute
            multiplier = CGFloat(statement.multiplier)
        }
        constant = CGFloat(statement.constant)
        priority = Float(statement.priority)
    }
}
