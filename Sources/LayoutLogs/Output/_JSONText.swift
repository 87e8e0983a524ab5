/// JSON text for the explanation's values, written the same way on every platform.
enum _JSONText {
    /// A JSON string literal.
    static func string(_ value: String) -> String {
        var result = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    static func optionalString(_ value: String?) -> String { value.map(string) ?? "null" }

    static func number(_ value: Double) -> String { value.isFinite ? _Number.format(value) : "null" }

    static func array(_ values: [String]) -> String { "[" + values.joined(separator: ", ") + "]" }

    /// An object with its keys in the given order.
    static func object(_ pairs: [(String, String)]) -> String {
        "{" + pairs.map { string($0.0) + ": " + $0.1 }.joined(separator: ", ") + "}"
    }
}
