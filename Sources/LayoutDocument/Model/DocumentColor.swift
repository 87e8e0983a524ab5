import Graphics

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
        guard let color = Color.named(name) else { return nil }
        self.init(
            red: Double(color.red), green: Double(color.green), blue: Double(color.blue), alpha: Double(color.alpha),
            systemName: name)
    }

    /// The colour names a document may write: UIKit's fixed and system colours in their light
    /// appearance, one table for reading and drawing (Graphics' `Color.namedColors`).
    public static var systemColors: [(name: String, color: Color)] { Color.namedColors }

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
