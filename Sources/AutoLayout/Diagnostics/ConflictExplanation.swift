import Cassowary
import Foundation

/// Why the constraints of a conflict cannot all hold, as arithmetic.
///
/// Write every constraint as `first - multiplier × second - constant REL 0`. Added up with the
/// right factors (a `>=` constraint with a positive one, a `<=` constraint with a negative one,
/// an `==` constraint with either), every position and size cancels, and what is left is a
/// statement about the constants alone, which is false. For the triple
/// `a.leading == root.leading + 10`, `a.width == 100`, `a.trailing == root.leading + 50` the
/// factors are 1, 1 and -1, and what is left is `10 + 100 = 110 ≠ 50`; for a view 8 + 300 + 8
/// points wide in a root of 300, it is `8 + 300 + 8 = 316 > 300`.
///
/// The factors are Farkas' certificate of the conflict (``ConflictCertificate``); the
/// constraints include the implicit `size >= 0` when it takes part, which UIKit's list never
/// prints.
public struct ConflictExplanation: CustomStringConvertible {
    /// One constraint of the sum and the factor it is added with.
    public struct Term {
        /// The constraint.
        public let constraint: LayoutConstraint
        /// How many times the constraint, written `first - multiplier × second - constant`, is
        /// added to the sum: positive adds it, negative subtracts it; never 0.
        public let factor: CGFloat

        /// Whether the constraint is the implicit `size >= 0`, which UIKit never prints.
        public var isImplicit: Bool { constraint.isImplicit }
    }

    /// The constraints in the order they entered the engine, each with its factor.
    public let terms: [Term]
    /// What the two sides of the constants must satisfy for the constraints to hold:
    /// ``LayoutRelation/equal`` (`left == right`) or ``LayoutRelation/lessThanOrEqual``
    /// (`left <= right`). They do not.
    public let relation: LayoutRelation
    /// The numbers on the left side: each term's `factor × constant` that is positive, in the
    /// order of the terms, then what geometry adds to this side (see ``geometry``).
    public let leftSide: [CGFloat]
    /// The numbers on the right side: the magnitudes of the terms' `factor × constant` that are
    /// negative, in the order of the terms, then what geometry adds to this side.
    public let rightSide: [CGFloat]
    /// What alignment rectangle insets, baselines and bounds origins contribute: a positive
    /// amount is the last number of ``rightSide``, a negative one (its magnitude) the last of
    /// ``leftSide``; 0 when none of them takes part.
    public let geometry: CGFloat

    /// The sum of ``leftSide``.
    public var leftTotal: CGFloat { leftSide.reduce(0, +) }
    /// The sum of ``rightSide``.
    public var rightTotal: CGFloat { rightSide.reduce(0, +) }

    /// The false statement about the constants, e.g. `10 + 100 = 110 ≠ 50` or
    /// `8 + 300 + 8 = 316 > 300`.
    public var contradiction: String {
        func side(_ numbers: [CGFloat], _ total: CGFloat) -> String {
            let nonzero = numbers.filter { $0 != 0 }
            if nonzero.count <= 1 { return formatLength(total) }
            return nonzero.map(formatLength).joined(separator: " + ") + " = " + formatLength(total)
        }
        let symbol = relation == .equal ? "≠" : (leftTotal > rightTotal ? ">" : "<")
        return "\(side(leftSide, leftTotal)) \(symbol) \(side(rightSide, rightTotal))"
    }

    /// The terms, one a line with their factors, then the contradiction:
    ///
    /// ```
    ///     +1 × a.leading == root.leading + 10   ('leading', App/Form.swift:12)
    ///     +1 × a.width == 100   ('width', App/Form.swift:13)
    ///     -1 × a.trailing == root.leading + 50   ('trailing', App/Form.swift:14)
    ///   Adding these up, every position and size cancels, leaving 10 + 100 = 110 ≠ 50: the two sides must be equal.
    /// ```
    public var description: String { description(describing: \.diagnosticDescription) }

    /// ``description`` with each constraint written by `describe` instead of
    /// ``LayoutConstraint/diagnosticDescription``: a tool that made the constraints from a file
    /// names them as the file writes them, with the file's line and column.
    public func description(describing describe: (LayoutConstraint) -> String) -> String {
        var lines = terms.map { term in
            "    \(term.factor > 0 ? "+" : "-")\(formatLength(abs(term.factor))) × \(describe(term.constraint))"
        }
        let rule = relation == .equal ? "the two sides must be equal" : "the left side must be at most the right"
        lines.append("  Adding these up, every position and size cancels, leaving \(contradiction): \(rule).")
        if geometry != 0 {
            lines.append(
                "  (\(formatLength(abs(geometry))) of the \(geometry > 0 ? "right" : "left") side comes from "
                    + "alignment rectangle insets, baselines or bounds origins.)")
        }
        return lines.joined(separator: "\n")
    }

    /// The explanation of conflicting constraints, from their solver constraints and the
    /// constants the solver used; nil when the arithmetic cannot be rebuilt.
    ///
    /// - Parameter members: each constraint with its solver constraint and the constant of that
    ///   solver constraint's expression (which is `geometry - constant`).
    init?(_ members: [(constraint: LayoutConstraint, solverConstraint: Cassowary.Constraint, constant: Double)]) {
        guard
            let certificate = ConflictCertificate(
                members.map(\.solverConstraint), constants: members.map(\.constant))
        else { return nil }
        var terms: [Term] = []
        var products: [Double] = []
        var geometry = 0.0
        for member in certificate.members {
            guard let entry = members.first(where: { $0.solverConstraint === member.constraint }) else { continue }
            let constant = Double(entry.constraint.constant)
            terms.append(Term(constraint: entry.constraint, factor: CGFloat(member.factor)))
            products.append(member.factor * constant)
            // The solver's constant is `geometry - constant`.
            geometry += member.factor * (entry.constant + constant)
        }
        if abs(geometry) < 1e-9 { geometry = 0 }
        // An equality holds with every factor negated: the first number goes left.
        if certificate.relation == .equal, let first = products.first(where: { $0 != 0 }), first < 0 {
            products = products.map { -$0 }
            terms = terms.map { Term(constraint: $0.constraint, factor: -$0.factor) }
            geometry = -geometry
        }
        var left = products.filter { $0 > 0 }.map { CGFloat($0) }
        var right = products.filter { $0 < 0 }.map { CGFloat(-$0) }
        // The constants must satisfy `left - right REL geometry`: a positive geometry adds to
        // the right side, a negative one to the left.
        if geometry > 0 { right.append(CGFloat(geometry)) }
        if geometry < 0 { left.append(CGFloat(-geometry)) }
        self.terms = terms
        self.relation = certificate.relation == .equal ? .equal : .lessThanOrEqual
        self.leftSide = left
        self.rightSide = right
        self.geometry = CGFloat(geometry)
    }
}
