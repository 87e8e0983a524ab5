import AutoLayout
import Foundation
import LayoutDocument
import LayoutRendering

/// R1 and R2, rendering (issue 16): a generated 1000-view layout document read, built, laid out,
/// displayed and written as a picture, as `autolayout render` does it.
///
/// The document (`document(views:)`, YAML, deterministic) is a column of N / 10 cards in a 375-point
/// window, each card 8 points from the sides and 8 below the previous one, 40 high, holding nine
/// boxes of equal width 4 points apart in one visual format — N views in all, every one with a
/// background colour (cards white with a corner radius, boxes one of eight system colours chosen
/// by SplitMix64 with a fixed seed) and a frame from the constraints alone (no text, so the
/// rendering is timed, not the measuring of T1).
///
/// - **R1, render**: the text read (`LayoutDocument.parse`), built and laid out on its size
///   (`RenderedScreen`: build, layout, display and the ambiguity report), and the display list
///   written as SVG (`SVGRenderer`).
/// - **R2, render**: the same, then PNG at scale 1 through Cairo (`CairoRenderer`, loaded once
///   before the runs).
///
/// Checked (untimed): the picture's size, the first and last card's frames, a box's frame, and
/// that nothing was found.
enum RenderWorkload {
    /// The sizes run.
    static let sizes = [1000]

    static let colors = [
        "systemRed", "systemOrange", "systemYellow", "systemGreen", "systemTeal", "systemBlue", "systemIndigo",
        "systemPurple",
    ]

    /// The document of N views (N a multiple of 10).
    static func document(views: Int) -> String {
        var generator = SplitMix64(seed: 0x1AB3_16_0001)
        let cards = views / 10
        var text = "title: R1 \(views) views\nsize: 375x\(cards * 48 + 8)\nbackgroundColor: systemGroupedBackground\nchildren:\n"
        var constraints = "constraints:\n"
        for card in 0..<cards {
            text += "  - view: card\(card)\n    backgroundColor: white\n    cornerRadius: 6\n    children:\n"
            for box in 0..<9 {
                let color = colors[Int(generator.next() % UInt64(colors.count))]
                text += "      - view: b\(card)_\(box)\n        backgroundColor: \(color)\n"
            }
            text += "    constraints:\n      - H:|-4-[b\(card)_0]"
            for box in 1..<9 { text += "-4-[b\(card)_\(box)(==b\(card)_0)]" }
            text += "-4-|\n"
            for box in 0..<9 { text += "      - V:|-4-[b\(card)_\(box)]-4-|\n" }
            constraints += "  - H:|-8-[card\(card)]-8-|\n"
            constraints += card == 0 ? "  - V:|-8-[card0(40)]\n" : "  - V:[card\(card - 1)]-8-[card\(card)(40)]\n"
        }
        return text + constraints
    }

    /// One run of R1 (`png` false) or R2 (true): read, lay out, render (timed), then check.
    static func run(views: Int, png: Bool) throws -> [Phase: Double] {
        let text = document(views: views)
        let start = monotonicNanoseconds()
        let document = try LayoutDocument.parse(text, file: "R1.yaml")
        let screen = RenderedScreen(document)
        let bytes: Int
        if png {
            bytes = try screen.png(scale: 1).count
        } else {
            bytes = screen.svg(scale: 1).utf8.count
        }
        let elapsed = seconds(since: start)
        try check(screen, views: views, bytes: bytes)
        return [.render: elapsed]
    }

    static func check(_ screen: RenderedScreen, views: Int, bytes: Int) throws {
        let cards = views / 10
        guard !screen.hasFindings else {
            throw BenchmarkFailure("R1: findings: " + screen.findingsDescription())
        }
        guard bytes > 1000 else { throw BenchmarkFailure("R1: a picture of \(bytes) bytes") }
        guard screen.size == CGSize(width: 375, height: CGFloat(cards * 48 + 8)) else {
            throw BenchmarkFailure("R1: window \(screen.size)")
        }
        let window = screen.layout.window
        func frame(_ name: String) -> CGRect? {
            screen.layout.view(named: name).map { $0.convert($0.bounds, to: window) }
        }
        let last = cards - 1
        // Nine boxes of (359 - 8 - 32) / 9 = 35.444… in each card.
        let width = (359.0 - 40.0) / 9.0
        let expectations: [(String, CGRect)] = [
            ("card0", CGRect(x: 8, y: 8, width: 359, height: 40)),
            ("card\(last)", CGRect(x: 8, y: CGFloat(8 + 48 * last), width: 359, height: 40)),
            ("b\(last)_8", CGRect(x: 8 + 4 + 8 * (width + 4), y: CGFloat(8 + 48 * last + 4), width: width, height: 32)),
        ]
        for (name, expected) in expectations {
            guard let actual = frame(name), abs(actual.minX - expected.minX) < 0.5, abs(actual.minY - expected.minY) < 0.5,
                abs(actual.width - expected.width) < 0.5, abs(actual.height - expected.height) < 0.5
            else { throw BenchmarkFailure("R1: \(name) at \(String(describing: frame(name))), expected \(expected)") }
        }
    }
}
