/// Writes numbers and strings as JSON, the same way on every platform. Package-wide: the log
/// explanations of `LayoutLogs` write their strings with it too.
package enum _JSONWriter {
    /// The shortest text that reads back as the same `Double`, without a trailing `.0`:
    /// `8`, `0.1`, `6.666666666666667`, `1e+16`. `-0` is written `0`, so that a value that is
    /// zero reads the same whatever the sign the arithmetic left on it. JSON has no NaN or
    /// infinity: they are written `null`.
    package static func number(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        if value == 0 { return "0" }
        if let text = exactDecimal(value) { return text }
        // Swift's description is the shortest round-trip form ("359.0", "1e+16", "5e-324").
        let text = value.description
        return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }

    /// The text of a multiple of 1/256 of magnitude in [0.001, 10⁶) (whole numbers, halves,
    /// quarters: nearly every coordinate a layout or a drawing writes), built from its digits
    /// rather than through `description`, which the SVG writer called for every coordinate.
    /// Such a value's exact decimal (at most 8 places, the last a 5) is also its shortest
    /// round-trip form: a decimal with fewer places is at least 5·10⁻⁸ away, more than half
    /// an ulp of any value below 10⁶. Nil for other values.
    package static func exactDecimal(_ value: Double) -> String? {
        let magnitude = value.magnitude
        guard magnitude >= 0.001, magnitude < 1_000_000 else { return nil }
        let scaled = magnitude * 256
        guard scaled == scaled.rounded(.towardZero) else { return nil }
        let units = Int(scaled)
        var text = value < 0 ? "-" : ""
        text += String(units >> 8)
        var fraction = units & 255
        guard fraction != 0 else { return text }
        text += "."
        while fraction != 0 {
            fraction *= 10
            text.unicodeScalars.append(Unicode.Scalar(UInt8(ascii: "0") + UInt8(fraction >> 8)))
            fraction &= 255
        }
        return text
    }

    /// A JSON string literal: quotes, backslashes and control characters escaped; everything
    /// else, non-ASCII included, written as it is.
    package static func string(_ value: String) -> String {
        var result = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\u{08}": result += "\\b"
            case "\u{0C}": result += "\\f"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16, uppercase: false)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
