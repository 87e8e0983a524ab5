import AutoLayout
import Foundation
import LayoutFormats

// The conflicts the engine reports, against a case's conflict set: every member of the engine's
// set, the case's constraints and the engine's own (the root's size, autoresizing masks, stack
// views), read back in the format's syntax and matched by what they constrain and their origin.

extension ConformanceSession {
    /// A member of a conflict the engine reported, read back in the format's terms.
    struct ReportedMember {
        /// The constraint in the format's syntax, with its origin; nil when it cannot be written
        /// in it (an anchor of the engine's own making).
        var member: ConformanceConflictMember?
        /// How a failure names it: the case's text and where it is written, or the member with
        /// its origin.
        var description: String
    }

    /// Passes when one of the engine's conflicts is exactly `expected` (each member matched by
    /// what it constrains and its origin, engine-made members included) and, when
    /// `expectedBroken` is given, the engine broke that member.
    func checkConflict(
        _ expected: [ConformanceCase.ConstraintText], _ expectedBroken: ConformanceCase.ConstraintText?
    ) -> ConformanceResult.Outcome {
        layout()
        let place = testCase.expectationLocation
        // The validation has parsed every member.
        let members = expected.compactMap { try? ConformanceConflictMember.parse($0.text) }
        let expectedText = "[" + members.map(\.description).joined(separator: ", ") + "]"
        guard !conflicts.isEmpty else {
            return .failed("\(place): the engine reported no conflict; expected \(expectedText)")
        }
        let reported = conflicts.map { $0.conflictingConstraints.map(reportedMember) }
        for (conflict, list) in zip(conflicts, reported) {
            let (missing, unlisted) = difference(members, list)
            guard missing.isEmpty && unlisted.isEmpty else { continue }
            guard let expectedBroken, let brokenMember = try? ConformanceConflictMember.parse(expectedBroken.text)
            else { return .passed }
            let broken = reportedMember(conflict.brokenConstraint)
            if let actual = broken.member, actual.matches(brokenMember, tolerance: Self.conflictTolerance) {
                return .passed
            }
            return .failed(
                "\(expectedBroken.location): the engine broke \(broken.description), expected \(brokenMember.description)")
        }
        let sets = reported.map { "[" + $0.map(\.description).joined(separator: ", ") + "]" }
        var message = "\(place): the engine's conflict"
            + (sets.count == 1 ? " is \(sets[0])" : "s are \(sets.joined(separator: " and "))")
            + ", expected \(expectedText)"
        let (missing, unlisted) = difference(members, reported[0])
        var differences: [String] = []
        if !unlisted.isEmpty {
            differences.append(
                unlisted.map(\.description).joined(separator: ", ") + (unlisted.count == 1 ? " is" : " are")
                    + " not listed")
        }
        if !missing.isEmpty {
            differences.append(
                missing.map(\.description).joined(separator: ", ") + (missing.count == 1 ? " is" : " are")
                    + " not in \(sets.count == 1 ? "it" : "the first")")
        }
        message += ": " + differences.joined(separator: "; ")
        return .failed(message)
    }

    /// Constants of a conflict set are compared to a hundredth, the format's default tolerance.
    static let conflictTolerance: CGFloat = 0.01

    /// The expected members that no reported member matches, and the reported members that no
    /// expected one matches (each expected member takes one reported member).
    func difference(_ expected: [ConformanceConflictMember], _ reported: [ReportedMember]) -> (
        missing: [ConformanceConflictMember], unlisted: [ReportedMember]
    ) {
        var unused = reported
        var missing: [ConformanceConflictMember] = []
        for member in expected {
            if let index = unused.firstIndex(where: {
                $0.member?.matches(member, tolerance: Self.conflictTolerance) ?? false
            }) {
                unused.remove(at: index)
            } else {
                missing.append(member)
            }
        }
        return (missing, unused)
    }

