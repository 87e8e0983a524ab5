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
        // Swift's description is the shortest round-trip form ("359.0", "1e+16", "5e-324").
        let text = value.description
        return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
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
