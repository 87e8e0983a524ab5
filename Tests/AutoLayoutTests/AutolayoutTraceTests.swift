import AutoLayout
import Foundation
import Testing

/// `autolayoutTrace()`: the view tree with frames and the ambiguous views marked, in the form
/// of UIKit's `_autolayoutTrace`.
@MainActor
struct AutolayoutTraceTests {
    let legend = "\n\nLegend:\n\t* - is laid out with auto layout\n"
        + "\t+ - is laid out manually, but is represented in the layout engine because translatesAutoresizingMaskIntoConstraints = YES\n"
        + "\t• - layout engine host"

    @Test func theTreeWithFramesAndTheAmbiguousViewsMarked() {
        let root = makeRoot(width: 280)
        root.identifier = "root"
        let button = makeView("button", intrinsic: CGSize(width: 80, height: 30), in: root)
        LayoutConstraint.activate([
            button.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            button.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
        ])
        let card = makeView("card", in: root)
        let red = makeView("red view", in: card)
        LayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            card.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            card.topAnchor.constraint(equalTo: button.bottomAnchor, constant: 8),
            card.heightAnchor.constraint(equalToConstant: 100),
            red.topAnchor.constraint(equalTo: card.topAnchor, constant: 10),
            red.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 10),
        ])
        let badge = View(frame: CGRect(x: 240, y: 8, width: 32, height: 32))
        badge.identifier = "badge"
        root.addSubview(badge)
        let expected = """
            •root, frame = (0 0; 280 480)
            |   *button, frame = (20 20; 80 30)
            |   *card, frame = (0 58; 280 100)
            |   |   *red view, frame = (10 10; 0 0)- AMBIGUOUS LAYOUT for red view.Width{id: 12}, red view.Height{id: 13}
            |   +badge, frame = (240 8; 32 32)
            """
        #expect(root.autolayoutTrace() == expected + legend)
        // From any view of the tree, the whole tree.
        #expect(red.autolayoutTrace() == expected + legend)
        // Settled: no mark.
        LayoutConstraint.activate([
            red.widthAnchor.constraint(equalToConstant: 20), red.heightAnchor.constraint(equalToConstant: 20),
        ])
        #expect(root.autolayoutTrace().contains("|   |   *red view, frame = (10 10; 20 20)\n"))
        #expect(!root.autolayoutTrace().contains("AMBIGUOUS"))
    }

    @Test func aLoneView() {
        let lone = View(frame: CGRect(x: 0, y: 0, width: 40, height: 30))
        lone.identifier = "lone"
        #expect(lone.autolayoutTrace() == "•lone, frame = (0 0; 40 30)" + legend)
    }
}
