import AutoLayout
import Controls
import Foundation
import Testing
import TextMeasurement

/// Internationalisation: translated text changes a label's size, and right-to-left layouts
/// right-align natural text.
@MainActor
struct InternationalisationTests {
    @Test func aGermanStringMakesALabelWiderThanItsEnglishOne() throws {
        let font = Font.systemFont(ofSize: 17)
        let reference = try #require(FontReference(font))
        let window = makeWindow(measurer: nil)
        let english = makeLabel("english", "Settings", font: font)
        let german = makeLabel("german", "Einstellungen", font: font)
        window.addSubview(english)
        window.addSubview(german)
        LayoutConstraint.activate([
            english.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 8),
            english.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
            german.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 8),
            german.topAnchor.constraint(equalTo: english.bottomAnchor, constant: 8),
        ])
        window.layoutIfNeeded()
        #expect(english.frame.width == pixelCeil(reference.width(of: "Settings", size: 17)))
        #expect(german.frame.width == pixelCeil(reference.width(of: "Einstellungen", size: 17)))
        #expect(german.frame.width > english.frame.width + 30)
    }

    @Test func aTranslationRelaysOutTheRow() {
        let window = makeWindow()
        let label = makeLabel("label", "Save")
        let button = Button()
        button.translatesAutoresizingMaskIntoConstraints = false
        button.setTitle("OK", for: .normal)
        window.addSubview(label)
        window.addSubview(button)
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 8),
            label.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
            button.leadingAnchor.constraint(equalTo: label.trailingAnchor, constant: 8),
            button.centerYAnchor.constraint(equalTo: label.centerYAnchor),
        ])
        window.layoutIfNeeded()
        #expect(button.frame.minX == 40)  // 8 + 24 + 8
        label.text = "Speichern"
        window.layoutIfNeeded()
        #expect(label.frame.width == 54)
        #expect(button.frame.minX == 70)  // 8 + 54 + 8
    }

    @Test func naturalTextIsRightAlignedRightToLeft() {
        let window = makeWindow(direction: .rightToLeft)
        let label = makeLabel("label", "שלום עולם")
        window.addSubview(label)
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 8),
            label.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -8),
            label.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
        ])
        window.layoutIfNeeded()
        #expect(label.frame == CGRect(x: 8, y: 20, width: 304, height: 10))
        #expect(label.textAlignment == .natural)
        #expect(label.effectiveTextAlignment == .right)
        // Nine characters, 54 points, against the right edge.
        #expect(label.displayedLines.map(\.rect) == [CGRect(x: 250, y: 0, width: 54, height: 10)])
    }

    @Test func naturalTextIsLeftAlignedLeftToRightAndExplicitAlignmentsStay() {
        let window = makeWindow()
        let label = makeLabel("label", "Hello")
        window.addSubview(label)
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 8),
            label.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -8),
            label.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
        ])
        window.layoutIfNeeded()
        #expect(label.effectiveTextAlignment == .left)
        #expect(label.displayedLines.first?.rect.minX == 0)
        label.textAlignment = .center
        #expect(label.displayedLines.first?.rect.minX == 137)
        label.textAlignment = .right
        #expect(label.displayedLines.first?.rect.minX == 274)
        // A label that forces right to left resolves natural to the right.
        label.textAlignment = .natural
        label.semanticContentAttribute = .forceRightToLeft
        #expect(label.effectiveTextAlignment == .right)
    }

    @Test func switchingTheWindowToRightToLeftMovesAndRealignsTheText() {
        let window = makeWindow()
        let label = makeLabel("label", "مرحبا")
        window.addSubview(label)
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 8),
            label.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
        ])
        window.layoutIfNeeded()
        #expect(label.frame == CGRect(x: 8, y: 20, width: 30, height: 10))
        window.traitCollection.layoutDirection = .rightToLeft
        window.layoutIfNeeded()
        #expect(label.frame == CGRect(x: 282, y: 20, width: 30, height: 10))
        #expect(label.effectiveTextAlignment == .right)
    }
}
