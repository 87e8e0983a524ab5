import AutoLayout
import Foundation
import Graphics
import LayoutDocument
import LayoutRendering

/// D2 document layout (issue 16): D1's document of 1000 views (250 rows of a row view, a label,
/// a dot and a switch), from its JSON text to a picture.
///
/// - **build**: `LayoutDocument.parse` of the JSON, `DocumentLayout` (views, controls,
///   properties, 3250 constraints activated) and the first layout pass (`layoutIfNeeded`), with
///   the labels measured by the window's default measurer. The issue's target: read + laid out
///   + SVG in 30 ms.
/// - **display + SVG**: the display phase (`displayIfNeeded`: every view draws), the tree
///   rendered into a `RecordingContext`, and `SVGRenderer` writing the commands as SVG text.
///
/// Frames are checked after the build (untimed): row i at (0, 44 i, 375, 44), its switch at
/// (308, 6.5, 51, 31) and its dot at (292, 18, 8, 8) in the row; the SVG must be non-empty and
/// end with `</svg>`.
enum DocumentLayoutWorkload {
    /// The size run (views).
    static let sizes = [1000]

    /// One run: the build (timed), its check, then display and SVG (timed).
    static func run(views: Int, json: String) throws -> [Phase: Double] {
        let start = monotonicNanoseconds()
        let document = try LayoutDocument.parse(json, file: "d2.json", format: .json)
        let layout = DocumentLayout(document)
        layout.layoutIfNeeded()
        let build = seconds(since: start)
        guard layout.problems.isEmpty, layout.conflicts.isEmpty else {
            throw BenchmarkFailure("D2: \(layout.problems.first?.description ?? "a conflict")")
        }
        for i in stride(from: 0, to: views / 4, by: 1) {
            guard let row = layout.view(named: "row\(i)"), let toggle = layout.view(named: "toggle\(i)"),
                let dot = layout.view(named: "dot\(i)")
            else { throw BenchmarkFailure("D2: row \(i) missing") }
            try expectFrame(row.frame, 0, 44 * Double(i), 375, 44, "D2 row \(i)")
            try expectFrame(toggle.frame, 308, 6.5, 51, 31, "D2 toggle \(i)")
            try expectFrame(dot.frame, 292, 18, 8, 8, "D2 dot \(i)")
        }

        let displayStart = monotonicNanoseconds()
        let window = layout.window
        window.displayIfNeeded()
        let recorder = RecordingContext()
        window.render(in: recorder)
        let svg = SVGRenderer().render(recorder.commands, size: window.bounds.size)
        let display = seconds(since: displayStart)
        guard svg.hasSuffix("</svg>\n") || svg.hasSuffix("</svg>") else {
            throw BenchmarkFailure("D2: the SVG does not end with </svg>")
        }
        return [.build: build, .display: display]
    }
}
