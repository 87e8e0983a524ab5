/// The arithmetic that shows why a set of constraints cannot all hold: Farkas' certificate.
///
/// Every constraint reads `expression REL 0`. Multiply each one by a factor: a `>=` constraint
/// by a factor ≥ 0, a `<=` constraint by a factor ≤ 0, an `==` constraint by a factor of any
/// sign. Every product is then `>= 0` (or `== 0`) wherever the constraints hold, and so is the
/// sum of the products. The certificate's factors make every variable cancel in that sum, so
/// what is left is a number, ``constant``; it is negative, so the sum cannot be `>= 0` (nor
/// `== 0`): no values of the variables satisfy every constraint.
///
/// For example, `left - 8 >= 0`, `width - 300 == 0`, `left + width - container + 8 <= 0` and
/// `container - 300 == 0` (8 + 300 + 8 points do not fit in 300) have the factors 1, 1, -1 and
/// -1: the variables cancel and `-8 - 300 - 8 + 300 = -16` is left, which is not `>= 0`.
///
/// For an irreducible conflict (leave out any member and the rest can hold, as
/// ``SolverError/unsatisfiable(_:conflict:)`` reports), the factors are unique up to a positive
/// scale; the certificate scales them so that the smallest magnitude is 1.
///
/// The arithmetic is checked in doubles before a certificate is made: every variable must cancel
/// up to the rounding of its products (10⁻⁹ of their magnitudes), and the constant left
/// must be negative beyond the rounding of the products it was summed from. When the numbers
/// are too far apart for that (a badly scaled problem: the constant is `1e20 - 1e20 - 1`),
/// there is no certificate.
public struct ConflictCertificate: Sendable {
    /// One constraint of the certificate and what it is multiplied by.
    public struct Member: Sendable {
        /// The constraint.
        public let constraint: Constraint
        /// What the constraint's expression is multiplied by: positive for `>=`, negative for
        /// `<=`, either sign for `==`; never 0.
        public let factor: Double
        /// The constant of the constraint's expression that the certificate used.
        public let constant: Double
    }

    /// The constraints that take part (a constraint whose factor would be 0 is left out), in
    /// the order they were given.
    public let members: [Member]
    /// What the constraints require of the sum: `.equal` (it must be 0) when every member is an
    /// equality, `.greaterThanOrEqual` (it must be at least 0) otherwise.
    public let relation: Relation
    /// The sum of `factor × constant` over the members: what is left when the variables cancel.
    /// It is negative, which contradicts ``relation``.
    public let constant: Double

    /// Finds the factors that prove the constraints cannot all hold, or returns nil when they
    /// can, when the numbers are not finite, or when doubles cannot show it (see above).
    ///
    /// Priorities are ignored: every constraint is taken as required.
    ///
    /// - Parameters:
    ///   - constraints: the constraints, typically the conflict of an
    ///     ``SolverError/unsatisfiable(_:conflict:)`` error.
    ///   - constants: the constants to use for the constraints' expressions, one per
    ///     constraint; nil uses each expression's own. Pass the solver's
    ///     (``Solver/constant(of:)``) when constants were changed with
    ///     ``Solver/updateConstant(of:to:)``.
    /// - Complexity: one small linear program, over a variable per constraint and an equation
    ///   per variable the constraints name.
    public init?(_ constraints: [Constraint], constants: [Double]? = nil) {
        guard !constraints.isEmpty, constants == nil || constants?.count == constraints.count else {
            return nil
        }
        let used = constants ?? constraints.map(\.expression.constant)
        guard used.allSatisfy(\.isFinite), constraints.allSatisfy(\.expression.isFinite) else { return nil }
        guard let factors = ConflictCertificate.factors(constraints, constants: used) else { return nil }
        var members: [Member] = []
        var sum = 0.0
        var magnitude = 0.0
        var allEqualities = true
        for (i, constraint) in constraints.enumerated() where factors[i] != 0 {
            members.append(Member(constraint: constraint, factor: factors[i], constant: used[i]))
            sum += factors[i] * used[i]
            magnitude += abs(factors[i] * used[i])
            if constraint.relation != .equal { allEqualities = false }
        }
        // What is left must be negative beyond rounding (a sum of a few products is exact to
        // 10⁻¹² of their magnitudes), and every variable must cancel.
        guard sum < -1e-12 * magnitude, Self.variablesCancel(constraints, factors) else { return nil }
        self.members = members
        self.relation = allEqualities ? .equal : .greaterThanOrEqual
        self.constant = sum
    }

