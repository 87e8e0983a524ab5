import AutoLayout
import Controls
import Foundation
import Testing

/// A switch is always 51 × 31.
@MainActor
struct SwitchTests {
    @Test func aSwitchIs51By31() {
        let window = makeWindow()
        let control = Switch()
        control.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(control)
        #expect(control.intrinsicContentSize == CGSize(width: 51, height: 31))
        LayoutConstraint.activate([
            control.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -16),
            control.centerYAnchor.constraint(equalTo: window.topAnchor, constant: 44),
        ])
        window.layoutIfNeeded()
        #expect(control.frame == CGRect(x: 253, y: 28.5, width: 51, height: 31))
        control.setOn(true, animated: true)
        #expect(control.isOn)
    }

    @Test func aSwitchMadeWithAFrameTakesItsSize() {
        #expect(Switch(frame: CGRect(x: 10, y: 10, width: 200, height: 5)).frame == CGRect(x: 10, y: 10, width: 51, height: 31))
    }
}
