/// How much a constraint matters: a number in (0, 1000], where 1000 means required.
///
/// Priorities are strict, as Auto Layout documents them: the solver first comes as close as it
/// can to the constraints of the highest priority, and trades no amount of error at a lower
/// priority for any error at a higher one. Within one priority the errors add up. `999.5`, `999`
/// and `998` are three different levels.
public struct Priority: Hashable, Comparable, Sendable, ExpressibleByFloatLiteral,
    ExpressibleByIntegerLiteral, CustomStringConvertible
{
    /// The number, in (0, 1000] for a valid priority.
    public var value: Double

    /// Makes a priority. The solver refuses values outside (0, 1000] when it meets them.
    public init(_ value: Double) {
        self.value = value
    }

    public init(floatLiteral value: Double) {
        self.init(value)
    }

    public init(integerLiteral value: Int) {
        self.init(Double(value))
    }

    /// 1000: the constraint must hold.
    public static let required = Priority(1000)
    /// 750, UIKit's `defaultHigh`.
    public static let high = Priority(750)
    /// 250, UIKit's `defaultLow`.
    public static let low = Priority(250)

    /// Whether this is ``required``.
    public var isRequired: Bool { value == 1000 }

    /// Whether the value lies in (0, 1000].
    public var isValid: Bool { value > 0 && value <= 1000 }

    public static func < (lhs: Priority, rhs: Priority) -> Bool {
        lhs.value < rhs.value
    }

    /// The number, without a trailing `.0` when it is whole.
    public var description: String {
        value.isFinite ? formatNumber(value) : String(value)
    }
}
