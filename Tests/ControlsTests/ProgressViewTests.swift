import AutoLayout
import Controls
import Foundation
import Testing

/// A progress view defines its height only: 2 points.
@MainActor
struct ProgressViewTests {
    @Test func aProgressViewHasAHeightAndNoWidth() {
        for style in ProgressView.Style.allCases {
            let bar = ProgressView(progressViewStyle: style)
            #expect(bar.intrinsicContentSize == CGSize(width: View.noIntrinsicMetric, height: 2))
        }
    }

    @Test func itTakesItsLengthFromConstraints() {
        let window = makeWindow()
        let bar = ProgressView()
        bar.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(bar)
        LayoutConstraint.activate([
            bar.leadingAnchor.constraint(equalTo: window.layoutMarginsGuide.leadingAnchor),
            bar.trailingAnchor.constraint(equalTo: window.layoutMarginsGuide.trailingAnchor),
            bar.topAnchor.constraint(equalTo: window.topAnchor, constant: 64),
        ])
        window.layoutIfNeeded()
        #expect(bar.frame == CGRect(x: 8, y: 64, width: 304, height: 2))
    }

    @Test func progressStaysBetweenZeroAndOne() {
        let bar = ProgressView()
        bar.progress = 1.5
        #expect(bar.progress == 1)
        bar.progress = -.infinity
        #expect(bar.progress == 0)
        bar.progress = .nan
        #expect(bar.progress == 0)
    }
}
