/// Numbers as the explanation writes them: exact, in the shortest form that reads back as the
/// same `Double` (`1e-07`, `2e+302`), but for the noise of arithmetic: a value within a billionth
/// (relative) of a number with at most six decimals is written as that number (`5.00001`, not
/// `5.000010000000001`). No trailing `.0`; `-0` is `0`.
enum _Number {
    static func format(_ value: Double) -> String {
        guard value.isFinite else { return value.description }
        if value == 0 { return "0" }
        let magnitude = abs(value)
        // Above 1e15 a Double has no decimals to clean; below, six decimals fit its precision.
        if magnitude < 1e15 {
            let rounded = (value * 1_000_000).rounded() / 1_000_000
            if abs(rounded - value) <= 1e-9 * max(1, magnitude) {
                if rounded == 0 { return "0" }
                if rounded == rounded.rounded() { return String(Int64(rounded)) }
                return rounded.description
            }
        } else if magnitude < 9e18, value == value.rounded() {
            return String(Int64(value))
        }
        return value.description
    }
}
