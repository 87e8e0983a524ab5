import Foundation

/// A set of required constraints that cannot all hold, and the one the engine broke to recover,
/// as UIKit's "Unable to simultaneously satisfy constraints" report, with the arithmetic that
/// shows why (``explanation``).
public struct LayoutConflict: CustomStringConvertible {
    /// Why the engine broke ``LayoutConflict/brokenConstraint`` rather than another member of
    /// the conflict. The choice is deterministic.
    public enum BreakReason: Hashable, Sendable, CustomStringConvertible {
        /// It was being activated (or entering the engine) when the conflict arose; the
        /// constraints already enforced are kept.
        case activated
        /// Its constant was being changed; the constraints already enforced are kept, and the
        /// changed one is not enforced until the conflict goes away.
        case constantChanged
        /// The implicit `size >= 0` (which UIKit enforces and never prints) was entering the
        /// engine; it never gives way, so the member of the conflict that entered the engine
        /// last does (your constraints and stack views' before the system's).
        case implicitSizeNeverGivesWay

        /// The reason in words, as the report's `because …` line gives it.
        public var description: String {
            switch self {
            case .activated: "it was being activated, and the constraints already in place are kept"
            case .constantChanged: "its constant was being changed, and the constraints already in place are kept"
            case .implicitSizeNeverGivesWay:
                "the implicit size >= 0 never gives way, so the member that entered the engine last does"
            }
        }
    }

    /// The constraint the engine does not enforce. Deterministically the one whose arrival
    /// caused the conflict (being activated, or whose constant changed); see ``reason``.
    public let brokenConstraint: LayoutConstraint
    /// An irreducible set of required constraints that cannot hold together (leave out any one
    /// and the rest can), the broken one included, in the order they were activated. System
    /// constraints (autoresizing masks, intrinsic sizes set to required, guides) appear as such;
    /// the implicit `size >= 0` does not (UIKit never prints it), but ``explanation`` lists it
    /// when it takes part.
    public let conflictingConstraints: [LayoutConstraint]
    /// Why ``brokenConstraint`` is the one broken.
    public let reason: BreakReason
    /// The arithmetic that shows why the constraints cannot all hold; nil only when it could
    /// not be rebuilt from the solver's numbers.
    public let explanation: ConflictExplanation?

    init(
        brokenConstraint: LayoutConstraint, conflictingConstraints: [LayoutConstraint],
        reason: BreakReason = .activated, explanation: ConflictExplanation? = nil
    ) {
        self.brokenConstraint = brokenConstraint
        self.conflictingConstraints = conflictingConstraints
        self.reason = reason
        self.explanation = explanation
    }

    /// The report in UIKit's structure (headline, advice, the list, the broken constraint, and
    /// the breakpoint hint), then our explanation in a block of its own, after UIKit's text and
    /// between a `[swift-autolayout] Why these constraints cannot all hold:` line and a
    /// `[swift-autolayout] End of explanation.` line, so that tools that read UIKit's logs read
    /// this one too.
    public var description: String {
        var lines = [
            "[LayoutConstraints] Unable to simultaneously satisfy constraints.",
            "\tProbably at least one of the constraints in the following list is one you don't want. ",
            "\tTry this: ",
            "\t\t(1) look at each constraint and try to figure out which you don't expect; ",
            "\t\t(2) find the code that added the unwanted constraint or constraints and fix it. ",
        ]
        if conflictingConstraints.contains(where: {
            if case .autoresizing = $0.systemKind { return true } else { return false }
        }) {
            lines.append(
                "\t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the documentation for the View property translatesAutoresizingMaskIntoConstraints) ")
        }
        lines.append("(")
        for constraint in conflictingConstraints {
            lines.append("    \(constraint.logDescription)")
        }
        lines.append(")")
        lines.append("")
        lines.append("Will attempt to recover by breaking constraint ")
        lines.append(brokenConstraint.logDescription)
        lines.append("")
        lines.append(
            "Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.")
        lines.append(
            "Here: set LayoutEngine.unsatisfiableConstraintsHandler to receive this report as a LayoutConflict value.")
        lines.append(contentsOf: explanationBlock)
        return lines.joined(separator: "\n")
    }

    /// The delimited block that follows UIKit's text: the arithmetic, and why the broken
    /// constraint is the one broken.
    var explanationBlock: [String] {
        var lines = ["[swift-autolayout] Why these constraints cannot all hold:"]
        if let explanation {
            lines.append(explanation.description)
        } else {
            lines.append("  The solver's numbers do not give the arithmetic back (rounding); the list above is exact.")
        }
        lines.append("  Broken to recover: \(brokenConstraint.diagnosticDescription)")
        lines.append("  because \(reason).")
        lines.append("[swift-autolayout] End of explanation.")
        return lines
    }
}

extension LayoutConstraint {
    /// The constraint as UIKit prints it in conflict reports: its class, the relation, the
    /// identifier and where it was created.
    public var logDescription: String {
        let className: String
        switch systemKind {
        case .autoresizing: className = "NSAutoresizingMaskLayoutConstraint"
        case .contentSize: className = "NSContentSizeLayoutConstraint"
        default: className = "NSLayoutConstraint"
        }
        var text = "<\(className) "
        if let identifier { text += "'\(identifier)' " }
        if case .autoresizing = systemKind, let view = firstItem as? View {
            text += "\(view.autoresizingMask.notation(for: .horizontal)) \(view.autoresizingMask.notation(for: .vertical)) "
        }
        text += LayoutConstraint.describeRelation(
            first: firstAnchor, relation: relation, second: secondAnchor, multiplier: multiplier,
            constant: constant)
        if !priority.isRequired { text += " @\(priority)" }
        if case .contentSize(_, let hugging) = systemKind {
            text += hugging ? " Hug:\(priority)" : " CompressionResistance:\(priority)"
        }
        text += isActive ? "   (active" : "   (inactive"
        if systemKind == nil { text += ", \(creationSite)" }
        return text + ")>"
    }
}
