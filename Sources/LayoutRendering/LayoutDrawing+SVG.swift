extension LayoutDrawing {
    /// The drawing as a standalone SVG document.
    ///
    /// The picture spans the boxes and marks with a 20-point border, scaled so that it is at
    /// most 800 points wide or tall (never enlarged); text keeps a 12-point size whatever the
    /// scale. The title sits above, the legend below; the document is wide enough for both.
    public var svg: String {
        var minX = 0.0, minY = 0.0, maxX = 0.0, maxY = 0.0
        var first = true
        func include(_ x: Double, _ y: Double) {
            guard x.isFinite, y.isFinite else { return }
            if first {
                (minX, minY, maxX, maxY) = (x, y, x, y)
                first = false
            } else {
                minX = min(minX, x)
                minY = min(minY, y)
                maxX = max(maxX, x)
                maxY = max(maxY, y)
            }
        }
        for box in boxes {
            include(box.x, box.y)
            include(box.x + box.width, box.y + box.height)
        }
        for mark in marks {
            include(mark.fromX, mark.fromY)
            include(mark.toX, mark.toY)
        }
        let extent = max(maxX - minX, maxY - minY, 1)
        let scale = min(1, 800 / extent)
        let border = 20.0
        let lineHeight = 16.0
        let top = 2 * lineHeight
        let pictureWidth = (maxX - minX) * scale + 2 * border
        let pictureHeight = (maxY - minY) * scale + 2 * border
        // Text is about 7 points per character at 12 points.
        let textWidth = (legend + [title]).map { Double($0.count) * 7 + 2 * border }.max() ?? 0
        let width = max(pictureWidth, 400, textWidth)
        let height = top + pictureHeight + Double(legend.count) * lineHeight + border
        func px(_ x: Double) -> String { Self.number((x - minX) * scale + border) }
        func py(_ y: Double) -> String { Self.number((y - minY) * scale + border + top) }

        var out = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(Self.number(width))\" height=\"\(Self.number(height))\" font-family=\"sans-serif\" font-size=\"12\">\n"
        out += "  <rect x=\"0\" y=\"0\" width=\"\(Self.number(width))\" height=\"\(Self.number(height))\" fill=\"white\"/>\n"
        out += "  <text x=\"\(Self.number(border))\" y=\"\(Self.number(lineHeight + 4))\" font-weight=\"bold\">\(Self.escape(title))</text>\n"
        // A title that would overlap one already placed moves down a line.
        var placedTitles: [(x: Double, y: Double, width: Double)] = []
        for box in boxes {
            let x = min(box.x, box.x + box.width)
            let y = min(box.y, box.y + box.height)
            let isNegative = box.width < 0 || box.height < 0
            let stroke = box.isHighlighted ? "#d00000" : "#555555"
            var attributes = "fill=\"none\" stroke=\"\(stroke)\" stroke-width=\"\(box.isHighlighted ? 2 : 1)\""
            if isNegative { attributes += " stroke-dasharray=\"4 3\"" }
            out += "  <rect x=\"\(px(x))\" y=\"\(py(y))\" width=\"\(Self.number(abs(box.width) * scale))\" height=\"\(Self.number(abs(box.height) * scale))\" \(attributes)/>\n"
            let titleX = (x - minX) * scale + border + 3
            let titleWidth = Double(box.title.count) * 7
            var titleY = (y - minY) * scale + border + top + 13
            while placedTitles.contains(where: {
                abs($0.y - titleY) < 14 && $0.x < titleX + titleWidth && titleX < $0.x + $0.width
            }) {
                titleY += 14
            }
            placedTitles.append((titleX, titleY, titleWidth))
            out += "  <text x=\"\(Self.number(titleX))\" y=\"\(Self.number(titleY))\" fill=\"\(stroke)\">\(Self.escape(box.title))</text>\n"
        }
        for mark in marks {
            if mark.fromX == mark.toX, mark.fromY == mark.toY {
                out += "  <circle cx=\"\(px(mark.fromX))\" cy=\"\(py(mark.fromY))\" r=\"4\" fill=\"#d00000\"/>\n"
            } else {
                out += "  <line x1=\"\(px(mark.fromX))\" y1=\"\(py(mark.fromY))\" x2=\"\(px(mark.toX))\" y2=\"\(py(mark.toY))\" stroke=\"#d00000\" stroke-width=\"2\"/>\n"
            }
            let middleX = (mark.fromX + mark.toX) / 2
            let middleY = (mark.fromY + mark.toY) / 2
            out += "  <text x=\"\(Self.number((middleX - minX) * scale + border + 4))\" y=\"\(Self.number((middleY - minY) * scale + border + top - 4))\" fill=\"#d00000\">\(Self.escape(mark.label))</text>\n"
        }
        for (index, line) in legend.enumerated() {
            let y = top + pictureHeight + Double(index + 1) * lineHeight
            out += "  <text x=\"\(Self.number(border))\" y=\"\(Self.number(y))\">\(Self.escape(line))</text>\n"
        }
        return out + "</svg>\n"
    }

    /// A coordinate with at most two decimals.
    static func number(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        if rounded == 0 { return "0" }
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int64(rounded)) }
        return rounded.description
    }

    /// Text with XML's special characters escaped.
    static func escape(_ text: String) -> String { _XML.escape(text) }
}
