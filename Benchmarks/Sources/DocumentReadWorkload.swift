import Foundation
import LayoutDocument

/// D1 document read (issue 16): a generated layout document of N views (N = 1000, 10000) read by
/// `LayoutDocument.parse` from JSON and from YAML — the same document, written as people write
/// each — with every value's place kept. Timed: the parse of the whole text (syntax, the model,
/// every name and constraint statement checked). Reported per view, and in MB/s of text in the
/// last column.
///
/// The document is a list of rows, four views each: a row view 44 high under the previous one,
/// holding a one-line label (2 to 5 words drawn with SplitMix64, fixed seed), an 8 × 8 dot and a
/// switch, with 9 constraint statements inside the row and 4 at the root per row. D2 builds and
/// lays out the same document.
enum DocumentReadWorkload {
    /// The sizes run (views).
    static let sizes = [1000, 10000]

    static let vocabulary = [
        "Wi-Fi", "Bluetooth", "Cellular", "Hotspot", "Notifications", "Sounds", "Focus", "Screen", "Time",
        "General", "Control", "Centre", "Display", "Brightness", "Home", "Accessibility", "Wallpaper",
        "Siri", "Search", "Face", "ID", "Passcode", "Emergency", "SOS", "Battery", "Privacy", "Security",
    ]

    /// The row's texts: the same for every run.
    static func texts(rows: Int) -> [String] {
        var generator = SplitMix64(seed: 0xD0C_0016_0001)
        return (0..<rows).map { _ in
            let words = 2 + Int(generator.next() % 4)
            return (0..<words).map { _ in vocabulary[Int(generator.next() % UInt64(vocabulary.count))] }
                .joined(separator: " ")
        }
    }

    /// The constraint statements of row `i`'s own list, then of the root for row `i`.
    static func statements(_ i: Int) -> (row: [String], root: [String]) {
        (
            [
                "title\(i).leading == superview.leading + 16", "title\(i).centerY == superview.centerY",
                "dot\(i).width == 8", "dot\(i).height == 8", "dot\(i).centerY == superview.centerY",
                "dot\(i).trailing == toggle\(i).leading - 8", "title\(i).trailing <= dot\(i).leading - 8",
                "toggle\(i).trailing == superview.trailing - 16", "toggle\(i).centerY == superview.centerY",
            ],
            [
                "row\(i).leading == root.leading", "row\(i).trailing == root.trailing", "row\(i).height == 44",
                i == 0 ? "row0.top == root.top" : "row\(i).top == row\(i - 1).bottom",
            ]
        )
    }

    /// The document of `views` views (a multiple of 4) as JSON.
    static func json(views: Int) -> String {
        let rows = views / 4
        let texts = texts(rows: rows)
        var text = "{\n  \"title\": \"D1 \(views) views\",\n  \"size\": \"375x\(44 * rows)\",\n  \"children\": [\n"
        var root: [String] = []
        for i in 0..<rows {
            let (own, forRoot) = statements(i)
            root += forRoot
            text += """
                    {"view": "row\(i)", "children": [
                      {"label": "title\(i)", "text": "\(texts[i])", "lines": 1},
                      {"view": "dot\(i)", "backgroundColor": "systemBlue", "cornerRadius": 4},
                      {"switch": "toggle\(i)", "isOn": \(i % 2 == 0)}
                    ], "constraints": [\(own.map { "\"\($0)\"" }.joined(separator: ", "))]}\(i + 1 < rows ? "," : "")

                """
        }
        text += "  ],\n  \"constraints\": [\n"
        text += root.map { "    \"\($0)\"" }.joined(separator: ",\n")
        text += "\n  ]\n}\n"
        return text
    }

    /// The same document as YAML, in block style.
    static func yaml(views: Int) -> String {
        let rows = views / 4
        let texts = texts(rows: rows)
        var text = "title: D1 \(views) views\nsize: 375x\(44 * rows)\nchildren:\n"
        var root: [String] = []
        for i in 0..<rows {
            let (own, forRoot) = statements(i)
            root += forRoot
            text += """
                  - view: row\(i)
                    children:
                      - label: title\(i)
                        text: \(texts[i])
                        lines: 1
                      - view: dot\(i)
                        backgroundColor: systemBlue
                        cornerRadius: 4
                      - switch: toggle\(i)
                        isOn: \(i % 2 == 0)
                    constraints:

                """
            for statement in own { text += "      - \(statement)\n" }
        }
        text += "constraints:\n"
        for statement in root { text += "  - \(statement)\n" }
        return text
    }

    /// One run: parse the JSON, then the YAML (each timed), and check both.
    static func run(views: Int, json: String, yaml: String) throws -> [Phase: Double] {
        var start = monotonicNanoseconds()
        let fromJSON = try LayoutDocument.parse(json, file: "d1.json", format: .json)
        let readJSON = seconds(since: start)
        start = monotonicNanoseconds()
        let fromYAML = try LayoutDocument.parse(yaml, file: "d1.yaml", format: .yaml)
        let readYAML = seconds(since: start)
        for (document, what) in [(fromJSON, "D1 JSON"), (fromYAML, "D1 YAML")] {
            guard document.nodes.count == views + 1, document.root.constraints.count == views else {
                throw BenchmarkFailure(
                    "\(what): \(document.nodes.count) nodes and \(document.root.constraints.count) root constraints for \(views) views")
            }
        }
        return [.readJSON: readJSON, .readYAML: readYAML]
    }

    /// "412 KB: 95.1 MB/s": the text's size and the rate of the median run.
    static func throughput(bytes: Int, median: Double) -> String {
        let megabytes = Double(bytes) / 1_000_000
        return "\(Int((Double(bytes) / 1000).rounded())) KB: " + String(format: "%.1f MB/s", megabytes / median)
    }
}
