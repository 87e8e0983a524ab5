import LayoutFormats

/// JSON text for the explanation's values, written the same way on every platform.
enum _JSONText {
    /// A JSON string literal (LayoutFormats' writer, so that every JSON the tool prints escapes
    /// the same way).
    static func string(_ value: String) -> String { _JSONWriter.string(value) }

    static func optionalString(_ value: String?) -> String { value.map(string) ?? "null" }

    static func number(_ value: Double) -> String { value.isFinite ? _Number.format(value) : "null" }

    static func array(_ values: [String]) -> String { "[" + values.joined(separator: ", ") + "]" }

    /// An object with its keys in the given order.
    static func object(_ pairs: [(String, String)]) -> String {
        "{" + pairs.map { string($0.0) + ": " + $0.1 }.joined(separator: ", ") + "}"
    }
}
