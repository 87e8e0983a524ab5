import AutoLayout
import Controls
import Foundation
import LayoutFormats

// Typed values: each reader records an error at the value's place and returns nil, so that
// reading goes on and a document with several errors reports all of them.

extension _DocumentInterpreter {
    mutating func fail(_ location: SourceLocation, _ message: String) {
        errors.append(FormatError(location: location, message: message))
    }

    /// `what` is made only for an error (a name's `"a name for the \(kind)"` was made for every
    /// node).
    mutating func string<Node: _DocumentNode>(_ value: Node, _ what: @autoclosure () -> String = "a string") -> String? {
        if let text = value.text { return text }
        // A plain YAML number or Boolean where text is expected is its text.
        if let number = value.number { return _JSONWriter.number(number) }
        if let flag = value.bool { return flag ? "true" : "false" }
        fail(value.location, "expected \(what()), found \(value.documentKindDescription)")
        return nil
    }

    mutating func number<Node: _DocumentNode>(_ value: Node, _ what: String = "a number") -> Double? {
        guard let number = value.number, number.isFinite else {
            fail(value.location, "expected \(what), found \(value.documentKindDescription)")
            return nil
        }
        return number
    }

    /// A number ≥ 0.
    mutating func length<Node: _DocumentNode>(_ value: Node, _ what: String = "a length (a number >= 0)") -> Double? {
        guard let number = number(value, what) else { return nil }
        guard number >= 0 else {
            fail(value.location, "expected \(what), found \(_JSONWriter.number(number))")
            return nil
        }
        return number
    }

    mutating func bool<Node: _DocumentNode>(_ value: Node) -> Bool? {
        guard let flag = value.bool else {
            fail(value.location, "expected true or false, found \(value.documentKindDescription)")
            return nil
        }
        return flag
    }

    mutating func integer<Node: _DocumentNode>(_ value: Node, _ what: String) -> Int? {
        guard let number = value.number, number.isFinite, number == number.rounded(), number >= 0, number < 1e9 else {
            fail(value.location, "expected \(what), found \(value.documentKindDescription)")
            return nil
        }
        return Int(number)
    }

    /// A priority in (0, 1000], or a name (`required`, `high`, `low`, `fittingSizeLevel`).
    mutating func priority<Node: _DocumentNode>(_ value: Node) -> Float? {
        let names: [(String, Float)] = [
            ("required", 1000), ("high", 750), ("defaultHigh", 750), ("low", 250), ("defaultLow", 250),
            ("fittingSizeLevel", 50),
        ]
        if value.number == nil, let text = value.text {
            if let match = names.first(where: { $0.0.lowercased() == text.lowercased() }) { return match.1 }
            fail(
                value.location,
                NearestName.message(expected: "a priority (a number in (0, 1000] or a name)", found: text, known: names.map(\.0)))
            return nil
        }
        guard let number = number(value, "a priority (a number in (0, 1000])") else { return nil }
        guard number > 0, number <= 1000 else {
            fail(value.location, "expected a priority in (0, 1000], found \(_JSONWriter.number(number))")
            return nil
        }
        return Float(number)
    }

    /// One of a list of names (UIKit's spelling; any case), with the nearest suggested.
    mutating func oneOf<Node: _DocumentNode, Value>(_ value: Node, _ what: String, _ names: [(String, Value)]) -> Value? {
        guard let text = value.text ?? (value.number.map { _JSONWriter.number($0) }) else {
            fail(value.location, "expected \(what), found \(value.documentKindDescription)")
            return nil
        }
        if let match = names.first(where: { $0.0 == text }) ?? names.first(where: { $0.0.lowercased() == text.lowercased() }) {
            return match.1
        }
        fail(value.location, NearestName.message(expected: what, found: text, known: names.map(\.0)))
        return nil
    }

    /// The members of a mapping, each key checked against `keys` (unknown keys are errors with
    /// the nearest known one), or nil with an error when the value is not a mapping.
    mutating func mapping<Node: _DocumentNode>(
        _ value: Node, _ what: String, keys: [String]
    ) -> [String: Node]? {
        guard let members = value.members else {
            fail(value.location, "expected \(what), found \(value.documentKindDescription)")
            return nil
        }
        var result: [String: Node] = [:]
        for member in members {
            guard keys.contains(member.key) else {
                fail(member.keyLocation, NearestName.message(expected: "a key of \(what)", found: member.key, known: keys))
                continue
            }
            result[member.key] = member.value
        }
        return result
    }