    /// The factors, by solving Farkas' system as a linear program in a solver of its own:
    /// `Σ factor × coefficient = 0` for every variable, the sign of each factor, and
    /// `Σ factor × constant = -1`. Scaled so that the smallest magnitude is 1, whole numbers
    /// cleaned of rounding; nil when the system has no solution.
    static func factors(_ constraints: [Constraint], constants: [Double]) -> [Double]? {
        let dual = Solver()
        // Its own conflicts are not certified in turn (see `_Tableau+Verified`).
        dual.tableau.verifiesWideRange = false
        let factors = constraints.map { _ in dual.makeVariable() }
        // One equation per variable of the constraints, in order of first appearance.
        var rows: [Int: Int] = [:]
        var equations: [[Term]] = []
        for (i, constraint) in constraints.enumerated() {
            var coefficients: [Int: Double] = [:]
            var order: [Int] = []
            for term in constraint.expression.terms {
                if coefficients[term.variable.index] == nil { order.append(term.variable.index) }
                coefficients[term.variable.index, default: 0] += term.coefficient
            }
            for index in order {
                let row: Int
                if let existing = rows[index] {
                    row = existing
                } else {
                    row = equations.count
                    rows[index] = row
                    equations.append([])
                }
                equations[row].append(Term(factors[i], coefficients[index] ?? 0))
            }
        }
        do {
            for terms in equations { try dual.add(Constraint(Expression(terms), .equal)) }
            for (i, constraint) in constraints.enumerated() {
                switch constraint.relation {
                case .greaterThanOrEqual: try dual.add(Constraint(Expression(factors[i]), .greaterThanOrEqual))
                case .lessThanOrEqual: try dual.add(Constraint(Expression(factors[i]), .lessThanOrEqual))
                case .equal: break
                }
            }
            let sum = zip(factors, constants).map { Term($0, $1) }
            try dual.add(Constraint(Expression(sum, constant: 1), .equal))
        } catch {
            return nil
        }
        var values = factors.map { dual.value(of: $0) }
        let largest = values.map(abs).max() ?? 0
        guard largest > 0, largest.isFinite else { return nil }
        // Rounding dust of the dual solve (a factor that is 0 in exact arithmetic); what a real
        // factor is, `variablesCancel` checks afterwards.
        for i in values.indices where abs(values[i]) <= 1e-12 * largest { values[i] = 0 }
        guard let smallest = values.filter({ $0 != 0 }).map(abs).min() else { return nil }
        for i in values.indices {
            var value = values[i] / smallest
            let whole = value.rounded()
            if abs(value - whole) <= 1e-9 * max(1, abs(value)) { value = whole }
            values[i] = value
        }
        return values
    }

    /// Whether `Σ factor × coefficient` is 0 for every variable, up to the rounding of its
    /// products (`_Tolerance.residual` of their magnitudes).
    static func variablesCancel(_ constraints: [Constraint], _ factors: [Double]) -> Bool {
        var sums: [Int: (sum: Double, magnitude: Double)] = [:]
        for (i, constraint) in constraints.enumerated() where factors[i] != 0 {
            for term in constraint.expression.terms {
                let product = factors[i] * term.coefficient
                sums[term.variable.index, default: (0, 0)].sum += product
                sums[term.variable.index, default: (0, 0)].magnitude += abs(product)
            }
        }
        return sums.values.allSatisfy { abs($0.sum) <= _Tolerance.residual * $0.magnitude }
    }
}

extension SolverError {
    /// For ``unsatisfiable(_:conflict:)``, the arithmetic that shows why its conflict cannot
    /// hold, computed with the constants of the constraints' expressions; nil for other errors.
    ///
    /// When constants were changed with ``Solver/updateConstant(of:to:)``, build the certificate
    /// with ``ConflictCertificate/init(_:constants:)`` and the constants the solver used.
    public var certificate: ConflictCertificate? {
        guard case .unsatisfiable(_, let conflict) = self else { return nil }
        return ConflictCertificate(conflict)
    }
}
