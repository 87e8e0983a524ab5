import AutoLayout
import Foundation
import LayoutFormats

// The `animations:` list (see `AnimationEntry`).

extension _DocumentInterpreter {
    static let animationKeys = ["constraint", "constant", "view", "alpha", "duration", "delay", "curve", "damping", "velocity"]

    mutating func readAnimations<Node: _DocumentNode>(_ value: Node) -> [AnimationEntry] {
        guard let elements = value.elements else {
            fail(value.location, "expected a list of animations, found \(value.documentKindDescription)")
            return []
        }
        var entries: [AnimationEntry] = []
        for element in elements {
            if let entry = readAnimation(element) { entries.append(entry) }
        }
        return entries
    }

    mutating func readAnimation<Node: _DocumentNode>(_ value: Node) -> AnimationEntry? {
        guard let members = value.members else {
            fail(value.location, "expected an animation (a mapping such as {constraint: top, constant: 200, duration: 1}), found \(value.documentKindDescription)")
            return nil
        }
        var identifier: Located<String>?, constant: Double?, view: Located<String>?, alpha: Double?
        var duration: Double?, delay = 0.0, curve: String?, curveLocation = value.location
        var damping: Double?, velocity: Double?
        var ok = true, durationRefused = false
        for member in members {
            switch member.key {
            case "constraint":
                identifier = string(member.value, "a constraint's identifier").map { Located($0, at: member.value.location) }
            case "constant": constant = number(member.value)
            case "view": view = string(member.value, "a view's name").map { Located($0, at: member.value.location) }
            case "alpha":
                alpha = number(member.value, "an alpha (0…1)")
                if let value = alpha, !(0...1).contains(value) {
                    fail(member.value.location, "expected an alpha (0…1), found \(_JSONWriter.number(value))")
                    ok = false
                }
            case "duration":
                duration = length(member.value, "a duration in seconds (a number >= 0)")
                if duration == nil { durationRefused = true }
            case "delay": delay = length(member.value, "a delay in seconds (a number >= 0)") ?? 0
            case "curve":
                curve = string(member.value, "a curve")
                curveLocation = member.value.location
            case "damping": damping = number(member.value, "a damping ratio")
            case "velocity": velocity = number(member.value, "an initial velocity")
            default:
                let guess = NearestName.nearest(to: member.key, in: Self.animationKeys)
                fail(
                    member.keyLocation,
                    "expected an animation's key (\(Self.animationKeys.joined(separator: ", "))), found \(member.key)"
                        + (guess.map { " (did you mean \($0)?)" } ?? ""))
                ok = false
            }
        }
        let change: AnimationEntry.Change
        switch (identifier, constant, view, alpha) {
        case (let identifier?, let constant?, nil, nil): change = .constant(identifier: identifier, value: constant)
        case (nil, nil, let view?, let alpha?): change = .alpha(view: view, value: alpha)
        default:
            fail(value.location, "expected an animation of a constraint (constraint and constant) or of a view (view and alpha)")
            return nil
        }
        guard let duration else {
            // A duration written but refused was reported at its place.
            if !durationRefused { fail(value.location, "expected the animation's duration (duration: seconds)") }
            return nil
        }
        var timing = AnimationEntry.Timing.curve(.easeInOut)
        switch curve {
        case nil: break
        case "easeInOut": timing = .curve(.easeInOut)
        case "easeIn": timing = .curve(.easeIn)
        case "easeOut": timing = .curve(.easeOut)
        case "linear": timing = .curve(.linear)
        case "spring": timing = .spring(dampingRatio: damping ?? 1, initialVelocity: velocity ?? 0)
        case let name?:
            let names = ["easeInOut", "easeIn", "easeOut", "linear", "spring"]
            fail(curveLocation, NearestName.message(expected: "a curve", found: name, known: names))
            return nil
        }
        if (damping != nil || velocity != nil), curve != "spring" {
            fail(value.location, "expected damping and velocity only with curve: spring")
            return nil
        }
        guard ok else { return nil }
        return AnimationEntry(change: change, duration: duration, delay: delay, timing: timing, location: value.location)
    }

    /// Each animation names a constraint identifier of the document, or one of its views.
    mutating func checkAnimationNames(_ document: LayoutDocument) {
        guard !document.animations.isEmpty else { return }
        let nodes = document.nodes
        let identifiers = nodes.flatMap { $0.constraints.compactMap(\.identifier) }
        let names = nodes.compactMap { $0.name?.value }
        for entry in document.animations {
            switch entry.change {
            case .constant(let identifier, _) where !identifiers.contains(identifier.value):
                fail(
                    identifier.location,
                    NearestName.message(expected: "the identifier of a constraint of the document", found: identifier.value, known: identifiers))
            case .alpha(let view, _) where !names.contains(view.value):
                fail(view.location, NearestName.message(expected: "a view of the document", found: view.value, known: names))
            default: break
            }
        }
    }
}
