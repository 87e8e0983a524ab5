import AutoLayout
import Controls
import Foundation
import Testing
import TextMeasurement

/// The measurer travels with each window's traits, and nothing the controls share is mutable
/// without a lock: windows built and laid out on several threads at once measure with their own
/// measurers and get the same sizes as alone.
struct ConcurrencyTests {
    /// Builds a window measuring at `advance` em per character with a wrapping label and a
    /// button, lays it out, and returns the frames.
    static func layOut(advance: CGFloat) -> [CGRect] {
        var traits = TraitCollection()
        traits.textMeasurer = FixedAdvanceTextMeasurer(advance: advance)
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), traitCollection: traits)
        let label = Label()
        label.translatesAutoresizingMaskIntoConstraints = false
        label.font = .systemFont(ofSize: 10)
        label.numberOfLines = 0
        label.text = (0..<12).map { _ in "abcdefghi" }.joined(separator: " ")
        let button = Button()
        button.translatesAutoresizingMaskIntoConstraints = false
        button.setTitle("Continue", for: .normal)
        button.titleLabel.font = .systemFont(ofSize: 10)
        window.addSubview(label)
        window.addSubview(button)
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 8),
            label.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -8),
            label.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
            button.leadingAnchor.constraint(equalTo: label.leadingAnchor),
            button.topAnchor.constraint(equalTo: label.bottomAnchor, constant: 8),
        ])
        window.layoutIfNeeded()
        return [label.frame, button.frame]
    }

    @Test func windowsOnSeveralThreadsMeasureWithTheirOwnMeasurers() async {
        let advances: [CGFloat] = [0.5, 0.6, 0.7, 0.8]
        let alone = advances.map { Self.layOut(advance: $0) }
        let together = await withTaskGroup(of: (Int, [[CGRect]]).self) { group in
            for (index, advance) in advances.enumerated() {
                group.addTask {
                    (index, (0..<20).map { _ in Self.layOut(advance: advance) })
                }
            }
            var results = [[[CGRect]]](repeating: [], count: advances.count)
            for await (index, frames) in group { results[index] = frames }
            return results
        }
        for (index, runs) in together.enumerated() {
            for frames in runs { #expect(frames == alone[index], "advance \(advances[index])") }
        }
        // At 0.6 em: three lines (five, five and two words); "Continue" is 48 wide and 10 + 12 high.
        #expect(alone[1] == [CGRect(x: 8, y: 20, width: 304, height: 30), CGRect(x: 8, y: 58, width: 48, height: 22)])
    }
}
