import Foundation

extension LayoutConstraint {
    /// The constraint as the diagnostics write it: the relation with its priority when it is
    /// optional, then where it comes from, e.g.
    /// `button.width == 300 @999   ('wide', Sources/App/Form.swift:12)` for yours, and
    /// `button.width <= 80 @250   (content hugging)` for the system's.
    public var diagnosticDescription: String {
        relationDescription + "   (" + origin + ")"
    }

    /// The relation alone, with its priority when it is optional, as the diagnostics write it:
    /// `button.width == 300 @999`, `a.width == 0.5 × root.width`.
    public var relationDescription: String {
        var text = LayoutConstraint.describeRelation(
            first: firstAnchor, relation: relation, second: secondAnchor, multiplier: multiplier,
            constant: constant)
        if !priority.isRequired { text += " @\(priority)" }
        return text
    }

    /// Where the constraint comes from: its identifier, then the file and line that made it, or
    /// what in the system made it.
    public var origin: String {
        var parts: [String] = []
        if let identifier, !identifier.isEmpty { parts.append("'\(identifier)'") }
        switch systemKind {
        case nil: parts.append(creationSite)
        case .contentSize(_, let hugging)?: parts.append(hugging ? "content hugging" : "compression resistance")
        case .autoresizing?:
            let mask = (firstItem as? View)?.autoresizingMask ?? []
            parts.append(
                "autoresizing mask \(mask.notation(for: .horizontal)) \(mask.notation(for: .vertical))")
        case .rootBounds?: parts.append("the root's bounds")
        case .guideEdge?: parts.append("layout guide")
        case .nonNegativeSize?: parts.append("implicit: sizes are never negative")
        case .fittingSize?: parts.append("fitting size")
        case .exercise?: parts.append("exerciseAmbiguityInLayout")
        case .stackView?: parts.append("stack view")
        }
        return parts.joined(separator: ", ")
    }

    /// Whether `exerciseAmbiguityInLayout()` made the constraint to keep a view where it moved
    /// it (the diagnostics leave these out).
    var isExercisePull: Bool {
        if case .exercise = systemKind { return true }
        return false
    }

    /// Whether the engine enforces the constraint without ever listing it (`size >= 0`).
    var isImplicit: Bool {
        if case .nonNegativeSize = systemKind { return true }
        return false
    }
}
