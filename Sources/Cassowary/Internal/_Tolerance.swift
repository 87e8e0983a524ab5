/// Where the solver decides that a number is zero, and how sure it must be (the README's
/// "Numerical accuracy" says what this gives a user).
///
/// Every number of the tableau is judged against the magnitudes it was computed from, never
/// against a fixed size: a problem scaled as a whole (every coefficient times 10⁻⁹, every
/// constant times 10⁹) is solved as the original is, and a constant of 10⁹ does not make a
/// difference of 0.5 elsewhere look like rounding. Two kinds of numbers are dimensionless and
/// keep fixed bounds: the coefficients of core rows (ratios between constraints' coefficients,
/// over slack, error and dummy symbols) and the objective's costs (sums of priority weights);
/// both are unchanged when a problem is scaled, and `pivot` looks at a small core coefficient
/// relative to its row before refusing it. The coefficients of definitions and of the row being
/// built carry the units of the variables and are only ever judged relatively.
enum _Tolerance {
    /// A coefficient summed from terms (a merge of rows, the accumulator) is cancellation dust,
    /// and leaves the row, when it is this far below the largest term it was summed from: a
    /// double keeps about 16 digits, so what is left of two equal terms is their rounding, and a
    /// coefficient that long chains of inexact ones (1/7, 0.3) have drifted keeps about 11.
    /// (10⁻⁹ took `1e9 - 1e9 + 0.5` for dust; 10⁻¹² kept drifted zeros as coefficients.)
    static let cancellation = 1e-10

    /// A row's constant counts as zero (a restricted value as feasible, an artificial objective
    /// as reached, a redundant equality as holding) within this fraction of the row's scale, the
    /// largest magnitude summed into it over its history (`_Row.scale`). A double's rounding is
    /// 1.1 × 10⁻¹⁶ of it per operation: this leaves room for about 10⁵ operations.
    static let constant = 1e-11

    /// A required constraint holds when its residual at the solution is within this fraction
    /// of its own scale (`|constant| + Σ |coefficient × value|`). When the solver can only
    /// accept a constraint by counting as zero a residual larger than this (the residual is
    /// rounding of much larger numbers the constraint was combined with), the problem is badly
    /// scaled (`SolverError.badlyScaled`).
    static let residual = 1e-9

    /// The simplex pivots on a core coefficient only when it is at least this fraction of the
    /// largest coefficient of its row: a pivot divides the row by it, so a small element among
    /// large ones multiplies rounding (a drifted `1.06e-6` next to `6` made a factor of 10⁶ and
    /// values of 10⁸). Relative, so a row of a constraint written small pivots as any other.
    static let pivot = 1e-6

    /// A core coefficient this large is pivoted on without looking at its row (the row would
    /// need a coefficient of 10³ for it to fail `pivot`; core coefficients are ratios between
    /// constraints' coefficients, rarely that far apart): the usual case costs no scan.
    static let obviousPivot = 1e-3

    /// Two costs (dimensionless, per unit of an entering symbol) are equal within this, and a
    /// cost below minus this improves the objective.
    static let cost = 1e-8

    /// A problem whose coefficients and constants span more than this many binades (2³⁰, about
    /// 10⁹: a layout's span from half a point to ten thousand points is 2 × 10⁴, coordinates in
    /// the tens of millions 10⁸) is solved with every change verified (`_Tableau+Verified`):
    /// the tolerances above hold for numbers near each other, and past this span rounding can
    /// decide. See `_Span`.
    static let wideRangeBinades = 30

    /// In a problem of wide range, a required constraint holds at the solution when it is off
    /// by at most this fraction of its own numbers (`|constant| + Σ |coefficient × value|`).
    static let verifiedResidual = 1e-9
}

/// Whether `sum = a + b` is zero up to rounding: many orders of magnitude below its terms
/// (cancellation leaves only the rounding error of the terms, which must not be pivoted on). A
/// sum of exactly 0 is cancelled; a small sum of small terms is not.
@inline(__always)
func _isCancelled(_ sum: Double, _ a: Double, _ b: Double) -> Bool {
    abs(sum) <= _Tolerance.cancellation * max(abs(a), abs(b))
}