    /// `{top, leading, bottom, trailing}` (missing edges 0) or one number for every edge.
    mutating func directionalInsets<Node: _DocumentNode>(_ value: Node) -> DirectionalEdgeInsets? {
        if let single = value.number { return DirectionalEdgeInsets(all: CGFloat(single)) }
        guard let edges = mapping(value, "insets {top, leading, bottom, trailing}", keys: ["top", "leading", "bottom", "trailing"])
        else { return nil }
        var insets = DirectionalEdgeInsets()
        if let top = edges["top"] { insets.top = CGFloat(number(top) ?? 0) }
        if let leading = edges["leading"] { insets.leading = CGFloat(number(leading) ?? 0) }
        if let bottom = edges["bottom"] { insets.bottom = CGFloat(number(bottom) ?? 0) }
        if let trailing = edges["trailing"] { insets.trailing = CGFloat(number(trailing) ?? 0) }
        return insets
    }

    /// `{top, left, bottom, right}` (missing edges 0) or one number for every edge.
    mutating func insets<Node: _DocumentNode>(_ value: Node) -> EdgeInsets? {
        if let single = value.number {
            return EdgeInsets(top: CGFloat(single), left: CGFloat(single), bottom: CGFloat(single), right: CGFloat(single))
        }
        guard let edges = mapping(value, "insets {top, left, bottom, right}", keys: ["top", "left", "bottom", "right"])
        else { return nil }
        func edge(_ key: String, _ interpreter: inout _DocumentInterpreter) -> CGFloat {
            edges[key].map { CGFloat(interpreter.number($0) ?? 0) } ?? 0
        }
        return EdgeInsets(
            top: edge("top", &self), left: edge("left", &self), bottom: edge("bottom", &self), right: edge("right", &self))
    }

    /// `{width, height}` (also `{w, h}`), `WxH`, or `[w, h]`.
    mutating func size<Node: _DocumentNode>(_ value: Node) -> CGSize? {
        if let text = value.text {
            let parts = text.split(separator: "x", omittingEmptySubsequences: false)
            if parts.count == 2, let width = Double(parts[0].trimmingCharacters(in: .whitespaces)),
                let height = Double(parts[1].trimmingCharacters(in: .whitespaces)), width >= 0, height >= 0,
                width.isFinite, height.isFinite
            {
                return CGSize(width: width, height: height)
            }
            fail(value.location, "expected a size (WIDTHxHEIGHT or {width, height}), found \(value.documentKindDescription)")
            return nil
        }
        guard let fields = mapping(value, "a size {width, height}", keys: ["width", "height", "w", "h"]) else { return nil }
        guard let widthValue = fields["width"] ?? fields["w"], let heightValue = fields["height"] ?? fields["h"] else {
            fail(value.location, "expected a size with both width and height")
            return nil
        }
        guard let width = length(widthValue), let height = length(heightValue) else { return nil }
        return CGSize(width: width, height: height)
    }

    /// `{x, y, width, height}` (also `w`, `h`).
    mutating func rect<Node: _DocumentNode>(_ value: Node) -> CGRect? {
        guard let fields = mapping(value, "a rectangle {x, y, width, height}", keys: ["x", "y", "width", "height", "w", "h"])
        else { return nil }
        guard let x = fields["x"], let y = fields["y"], let w = fields["width"] ?? fields["w"],
            let h = fields["height"] ?? fields["h"]
        else {
            fail(value.location, "expected a rectangle with x, y, width and height")
            return nil
        }
        guard let xValue = number(x), let yValue = number(y), let width = number(w), let height = number(h) else {
            return nil
        }
        return CGRect(x: xValue, y: yValue, width: width, height: height)
    }

