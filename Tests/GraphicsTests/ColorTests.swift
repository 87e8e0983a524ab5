import Foundation
import Graphics
import Testing

struct ColorTests {
    @Test func hexColoursInTheirThreeForms() {
        #expect(Color(hex: "#007AFF") == Color(red255: 0, green255: 122, blue255: 255))
        #expect(Color(hex: "007aff") == .systemBlue)
        #expect(Color(hex: "#F00") == Color(red: 1, green: 0, blue: 0))
        #expect(Color(hex: "#00000080") == Color(white: 0, alpha: 128.0 / 255.0))
    }

    @Test(arguments: ["", "#", "#12", "#1234", "#12345", "#1234567", "#GG0000", "#123456789", " #123"])
    func malformedHexIsNil(_ text: String) {
        #expect(Color(hex: text) == nil)
    }

    @Test func componentsAreClampedAndNaNIsZero() {
        let color = Color(red: 2, green: -1, blue: .nan, alpha: 1.5)
        #expect(color.red == 1)
        #expect(color.green == 0)
        #expect(color.blue == 0)
        #expect(color.alpha == 1)
    }

    @Test func hexStringRoundsEachComponentAndShowsAlphaOnlyWhenNotOpaque() {
        #expect(Color.systemBlue.hexString == "#007AFF")
        #expect(Color.secondaryLabel.hexString == "#3C3C4399")
        #expect(Color.clear.description == "#00000000")
        #expect(Color(white: 0.5).hexString == "#808080")
    }

    @Test func systemColoursHaveTheLightAppearanceValues() {
        #expect(Color.systemRed.hexString == "#FF3B30")
        #expect(Color.systemGreen.hexString == "#34C759")
        #expect(Color.systemGray.hexString == "#8E8E93")
        #expect(Color.systemGray6.hexString == "#F2F2F7")
        #expect(Color.label.hexString == "#000000")
        #expect(Color.separator == Color(red255: 60, green255: 60, blue255: 67, alpha: 0.29))
        #expect(Color.systemBackground == .white)
        #expect(Color.placeholderText.alpha == 0.3)
    }

    @Test func namesAreUIKitsAndExact() {
        #expect(Color.named("systemBlue") == .systemBlue)
        #expect(Color.named("secondarySystemGroupedBackground") == .white)
        #expect(Color.named("clear") == .clear)
        #expect(Color.named("SystemBlue") == nil)
        #expect(Color.namedColors.count == 51)
        #expect(Set(Color.namedColors.map(\.name)).count == Color.namedColors.count)
    }

    @Test func withAlphaComponentKeepsTheRest() {
        #expect(Color.systemBlue.withAlphaComponent(0.25) == Color(red255: 0, green255: 122, blue255: 255, alpha: 0.25))
        #expect(Color.red.withAlphaComponent(0).isClear)
    }
}
