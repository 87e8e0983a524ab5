import AutoLayout
import Controls
import Foundation
import Graphics
import LayoutRendering
import Testing
import TextMeasurement

/// The constraint overlay's exact commands: I-beams for spacing and sizes, lines for alignments,
/// optional constraints dashed, conflicts red, ambiguous views outlined dashed.
@MainActor
@Suite struct ConstraintOverlayTests {
    /// A 200 × 100 window measuring with the fixed-advance measurer.
    func window() -> Window {
        var traits = TraitCollection()
        traits.textMeasurer = FixedAdvanceTextMeasurer()
        return Window(frame: CGRect(x: 0, y: 0, width: 200, height: 100), traitCollection: traits)
    }

    func view(in window: Window) -> View {
        let view = View()
        view.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(view)
        return view
    }

    /// An I-beam: the line and a 6-point bar across each end.
    func beam(_ x0: CGFloat, _ y0: CGFloat, _ x1: CGFloat, _ y1: CGFloat) -> Path {
        var path = Path(lineFrom: CGPoint(x: x0, y: y0), to: CGPoint(x: x1, y: y1))
        for (x, y) in [(x0, y0), (x1, y1)] {
            path.addPath(
                y0 == y1
                    ? Path(lineFrom: CGPoint(x: x, y: y - 3), to: CGPoint(x: x, y: y + 3))
                    : Path(lineFrom: CGPoint(x: x - 3, y: y), to: CGPoint(x: x + 3, y: y)))
        }
        return path
    }

    func strokes(_ commands: [DrawingCommand]) -> [DrawingCommand] {
        commands.filter { if case .stroke = $0 { true } else { false } }
    }

    /// The centres of the labels' white pills.
    func labelCentres(_ commands: [DrawingCommand]) -> [CGPoint] {
        commands.compactMap { command in
            guard case .fill(let path, let color) = command, color == .white else { return nil }
            return CGPoint(x: path.bounds.midX, y: path.bounds.midY)
        }
    }

    @Test func spacingSizeAndAlignmentAsXcodeDrawsThem() {
        let window = window()
        let box = view(in: window)
        let other = view(in: window)
        let height = box.heightAnchor.constraint(equalToConstant: 40)
        height.priority = LayoutPriority(750)
        let constraints = [
            box.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
            box.topAnchor.constraint(equalTo: window.topAnchor, constant: 10),
            box.widthAnchor.constraint(equalToConstant: 100),
            height,
            other.topAnchor.constraint(equalTo: box.bottomAnchor, constant: 8),
            other.centerXAnchor.constraint(equalTo: box.centerXAnchor),
        ]
        LayoutConstraint.activate(
            constraints + [other.widthAnchor.constraint(equalToConstant: 50), other.heightAnchor.constraint(equalToConstant: 20)])
        window.flush()
        let commands = ConstraintOverlay(constraints: constraints).commands(over: window)
        let blue = Color.systemBlue
        #expect(
            strokes(commands) == [
                .stroke(beam(0, 30, 20, 30), blue, lineWidth: 1, dash: nil),  // leading 20, across the box's middle
                .stroke(beam(70, 0, 70, 10), blue, lineWidth: 1, dash: nil),  // top 10
                .stroke(beam(20, 46, 120, 46), blue, lineWidth: 1, dash: nil),  // width 100, 4 above the bottom
                .stroke(beam(116, 10, 116, 50), blue, lineWidth: 1, dash: [3, 2]),  // height 40 @750: dashed
                .stroke(beam(70, 50, 70, 58), blue, lineWidth: 1, dash: nil),  // 8 between box and other
                .stroke(
                    Path(lineFrom: CGPoint(x: 70, y: 10), to: CGPoint(x: 70, y: 78)), blue, lineWidth: 1, dash: nil),  // centres
            ])
        #expect(
            labelCentres(commands) == [
                CGPoint(x: 10, y: 30), CGPoint(x: 70, y: 5), CGPoint(x: 70, y: 46), CGPoint(x: 116, y: 30),
                CGPoint(x: 70, y: 54),
            ])
        #expect(commands.first == .saveState)
        #expect(commands.last == .restoreState)
    }

    @Test func labelsSayTheRelationAndMultiplier() {
        let window = window()
        let box = view(in: window)
        let constraints = [
            box.leadingAnchor.constraint(greaterThanOrEqualTo: window.leadingAnchor, constant: 20),
            box.topAnchor.constraint(equalTo: window.topAnchor, constant: 10),
            box.widthAnchor.constraint(equalTo: window.widthAnchor, multiplier: 0.5),
            box.heightAnchor.constraint(equalTo: box.widthAnchor, multiplier: 0.25),
        ]
        LayoutConstraint.activate(constraints)
        window.flush()
        let commands = ConstraintOverlay(constraints: constraints).commands(over: window)
        // Each label is one glyph box a character (0.6 × 10 = 6 wide) on a pill 6 wider.
        let pillWidths = commands.compactMap { command -> CGFloat? in
            guard case .fill(let path, .white) = command else { return nil }
            return path.bounds.width
        }
        // "≥ 20" (4 characters), "10", "= 0.5×" on the box and on the window, "1:0.25".
        #expect(pillWidths == [30, 18, 42, 42, 42])
        #expect(box.frame == CGRect(x: 20, y: 10, width: 100, height: 25))
    }

    @Test func conflictsAreRed() {
        let window = window()
        let box = view(in: window)
        var conflicts: [LayoutConflict] = []
        window.layoutEngine.unsatisfiableConstraintsHandler = { conflicts.append($0) }
        let width = box.widthAnchor.constraint(equalToConstant: 100)
        let wider = box.widthAnchor.constraint(equalToConstant: 150)
        let place = [
            box.leadingAnchor.constraint(equalTo: window.leadingAnchor), box.topAnchor.constraint(equalTo: window.topAnchor),
            box.heightAnchor.constraint(equalToConstant: 20),
        ]
        LayoutConstraint.activate(place + [width, wider])
        window.flush()
        #expect(conflicts.count == 1)
        let commands = ConstraintOverlay(constraints: [width], conflicts: conflicts).commands(over: window)
        let colors = strokes(commands).map { command -> Color? in
            guard case .stroke(_, let color, _, _) = command else { return nil }
            return color
        }
        // Both widths are members of the conflict; the one not listed is drawn too.
        #expect(colors == [.systemRed, .systemRed])
    }

    @Test func ambiguousViewsAreOutlinedDashed() {
        let window = window()
        let sized = view(in: window)
        let unsized = view(in: window)
        LayoutConstraint.activate([
            sized.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
            sized.topAnchor.constraint(equalTo: window.topAnchor, constant: 10),
            sized.heightAnchor.constraint(equalToConstant: 30),
            unsized.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 100),
            unsized.topAnchor.constraint(equalTo: window.topAnchor, constant: 50),
        ])
        window.flush()
        let commands = ConstraintOverlay(constraints: [], ambiguity: window.ambiguityReport()).commands(over: window)
        let orange = Color.systemOrange
        #expect(
            commands == [
                .saveState,
                // sized: 0 wide, 30 high; widened to 8 around its leading edge, inset half a line.
                .stroke(Path(rect: CGRect(x: 6.5, y: 10.5, width: 7, height: 29)), orange, lineWidth: 1, dash: [4, 2]),
                // unsized: 0 × 0 at (100, 50); an 8 × 8 box centred on it.
                .stroke(Path(rect: CGRect(x: 96.5, y: 46.5, width: 7, height: 7)), orange, lineWidth: 1, dash: [4, 2]),
                .restoreState,
            ])
    }
}