    /// A colour: `#RRGGBB`, a system name, `{red, green, blue, alpha}` or `{white, alpha}`.
    mutating func color<Node: _DocumentNode>(_ value: Node) -> DocumentColor? {
        if let text = value.text {
            if text.hasPrefix("#") {
                if let color = DocumentColor(hex: text) { return color }
                fail(value.location, "expected a colour #RGB, #RRGGBB or #RRGGBBAA, found \(text)")
                return nil
            }
            if let color = DocumentColor(systemName: text) { return color }
            fail(
                value.location,
                NearestName.message(
                    expected: "a colour (#RRGGBB or a system colour name)", found: text,
                    known: DocumentColor.systemColors.map(\.name)))
            return nil
        }
        guard let fields = mapping(value, "a colour", keys: ["red", "green", "blue", "alpha", "white"]) else { return nil }
        func component(_ key: String, _ fallback: Double, _ interpreter: inout _DocumentInterpreter) -> Double {
            guard let field = fields[key], let value = interpreter.number(field, "a component in 0…1") else { return fallback }
            guard value >= 0, value <= 1 else {
                interpreter.fail(field.location, "expected a component in 0…1, found \(_JSONWriter.number(value))")
                return fallback
            }
            return value
        }
        let alpha = component("alpha", 1, &self)
        if fields["white"] != nil {
            let white = component("white", 0, &self)
            return DocumentColor(red: white, green: white, blue: white, alpha: alpha)
        }
        return DocumentColor(
            red: component("red", 0, &self), green: component("green", 0, &self), blue: component("blue", 0, &self),
            alpha: alpha)
    }

    /// A font: a text style name, a size, `{style}`, `{size, weight}` or `{name, size}`.
    mutating func font<Node: _DocumentNode>(_ value: Node) -> FontSpec? {
        if let size = value.number {
            guard size > 0, size.isFinite else {
                fail(value.location, "expected a font size > 0, found \(_JSONWriter.number(size))")
                return nil
            }
            return .system(size: size, weight: .regular)
        }
        if value.text != nil {
            return oneOf(value, "a text style", FontSpec.textStyleNames).map { .textStyle($0) }
        }
        guard let fields = mapping(value, "a font", keys: ["style", "size", "weight", "name"]) else { return nil }
        if let style = fields["style"] {
            return oneOf(style, "a text style", FontSpec.textStyleNames).map { .textStyle($0) }
        }
        guard let sizeValue = fields["size"] else {
            fail(value.location, "expected a font with a style or a size")
            return nil
        }
        guard let size = number(sizeValue, "a font size > 0"), size > 0 else {
            if sizeValue.number != nil { fail(sizeValue.location, "expected a font size > 0") }
            return nil
        }
        if let name = fields["name"] {
            return string(name, "a font name").map { .named($0, size: size) }
        }
        var weight = Font.Weight.regular
        if let weightValue = fields["weight"], let named = oneOf(weightValue, "a font weight", FontSpec.weightNames) {
            weight = named
        }
        return .system(size: size, weight: weight)
    }

    /// Priorities on both axes: one for both, or `{horizontal, vertical}` (also `{h, v}`),
    /// each defaulting to `fallback`.
    mutating func axisPriorities<Node: _DocumentNode>(_ value: Node, default fallback: Float) -> ViewProperties.AxisPriorities? {
        if value.members == nil {
            guard let both = priority(value) else { return nil }
            return ViewProperties.AxisPriorities(horizontal: both, vertical: both)
        }
        guard let fields = mapping(value, "priorities {horizontal, vertical}", keys: ["horizontal", "vertical", "h", "v"])
        else { return nil }
        var result = ViewProperties.AxisPriorities(horizontal: fallback, vertical: fallback)
        if let horizontal = fields["horizontal"] ?? fields["h"], let value = priority(horizontal) {
            result.horizontal = value
        }
        if let vertical = fields["vertical"] ?? fields["v"], let value = priority(vertical) { result.vertical = value }
        return result
    }

    /// Size classes: `{width: compact, height: regular}` or IB's shorthand `wC hR`.
    mutating func condition<Node: _DocumentNode>(_ value: Node) -> Located<TraitCondition>? {
        if let text = value.text {
            guard let condition = TraitCondition(shorthand: text) else {
                fail(value.location, "expected size classes such as wC, hR, wR hC or {width: compact}, found \(text)")
                return nil
            }
            return Located(condition, at: value.location)
        }
        guard let fields = mapping(value, "size classes {width, height}", keys: ["width", "height"]) else { return nil }
        let classes: [(String, TraitCollection.SizeClass?)] = [("compact", .compact), ("regular", .regular), ("any", nil)]
        var condition = TraitCondition()
        if let width = fields["width"], let sizeClass = oneOf(width, "a size class (compact, regular or any)", classes) {
            condition.horizontalSizeClass = sizeClass
        }
        if let height = fields["height"], let sizeClass = oneOf(height, "a size class (compact, regular or any)", classes) {
            condition.verticalSizeClass = sizeClass
        }
        return Located(condition, at: value.location)
    }
}
