import AutoLayout
import Controls
import Foundation
import LayoutDocument
import LayoutFormats

/// Reads a YAML document, failing the test with its errors.
func document(_ yaml: String, file: String = "test.yaml") throws -> LayoutDocument {
    try LayoutDocument.parse(yaml, file: file)
}

/// The errors of a document that does not read, as `line:column: message`.
func errors(_ text: String, format: LayoutDocument.Format = .yaml) -> [String] {
    do {
        _ = try LayoutDocument.parse(text, file: "f", format: format)
        return []
    } catch {
        return error.errors.map { "\($0.location.line):\($0.location.column): \($0.message)" }
    }
}

/// A frame as `x y w h`, whole numbers without a fraction.
func frame(_ layout: DocumentLayout, _ name: String) -> String {
    guard let view = layout.view(named: name) else { return "no view" }
    let f = view.convert(view.bounds, to: nil)
    return [f.minX, f.minY, f.width, f.height].map { _JSONWriter.number(Double($0)) }.joined(separator: " ")
}

/// The fixed-advance measurer: at 10 points every character is 6 wide, lines 10 apart.
let fixedMeasurer = FixedAdvanceTextMeasurer()

/// An environment of a size that measures text with the fixed-advance measurer.
func environment(_ width: CGFloat, _ height: CGFloat, classes: (TraitCollection.SizeClass, TraitCollection.SizeClass) = (.compact, .regular)) -> LayoutEnvironment {
    var traits = TraitCollection(horizontalSizeClass: classes.0, verticalSizeClass: classes.1)
    traits.textMeasurer = fixedMeasurer
    return LayoutEnvironment(size: CGSize(width: width, height: height), traitCollection: traits)
}
