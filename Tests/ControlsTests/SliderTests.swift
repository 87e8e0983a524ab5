import AutoLayout
import Controls
import Foundation
import Testing

/// A slider defines its height only: its width comes from constraints.
@MainActor
struct SliderTests {
    @Test func aSliderHasAHeightAndNoWidth() {
        let slider = Slider()
        #expect(slider.intrinsicContentSize == CGSize(width: View.noIntrinsicMetric, height: 31))
    }

    @Test func aSliderPinnedToBothEdges() {
        let window = makeWindow()
        let slider = Slider()
        slider.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(slider)
        LayoutConstraint.activate([
            slider.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
            slider.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -20),
            slider.topAnchor.constraint(equalTo: window.topAnchor, constant: 100),
        ])
        window.layoutIfNeeded()
        #expect(slider.frame == CGRect(x: 20, y: 100, width: 280, height: 31))
    }

    @Test func theValueStaysInRange() {
        let slider = Slider()
        slider.value = 3
        #expect(slider.value == 1)
        slider.value = .nan
        #expect(slider.value == 0)
        slider.minimumValue = 10
        slider.maximumValue = 20
        #expect(slider.value == 10)
    }
}