    /// A frames, fitting or ambiguity case fails on a conflict it does not expect, naming every
    /// member and the constraint broken.
    func unexpectedConflict() -> ConformanceResult.Outcome? {
        guard let conflict = conflicts.first else { return nil }
        let members = conflict.conflictingConstraints.map { reportedMember($0).description }
        return .failed(
            "unexpected conflict: " + members.joined(separator: ", ") + " cannot all hold; the engine broke "
                + reportedMember(conflict.brokenConstraint).description)
    }

    /// A constraint of a reported conflict in the format's terms: a string of the case as it is
    /// written and where; a visual format's with the format's place; the engine's with its
    /// origin (`root.width == 320 [root]`).
    func reportedMember(_ constraint: LayoutConstraint) -> ReportedMember {
        let entry = built.entry(of: constraint)
        if let entry, case .statement = entry.content {
            // A document's statement in a notation of its own is matched by what it constrains.
            let member =
                (try? ConformanceConflictMember.parse(entry.text))
                ?? written(constraint, byValue: false).map { ConformanceConflictMember(constraint: $0, origin: nil) }
            return ReportedMember(member: member, description: "\(entry.text) (\(entry.location))")
        }
        let origin = Self.origin(of: constraint)
        guard let written = written(constraint, byValue: origin?.isWrittenByValue ?? false) else {
            return ReportedMember(member: nil, description: constraint.diagnosticDescription)
        }
        let member = ConformanceConflictMember(constraint: written, origin: origin)
        if let entry {
            return ReportedMember(member: member, description: "\(member.description) (\(entry.location), visual format)")
        }
        guard origin != nil else {
            return ReportedMember(member: nil, description: constraint.diagnosticDescription)
        }
        return ReportedMember(member: member, description: member.description)
    }

    /// Who made a constraint the case does not list, from what the engine says of it; nil for
    /// any other.
    static func origin(of constraint: LayoutConstraint) -> ConformanceConflictMember.Origin? {
        let origin = constraint.origin
        if constraint.identifier?.hasPrefix("AL-root-") ?? false || origin.hasSuffix("the root's bounds") { return .root }
        if origin.contains("autoresizing mask") { return .autoresizing }
        if origin.hasSuffix("stack view") { return .stack }
        if origin.hasSuffix("content hugging") { return .hugging }
        if origin.hasSuffix("compression resistance") { return .compression }
        if origin.hasSuffix("layout guide") { return .guide }
        return nil
    }

    /// The constraint in the format's syntax, its items by the case's names; `byValue` writes
    /// `item.attribute == value`, the value the constraint gives now (a multiple of the
    /// superview's size included). Nil for a constraint between anchors of the engine's making.
    func written(_ constraint: LayoutConstraint, byValue: Bool) -> ConformanceConstraint? {
        guard let first = constraint.firstItem, constraint.firstAttribute != .notAnAttribute else { return nil }
        var result = ConformanceConstraint(
            firstItem: name(of: first), firstAttribute: constraint.firstAttribute, relation: constraint.relation)
        result.constant = constraint.constant
        result.priority = constraint.priority.rawValue
        guard let second = constraint.secondItem else { return result }
        if byValue, let view = second as? View {
            let size = constraint.secondAttribute == .height ? view.bounds.height : view.bounds.width
            result.constant += constraint.multiplier * size
            return result
        }
        result.secondItem = name(of: second)
        result.secondAttribute = constraint.secondAttribute
        result.multiplier = constraint.multiplier
        return result
    }

    /// An item by the case's name: a view's, `name.safeArea` and `name.layoutMargins` for its
    /// guides, and the engine's name for anything else (a stack view's spacer guides).
    func name(of item: LayoutItem) -> String {
        if let match = views.first(where: { $0.value === item }) { return match.key }
        if let guide = item as? LayoutGuide, let owner = guide.owningView {
            let ownerName = name(of: owner)
            switch guide.identifier {
            case "UIViewSafeAreaLayoutGuide": return ownerName + ".safeArea"
            case "UIViewLayoutMarginsGuide": return ownerName + ".layoutMargins"
            default: break
            }
        }
        return item.debugName
    }
}
