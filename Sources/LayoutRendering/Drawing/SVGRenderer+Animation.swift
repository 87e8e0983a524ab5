import Foundation
import Graphics
import LayoutFormats

extension SVGRenderer {
    /// An animated SVG document of display lists sampled at even times over `duration`
    /// seconds, deterministic as ``render(_:size:scale:idPrefix:)``.
    ///
    /// Each frame is written as a still picture. When they all have the same elements, differing
    /// only in attribute values (views that move, resize or fade — the usual case), the document
    /// is the first frame with a SMIL `<animate>` in each element whose attributes change
    /// (`x`, `y`, `width`, `d`, `opacity`, …), through every frame's value at even key times,
    /// frozen at the end. Otherwise (an element appears or goes), it is a flip book: every frame
    /// in a group of its own that an `<animate>` of `display` shows in turn.
    ///
    /// - Complexity: O(frames × (commands + glyphs)).
    public func renderAnimation(
        _ frames: [[DrawingCommand]], size: CGSize, scale: CGFloat = 1, duration: Double
    ) -> String {
        let documents = frames.map { render($0, size: size, scale: scale) }
        guard documents.count > 1 else { return documents.first ?? render([], size: size, scale: scale) }
        let lines = documents.map { $0.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }
        let seconds = _JSONWriter.number(duration > 0 && duration.isFinite ? duration : 1) + "s"
        let keyTimes = (0..<frames.count).map { _JSONWriter.number(Double($0) / Double(frames.count - 1)) }
            .joined(separator: ";")
        if let merged = Self.mergeAnimated(lines, dur: seconds, keyTimes: keyTimes) { return merged }
        return flipBook(frames, size: size, scale: scale, dur: seconds)
    }

    /// The attributes of a line, each as (name, value, range of the value).
    private static func attributes(of line: String) -> [(name: Substring, value: Substring)] {
        var result: [(Substring, Substring)] = []
        var rest = line[...]
        while let equals = rest.range(of: "=\"") {
            let before = rest[..<equals.lowerBound]
            let nameStart = before.lastIndex(of: " ").map { before.index(after: $0) } ?? before.startIndex
            guard let close = rest[equals.upperBound...].firstIndex(of: "\"") else { break }
            result.append((rest[nameStart..<equals.lowerBound], rest[equals.upperBound..<close]))
            rest = rest[rest.index(after: close)...]
        }
        return result
    }

    /// A line with its attribute values left out: what must be the same in every frame.
    private static func skeleton(of line: String) -> String {
        var result = ""
        var inValue = false
        var previous: Character = " "
        for character in line {
            if inValue {
                if character == "\"" { inValue = false; result.append(character) }
            } else {
                result.append(character)
                if character == "\"" && previous == "=" { inValue = true }
            }
            previous = character
        }
        return result
    }

    /// The first frame with `<animate>` in the elements that change; nil when the frames'
    /// elements differ.
    private static func mergeAnimated(_ frames: [[String]], dur: String, keyTimes: String) -> String? {
        let first = frames[0]
        guard frames.allSatisfy({ $0.count == first.count }) else { return nil }
        var output: [String] = []
        for index in first.indices {
            let line = first[index]
            let skeleton = skeleton(of: line)
            guard frames.allSatisfy({ Self.skeleton(of: $0[index]) == skeleton }) else { return nil }
            guard frames.contains(where: { $0[index] != line }) else {
                output.append(line)
                continue
            }
            let values = frames.map { attributes(of: $0[index]) }
            let indentation = String(line.prefix { $0 == " " })
            var animations: [String] = []
            for (position, attribute) in values[0].enumerated()
            where values.contains(where: { $0[position].value != attribute.value }) {
                let series = values.map { String($0[position].value) }.joined(separator: ";")
                animations.append(
                    "\(indentation)  <animate attributeName=\"\(attribute.name)\" dur=\"\(dur)\" fill=\"freeze\""
                        + " keyTimes=\"\(keyTimes)\" values=\"\(series)\"/>")
            }
            let trimmed = line.drop { $0 == " " }
            if line.hasSuffix("/>"), let nameEnd = trimmed.dropFirst().firstIndex(where: { $0 == " " || $0 == "/" }) {
                // A childless element gets its animations as children.
                let name = trimmed[trimmed.index(after: trimmed.startIndex)..<nameEnd]
                output.append(String(line.dropLast(2)) + ">")
                output.append(contentsOf: animations)
                output.append("\(indentation)</\(name)>")
            } else {
                // An opening tag: its animations are its first children.
                output.append(line)
                output.append(contentsOf: animations)
            }
        }
        return output.joined(separator: "\n")
    }

    /// Every frame in a nested `<svg>` of its own, shown in turn.
    private func flipBook(_ frames: [[DrawingCommand]], size: CGSize, scale: CGFloat, dur: String) -> String {
        let outer = render([], size: size, scale: scale)
        guard let close = outer.range(of: "</svg>", options: .backwards) else { return outer }
        var body = ""
        let count = frames.count
        for (index, frame) in frames.enumerated() {
            var picture = render(frame, size: size, scale: 1, idPrefix: "f\(index)-")
            if picture.hasSuffix("\n") { picture.removeLast() }
            let start = _JSONWriter.number(Double(index) / Double(count))
            let end = _JSONWriter.number(Double(index + 1) / Double(count))
            let (keyTimes, values) =
                index == 0
                ? ("0;\(end)", "inline;none")
                : index == count - 1 ? ("0;\(start)", "none;inline") : ("0;\(start);\(end)", "none;inline;none")
            body += "<g display=\"\(index == 0 ? "inline" : "none")\">\n"
            body += "<animate attributeName=\"display\" calcMode=\"discrete\" dur=\"\(dur)\" fill=\"freeze\""
            body += " keyTimes=\"\(keyTimes)\" values=\"\(values)\"/>\n"
            body += picture + "\n</g>\n"
        }
        return String(outer[..<close.lowerBound]) + body + "</svg>\n"
    }
}
