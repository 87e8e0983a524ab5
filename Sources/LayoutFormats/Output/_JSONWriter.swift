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
        if let text = exactDecimal(value) ?? shortDecimal(value) { return text }
        // Swift's description is the shortest round-trip form ("359.0", "1e+16", "5e-324").
        let text = value.description
        return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }

    /// Appends ``number(_:)``'s text of `value` to UTF-8 bytes: the same text, written from its
    /// digits into the bytes with no `String` between (an SVG writes some 50,000 numbers, and
    /// making each one's `String`, then appending it, was a third of writing the picture).
    package static func appendNumber(_ value: Double, to bytes: inout [UInt8]) {
        guard value.isFinite, value != 0 else {
            bytes.append(contentsOf: value == 0 ? "0".utf8 : "null".utf8)
            return
        }
        let magnitude = value.magnitude
        let isNegative = value < 0
        if magnitude >= 0.001, magnitude < 1_000_000, (magnitude * 256).rounded(.towardZero) == magnitude * 256 {
            // exactDecimal's text, digit by digit.
            let units = Int(magnitude * 256)
            if isNegative { bytes.append(UInt8(ascii: "-")) }
            appendDigits(of: UInt64(units >> 8), to: &bytes)
            var fraction = units & 255
            guard fraction != 0 else { return }
            bytes.append(UInt8(ascii: "."))
            while fraction != 0 {
                fraction *= 10
                bytes.append(UInt8(ascii: "0") + UInt8(fraction >> 8))
                fraction &= 255
            }
            return
        }
        if let (units, places) = shortDecimalDigits(magnitude) {
            if isNegative { bytes.append(UInt8(ascii: "-")) }
            let divisor = UInt64(powersOfTen[places])
            appendDigits(of: units / divisor, to: &bytes)
            guard places > 0 else { return }
            bytes.append(UInt8(ascii: "."))
            appendDigits(of: units % divisor, minimumCount: places, to: &bytes)
            return
        }
        bytes.append(contentsOf: number(value).utf8)
    }

    /// Appends the decimal digits of `whole`, with leading zeros up to `minimumCount` (at
    /// most 20) digits.
    private static func appendDigits(of whole: UInt64, minimumCount: Int = 1, to bytes: inout [UInt8]) {
        // Right to left into a buffer on the stack, then appended.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { buffer in
            var index = 20
            var digits = whole
            repeat {
                index -= 1
                buffer[index] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: digits % 10)
                digits /= 10
            } while digits > 0
            while 20 - index < minimumCount {
                index -= 1
                buffer[index] = UInt8(ascii: "0")
            }
            // Byte by byte: a few digits each cost less than one generic append of a slice.
            while index < 20 {
                bytes.append(buffer[index])
                index += 1
            }
        }
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

    /// Powers of ten up to 10²², each exact as a `Double`.
    private static let powersOfTen: [Double] = {
        var powers: [Double] = [1]
        for _ in 1...22 { powers.append(powers[powers.count - 1] * 10) }
        return powers
    }()

    /// The shortest round-trip text of a value of magnitude in [0.001, 10¹⁵) that has at most
    /// 15 significant digits (glyph positions and scales in 1/2048 em, thirds of a point
    /// rounded, the values ``exactDecimal(_:)`` leaves), built from its digits rather than
    /// through `description`; nil for other values, after a few instructions. ``exactDecimal(_:)``,
    /// tried first, is cheaper for the multiples of 1/256 it takes.
    ///
    /// With k the most decimal places 15 significant digits allow, `u = round(|value| × 10ᵏ)`
    /// is tried: if `u / 10ᵏ` is exactly `|value|`, `u`'s digits without its trailing zeros are
    /// the text. The test is exact: `u` and 10ᵏ are exact doubles, and IEEE division rounds
    /// `u / 10ᵏ` correctly, as reading the decimal back does. It finds every value that has a
    /// round-trip decimal of at most k places: such a decimal lies within half an ulp of the
    /// value, less than 0.11 units of the k-th place when `u` < 10¹⁵; the product's rounding
    /// moves `|value| × 10ᵏ` by less than that again, so rounding it finds that decimal. It is
    /// the only decimal of at most k places that close (their spacing is more than an ulp), so
    /// without its trailing zeros it is the shortest form, the one `description` gives.
    package static func shortDecimal(_ value: Double) -> String? {
        guard let (units, places) = shortDecimalDigits(value.magnitude) else { return nil }
        var integerDigits = 1
        var whole = units / UInt64(powersOfTen[places])
        while whole >= 10 {
            whole /= 10
            integerDigits += 1
        }
        let isNegative = value < 0
        let count = (isNegative ? 1 : 0) + integerDigits + (places > 0 ? places + 1 : 0)
        // Written right to left into the string's own storage: up to 15 bytes, a small string
        // with no allocation.
        return String(unsafeUninitializedCapacity: count) { buffer in
            var digits = units
            var end = count
            for _ in 0..<places {
                end -= 1
                buffer[end] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: digits % 10)
                digits /= 10
            }
            if places > 0 {
                end -= 1
                buffer[end] = UInt8(ascii: ".")
            }
            repeat {
                end -= 1
                buffer[end] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: digits % 10)
                digits /= 10
            } while digits > 0
            if isNegative { buffer[0] = UInt8(ascii: "-") }
            return count
        }
    }

    /// ``shortDecimal(_:)``'s digits of a magnitude: the shortest text is `units` with a
    /// decimal point `places` digits from its right (no trailing zeros after it); nil for a
    /// magnitude it leaves to `description`.
    private static func shortDecimalDigits(_ magnitude: Double) -> (units: UInt64, places: Int)? {
        guard magnitude >= 0.001, magnitude < 1e15 else { return nil }
        // Places for 15 significant digits: 15 less the digits before the point, more after
        // leading zeros.
        var places = 15
        var digitsBeforePoint = 0
        while digitsBeforePoint < 15, magnitude >= powersOfTen[digitsBeforePoint + 1] { digitsBeforePoint += 1 }
        if magnitude >= 1 {
            places -= digitsBeforePoint + 1
        } else if magnitude < 0.01 {
            places += 2
        } else if magnitude < 0.1 {
            places += 1
        }
        var scaled = magnitude * powersOfTen[places]
        if scaled >= 1e15 {
            places -= 1
            scaled = magnitude * powersOfTen[places]
        }
        // Rounding to nearest (ties never round-trip, see above): scaled is below 2⁵⁰, so
        // adding 0.5 is exact.
        var units = UInt64(scaled + 0.5)
        guard units < 1_000_000_000_000_000, Double(units) / powersOfTen[places] == magnitude else { return nil }
        while places >= 4, units % 10_000 == 0 {
            units /= 10_000
            places -= 4
        }
        while places > 0, units % 10 == 0 {
            units /= 10
            places -= 1
        }
        return (units, places)
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
