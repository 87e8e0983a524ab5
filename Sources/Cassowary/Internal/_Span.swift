/// The span of a problem's numbers (its coefficients and constants, 0 left out) in binades:
/// the smallest and the largest exponent of their magnitudes. When it is wider than
/// `_Tolerance.wideRangeBinades`, changes are verified (`_Tableau+Verified`).
///
/// Exponents rather than the numbers themselves: taking one in is two integer comparisons
/// without a branch (comparing each coefficient as a double cost a tenth of adding a
/// constraint), and scaling a problem by a power of two shifts its span without changing its
/// width, so a problem scaled as a whole is judged as the original.
struct _Span: Equatable {
    /// The smallest and the largest exponent field (biased by 1023); `empty` has none.
    var smallest: Int
    var largest: Int

    static let empty = _Span(smallest: .max, largest: .min)

    /// The exponent field of a double: 0 for 0 (and subnormals, which are left out as 0 is).
    @inline(__always)
    static func exponent(_ x: Double) -> Int {
        Int(truncatingIfNeeded: x.bitPattern >> 52 & 0x7FF)
    }

    /// The span with `x` taken in (0 leaves it as it is).
    @inline(__always)
    func including(_ x: Double) -> _Span {
        let e = Self.exponent(x)
        return e == 0 ? self : _Span(smallest: min(smallest, e), largest: max(largest, e))
    }

    /// The span with the exponents `smallest ... largest` taken in (none when smallest > largest).
    @inline(__always)
    func including(smallest other: Int, largest otherLargest: Int) -> _Span {
        other > otherLargest ? self : _Span(smallest: min(smallest, other), largest: max(largest, otherLargest))
    }

    /// Whether the numbers are far enough apart to verify changes.
    var isWide: Bool {
        smallest <= largest && largest - smallest > _Tolerance.wideRangeBinades
    }
}
