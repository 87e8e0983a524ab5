/// A colour as a document writes it: sRGB components in 0…1 and alpha, and the UIKit system
/// colour name when it was written by name (`systemBlue`, `label`, …), so that a renderer can
/// use its own value for the name.
///
/// Written as `#RGB`, `#RRGGBB`, `#RRGGBBAA`, a system colour name (``systemColors``), or a
/// mapping `{red, green, blue, alpha}` (each 0…1; alpha 1 when absent) or `{white, alpha}`.
public struct DocumentColor: Hashable, Sendable, CustomStringConvertible {
    /// Red, 0…1.
    public var red: Double
    /// Green, 0…1.
    public var green: Double
    /// Blue, 0…1.
    public var blue: Double
    /// Opacity, 0…1.
    public var alpha: Double
    /// The system colour's name when the document named one.
    public var systemName: String?

    /// Makes a colour from components.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1, systemName: String? = nil) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
        self.systemName = systemName
    }

    /// Reads `#RGB`, `#RRGGBB` or `#RRGGBBAA`; nil for anything else.
    public init?(hex text: String) {
        guard text.hasPrefix("#") else { return nil }
        let digits = Array(text.utf8.dropFirst())
        guard [3, 6, 8].contains(digits.count) else { return nil }
        var values: [Double] = []
        if digits.count == 3 {
            for digit in digits {
                guard let value = Self.hexValue(digit) else { return nil }
                values.append(Double(value * 17) / 255)
            }
        } else {
            for index in stride(from: 0, to: digits.count, by: 2) {
                guard let high = Self.hexValue(digits[index]), let low = Self.hexValue(digits[index + 1]) else {
                    return nil
                }
                values.append(Double(high * 16 + low) / 255)
            }
        }
        self.init(red: values[0], green: values[1], blue: values[2], alpha: values.count == 4 ? values[3] : 1)
    }

    static func hexValue(_ byte: UInt8) -> Int? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): Int(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): Int(byte - UInt8(ascii: "a")) + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): Int(byte - UInt8(ascii: "A")) + 10
        default: nil
        }
    }

    /// The system colour with a name, with its light-appearance value, or nil.
    public init?(systemName name: String) {
        guard let hex = Self.systemColors.first(where: { $0.name == name }) else { return nil }
        self.init(hex: hex.value)
        systemName = hex.name
    }

    /// UIKit's named colours in their light appearance (Human Interface Guidelines, "Color",
    /// Specifications: system colors and dynamic system colors, iOS light values), `#RRGGBBAA`.
    public static let systemColors: [(name: String, value: String)] = [
        ("systemBlue", "#007AFF"), ("systemGreen", "#34C759"), ("systemIndigo", "#5856D6"),
        ("systemOrange", "#FF9500"), ("systemPink", "#FF2D55"), ("systemPurple", "#AF52DE"),
        ("systemRed", "#FF3B30"), ("systemTeal", "#30B0C7"), ("systemYellow", "#FFCC00"),
        ("systemMint", "#00C7BE"), ("systemCyan", "#32ADE6"), ("systemBrown", "#A2845E"),
        ("systemGray", "#8E8E93"), ("systemGray2", "#AEAEB2"), ("systemGray3", "#C7C7CC"),
        ("systemGray4", "#D1D1D6"), ("systemGray5", "#E5E5EA"), ("systemGray6", "#F2F2F7"),
        ("label", "#000000"), ("secondaryLabel", "#3C3C4399"), ("tertiaryLabel", "#3C3C434D"),
        ("quaternaryLabel", "#3C3C432E"), ("placeholderText", "#3C3C434D"), ("link", "#007AFF"),
        ("separator", "#3C3C434A"), ("opaqueSeparator", "#C6C6C8"),
        ("systemBackground", "#FFFFFF"), ("secondarySystemBackground", "#F2F2F7"),
        ("tertiarySystemBackground", "#FFFFFF"), ("systemGroupedBackground", "#F2F2F7"),
        ("secondarySystemGroupedBackground", "#FFFFFF"), ("tertiarySystemGroupedBackground", "#F2F2F7"),
        ("systemFill", "#78788033"), ("secondarySystemFill", "#78788029"),
        ("white", "#FFFFFF"), ("black", "#000000"), ("clear", "#00000000"),
        ("darkGray", "#555555"), ("lightGray", "#AAAAAA"), ("gray", "#808080"),
    ]

    /// The system name, or `#RRGGBB` (`#RRGGBBAA` when not opaque).
    public var description: String {
        if let systemName { return systemName }
        func hex(_ component: Double) -> String {
            let value = Int((min(max(component, 0), 1) * 255).rounded())
            let text = String(value, radix: 16, uppercase: true)
            return value < 16 ? "0" + text : text
        }
        return "#" + hex(red) + hex(green) + hex(blue) + (alpha < 1 ? hex(alpha) : "")
    }
}
