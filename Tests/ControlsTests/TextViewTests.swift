import AutoLayout
import Controls
import Foundation
import Testing
import TextMeasurement

/// A text view has no intrinsic size while it scrolls; without scrolling it is as large as its
/// text, its height for the width it is given.
@MainActor
struct TextViewTests {
    /// `count` nine-letter words (54 points each at 10 points, 6 between).
    func words(_ count: Int) -> String {
        (0..<count).map { _ in "abcdefghi" }.joined(separator: " ")
    }

    func makeTextView(_ text: String, in window: Window) -> TextView {
        let view = TextView()
        view.translatesAutoresizingMaskIntoConstraints = false
        view.font = tenPoint
        view.text = text
        window.addSubview(view)
        return view
    }

    @Test func aScrollingTextViewHasNoIntrinsicSize() {
        let window = makeWindow()
        let view = makeTextView("Hello", in: window)
        #expect(view.isScrollEnabled)
        #expect(view.intrinsicContentSize == CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric))
        #expect(!view.hasWidthDependentIntrinsicContentSize)
    }

    @Test func withoutScrollingItIsItsTextPlusInsetsAndPadding() {
        let window = makeWindow()
        let view = makeTextView("Hello", in: window)
        view.isScrollEnabled = false
        // 30 of text, 5 + 5 of padding; 10 of text, 8 + 8 of inset.
        #expect(view.intrinsicContentSize == CGSize(width: 40, height: 26))
        #expect(view.firstBaselineOffsetFromTop == 16)
        #expect(view.lastBaselineOffsetFromBottom == 10)
    }

    @Test func anEmptyTextViewIsOneLineHigh() {
        let window = makeWindow()
        let view = makeTextView("", in: window)
        view.isScrollEnabled = false
        #expect(view.intrinsicContentSize == CGSize(width: 10, height: 26))
    }

    @Test func itsHeightFollowsTheWidthItIsGiven() {
        let window = makeWindow()
        let view = makeTextView(words(12), in: window)
        view.isScrollEnabled = false
        LayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 8),
            view.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -8),
            view.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
        ])
        window.layoutIfNeeded()
        // 304 - 10 = 294 points of line: five words, three lines.
        #expect(view.frame == CGRect(x: 8, y: 20, width: 304, height: 46), "\(view.frame.text)")
        view.text = words(20)
        window.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 8, y: 20, width: 304, height: 56), "\(view.frame.text)")
        // Scrolling again: the height must come from constraints (none: it collapses to 0).
        view.isScrollEnabled = true
        window.layoutIfNeeded()
        #expect(view.frame.height == 0)
    }

    @Test func insetsAndPaddingCanChange() {
        let window = makeWindow()
        let view = makeTextView("Hello", in: window)
        view.isScrollEnabled = false
        view.textContainerInset = EdgeInsets(all: 4)
        view.lineFragmentPadding = 0
        #expect(view.intrinsicContentSize == CGSize(width: 38, height: 18))
        view.textContainerInset = EdgeInsets(top: -5, left: .nan, bottom: 1, right: 1)
        #expect(view.textContainerInset == EdgeInsets(top: 0, left: 0, bottom: 1, right: 1))
    }
}
