import Foundation
import LayoutDocument
import LayoutFormats

// What reading a case's JSON does not check: that its constraint strings and conflict set parse,
// and that every name it uses is a view of the case. A case with such an error is not run:
// `autolayout conformance` fails it as "not read" and `autolayout check` does not check it, both
// reporting each error at its place in the file.

extension _ConformanceFileCase {
    /// The places where the case cannot be read as a layout, in the order they are written:
    /// a view declared twice; a parent, an arranged view or a custom spacing naming a view the
    /// case does not declare (or putting a view inside itself, or a view outside the root's
    /// window in a case with a root); a constraint string that does not parse (at the offending
    /// character) or names an item the case does not declare (at the name); an unknown visual
    /// format option; a fitting request for an unknown view; and in the expectation, a frame, a
    /// view not asserted or an ambiguous view the case does not declare, a conflict set member or
    /// broken constraint that does not parse, names an unknown item or is not required, and a
    /// fitting size without a fitting request. Each says what was expected and, for an unknown
    /// name, the nearest known one.
    ///
    /// Visual format strings are parsed when the case runs (their views come from the case),
    /// so their syntax errors are not listed here.
    ///
    /// - Complexity: O(size of the case × number of views) (the nearest names).
    func validationErrors() -> [FormatError] {
        var errors: [FormatError] = []
        var known: [String] = root == nil ? [] : ["root"]
        let declarations = views.map { ($0.name, $0.location) } + stacks.map { ($0.name, $0.location) }
        for (name, place) in declarations {
            if known.contains(name) {
                errors.append(FormatError(location: place, message: "expected a name of its own, found \(name) (already declared)"))
            } else {
                known.append(name)
            }
        }
        let names = ConformanceCase.Names(views: known)
        let parents = Dictionary(
            (views.map { ($0.name, $0.parent) } + stacks.map { ($0.name, $0.parent) }), uniquingKeysWith: { a, _ in a })
        let arrangedNames = Set(stacks.flatMap { $0.arranged.map(\.text) })
        for (name, parent, place) in views.map({ ($0.name, $0.parent, $0.parentLocation) })
            + stacks.map({ ($0.name, $0.parent, $0.parentLocation) })
        {
            guard let parent else {
                // The root's window holds every view of a case with a root.
                if root != nil, !arrangedNames.contains(name) {
                    errors.append(
                        FormatError(
                            location: place,
                            message: "expected a parent view of the case (null only without a root), found null"))
                }
                continue
            }
            if let error = names.viewError(parent, at: place, what: "a parent view of the case or null") {
                errors.append(error)
            } else if !arrangedNames.contains(name), stacks.contains(where: { $0.name == parent }) {
                // A document's stack holds its arranged views only.
                errors.append(
                    FormatError(
                        location: place,
                        message: "expected a parent that is not a stack, found \(parent) (a stack's views are its arranged ones)"))
            } else if let chain = ConformanceCase.ancestry(from: parent, to: name, parents) {
                // Named as the cycle it is: the parents from the view back to itself.
                let cycle = ([name] + chain).joined(separator: " → ")
                errors.append(
                    FormatError(
                        location: place,
                        message: "expected a parent outside \(name), found \(parent): \(name) would be its own ancestor: \(cycle)"))
            }
        }
        var arrangedBy: [String: String] = [:]
        for stack in stacks {
            var arranged: [String] = []
            for name in stack.arranged {
                if let error = names.viewError(name.text, at: name.location, what: "a view of the case to arrange") {
                    errors.append(error)
                } else if let other = arrangedBy[name.text] {
                    errors.append(
                        FormatError(
                            location: name.location,
                            message: "expected a view arranged once, found \(name.text) (already arranged in \(other))"))
                } else if name.text == stack.name {
                    errors.append(
                        FormatError(
                            location: name.location,
                            message: "expected a view outside \(stack.name), found \(name.text): a stack cannot arrange itself"))
                } else if let chain = ConformanceCase.ancestry(from: stack.name, to: name.text, parents) {
                    errors.append(
                        FormatError(
                            location: name.location,
                            message: "expected a view outside \(stack.name), found \(name.text): a stack cannot arrange a view it is inside (\(chain.joined(separator: " → ")))"))
                }
                arranged.append(name.text)
                arrangedBy[name.text] = arrangedBy[name.text] ?? stack.name
            }
            for (name, _) in stack.customSpacingAfter where !arranged.contains(name.text) {
                errors.append(
                    FormatError(
                        location: name.location,
                        message: NearestName.message(
                            expected: "a view arranged in \(stack.name)", found: name.text, known: arranged)))
            }
        }
        for constraint in constraints {
            errors.append(contentsOf: constraint.validationErrors(names))
        }
        let optionNames = DocumentLayout.formatOptionNames.keys.sorted()
        for format in visualFormats {
            for option in format.options where DocumentLayout.formatOptionNames[option.text] == nil {
                errors.append(
                    FormatError(
                        location: option.location,
                        message: NearestName.message(
                            expected: "a visual format option", found: option.text, known: optionNames)))
            }
        }
        if let fitting, let error = names.viewError(fitting.view, at: fitting.viewLocation, what: "a view of the case") {
            errors.append(error)
        }
        errors += ConformanceCase.expectationErrors(
            expectation, at: expectationLocation, fitting: fitting, hasRoot: root != nil, names: names)
        return errors.sorted { ($0.location.line, $0.location.column) < ($1.location.line, $1.location.column) }
    }
}
