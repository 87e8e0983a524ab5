import Foundation

/// Breaks text into lines: the algorithm both measurers share; they differ only in the
/// advances their shaper gives.
///
/// 1. **Paragraphs.** The text is split at every newline character (`\n`, `\r\n`, `\r`,
///    U+000B, U+000C, U+0085, U+2028, U+2029). A newline at the very end starts no new
///    paragraph. The text is split once into characters with their break opportunities
///    (`_TextSegmentation`; ASCII byte by byte), which the measurer keeps with the text's shaping.
/// 2. **Wrapping** (greedy, first fit, like TextKit): a line takes characters while they fit;
///    spaces always fit (they hang past the edge). When a character does not fit, the line ends
///    at the last break opportunity (``LineBreakMode/byWordWrapping``: Unicode's line breaking
///    algorithm, UAX #14, from tables generated from the Unicode 15.0 data; see
///    `_LineBreakOpportunities`) or right before it (``LineBreakMode/byCharWrapping``, or a
///    word with no opportunity). A line always takes at least one character, so every step
///    makes progress whatever the width.
/// 3. **The last allowed line** (when `numberOfLines` is reached) in ``LineBreakMode/byClipping``
///    and the truncating modes holds the rest of its paragraph. If it does not fit, clipping
///    cuts it at the width; head, tail and middle truncation replace characters with `…`. If it
///    fits but more paragraphs follow that will not be shown, an ellipsis is added at its end
///    (all three truncating modes). Spaces next to the ellipsis are dropped.
/// 4. **Middle truncation** keeps one character from the start, then one from the end, and so
///    on, until the next would not fit.
struct LineBreaker {
    /// The width lines must fit in; `.infinity` when unlimited.
    let maxWidth: CGFloat
    let mode: LineBreakMode
    /// The most lines; 0 for no limit.
    let lineLimit: Int
    let metrics: FontMetrics

    /// How far a width may exceed the maximum and still fit: a micro-point, so that widths
    /// summed in another order (rounding differently in the last bit) fit the same way.
    static let tolerance: CGFloat = 1e-6

    /// The ellipsis drawn by the truncating modes: U+2026 HORIZONTAL ELLIPSIS.
    static let ellipsis: Character = "\u{2026}"

    init(maxWidth: CGFloat, mode: LineBreakMode, numberOfLines: Int, metrics: FontMetrics) {
        self.maxWidth = Self.normalizedWidth(maxWidth)
        self.mode = mode
        self.lineLimit = max(0, numberOfLines)
        self.metrics = metrics
    }

    /// A maximum width as the breaker uses it: unlimited (NaN, infinite, or at least
    /// `.greatestFiniteMagnitude`) becomes `.infinity`, a negative width 0.
    static func normalizedWidth(_ width: CGFloat) -> CGFloat {
        if width.isNaN || width >= .greatestFiniteMagnitude { return .infinity }
        return max(0, width)
    }

    func layout(_ text: String, shaper: some _ClusterShaping) -> TextLayout {
        var kept: [_ShapedParagraph] = []
        return layout(_TextSegmentation(text), shaper: shaper, keeping: &kept)
    }

    /// Lays text out, adding to `kept` the paragraphs the shaper kept, in order.
    func layout(
        _ text: _TextSegmentation, shaper: some _ClusterShaping, keeping kept: inout [_ShapedParagraph]
    ) -> TextLayout {
        let paragraphs = text.paragraphs
        var lines = _Lines(metrics: metrics)
        var isTruncated = false
        paragraphLoop: for (number, range) in paragraphs.enumerated() {
            let (clusters, shaped) = shaper.shapeParagraph(text, range)
            if let shaped { kept.append(shaped) }
            let paragraph = _Paragraph(text: text, range: range, clusters: clusters, kept: shaped)
            let textFollows = number < paragraphs.count - 1
            var position = range.lowerBound
            repeat {
                if lineLimit > 0, lines.count >= lineLimit {
                    isTruncated = true
                    break paragraphLoop
                }
                let isLastAllowed = lineLimit > 0 && lines.count == lineLimit - 1
                if isLastAllowed, mode == .byClipping || mode.truncates {
                    let rest = position..<range.upperBound
                    let cut = lastLine(rest, of: paragraph, textFollows: textFollows, shaper: shaper, into: &lines)
                    if cut || textFollows { isTruncated = true }
                    position = range.upperBound
                    break
                }
                let end = lineEnd(from: position, in: paragraph)
                appendLine(position..<end, of: paragraph, into: &lines)
                position = end
            } while position < range.upperBound
        }
        return lines.layout(isTruncated: isTruncated)
    }

    // MARK: Wrapping

