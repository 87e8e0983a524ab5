import Foundation
import LayoutFormats

// What reading a case's JSON does not check: that its constraint strings parse, and that every
// name it uses is a view of the case. `autolayout check` reports these as parse errors, at the
// place in the file.

extension ConformanceCase {
    /// The places where the case cannot be read as a layout, in the order they are written:
    /// a constraint string that does not parse (at the offending character), a constraint that
    /// names an item the case does not declare (at the name), a view declared twice, a parent or
    /// an arranged view that is not declared, an unknown visual format option, and a fitting
    /// request for an unknown view.
    ///
    /// Visual format strings are parsed when the case runs (their views come from the case),
    /// so their syntax errors are not listed here.
    ///
    /// - Complexity: O(size of the case).
    public func validationErrors() -> [FormatError] {
        var errors: [FormatError] = []
        var declared: Set<String> = root == nil ? [] : ["root"]
        let declarations = views.map { ($0.name, $0.location) } + stacks.map { ($0.name, $0.location) }
        for (name, place) in declarations {
            if !declared.insert(name).inserted {
                errors.append(FormatError(location: place, message: "view \(name) is declared twice"))
            }
        }
        for view in views {
            if let parent = view.parent, !declared.contains(parent) {
                errors.append(
                    FormatError(location: view.location, message: "view \(view.name) names an unknown parent \(parent)"))
            }
        }
        for stack in stacks {
            if let parent = stack.parent, !declared.contains(parent) {
                errors.append(
                    FormatError(location: stack.location, message: "stack \(stack.name) names an unknown parent \(parent)"))
            }
            for name in stack.arranged where !declared.contains(name) {
                errors.append(
                    FormatError(location: stack.location, message: "stack \(stack.name) arranges an unknown view \(name)"))
            }
        }
        for constraint in constraints {
            errors.append(contentsOf: constraint.validationErrors(declared: declared))
        }
        for format in visualFormats {
            for option in format.options where ConformanceSession.formatOptionNames[option] == nil {
                errors.append(FormatError(location: format.location, message: "unknown visual format option \(option)"))
            }
        }
        if let fitting, !declared.contains(fitting.view) {
            errors.append(FormatError(location: location, message: "fitting names an unknown view \(fitting.view)"))
        }
        return errors.sorted { ($0.location.line, $0.location.column) < ($1.location.line, $1.location.column) }
    }
}

extension ConformanceCase.ConstraintText {
    /// Where a character of the string is in the file: the string's location is its opening
    /// quote, and a constraint string has no escapes worth counting.
    func location(ofCharacterAt offset: Int) -> SourceLocation {
        SourceLocation(file: location.file, line: location.line, column: location.column + 1 + offset)
    }

    /// The syntax error of the string, or the items it names that are not declared (a view,
    /// or a view's `safeArea` or `layoutMargins` guide).
    func validationErrors(declared: Set<String>) -> [FormatError] {
        let parsed: ConformanceConstraint
        do {
            parsed = try ConformanceConstraint.parse(text)
        } catch {
            return [FormatError(location: location(ofCharacterAt: error.offset), message: error.message)]
        }
        var errors: [FormatError] = []
        for item in [parsed.firstItem] + (parsed.secondItem.map { [$0] } ?? []) {
            var view = item
            for guide in [".safeArea", ".layoutMargins"] where item.hasSuffix(guide) {
                view = String(item.dropLast(guide.count))
            }
            guard !declared.contains(view) else { continue }
            errors.append(
                FormatError(location: location(ofCharacterAt: offset(ofItem: item)), message: "unknown view \(view)"))
        }
        return errors
    }

    /// The offset of the first place the string names `item` (the name followed by `.`, not
    /// preceded by a part of another name); 0 when it cannot be found.
    func offset(ofItem item: String) -> Int {
        let characters = Array(text)
        let name = Array(item + ".")
        guard name.count <= characters.count else { return 0 }
        for start in 0...(characters.count - name.count) where Array(characters[start..<(start + name.count)]) == name {
            if start == 0 { return start }
            let before = characters[start - 1]
            if !(before.isLetter || before.isNumber || before == "_" || before == ".") { return start }
        }
        return 0
    }
}
