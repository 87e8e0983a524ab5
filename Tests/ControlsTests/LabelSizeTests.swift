import AutoLayout
import Controls
import Foundation
import Testing
import TextMeasurement

/// A label's intrinsic size is its text measured with its font, rounded up to whole pixels.
@MainActor
struct LabelSizeTests {
    @Test func aLabelNeedsOnlyAPosition() {
        let window = makeWindow()
        let label = makeLabel("label", "Hello, world")
        window.addSubview(label)
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 8),
            label.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
        ])
        window.layoutIfNeeded()
        // 12 characters × 6, one 10-point line.
        #expect(label.intrinsicContentSize == CGSize(width: 72, height: 10))
        #expect(label.frame == CGRect(x: 8, y: 20, width: 72, height: 10))
    }

    @Test func sizesComeFromTheFontsOwnAdvances() throws {
        let font = Font.systemFont(ofSize: 17)
        let reference = try #require(FontReference(font))
        let window = makeWindow(measurer: nil)
        let label = makeLabel("label", "Hello, Auto Layout", font: font)
        window.addSubview(label)
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 8),
            label.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
        ])
        window.layoutIfNeeded()
        let width = pixelCeil(reference.width(of: "Hello, Auto Layout", size: 17))
        let height = pixelCeil(reference.lineHeight(size: 17))
        #expect(label.intrinsicContentSize == CGSize(width: width, height: height))
        #expect(label.frame == CGRect(x: 8, y: 20, width: width, height: height))
        // DejaVu Sans at 17 points: a line is 19.79 high, so the label is 20 at 2×.
        #expect(height == 20)
    }

    @Test func sizesRoundUpToThePixelsOfTheDisplay() {
        // 7 characters at 11 points: 7 × 6.6 = 46.2 wide, 11 high.
        for (scale, width, height) in [(1.0, 47.0, 11.0), (2.0, 46.5, 11.0), (3.0, 46.0 + 1.0 / 3, 11.0)] {
            let window = makeWindow(scale: CGFloat(scale))
            let label = makeLabel("label", "Rounded", font: .systemFont(ofSize: 11))
            window.addSubview(label)
            let size = label.intrinsicContentSize
            #expect(abs(size.width - CGFloat(width)) < 1e-9, "at \(scale)×: \(size)")
            #expect(size.height == CGFloat(height), "at \(scale)×")
        }
    }

    @Test func anEmptyLabelHasZeroSize() {
        let window = makeWindow()
        let label = makeLabel("label", nil)
        window.addSubview(label)
        #expect(label.intrinsicContentSize == .zero)
        label.text = ""
        #expect(label.text == nil)
        #expect(label.intrinsicContentSize == .zero)
    }

    @Test func changingTheTextRelaysOut() {
        let window = makeWindow()
        let label = makeLabel("label", "Hi")
        window.addSubview(label)
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 8),
            label.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
        ])
        window.layoutIfNeeded()
        #expect(label.frame == CGRect(x: 8, y: 20, width: 12, height: 10))
        label.text = "Hello there"
        window.layoutIfNeeded()
        #expect(label.frame == CGRect(x: 8, y: 20, width: 66, height: 10))
        label.font = .systemFont(ofSize: 20)
        window.layoutIfNeeded()
        #expect(label.frame == CGRect(x: 8, y: 20, width: 132, height: 20))
    }

    @Test func baselinesComeFromTheFont() {
        let window = makeWindow()
        let label = makeLabel("label", "Baseline")
        let other = makeLabel("other", "Big", font: .systemFont(ofSize: 20))
        window.addSubview(label)
        window.addSubview(other)
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 8),
            label.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
            other.leadingAnchor.constraint(equalTo: label.trailingAnchor, constant: 8),
            other.firstBaselineAnchor.constraint(equalTo: label.firstBaselineAnchor),
        ])
        window.layoutIfNeeded()
        // Ascenders 8 and 16: the big label's top is 8 above the small one's.
        #expect(label.firstBaselineOffsetFromTop == 8)
        #expect(label.lastBaselineOffsetFromBottom == 2)
        #expect(other.frame == CGRect(x: 64, y: 12, width: 36, height: 20))
        // A bigger font for the small label: its baseline moves down, and the big one follows.
        label.font = .systemFont(ofSize: 15)
        window.layoutIfNeeded()
        #expect(label.frame == CGRect(x: 8, y: 20, width: 72, height: 15))
        #expect(label.firstBaselineOffsetFromTop == 12)
        #expect(other.frame.minX == 88)
        #expect(other.frame.minY == 16)
    }

    @Test func baselinesOfSeveralLinesAreTheFirstAndTheLast() {
        let label = makeLabel("label", "one\ntwo\nthree", lines: 0)
        label.textMeasurer = fixedMeasurer
        #expect(label.intrinsicContentSize == CGSize(width: 30, height: 30))
        #expect(label.firstBaselineOffsetFromTop == 8)
        #expect(label.lastBaselineOffsetFromBottom == 2)
    }

    @Test func theDefaultsAreUIKits() {
        let label = Label()
        #expect(label.font == Font.systemFont(ofSize: 17))
        #expect(label.numberOfLines == 1)
        #expect(label.lineBreakMode == .byTruncatingTail)
        #expect(label.preferredMaxLayoutWidth == 0)
        #expect(label.textAlignment == .natural)
        #expect(!label.adjustsFontForContentSizeCategory)
        for axis in [LayoutAxis.horizontal, .vertical] {
            #expect(label.contentHuggingPriority(for: axis) == .defaultLow)
            #expect(label.contentCompressionResistancePriority(for: axis) == .defaultHigh)
        }
        // Interface Builder's (and the document format's) labels hug at 251.
        #expect(Label.documentContentHuggingPriority == LayoutPriority(251))
    }

    @Test func badInputDoesNotTrap() {
        let label = makeLabel("label", "text", lines: -3)
        label.textMeasurer = fixedMeasurer
        #expect(label.numberOfLines == 0)
        label.preferredMaxLayoutWidth = -.infinity
        #expect(label.preferredMaxLayoutWidth == 0)
        label.preferredMaxLayoutWidth = .nan
        #expect(label.preferredMaxLayoutWidth == 0)
        label.font = .systemFont(ofSize: .nan)
        #expect(label.intrinsicContentSize == .zero)
    }
}
