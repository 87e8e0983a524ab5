/// Four terms stored in place: a homogeneous tuple, so that its elements are laid out like an
/// array and can be read through one pointer. Its own `==` and hashing exist only so that
/// `Expression` can synthesize its conformances.
@usableFromInline
struct _InlineTerms: Hashable, Sendable {
    @usableFromInline var terms: (Term, Term, Term, Term)

    @inlinable
    init() {
        let zero = Term(Variable(index: 0), 0)
        terms = (zero, zero, zero, zero)
    }

    @usableFromInline
    static func == (lhs: _InlineTerms, rhs: _InlineTerms) -> Bool {
        lhs.terms.0 == rhs.terms.0 && lhs.terms.1 == rhs.terms.1 && lhs.terms.2 == rhs.terms.2
            && lhs.terms.3 == rhs.terms.3
    }

    @usableFromInline
    func hash(into hasher: inout Hasher) {
        hasher.combine(terms.0)
        hasher.combine(terms.1)
        hasher.combine(terms.2)
        hasher.combine(terms.3)
    }
}
