/// A linear expression: a sum of ``Term``s plus a constant.
///
/// Build one with the operators (`x + 2 * y - 3`) or directly from terms. The same variable may
/// occur in several terms; the solver adds them up.
public struct Expression: Hashable, Sendable {
    // Most constraints have one to four terms, so up to four live in the value itself: a
    // constraint is then one allocation instead of two or three (a W2 view made eight term
    // arrays). A fifth term moves all of them into `spilled`. The representation is canonical
    // (unused inline slots hold zero terms, `spilled` is empty up to four terms), so the
    // synthesized `==` and `hash(into:)` compare terms in order and the constant, as before.
    @usableFromInline static let inlineCapacity = 4

    /// The first four terms (unused slots hold a zero term); all zero terms when `count > 4`.
    @usableFromInline var inline: _InlineTerms
    /// All the terms when there are more than four, else empty (an empty array allocates nothing).
    @usableFromInline var spilled: [Term]
    /// The number of terms.
    @usableFromInline var count: Int
    /// The summand without a variable.
    public var constant: Double

    /// The summands that carry a variable, in the order they were written.
    ///
    /// Reading makes an array of up to four terms; the solver reads them in place instead.
    public var terms: [Term] {
        get { count > Self.inlineCapacity ? spilled : withTerms { Array($0) } }
        set { self = Expression(newValue, constant: constant) }
    }

    /// The number of summands that carry a variable.
    public var termCount: Int { count }

    /// Makes the empty expression `0`.
    @inlinable
    public init() {
        inline = _InlineTerms()
        spilled = []
        count = 0
        constant = 0
    }

    /// Makes `Σ terms + constant`.
    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.init()
        self.constant = constant
        count = terms.count
        switch count {
        case 0: break
        case 1: inline.terms.0 = terms[0]
        case 2: (inline.terms.0, inline.terms.1) = (terms[0], terms[1])
        case 3: (inline.terms.0, inline.terms.1, inline.terms.2) = (terms[0], terms[1], terms[2])
        case 4: inline.terms = (terms[0], terms[1], terms[2], terms[3])
        default: spilled = terms
        }
    }

    /// Makes the expression `1 × variable`.
    public init(_ variable: Variable) {
        self.init(Term(variable))
    }

    /// Makes the expression of a single term.
    @inlinable
    public init(_ term: Term, constant: Double = 0) {
        self.init()
        inline.terms.0 = term
        count = 1
        self.constant = constant
    }

    /// Makes the expression of two terms.
    @inlinable
    public init(_ first: Term, _ second: Term, constant: Double = 0) {
        self.init()
        inline.terms.0 = first
        inline.terms.1 = second
        count = 2
        self.constant = constant
    }

    /// Makes the constant expression `constant`.
    public init(constant: Double) {
        self.init()
        self.constant = constant
    }

    /// Calls `body` with the terms in place, without copying them into an array.
    @inlinable @inline(__always)
    public func withTerms<Result>(_ body: (UnsafeBufferPointer<Term>) throws -> Result) rethrows -> Result {
        if count > Self.inlineCapacity { return try spilled.withUnsafeBufferPointer(body) }
        let n = count
        // A homogeneous tuple lays its elements out like an array of them.
        return try withUnsafePointer(to: inline.terms) { tuple in
            try tuple.withMemoryRebound(to: Term.self, capacity: Self.inlineCapacity) { first in
                try body(UnsafeBufferPointer(start: first, count: n))
            }
        }
    }

    /// Calls `body` with the terms in place, to change them.
    @inlinable @inline(__always)
    mutating func withMutableTerms<Result>(
        _ body: (UnsafeMutableBufferPointer<Term>) throws -> Result
    ) rethrows -> Result {
        if count > Self.inlineCapacity { return try spilled.withUnsafeMutableBufferPointer { try body($0) } }
        let n = count
        return try withUnsafeMutablePointer(to: &inline.terms) { tuple in
            try tuple.withMemoryRebound(to: Term.self, capacity: Self.inlineCapacity) { first in
                try body(UnsafeMutableBufferPointer(start: first, count: n))
            }
        }
    }

    /// Adds a summand after the others. O(1) amortized.
    @inlinable
    public mutating func append(_ term: Term) {
        if count < Self.inlineCapacity {
            withUnsafeMutablePointer(to: &inline.terms) { tuple in
                tuple.withMemoryRebound(to: Term.self, capacity: Self.inlineCapacity) { $0[count] = term }
            }
        } else {
            if count == Self.inlineCapacity {
                spilled.reserveCapacity(2 * Self.inlineCapacity)
                spilled.append(contentsOf: [inline.terms.0, inline.terms.1, inline.terms.2, inline.terms.3])
                inline = _InlineTerms()
            }
            spilled.append(term)
        }
        count += 1
    }

    /// Adds a summand before the others. O(number of terms).
    mutating func prepend(_ term: Term) {
        append(term)
        withMutableTerms { terms in
            var i = terms.count - 1
            while i > 0 {
                terms[i] = terms[i - 1]
                i -= 1
            }
            terms[0] = term
        }
    }

    /// Whether every coefficient and the constant are finite (no NaN, no infinity).
    public var isFinite: Bool {
        constant.isFinite && withTerms { $0.allSatisfy { $0.coefficient.isFinite } }
    }

    /// The expression multiplied by `factor`.
    public func scaled(by factor: Double) -> Expression {
        var result = self
        result.scale(by: factor)
        return result
    }

    /// Multiplies the expression by `factor` in place.
    public mutating func scale(by factor: Double) {
        withMutableTerms { terms in
            for i in terms.indices { terms[i].coefficient *= factor }
        }
        constant *= factor
    }

    /// Adds `factor × other` to the expression in place.
    public mutating func add(_ other: Expression, times factor: Double = 1) {
        if count + other.count > Self.inlineCapacity, count > Self.inlineCapacity {
            spilled.reserveCapacity(count + other.count)
        }
        other.withTerms { others in
            for term in others { append(Term(term.variable, term.coefficient * factor)) }
        }
        constant += other.constant * factor
    }

    /// Adds `coefficient × variable` to the expression in place.
    public mutating func add(_ variable: Variable, times coefficient: Double = 1) {
        append(Term(variable, coefficient))
    }

    /// The sum of two expressions.
    public static func + (lhs: consuming Expression, rhs: Expression) -> Expression {
        lhs.add(rhs)
        return lhs
    }
}
