import AutoLayout
import Controls
import Foundation
import Testing
import TextMeasurement

/// Multi-line labels get their height for the width Auto Layout gives them.
///
/// With the fixed-advance measurer at 10 points a nine-letter word is 54 wide and a space 6, so
/// five words take 294 points (their last space hangs), and a 304-point line holds five.
@MainActor
struct LabelWrappingTests {
    /// `count` nine-letter words.
    func words(_ count: Int) -> String {
        (0..<count).map { _ in "abcdefghi" }.joined(separator: " ")
    }

    /// A container pinned to the top, leading and trailing edges of the window (its height from
    /// its content) holding a label pinned to its four edges with 8-point insets.
    func pinnedLabel(in window: Window, text: String) -> (container: View, label: Label) {
        let container = makeContainer("container")
        let label = makeLabel("label", text, lines: 0)
        window.addSubview(container)
        container.addSubview(label)
        LayoutConstraint.activate([
            container.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            container.trailingAnchor.constraint(equalTo: window.trailingAnchor),
            container.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
        ])
        pin(label, in: container, inset: 8)
        return (container, label)
    }

    @Test func aLabelPinnedToBothEdgesWrapsAtTheirDistanceAndTheContainerGrows() {
        let window = makeWindow()
        let (container, label) = pinnedLabel(in: window, text: words(12))
        window.layoutIfNeeded()
        // 5 + 5 + 2 words: three lines.
        #expect(label.frame == CGRect(x: 8, y: 8, width: 304, height: 30), "\(label.frame.text)")
        #expect(container.frame == CGRect(x: 0, y: 20, width: 320, height: 46), "\(container.frame.text)")
        #expect(label.layoutWidthForIntrinsicContentSize == 304)
        #expect(label.textLayout.lineTexts == [words(5), words(5), words(2)])
    }

    @Test func newTextInAPinnedLabelIsMeasuredAtTheSameWidth() {
        let window = makeWindow()
        let (container, label) = pinnedLabel(in: window, text: words(12))
        window.layoutIfNeeded()
        // The label's width does not change, so the engine sees no new width: the label measures
        // itself again at its width.
        label.text = words(20)
        window.layoutIfNeeded()
        #expect(label.frame == CGRect(x: 8, y: 8, width: 304, height: 40), "\(label.frame.text)")
        #expect(container.frame == CGRect(x: 0, y: 20, width: 320, height: 56), "\(container.frame.text)")
        label.text = "short"
        window.layoutIfNeeded()
        #expect(label.frame == CGRect(x: 8, y: 8, width: 304, height: 10), "\(label.frame.text)")
        #expect(container.frame == CGRect(x: 0, y: 20, width: 320, height: 26))
    }

    @Test func aNarrowerWindowWrapsAgain() {
        let window = makeWindow()
        let (container, label) = pinnedLabel(in: window, text: words(20))
        window.layoutIfNeeded()
        #expect(container.frame.height == 56)
        // 184 points hold three words (174): seven lines.
        window.frame = CGRect(x: 0, y: 0, width: 200, height: 480)
        window.layoutIfNeeded()
        #expect(label.frame == CGRect(x: 8, y: 8, width: 184, height: 70), "\(label.frame.text)")
        #expect(container.frame == CGRect(x: 0, y: 20, width: 200, height: 86))
    }

    @Test func aLabelThatHugsItsTextWrapsNewTextAtTheRoomItHasNotAtItsOldWidth() {
        let window = makeWindow()
        let label = makeLabel("label", "Hi", lines: 0)
        window.addSubview(label)
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 8),
            label.trailingAnchor.constraint(lessThanOrEqualTo: window.trailingAnchor, constant: -8),
            label.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
        ])
        window.layoutIfNeeded()
        #expect(label.frame == CGRect(x: 8, y: 20, width: 12, height: 10))
        // Measured first without a width (as UIKit's first pass), then at the 304 points the
        // solve gives: not at the 12 points the old text had.
        label.text = words(12)
        window.layoutIfNeeded()
        #expect(label.frame == CGRect(x: 8, y: 20, width: 294, height: 30), "\(label.frame.text)")
    }

    @Test func thePreferredMaximumWidthWinsOverTheLayoutsWidth() {
        let window = makeWindow()
        let label = makeLabel("label", words(12), lines: 0)
        label.preferredMaxLayoutWidth = 150
        window.addSubview(label)
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 8),
            label.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
        ])
        window.layoutIfNeeded()
        // Two words a line (114 points): six lines.
        #expect(!label.hasWidthDependentIntrinsicContentSize)
        #expect(label.frame == CGRect(x: 8, y: 20, width: 114, height: 60), "\(label.frame.text)")
    }

    @Test func aLineLimitTruncatesTheLastLine() {
        let window = makeWindow()
        let (container, label) = pinnedLabel(in: window, text: words(12))
        label.numberOfLines = 2
        window.layoutIfNeeded()
        #expect(label.frame == CGRect(x: 8, y: 8, width: 304, height: 20), "\(label.frame.text)")
        #expect(container.frame.height == 36)
        let lines = label.textLayout.lines
        #expect(lines.count == 2)
        #expect(lines.last?.text.hasSuffix("…") == true)
        #expect(label.textLayout.isTruncated)
    }

    @Test func aLabelSqueezedBelowItsHeightShowsTheLinesThatFit() {
        let window = makeWindow()
        let label = makeLabel("label", words(12), lines: 0)
        window.addSubview(label)
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 8),
            label.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -8),
            label.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
            label.heightAnchor.constraint(equalToConstant: 25),
        ])
        window.layoutIfNeeded()
        #expect(label.frame == CGRect(x: 8, y: 20, width: 304, height: 25))
        // Two whole lines fit; the second ends with an ellipsis; both sit centered vertically.
        let lines = label.displayedLines
        #expect(lines.map(\.rect.minY) == [2.5, 12.5])
        #expect(lines.last?.text.hasSuffix("…") == true)
    }

    @Test func sizeThatFitsWrapsAtTheWidthAsked() {
        let label = makeLabel("label", words(12), lines: 0)
        label.textMeasurer = fixedMeasurer
        #expect(label.sizeThatFits(CGSize(width: 200, height: 1000)) == CGSize(width: 174, height: 40))
        label.numberOfLines = 1
        #expect(label.sizeThatFits(CGSize(width: 200, height: 1000)) == CGSize(width: 714, height: 10))
    }

    @Test func wrappingMirrorsInRightToLeftLayouts() {
        let window = makeWindow(direction: .rightToLeft)
        let (container, label) = pinnedLabel(in: window, text: words(12))
        window.layoutIfNeeded()
        #expect(label.frame == CGRect(x: 8, y: 8, width: 304, height: 30))
        #expect(container.frame == CGRect(x: 0, y: 20, width: 320, height: 46))
        // Natural alignment: every line ends at the right edge.
        #expect(label.displayedLines.map(\.rect.maxX) == [304, 304, 304])
    }

    @Test func boundsFarPastAnyLineCountShowEveryLineAndNegativeOnesShowOne() {
        let label = makeLabel("label", words(12), lines: 0)
        label.frame = CGRect(x: 0, y: 0, width: 304, height: 1e300)
        #expect(label.textLayout.lineTexts == [words(5), words(5), words(2)])
        label.frame = CGRect(x: 0, y: 0, width: 304, height: -1e300)
        #expect(label.textLayout.lineTexts.count == 1)
        #expect(label.textLayout.isTruncated)
    }
}
