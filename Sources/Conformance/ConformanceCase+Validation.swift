import Foundation
import LayoutFormats

// What reading a case does not check on the way: that the names its expectation uses are views
// of the case, and that its conflict set parses. (A case of a conformance file is also checked as
// a whole before it becomes a document: `_ConformanceFileCase+Validation.swift`.)

extension ConformanceCase {
    /// The errors of an expectation: names the case does not declare, conflict set members that
    /// do not parse, a fitting size without a request. `hasRoot` is false for a free-standing tree.
    static func expectationErrors(
        _ expectation: Expectation, at expectationLocation: SourceLocation, fitting: FittingSpec?, hasRoot: Bool,
        names: Names
    ) -> [FormatError] {
        var errors: [FormatError] = []
        switch expectation {
        case .frames(let frames, _, let notAsserted, _):
            for name in frames.map(\.name) + notAsserted {
                if let error = names.viewError(name.text, at: name.location, what: "a view of the case") {
                    errors.append(error)
                }
            }
        case .ambiguous(let ambiguous, _):
            for name in ambiguous {
                if name.text == "root", hasRoot {
                    errors.append(
                        FormatError(
                            location: name.location, message: "expected a view of the case, found root (its frame is fixed)"))
                } else if let error = names.viewError(name.text, at: name.location, what: "a view of the case") {
                    errors.append(error)
                }
            }
        case .unsatisfiable(let members, let broken):
            var parsed: [ConformanceConflictMember] = []
            for member in members {
                let (result, memberErrors) = member.memberErrors(names)
                errors.append(contentsOf: memberErrors)
                if let result { parsed.append(result) }
            }
            if let broken {
                let (result, brokenErrors) = broken.memberErrors(names)
                errors.append(contentsOf: brokenErrors)
                if let result, parsed.count == members.count,
                    !parsed.contains(where: { $0.matches(result, tolerance: ConformanceSession.conflictTolerance) })
                {
                    errors.append(
                        FormatError(
                            location: broken.location,
                            message: "expected the broken constraint to be a member of the conflict set, found \(broken.text)"))
                }
            }
        case .fittingSize:
            if fitting == nil {
                errors.append(
                    FormatError(location: expectationLocation, message: "expected a \"fitting\" request for the fitting size"))
            }
        case .invalidConstraint, .formatError:
            break
        }
        return errors
    }

    /// Whether `name` is `ancestor` or inside it, following the parents as written (a cycle
    /// ends the walk).
    static func isInside(_ name: String, _ ancestor: String, _ parents: [String: String?]) -> Bool {
        ancestry(from: name, to: ancestor, parents) != nil
    }

    /// The chain of parents from `name` up to `ancestor`, both included (`[name]` when they
    /// are the same view), or nil when `ancestor` is not above `name`. Stops at a cycle.
    ///
    /// - Complexity: O(depth).
    static func ancestry(from name: String, to ancestor: String, _ parents: [String: String?]) -> [String]? {
        var chain: [String] = []
        var current: String? = name
        var seen: Set<String> = []
        while let view = current, seen.insert(view).inserted {
            chain.append(view)
            if view == ancestor { return chain }
            current = parents[view] ?? nil
        }
        return nil
    }

    /// The names a case declares, for checking what it names and suggesting the nearest.
    struct Names {
        /// The views and stacks, `root` first when there is a root.
        var views: [String]

        /// An error for `name` when it is not a declared view.
        func viewError(_ name: String, at location: SourceLocation, what: String) -> FormatError? {
            guard !views.contains(name) else { return nil }
            return FormatError(location: location, message: NearestName.message(expected: what, found: name, known: views))
        }

        /// An error for `item` (a view, or a view's `safeArea` or `layoutMargins` guide) when the
        /// case declares no such item.
        func itemError(_ item: String, at location: SourceLocation) -> FormatError? {
            var view = item
            for guide in [".safeArea", ".layoutMargins"] where item.hasSuffix(guide) {
                view = String(item.dropLast(guide.count))
            }
            guard !views.contains(view) else { return nil }
            if !item.contains(".") {
                return FormatError(
                    location: location, message: NearestName.message(expected: "a view of the case", found: item, known: views))
            }
            let guides = views.flatMap { [$0 + ".safeArea", $0 + ".layoutMargins"] }
            return FormatError(
                location: location,
                message: NearestName.message(
                    expected: "a view of the case or its safeArea or layoutMargins guide", found: item,
                    known: views + guides))
        }
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
    func validationErrors(_ names: ConformanceCase.Names) -> [FormatError] {
        let parsed: ConformanceConstraint
        do {
            parsed = try ConformanceConstraint.parse(text)
        } catch {
            return [FormatError(location: location(ofCharacterAt: error.offset), message: error.message)]
        }
        return itemErrors(parsed, names)
    }

    /// The items of a parsed constraint of this string that the case does not declare.
    func itemErrors(_ parsed: ConformanceConstraint, _ names: ConformanceCase.Names) -> [FormatError] {
        var errors: [FormatError] = []
        for item in [parsed.firstItem] + (parsed.secondItem.map { [$0] } ?? []) {
            if let error = names.itemError(item, at: location(ofCharacterAt: offset(ofItem: item))) {
                errors.append(error)
            }
        }
        return errors
    }

    /// The string read as a member of a conflict set, and its errors: a syntax error, unknown
    /// items, a priority that is not required (a conflict holds only required constraints), a
    /// member of the root or an autoresizing mask not written `item.attribute == value`, and a
    /// root member that is not the root's.
    func memberErrors(_ names: ConformanceCase.Names) -> (ConformanceConflictMember?, [FormatError]) {
        let member: ConformanceConflictMember
        do {
            member = try ConformanceConflictMember.parse(text)
        } catch {
            return (nil, [FormatError(location: location(ofCharacterAt: error.offset), message: error.message)])
        }
        var errors = itemErrors(member.constraint, names)
        let constraint = member.constraint
        if constraint.priority < 1000 {
            errors.append(
                FormatError(
                    location: location, message: "expected a required constraint (a conflict holds only required ones), found \(text)"))
        }
        if let origin = member.origin, origin.isWrittenByValue,
            constraint.secondItem != nil || constraint.relation != .equal
        {
            errors.append(
                FormatError(
                    location: location,
                    message: "expected item.attribute == value for a member of the \(origin.rawValue), found \(text)"))
        }
        if member.origin == .root, constraint.firstItem != "root" {
            errors.append(
                FormatError(location: location, message: "expected a constraint of root for [root], found \(constraint.firstItem)"))
        }
        return (errors.isEmpty ? member : nil, errors)
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
