/// Numbers as the explanation writes them: at most six decimals, no trailing `.0`, `-0` as `0`.
enum _Number {
    static func format(_ value: Double) -> String {
        guard value.isFinite else { return value.description }
        let rounded = (value * 1_000_000).rounded() / 1_000_000
        if rounded == 0 { return "0" }
        if abs(rounded) < 1e15, rounded == rounded.rounded() { return String(Int64(rounded)) }
        return rounded.description
    }
}
