import AutoLayout
import Controls
import Foundation
import Testing
import TextMeasurement

/// The custom traits that carry the content size category and the text measurer: a window's
/// measurer measures its tree unless a control has its own, and changing either re-measures.
@MainActor
struct TraitTests {
    @Test func theCategoryDefaultsToLargeAndCanBeSet() {
        var traits = TraitCollection()
        #expect(traits.preferredContentSizeCategory == .large)
        traits.preferredContentSizeCategory = .accessibilityLarge
        #expect(traits.preferredContentSizeCategory == .accessibilityLarge)
        #expect(TraitCollection(preferredContentSizeCategory: .small).preferredContentSizeCategory == .small)
    }

    @Test func theDefaultMeasurerIsFreeTypeAndShared() {
        let traits = TraitCollection()
        #expect(traits.textMeasurer is FreeTypeTextMeasurer)
        #expect(AnyTextMeasurer(traits.textMeasurer) == AnyTextMeasurer(TraitCollection().textMeasurer))
        #expect(AnyTextMeasurer(FixedAdvanceTextMeasurer()) != AnyTextMeasurer(FixedAdvanceTextMeasurer()))
        #expect(AnyTextMeasurer(fixedMeasurer) == AnyTextMeasurer(fixedMeasurer))
    }

    @Test func theWindowsMeasurerMeasuresItsTreeUnlessAControlHasItsOwn() {
        let window = makeWindow(measurer: FixedAdvanceTextMeasurer(advance: 0.5))
        let container = makeContainer("container")
        window.addSubview(container)
        let label = makeLabel("label", "abcd")
        container.addSubview(label)
        #expect(label.intrinsicContentSize == CGSize(width: 20, height: 10))
        label.textMeasurer = FixedAdvanceTextMeasurer(advance: 1)
        #expect(label.intrinsicContentSize == CGSize(width: 40, height: 10))
        label.textMeasurer = nil
        #expect(label.intrinsicContentSize == CGSize(width: 20, height: 10))
    }

    @Test func aNewMeasurerOnTheWindowRemeasuresAndRelaysOut() {
        let window = makeWindow()
        let label = makeLabel("label", "abcd")
        window.addSubview(label)
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 8),
            label.topAnchor.constraint(equalTo: window.topAnchor, constant: 8),
        ])
        window.layoutIfNeeded()
        #expect(label.frame.width == 24)
        window.traitCollection.textMeasurer = FixedAdvanceTextMeasurer(advance: 1)
        window.layoutIfNeeded()
        #expect(label.frame.width == 40)
    }

    @Test func aNewDisplayScaleRoundsAgain() {
        let window = makeWindow(scale: 1)
        let label = makeLabel("label", "abc", font: .systemFont(ofSize: 11))
        window.addSubview(label)
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 8),
            label.topAnchor.constraint(equalTo: window.topAnchor, constant: 8),
        ])
        window.layoutIfNeeded()
        // 3 × 6.6 = 19.8 points: 20 on a 1× display, 19.8 (99 pixels) on a 5× one.
        #expect(label.frame.width == 20)
        window.traitCollection.displayScale = 5
        window.layoutIfNeeded()
        #expect(abs(label.frame.width - 19.8) < 1e-9, "\(label.frame.text)")
    }

    @Test func aLabelMovedToAnotherWindowTakesItsMeasurer() {
        let first = makeWindow(measurer: FixedAdvanceTextMeasurer(advance: 0.5))
        let second = makeWindow(measurer: FixedAdvanceTextMeasurer(advance: 1))
        let label = makeLabel("label", "abcd")
        first.addSubview(label)
        #expect(label.intrinsicContentSize.width == 20)
        second.addSubview(label)
        #expect(label.intrinsicContentSize.width == 40)
    }
}
