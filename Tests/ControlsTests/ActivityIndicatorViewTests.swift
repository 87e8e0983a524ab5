import AutoLayout
import Controls
import Foundation
import Testing

/// An activity indicator is 20 × 20 (medium) or 37 × 37 (large).
@MainActor
struct ActivityIndicatorViewTests {
    @Test func theStylesSizes() {
        let indicator = ActivityIndicatorView()
        #expect(indicator.intrinsicContentSize == CGSize(width: 20, height: 20))
        indicator.style = .large
        #expect(indicator.intrinsicContentSize == CGSize(width: 37, height: 37))
        #expect(ActivityIndicatorView(style: .large).frame.size == CGSize(width: 37, height: 37))
    }

    @Test func aStyleChangeRelaysOut() {
        let window = makeWindow()
        let indicator = ActivityIndicatorView(style: .medium)
        indicator.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(indicator)
        LayoutConstraint.activate([
            indicator.centerXAnchor.constraint(equalTo: window.centerXAnchor),
            indicator.centerYAnchor.constraint(equalTo: window.centerYAnchor),
        ])
        window.layoutIfNeeded()
        #expect(indicator.frame == CGRect(x: 150, y: 230, width: 20, height: 20))
        indicator.style = .large
        window.layoutIfNeeded()
        #expect(indicator.frame == CGRect(x: 141.5, y: 221.5, width: 37, height: 37))
    }

    @Test func itHidesWhenStopped() {
        let indicator = ActivityIndicatorView()
        indicator.stopAnimating()
        #expect(indicator.isHidden)
        indicator.startAnimating()
        #expect(indicator.isAnimating && !indicator.isHidden)
        indicator.hidesWhenStopped = false
        indicator.stopAnimating()
        #expect(!indicator.isHidden)
    }
}