    /// Where the line starting at `start` ends (exclusive): the whole rest of the paragraph
    /// when it fits, otherwise the last break opportunity before the first character that does
    /// not fit.
    private func lineEnd(from start: Int, in paragraph: _Paragraph) -> Int {
        let end = paragraph.range.upperBound
        var width: CGFloat = 0
        var index = start
        var lastBreak: Int?
        while index < end {
            let cluster = paragraph.cluster(index)
            let advance = cluster.advance + (index > start ? cluster.kerningBefore : 0)
            if index > start, !paragraph.text.isHangingSpace(index),
                width + advance > maxWidth + Self.tolerance
            {
                break
            }
            width += advance
            index += 1
            if mode != .byCharWrapping, index < end, paragraph.text.allowsBreak(before: index) {
                lastBreak = index
            }
        }
        if index == end || mode == .byCharWrapping { return index }
        return lastBreak ?? index
    }

    /// Adds an ordinary line: spaces hanging at a wrap are dropped; spaces before the end of
    /// the paragraph count, up to the maximum width.
    private func appendLine(_ range: Range<Int>, of paragraph: _Paragraph, into lines: inout _Lines) {
        let atParagraphEnd = range.upperBound == paragraph.range.upperBound
        let ink = paragraph.trimmingTrailingSpaces(range)
        let inkWidth = paragraph.width(of: ink)
        if atParagraphEnd {
            let width = max(inkWidth, min(paragraph.width(of: range), maxWidth))
            lines.append(
                text: paragraph.text(range), range: range, width: width, isTruncated: false,
                shaping: paragraph.shaping(of: range))
        } else {
            lines.append(
                text: paragraph.text(ink), range: range, width: inkWidth, isTruncated: false,
                shaping: paragraph.shaping(of: ink))
        }
    }

    // MARK: The last allowed line

    /// Adds the last allowed line, clipped or truncated as the mode says; returns whether it
    /// was cut.
    private func lastLine(
        _ rest: Range<Int>, of paragraph: _Paragraph, textFollows: Bool, shaper: some _ClusterShaping,
        into lines: inout _Lines
    ) -> Bool {
        let ink = paragraph.trimmingTrailingSpaces(rest)
        let inkWidth = paragraph.width(of: ink)
        let fits = inkWidth <= maxWidth + Self.tolerance
        if mode == .byClipping {
            let width = fits ? max(inkWidth, min(paragraph.width(of: rest), maxWidth)) : maxWidth
            lines.append(
                text: paragraph.text(rest), range: rest, width: width, isTruncated: !fits,
                shaping: paragraph.shaping(of: rest))
            return !fits
        }
        if fits, !textFollows {
            appendLine(rest, of: paragraph, into: &lines)
            return false
        }
        let truncation = _Truncation(paragraph: paragraph, shaper: shaper, maxWidth: maxWidth)
        let (text, width): (String, CGFloat) =
            switch fits ? .byTruncatingTail : mode {
            case .byTruncatingHead: truncation.head(ink)
            case .byTruncatingMiddle: truncation.middle(ink)
            default: truncation.tail(ink)
            }
        lines.append(text: text, range: rest, width: width, isTruncated: true, shaping: nil)
        return true
    }
}

/// One paragraph's characters (indexed as in the whole text) and their measurements.
struct _Paragraph {
    let text: _TextSegmentation
    let range: Range<Int>
    let clusters: [_ShapedCluster]
    /// What the shaper kept of the paragraph, for drawing its lines.
    var kept: _ShapedParagraph? = nil

    func cluster(_ index: Int) -> _ShapedCluster { clusters[index - range.lowerBound] }

    /// The advances of a range of characters plus the kerning between them.
    func width(of range: Range<Int>) -> CGFloat {
        var width: CGFloat = 0
        for index in range {
            let cluster = cluster(index)
            width += cluster.advance + (index > range.lowerBound ? cluster.kerningBefore : 0)
        }
        return width
    }

    func text(_ range: Range<Int>) -> String { text.text(range) }

    /// What a line whose text is the characters in `range` keeps of its shaping.
    func shaping(of range: Range<Int>) -> _LineShaping? {
        kept.map { _LineShaping(paragraph: $0, characters: range) }
    }

    func trimmingTrailingSpaces(_ range: Range<Int>) -> Range<Int> {
        var end = range.upperBound
        while end > range.lowerBound, text.isHangingSpace(end - 1) { end -= 1 }
        return range.lowerBound..<end
    }

    func trimmingLeadingSpaces(_ range: Range<Int>) -> Range<Int> {
        var start = range.lowerBound
        while start < range.upperBound, text.isHangingSpace(start) { start += 1 }
        return start..<range.upperBound
    }
}

/// Replacing characters of a line with an ellipsis so that it fits.
struct _Truncation<Shaper: _ClusterShaping> {
    let paragraph: _Paragraph
    let shaper: Shaper
    let maxWidth: CGFloat
    let ellipsis: _ShapedCluster

    init(paragraph: _Paragraph, shaper: Shaper, maxWidth: CGFloat) {
        self.paragraph = paragraph
        self.shaper = shaper
        self.maxWidth = maxWidth
        self.ellipsis = shaper.ellipsis
    }

    private func fits(_ width: CGFloat) -> Bool { width <= maxWidth + LineBreaker.tolerance }

    /// The ellipsis alone is all that is left: it is shown, clipped to the width.
    private var ellipsisOnly: (String, CGFloat) {
        (String(LineBreaker.ellipsis), min(ellipsis.advance, maxWidth))
    }

