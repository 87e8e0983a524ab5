import AutoLayout
import Controls
import Foundation
import Testing
import TextMeasurement

/// Dynamic Type: a control whose font has a text style and adjusts follows the window's
/// content size category, and the layout follows the control.
@MainActor
struct DynamicTypeTests {
    /// Apple's Dynamic Type sizes (Human Interface Guidelines, Typography, "iOS, iPadOS Dynamic
    /// Type sizes" and "larger accessibility type sizes"), one column per category from xSmall
    /// to AX5: written out here again so that the test checks the documented numbers, not the
    /// module's own table.
    static let documentedSizes: [(Font.TextStyle, [CGFloat])] = [
        (.largeTitle, [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]),
        (.title1, [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]),
        (.title2, [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]),
        (.title3, [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]),
        (.headline, [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]),
        (.body, [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]),
        (.callout, [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]),
        (.subheadline, [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]),
        (.footnote, [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]),
        (.caption1, [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]),
        (.caption2, [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40]),
    ]

    @Test func everyCategoryGivesTheDocumentedSizeForEveryStyle() {
        let window = makeWindow(height: 2000)
        var labels: [Label] = []
        var previous: Label?
        for (style, _) in Self.documentedSizes {
            let label = makeLabel("\(style)", "Dynamic", font: .preferredFont(forTextStyle: style))
            label.adjustsFontForContentSizeCategory = true
            window.addSubview(label)
            LayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 8),
                label.topAnchor.constraint(equalTo: previous?.bottomAnchor ?? window.topAnchor, constant: 8),
            ])
            labels.append(label)
            previous = label
        }
        for (column, category) in ContentSizeCategory.allCases.enumerated() {
            window.traitCollection.preferredContentSizeCategory = category
            window.layoutIfNeeded()
            var top: CGFloat = 8
            for (label, (style, sizes)) in zip(labels, Self.documentedSizes) {
                let size = sizes[column]
                #expect(label.font.pointSize == size, "\(style) at \(category)")
                #expect(label.font.weight == (style == .headline ? .semibold : .regular))
                #expect(label.fontTextStyle == style)
                // Seven characters 0.6 em wide, one line 1 em high, rounded up to pixels.
                let frame = CGRect(x: 8, y: top, width: pixelCeil(7 * 0.6 * size), height: size)
                #expect(label.frame == frame, "\(style) at \(category): \(label.frame.text)")
                top += size + 8
            }
        }
    }

    @Test func aCategoryChangeRemeasuresAndRelaysOut() {
        let window = makeWindow()
        let title = makeLabel("title", "Title", font: .preferredFont(forTextStyle: .headline))
        let body = makeLabel("body", "Body text", font: .preferredFont(forTextStyle: .body))
        title.adjustsFontForContentSizeCategory = true
        body.adjustsFontForContentSizeCategory = true
        window.addSubview(title)
        window.addSubview(body)
        LayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 16),
            title.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
            body.leadingAnchor.constraint(equalTo: title.leadingAnchor),
            body.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4),
        ])
        window.layoutIfNeeded()
        #expect(title.frame == CGRect(x: 16, y: 20, width: 51, height: 17))
        #expect(body.frame == CGRect(x: 16, y: 41, width: 92, height: 17))
        window.traitCollection.preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge
        window.layoutIfNeeded()
        // 53 points: 5 × 31.8 = 159, 9 × 31.8 = 286.2.
        #expect(title.frame == CGRect(x: 16, y: 20, width: 159, height: 53))
        #expect(body.frame == CGRect(x: 16, y: 77, width: 286.5, height: 53))
    }

    @Test func aLabelThatDoesNotAdjustKeepsItsFont() {
        let window = makeWindow()
        let label = makeLabel("label", "Fixed", font: .preferredFont(forTextStyle: .body))
        window.addSubview(label)
        window.traitCollection.preferredContentSizeCategory = .extraSmall
        window.layoutIfNeeded()
        #expect(label.font.pointSize == 17)
        // Turning adjusting on takes the window's category at once.
        label.adjustsFontForContentSizeCategory = true
        #expect(label.font.pointSize == 14)
    }

    @Test func aLabelJoiningAWindowTakesItsCategory() {
        let window = makeWindow(category: .extraExtraExtraLarge)
        let label = makeLabel("label", "Joining", font: .preferredFont(forTextStyle: .footnote))
        label.adjustsFontForContentSizeCategory = true
        #expect(label.font.pointSize == 13)
        window.addSubview(label)
        #expect(label.font.pointSize == 19)
        #expect(label.intrinsicContentSize == CGSize(width: pixelCeil(7 * 0.6 * 19), height: 19))
    }

    @Test func textStylesAreRecognisedFromTheFont() {
        let label = Label()
        label.font = .preferredFont(forTextStyle: .headline)
        #expect(label.fontTextStyle == .headline)
        label.font = .preferredFont(forTextStyle: .caption2)
        #expect(label.fontTextStyle == .caption2)
        // A font made for the label's own category is recognised too.
        label.font = .preferredFont(forTextStyle: .callout, compatibleWith: .accessibilityLarge)
        #expect(label.fontTextStyle == nil, "outside a window the label's category is Large")
        let window = makeWindow(category: .accessibilityLarge)
        window.addSubview(label)
        label.font = .preferredFont(forTextStyle: .callout, compatibleWith: .accessibilityLarge)
        #expect(label.fontTextStyle == .callout)
        // Not a text style's font: nothing to adjust.
        label.font = .boldSystemFont(ofSize: 17)
        #expect(label.fontTextStyle == nil)
        label.font = .systemFont(ofSize: 18.5)
        #expect(label.fontTextStyle == nil)
        label.adjustsFontForContentSizeCategory = true
        window.traitCollection.preferredContentSizeCategory = .small
        #expect(label.font.pointSize == 18.5)
    }

    @Test func aStyleCanBeNamedOutright() {
        let window = makeWindow(category: .extraLarge)
        let label = makeLabel("label", "Named", font: tenPoint)
        window.addSubview(label)
        label.fontTextStyle = .title2
        #expect(label.font.pointSize == 24)
        label.adjustsFontForContentSizeCategory = true
        window.traitCollection.preferredContentSizeCategory = .medium
        #expect(label.font.pointSize == 21)
    }

    @Test func textFieldsTextViewsAndButtonTitlesFollowToo() {
        let window = makeWindow()
        let field = TextField()
        field.font = .preferredFont(forTextStyle: .body)
        field.adjustsFontForContentSizeCategory = true
        field.text = "Field"
        let view = TextView()
        view.isScrollEnabled = false
        view.font = .preferredFont(forTextStyle: .body)
        view.adjustsFontForContentSizeCategory = true
        let button = Button()
        button.setTitle("Go", for: .normal)
        button.titleLabel.font = .preferredFont(forTextStyle: .body)
        button.titleLabel.adjustsFontForContentSizeCategory = true
        for control in [field, view, button] { window.addSubview(control) }
        // One 17-point line; the text view adds 8 + 8, the button 6 + 6.
        #expect(field.intrinsicContentSize.height == 17)
        #expect(view.intrinsicContentSize.height == 33)
        #expect(button.intrinsicContentSize.height == 29)
        window.traitCollection.preferredContentSizeCategory = .accessibilityMedium
        #expect(field.font.pointSize == 28)
        #expect(field.intrinsicContentSize == CGSize(width: 84, height: 28))
        #expect(view.intrinsicContentSize.height == 44)
        #expect(button.intrinsicContentSize == CGSize(width: 34, height: 40))
    }
}
