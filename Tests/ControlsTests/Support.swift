import AutoLayout
import Controls
import Foundation
import TextMeasurement

/// The fixed-advance measurer the tests lay text out with where sizes must be exact on any
/// machine: at 10 points every character is 6 wide, ascender 8, descender -2, lines 10 apart.
let fixedMeasurer = FixedAdvanceTextMeasurer()

/// A 10-point font for the fixed-advance measurer (only its size matters there).
let tenPoint = Font.systemFont(ofSize: 10)

/// A window of a size, measuring text with `measurer` (the fixed-advance one unless given), at
/// a display scale and in a direction.
func makeWindow(
    width: CGFloat = 320, height: CGFloat = 480, measurer: (any TextMeasuring)? = fixedMeasurer,
    scale: CGFloat = 2, direction: UserInterfaceLayoutDirection = .leftToRight,
    category: ContentSizeCategory = .large
) -> Window {
    var traits = TraitCollection(layoutDirection: direction, displayScale: scale)
    if let measurer { traits.textMeasurer = measurer }
    traits.preferredContentSizeCategory = category
    return Window(frame: CGRect(x: 0, y: 0, width: width, height: height), traitCollection: traits)
}

/// A label placed by constraints, with the 10-point font unless given.
func makeLabel(_ name: String, _ text: String?, font: Font = tenPoint, lines: Int = 1) -> Label {
    let label = Label()
    label.identifier = name
    label.text = text
    label.font = font
    label.numberOfLines = lines
    label.translatesAutoresizingMaskIntoConstraints = false
    return label
}

/// A plain view placed by constraints.
func makeContainer(_ name: String) -> View {
    let view = View()
    view.identifier = name
    view.translatesAutoresizingMaskIntoConstraints = false
    return view
}

/// Pins a view's four edges inside another's with an inset.
func pin(_ view: View, in container: View, inset: CGFloat) {
    LayoutConstraint.activate([
        view.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: inset),
        view.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -inset),
        view.topAnchor.constraint(equalTo: container.topAnchor, constant: inset),
        view.bottomAnchor.constraint(equalTo: container.bottomAnchor, constant: -inset),
    ])
}

/// A value rounded up to whole pixels at a scale, computed independently of the module.
func pixelCeil(_ value: CGFloat, scale: CGFloat = 2) -> CGFloat {
    (value * scale - 1e-6).rounded(.up) / scale
}

extension CGRect {
    /// Frames printed readably in failures.
    var text: String { "(\(minX), \(minY), \(width), \(height))" }
}