    /// The start of the line, then `…`.
    func tail(_ range: Range<Int>) -> (String, CGFloat) {
        var end = range.lowerBound
        var width: CGFloat = 0
        while end < range.upperBound {
            let cluster = paragraph.cluster(end)
            let advance = cluster.advance + (end > range.lowerBound ? cluster.kerningBefore : 0)
            guard fits(width + advance + shaper.kerning(cluster, ellipsis) + ellipsis.advance) else { break }
            width += advance
            end += 1
        }
        let kept = paragraph.trimmingTrailingSpaces(range.lowerBound..<end)
        guard let last = kept.last else { return ellipsisOnly }
        let total =
            paragraph.width(of: kept) + shaper.kerning(paragraph.cluster(last), ellipsis) + ellipsis.advance
        return (paragraph.text(kept) + String(LineBreaker.ellipsis), total)
    }

    /// `…`, then the end of the line.
    func head(_ range: Range<Int>) -> (String, CGFloat) {
        var start = range.upperBound
        var width: CGFloat = 0
        while start > range.lowerBound {
            let index = start - 1
            let cluster = paragraph.cluster(index)
            let kerningAfter = start < range.upperBound ? paragraph.cluster(start).kerningBefore : 0
            let advance = cluster.advance + kerningAfter
            guard fits(ellipsis.advance + shaper.kerning(ellipsis, cluster) + width + advance) else { break }
            width += advance
            start = index
        }
        let kept = paragraph.trimmingLeadingSpaces(start..<range.upperBound)
        guard let first = kept.first else { return ellipsisOnly }
        let total =
            ellipsis.advance + shaper.kerning(ellipsis, paragraph.cluster(first)) + paragraph.width(of: kept)
        return (String(LineBreaker.ellipsis) + paragraph.text(kept), total)
    }

    /// The start and the end of the line around `…`, taking characters alternately from each
    /// side, the start first.
    func middle(_ range: Range<Int>) -> (String, CGFloat) {
        var front = range.lowerBound  // the start part is range.lowerBound..<front
        var back = range.upperBound  // the end part is back..<range.upperBound
        var frontWidth: CGFloat = 0
        var backWidth: CGFloat = 0
        var takeFront = true
        while front < back {
            if takeFront {
                let cluster = paragraph.cluster(front)
                let advance = cluster.advance + (front > range.lowerBound ? cluster.kerningBefore : 0)
                let backPart = back < range.upperBound
                    ? shaper.kerning(ellipsis, paragraph.cluster(back)) + backWidth : 0
                guard fits(frontWidth + advance + shaper.kerning(cluster, ellipsis) + ellipsis.advance + backPart)
                else { break }
                frontWidth += advance
                front += 1
            } else {
                let index = back - 1
                let cluster = paragraph.cluster(index)
                let kerningAfter = back < range.upperBound ? paragraph.cluster(back).kerningBefore : 0
                let advance = cluster.advance + kerningAfter
                let frontPart = front > range.lowerBound
                    ? frontWidth + shaper.kerning(paragraph.cluster(front - 1), ellipsis) : 0
                guard fits(frontPart + ellipsis.advance + shaper.kerning(ellipsis, cluster) + backWidth + advance)
                else { break }
                backWidth += advance
                back = index
            }
            takeFront.toggle()
        }
        let start = paragraph.trimmingTrailingSpaces(range.lowerBound..<front)
        let end = paragraph.trimmingLeadingSpaces(back..<range.upperBound)
        if start.isEmpty, end.isEmpty { return ellipsisOnly }
        var total = ellipsis.advance
        if let last = start.last {
            total += paragraph.width(of: start) + shaper.kerning(paragraph.cluster(last), ellipsis)
        }
        if let first = end.first {
            total += shaper.kerning(ellipsis, paragraph.cluster(first)) + paragraph.width(of: end)
        }
        return (paragraph.text(start) + String(LineBreaker.ellipsis) + paragraph.text(end), total)
    }
}

/// The lines laid out so far, placed one line height apart.
struct _Lines {
    let metrics: FontMetrics
    private(set) var lines: [TextLine] = []

    init(metrics: FontMetrics) { self.metrics = metrics }

    var count: Int { lines.count }

    mutating func append(text: String, range: Range<Int>, width: CGFloat, isTruncated: Bool, shaping: _LineShaping?) {
        let lineHeight = metrics.lineHeight
        let top = CGFloat(lines.count) * lineHeight
        lines.append(
            TextLine(
                text: text, characterRange: range,
                rect: CGRect(x: 0, y: top, width: width, height: lineHeight),
                baselineOffsetFromTop: top + metrics.ascender, isTruncated: isTruncated, shaping: shaping))
    }

    func layout(isTruncated: Bool) -> TextLayout {
        let width = lines.reduce(0) { max($0, $1.width) }
        let size = CGSize(width: width, height: CGFloat(lines.count) * metrics.lineHeight)
        return TextLayout(lines: lines, size: size, metrics: metrics, isTruncated: isTruncated)
    }
}
