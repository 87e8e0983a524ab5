import Foundation

/// A colour: red, green and blue components in the sRGB colour space and an opacity, each from 0
/// to 1, as UIKit's `UIColor` in its sRGB form.
///
/// ```swift
/// let brand = Color(hex: "#FF9500")!          // UIKit's systemOrange
/// let veil = Color.black.withAlphaComponent(0.4)
/// let text = Color.label                       // UIKit's system colours, light appearance
/// ```
///
/// Components are clamped to 0…1 when a colour is made; NaN is taken as 0, so a colour is always
/// valid. Colours are values: two are equal when their four components are.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    /// The red component, 0…1.
    public let red: CGFloat
    /// The green component, 0…1.
    public let green: CGFloat
    /// The blue component, 0…1.
    public let blue: CGFloat
    /// The opacity, 0 (transparent) … 1 (opaque).
    public let alpha: CGFloat

    /// Makes a colour from sRGB components and an opacity, each clamped to 0…1 (NaN is 0).
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat = 1) {
        self.red = Self.clamped(red)
        self.green = Self.clamped(green)
        self.blue = Self.clamped(blue)
        self.alpha = Self.clamped(alpha)
    }

    /// Makes a grey: the same value for red, green and blue, as `UIColor(white:alpha:)`.
    public init(white: CGFloat, alpha: CGFloat = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// Makes a colour from 8-bit components (0…255) and an opacity (0…1), the way design tools
    /// and Apple's colour tables write them.
    public init(red255 red: Int, green255 green: Int, blue255 blue: Int, alpha: CGFloat = 1) {
        self.init(red: CGFloat(red) / 255, green: CGFloat(green) / 255, blue: CGFloat(blue) / 255, alpha: alpha)
    }

    /// Reads a hexadecimal colour: `#RGB`, `#RRGGBB` or `#RRGGBBAA` (the `#` is optional, case
    /// does not matter). Returns nil for anything else, so that a reader can report where.
    ///
    /// ```swift
    /// Color(hex: "#007AFF") == .systemBlue      // true
    /// Color(hex: "0008")                        // nil: four digits is not a form
    /// ```
    public init?(hex: String) {
        var digits = Substring(hex)
        if digits.first == "#" { digits = digits.dropFirst() }
        var values: [Int] = []
        for character in digits {
            guard let value = character.hexDigitValue else { return nil }
            values.append(value)
        }
        switch values.count {
        case 3:
            self.init(red255: values[0] * 17, green255: values[1] * 17, blue255: values[2] * 17)
        case 6, 8:
            func byte(_ index: Int) -> Int { values[2 * index] * 16 + values[2 * index + 1] }
            let alpha = values.count == 8 ? CGFloat(byte(3)) / 255 : 1
            self.init(red255: byte(0), green255: byte(1), blue255: byte(2), alpha: alpha)
        default:
            return nil
        }
    }

    /// The same colour with another opacity, as `UIColor.withAlphaComponent(_:)`.
    public func withAlphaComponent(_ alpha: CGFloat) -> Color {
        Color(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// The colour as `#RRGGBB`, or `#RRGGBBAA` when it is not opaque; each component rounded to
    /// the nearest of 256 steps.
    public var hexString: String {
        // Written into the string's own storage (at most 9 bytes: a small string): the SVG
        // writer asks for a colour per element.
        let count = alpha < 1 ? 9 : 7
        return String(unsafeUninitializedCapacity: count) { buffer in
            buffer[0] = UInt8(ascii: "#")
            Self.writeHexByte(red, to: buffer, at: 1)
            Self.writeHexByte(green, to: buffer, at: 3)
            Self.writeHexByte(blue, to: buffer, at: 5)
            if count == 9 { Self.writeHexByte(alpha, to: buffer, at: 7) }
            return count
        }
    }

    /// ``hexString``.
    public var description: String { hexString }

    /// Whether the colour is fully transparent: drawing with it changes nothing.
    public var isClear: Bool { alpha == 0 }

    /// Writes two uppercase hexadecimal digits for a component in 0…1.
    private static func writeHexByte(
        _ component: CGFloat, to buffer: UnsafeMutableBufferPointer<UInt8>, at index: Int
    ) {
        let byte = UInt8(clamping: Int((component * 255).rounded()))
        func digit(_ value: UInt8) -> UInt8 { value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "A") + value - 10 }
        buffer[index] = digit(byte >> 4)
        buffer[index + 1] = digit(byte & 15)
    }

    private static func clamped(_ value: CGFloat) -> CGFloat {
        value.isNaN ? 0 : min(max(value, 0), 1)
    }
}
