import AutoLayout
import Controls
import Foundation
import Testing
import TextMeasurement

/// A text field is one line of its text (or placeholder) plus its border's padding.
@MainActor
struct TextFieldTests {
    func makeField(in window: Window) -> TextField {
        let field = TextField()
        field.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(field)
        return field
    }

    @Test func thePlaceholderSizesAnEmptyField() {
        let window = makeWindow()
        let field = makeField(in: window)
        #expect(field.font.pointSize == 14)
        #expect(field.borderStyle == .none)
        // Empty: no width, one 14-point line.
        #expect(field.intrinsicContentSize == CGSize(width: 0, height: 14))
        field.placeholder = "Email"
        // 5 × 8.4 = 42.
        #expect(field.intrinsicContentSize == CGSize(width: 42, height: 14))
        field.text = "someone@example.com"
        // 19 × 8.4 = 159.6, rounded up to 160.
        #expect(field.intrinsicContentSize == CGSize(width: 160, height: 14))
        field.text = nil
        #expect(field.intrinsicContentSize.width == 42)
    }

    @Test func theBorderStyleAddsPadding() {
        let window = makeWindow()
        let field = makeField(in: window)
        field.placeholder = "Email"
        field.borderStyle = .roundedRect
        #expect(field.intrinsicContentSize == CGSize(width: 56, height: 28))
        field.borderStyle = .line
        #expect(field.intrinsicContentSize == CGSize(width: 46, height: 18))
        // 2 of padding, then the ascender (11.2) above the baseline and the descender (2.8) below.
        #expect(abs(field.firstBaselineOffsetFromTop - 13.2) < 1e-9)
        #expect(abs(field.lastBaselineOffsetFromBottom - 4.8) < 1e-9)
    }

    @Test func theRoundedFieldWithRealFonts() throws {
        let window = makeWindow(measurer: nil)
        let field = makeField(in: window)
        field.borderStyle = .roundedRect
        field.placeholder = "Password"
        let reference = try #require(FontReference(field.font))
        #expect(field.intrinsicContentSize == CGSize(
            width: pixelCeil(reference.width(of: "Password", size: 14)) + 14,
            height: pixelCeil(reference.lineHeight(size: 14)) + 14))
        #expect(field.intrinsicContentSize.height == 30.5)
    }

    @Test func aFormRowOfLabelAndField() {
        // The Auto Layout Guide's form row: the label hugs (251), the field stretches (250).
        let window = makeWindow()
        let label = makeLabel("label", "Name")
        label.setContentHuggingPriority(Label.documentContentHuggingPriority, for: .horizontal)
        window.addSubview(label)
        let field = makeField(in: window)
        field.font = tenPoint
        field.borderStyle = .roundedRect
        field.placeholder = "First Last"
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 16),
            field.leadingAnchor.constraint(equalTo: label.trailingAnchor, constant: 8),
            field.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -16),
            field.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
            label.firstBaselineAnchor.constraint(equalTo: field.firstBaselineAnchor),
        ])
        window.layoutIfNeeded()
        #expect(label.frame == CGRect(x: 16, y: 27, width: 24, height: 10), "\(label.frame.text)")
        #expect(field.frame == CGRect(x: 48, y: 20, width: 256, height: 24), "\(field.frame.text)")
    }
}
