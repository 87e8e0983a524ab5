import AutoLayout
import Controls
import Foundation
import Testing
import TextMeasurement

/// A button is its title plus UIKit's classic padding, or plus its content insets.
@MainActor
struct ButtonTests {
    /// A button in the fixed-advance window with a title.
    func makeButton(_ title: String?, in window: Window) -> Button {
        let button = Button()
        button.translatesAutoresizingMaskIntoConstraints = false
        button.setTitle(title, for: .normal)
        window.addSubview(button)
        return button
    }

    @Test func aButtonIsItsTitleAndSixPointsAboveAndBelow() {
        let window = makeWindow()
        // "Sign In" at 15 points: 7 × 9 = 63 wide, 15 high.
        let button = makeButton("Sign In", in: window)
        #expect(button.titleLabel.font.pointSize == 15)
        #expect(button.intrinsicContentSize == CGSize(width: 63, height: 27))
        LayoutConstraint.activate([
            button.centerXAnchor.constraint(equalTo: window.centerXAnchor),
            button.topAnchor.constraint(equalTo: window.topAnchor, constant: 100),
        ])
        window.layoutIfNeeded()
        #expect(button.frame == CGRect(x: 128.5, y: 100, width: 63, height: 27))
        #expect(button.titleLabel.frame == CGRect(x: 0, y: 6, width: 63, height: 15))
    }

    @Test func theClassicSystemButtonIsThirtyPointsHighWithRealFonts() throws {
        let window = makeWindow(measurer: nil)
        let button = makeButton("Button", in: window)
        let reference = try #require(FontReference(Button.defaultTitleFont))
        // DejaVu Sans at 15 points: 17.46 rounded up to 17.5; San Francisco's 17.9 makes 18 + 12.
        let width = pixelCeil(reference.width(of: "Button", size: 15))
        #expect(button.intrinsicContentSize == CGSize(width: width, height: 17.5 + 12))
    }

    @Test func contentInsetsReplaceThePadding() {
        let window = makeWindow()
        let button = makeButton("Sign In", in: window)
        button.contentEdgeInsets = EdgeInsets(top: 4, left: 10, bottom: 4, right: 10)
        #expect(button.intrinsicContentSize == CGSize(width: 83, height: 23))
        window.layoutIfNeeded()
        #expect(button.titleLabel.frame == CGRect(x: 10, y: 4, width: 63, height: 15))
    }

    @Test func aButtonWithoutATitleIsOneLineHigh() {
        let window = makeWindow()
        let button = makeButton(nil, in: window)
        #expect(button.intrinsicContentSize == CGSize(width: 0, height: 27))
        #expect(button.currentTitle == nil)
    }

    @Test func theTitleFollowsTheState() {
        let window = makeWindow()
        let button = makeButton("Follow", in: window)
        button.setTitle("Following", for: .selected)
        #expect(button.intrinsicContentSize.width == 54)
        button.isSelected = true
        #expect(button.currentTitle == "Following")
        #expect(button.intrinsicContentSize.width == 81)
        // A state without a title of its own shows the normal one.
        button.isSelected = false
        button.isEnabled = false
        #expect(button.state == .disabled)
        #expect(button.currentTitle == "Follow")
    }

    @Test func aNewTitleRelaysOut() {
        let window = makeWindow()
        let button = makeButton("Go", in: window)
        LayoutConstraint.activate([
            button.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 8),
            button.topAnchor.constraint(equalTo: window.topAnchor, constant: 8),
        ])
        window.layoutIfNeeded()
        #expect(button.frame == CGRect(x: 8, y: 8, width: 18, height: 27))
        button.setTitle("Continue", for: .normal)
        button.titleLabel.font = .systemFont(ofSize: 20)
        window.layoutIfNeeded()
        #expect(button.frame == CGRect(x: 8, y: 8, width: 96, height: 32))
        #expect(button.titleLabel.frame == CGRect(x: 0, y: 6, width: 96, height: 20))
    }

    @Test func theBaselinesAreTheTitles() {
        let window = makeWindow()
        let button = makeButton("Go", in: window)
        // 6 of padding, then an ascender of 12; 6 + 3 below the last baseline.
        #expect(button.firstBaselineOffsetFromTop == 18)
        #expect(button.lastBaselineOffsetFromBottom == 9)
        let label = makeLabel("label", "Name:")
        window.addSubview(label)
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 8),
            label.topAnchor.constraint(equalTo: window.topAnchor, constant: 50),
            button.leadingAnchor.constraint(equalTo: label.trailingAnchor, constant: 8),
            button.firstBaselineAnchor.constraint(equalTo: label.firstBaselineAnchor),
        ])
        window.layoutIfNeeded()
        // The label's baseline at 58; the button's 18 below its top.
        #expect(button.frame.minY == 40)
    }

    @Test func buttonsHugAndResistAsUIKits() {
        let button = Button()
        for axis in [LayoutAxis.horizontal, .vertical] {
            #expect(button.contentHuggingPriority(for: axis) == .defaultLow)
            #expect(button.contentCompressionResistancePriority(for: axis) == .defaultHigh)
        }
    }
}
