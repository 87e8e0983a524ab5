// Numbers for people: three significant digits and a unit, without Foundation's `String(format:)`
// (the benchmark itself imports only FoundationEssentials).

/// `value` with `decimals` digits after the point, rounded half away from zero.
func fixed(_ value: Double, decimals: Int) -> String {
    guard value.isFinite else { return String(value) }
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    let scaled = (abs(value) * scale).rounded()
    let whole = Int64(scaled / scale)
    let fraction = Int64(scaled - Double(whole) * scale)
    var text = (value < 0 && scaled != 0 ? "-" : "") + String(whole)
    if decimals > 0 {
        let digits = String(fraction)
        text += "." + String(repeating: "0", count: max(0, decimals - digits.count)) + digits
    }
    return text
}

/// Three significant digits: `123`, `12.3`, `1.23`.
func significant(_ value: Double) -> String {
    let magnitude = abs(value)
    if magnitude >= 99.95 { return fixed(value, decimals: 0) }
    if magnitude >= 9.995 { return fixed(value, decimals: 1) }
    return fixed(value, decimals: 2)
}

/// A duration in the unit that suits it: `85.1 ns`, `1.90 µs`, `257 ms`, `50.6 s`.
func formatDuration(_ seconds: Double) -> String {
    let magnitude = abs(seconds)
    if magnitude < 0.9995e-6 { return significant(seconds * 1e9) + " ns" }
    if magnitude < 0.9995e-3 { return significant(seconds * 1e6) + " µs" }
    if magnitude < 0.9995 { return significant(seconds * 1e3) + " ms" }
    return significant(seconds) + " s"
}

/// Bytes in megabytes (10⁶ bytes, as the "50 MB"), or gigabytes from 1000 MB on.
func formatMegabytes(_ bytes: Double) -> String {
    bytes >= 0.9995e9 ? significant(bytes / 1e9) + " GB" : significant(bytes / 1e6) + " MB"
}

/// A ratio: `1.6×`, `12×`, `1187×`.
func formatRatio(_ ratio: Double) -> String {
    (ratio >= 9.95 ? fixed(ratio, decimals: 0) : fixed(ratio, decimals: 1)) + "×"
}
