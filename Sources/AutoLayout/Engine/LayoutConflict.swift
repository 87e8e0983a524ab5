import Foundation

/// A set of required constraints that cannot all hold, and the one the engine broke to recover,
/// as UIKit's "Unable to simultaneously satisfy constraints" report.
public struct LayoutConflict: CustomStringConvertible {
    /// The constraint the engine does not enforce. Deterministically the one whose arrival
    /// caused the conflict (being activated, or whose constant changed).
    public let brokenConstraint: LayoutConstraint
    /// An irreducible set of required constraints that cannot hold together (leave out any one
    /// and the rest can), the broken one included, in the order they were activated. System
    /// constraints (autoresizing masks, intrinsic sizes set to required, guides) appear as such.
    public let conflictingConstraints: [LayoutConstraint]

    /// The report in UIKit's structure: headline, advice, the list, the broken constraint, and
    /// the breakpoint hint.
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
        return lines.joined(separator: "\n")
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
        if systemKind == nil { text += ", \(file):\(line)" }
        return text + ")>"
    }
}
