import LayoutFormats
import Testing

/// `_JSONWriter.number`'s digits for multiples of 1/256, and for other values of up to 15
/// significant digits, are written without `description`: they must be exactly what
/// `description` gives (the shortest round-trip form).
@Suite struct JSONWriterNumberTests {
    /// The writer's form through `description` alone, as before the fast path.
    static func described(_ value: Double) -> String {
        let text = value.description
        return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }

    @Test func exactDecimalsOfSmallDyadicValues() {
        #expect(_JSONWriter.exactDecimal(308) == "308")
        #expect(_JSONWriter.exactDecimal(-6.5) == "-6.5")
        #expect(_JSONWriter.exactDecimal(0.00390625) == "0.00390625")
        #expect(_JSONWriter.exactDecimal(999_999.99609375) == "999999.99609375")
        #expect(_JSONWriter.exactDecimal(0.1) == nil)
        #expect(_JSONWriter.exactDecimal(1_000_000) == nil)
        #expect(_JSONWriter.exactDecimal(0.0009765625) == nil)
    }

    @Test func shortDecimalsOfValuesWithFewDigits() {
        #expect(_JSONWriter.shortDecimal(308) == "308")
        #expect(_JSONWriter.shortDecimal(-6.5) == "-6.5")
        #expect(_JSONWriter.shortDecimal(0.00390625) == "0.00390625")
        #expect(_JSONWriter.shortDecimal(999_999.99609375) == "999999.99609375")
        #expect(_JSONWriter.shortDecimal(0.1) == "0.1")
        #expect(_JSONWriter.shortDecimal(1_000_000) == "1000000")
        #expect(_JSONWriter.shortDecimal(17.0 / 2048) == "0.00830078125")
        #expect(_JSONWriter.shortDecimal(-123_456_789_012_345) == "-123456789012345")
        #expect(_JSONWriter.shortDecimal(0.001) == "0.001")
        // Left to description: 16 or more significant digits, or out of [0.001, 10¹⁵).
        #expect(_JSONWriter.shortDecimal(0.1 + 0.2) == nil)
        #expect(_JSONWriter.shortDecimal(1.0 / 3) == nil)
        #expect(_JSONWriter.shortDecimal(0.0009765625) == nil)
        #expect(_JSONWriter.shortDecimal(1e15) == nil)
        #expect(_JSONWriter.shortDecimal(999_999_999_999_999.9) == nil)
    }

    @Test func sameTextAsDescriptionForDecimalsAndFontUnits() {
        var mismatches: [String] = []
        func check(_ value: Double) {
            if let text = _JSONWriter.shortDecimal(value), text != Self.described(value) {
                mismatches.append("\(value): \(text)")
            }
        }
        // Glyph positions: every multiple of 1/2048 in ±300, then sparser ones further out.
        for k in -614_400...614_400 { check(Double(k) / 2048) }
        for k in stride(from: 0, through: 2_000_000_000, by: 99_991) { check(Double(k) / 2048) }
        // Decimals of every number of places, and points at a scale (17 pt in 2048 units).
        var state: UInt64 = 0xD1617
        for _ in 0..<50_000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let places = Int(state >> 59) % 16
            var power = 1.0
            for _ in 0..<places { power *= 10 }
            let units = Double(state >> 40)
            check(units / power)
            check(-units / power)
            check(units / power * 17 / 2048)
            check(Double(bitPattern: state))
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
    }

    @Test func sameTextAsDescriptionForEveryKindOfValue() {
        var mismatches: [String] = []
        // Every multiple of 1/256 in ±1200, then sparser ones up to the bound and past it.
        var values = (-307_200...307_200).map { Double($0) / 256 }
        for k in stride(from: 0, through: 300_000_000, by: 9_973) { values += [Double(k) / 256, -Double(k) / 256] }
        // Values the fast path leaves to `description`: thirds, tenths, tiny and huge ones.
        var state: UInt64 = 0x5EED
        for _ in 0..<20_000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            values.append(Double(Int64(bitPattern: state >> 11)) / 3e9)
        }
        values += [1e-7, 0.0001, 0.001, 1e6, 1e15, 1e16, .leastNonzeroMagnitude, 1.0 / 3, 0.1 + 0.2]
        for value in values where _JSONWriter.number(value) != (value == 0 ? "0" : Self.described(value)) {
            mismatches.append("\(value): \(_JSONWriter.number(value))")
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
    }

    /// The bytes `appendNumber` writes are `number`'s text, for every kind of value: multiples
    /// of 1/256 and of 1/2048, decimals, values left to `description`, zero, and no number.
    @Test func appendedBytesAreTheNumbersText() {
        var values: [Double] = (-70_000...70_000).map { Double($0) / 256 }
        values += (-70_000...70_000).map { Double($0) / 2048 }
        var state: UInt64 = 0xA99E
        for _ in 0..<30_000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let places = Int(state >> 59) % 16
            var power = 1.0
            for _ in 0..<places { power *= 10 }
            values += [Double(state >> 40) / power, -Double(state >> 40) / power, Double(bitPattern: state)]
        }
        values += [0, -0.0, 1e-7, 0.001, 0.01, 0.1, 1e6, 1e15, 1e16, 1.0 / 3, .nan, .infinity, -.infinity]
        var mismatches: [String] = []
        var bytes: [UInt8] = Array("x".utf8)
        for value in values {
            bytes.removeSubrange(1...)
            _JSONWriter.appendNumber(value, to: &bytes)
            let text = String(decoding: bytes.dropFirst(), as: UTF8.self)
            if text != _JSONWriter.number(value) { mismatches.append("\(value): \(text)") }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
        bytes = []
        _JSONWriter.appendNumber(-0.00830078125, to: &bytes)
        _JSONWriter.appendNumber(100.5, to: &bytes)
        #expect(String(decoding: bytes, as: UTF8.self) == "-0.00830078125100.5")
    }
}
