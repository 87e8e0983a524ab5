import AutoLayout
import Controls
import Foundation
import Testing
import TextMeasurement

/// The seed's row of three labels (username, star, trophy) in a 320-point window with 8-point
/// gaps: when the texts do not fit, the username's compression resistance (750) is below the
/// others' (751), so the username is squeezed and truncated while the star and the trophy show
/// their whole texts.
@MainActor
struct LabelRowTests {
    /// The row: each label after the previous one with 8 points between, the last 8 points from
    /// the trailing edge.
    func makeRow(in window: Window, font: Font, texts: (String, String, String)) -> [Label] {
        let username = makeLabel("username", texts.0, font: font)
        let star = makeLabel("star", texts.1, font: font)
        let trophy = makeLabel("trophy", texts.2, font: font)
        for label in [username, star, trophy] { window.addSubview(label) }
        username.setContentCompressionResistancePriority(LayoutPriority(750), for: .horizontal)
        star.setContentCompressionResistancePriority(LayoutPriority(751), for: .horizontal)
        trophy.setContentCompressionResistancePriority(LayoutPriority(751), for: .horizontal)
        LayoutConstraint.activate([
            username.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 8),
            star.leadingAnchor.constraint(equalTo: username.trailingAnchor, constant: 8),
            trophy.leadingAnchor.constraint(equalTo: star.trailingAnchor, constant: 8),
            trophy.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -8),
            username.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
            star.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
            trophy.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
        ])
        return [username, star, trophy]
    }

    @Test func theUsernameIsTruncated() {
        let window = makeWindow()
        // 45, 7 and 4 characters: 270 + 42 + 24 + 4 × 8 = 368 points for 320.
        let row = makeRow(
            in: window, font: tenPoint, texts: ("nguyen.minh.tam.the.author.of.the.auto.layout", "★ 4,812", "🏆 12"))
        window.layoutIfNeeded()
        #expect(row[0].frame == CGRect(x: 8, y: 20, width: 222, height: 10), "\(row[0].frame.text)")
        #expect(row[1].frame == CGRect(x: 238, y: 20, width: 42, height: 10), "\(row[1].frame.text)")
        #expect(row[2].frame == CGRect(x: 288, y: 20, width: 24, height: 10), "\(row[2].frame.text)")
        // 222 points hold 37 characters: 36 of the name and the ellipsis.
        let shown = row[0].textLayout
        #expect(shown.isTruncated)
        #expect(shown.lineTexts == ["nguyen.minh.tam.the.author.of.the.au…"])
        #expect(!row[1].textLayout.isTruncated)
        #expect(!row[2].textLayout.isTruncated)
    }

    @Test func theUsernameIsTruncatedWithRealFonts() throws {
        let font = Font.systemFont(ofSize: 17)
        let reference = try #require(FontReference(font))
        let window = makeWindow(measurer: nil)
        let texts = ("Nguyễn Minh Tâm, the author of the guide", "★ 4,812", "Gold")
        let row = makeRow(in: window, font: font, texts: texts)
        window.layoutIfNeeded()
        let star = pixelCeil(reference.width(of: texts.1, size: 17))
        let trophy = pixelCeil(reference.width(of: texts.2, size: 17))
        let username = 320 - 32 - star - trophy
        #expect(pixelCeil(reference.width(of: texts.0, size: 17)) > username)
        #expect(row[0].frame == CGRect(x: 8, y: 20, width: username, height: 20), "\(row[0].frame.text)")
        #expect(row[1].frame == CGRect(x: 16 + username, y: 20, width: star, height: 20))
        #expect(row[2].frame == CGRect(x: 312 - trophy, y: 20, width: trophy, height: 20))
        #expect(row[0].textLayout.isTruncated)
        #expect(row[0].textLayout.lineTexts.first?.hasSuffix("…") == true)
    }

    @Test func withRoomToSpareTheLowestHuggingStretches() {
        let window = makeWindow()
        let row = makeRow(in: window, font: tenPoint, texts: ("tam", "★ 4", "🏆 1"))
        // The stack view variant of the seed: hugging 251 < 252 < 253.
        row[0].setContentHuggingPriority(LayoutPriority(251), for: .horizontal)
        row[1].setContentHuggingPriority(LayoutPriority(252), for: .horizontal)
        row[2].setContentHuggingPriority(LayoutPriority(253), for: .horizontal)
        window.layoutIfNeeded()
        // 3 characters each: 18 points; the username takes the rest, 320 - 32 - 36.
        #expect(row[0].frame == CGRect(x: 8, y: 20, width: 252, height: 10), "\(row[0].frame.text)")
        #expect(row[1].frame == CGRect(x: 268, y: 20, width: 18, height: 10))
        #expect(row[2].frame == CGRect(x: 294, y: 20, width: 18, height: 10))
        #expect(!row[0].textLayout.isTruncated)
    }
}
