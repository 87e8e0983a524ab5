/// A linear sum as the constraint parser builds it: terms over the names the text uses (by
/// index, with where each occurrence is written) plus a constant. Terms are kept as written.
struct _LinearSum {
    struct Term {
        /// The index of the name in the parser's table.
        var name: Int
        var coefficient: Double
        /// The byte offset of the name in the text.
        var offset: Int
    }

    var terms: [Term] = []
    var constant: Double = 0

    init(constant: Double = 0) {
        self.constant = constant
    }

    init(name: Int, offset: Int) {
        terms = [Term(name: name, coefficient: 1, offset: offset)]
    }

    /// Whether the sum names no variable (read from the text: `x - x` names one).
    var isConstant: Bool { terms.isEmpty }

    /// Adds `factor × other`, as `Expression.add(_:times:)` does.
    mutating func add(_ other: _LinearSum, times factor: Double = 1) {
        for term in other.terms {
            terms.append(Term(name: term.name, coefficient: term.coefficient * factor, offset: term.offset))
        }
        constant += other.constant * factor
    }

    mutating func scale(by factor: Double) {
        for i in terms.indices { terms[i].coefficient *= factor }
        constant *= factor
    }

    /// Divides term by term rather than scaling by 1 / divisor, which rounds twice.
    mutating func divide(by divisor: Double) {
        for i in terms.indices { terms[i].coefficient /= divisor }
        constant /= divisor
    }
}
