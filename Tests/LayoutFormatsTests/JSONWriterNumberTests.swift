import LayoutFormats
import Testing

/// `_JSONWriter.number`'s digits for multiples of 1/256 are written without `description`:
/// they must be exactly what `description` gives (the shortest round-trip form).
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
}
