import AutoLayout

/// Interface Builder's "vary for traits": when a view, a constraint or a property variant is
/// installed — for a horizontal and/or vertical size class. An axis left out matches any class
/// (IB's "Any").
///
/// Written `{width: compact, height: regular}` or in Interface Builder's shorthand: `wC`, `wR`,
/// `hC`, `hR`, `wC hR`, `wR hC` (`*` or `Any` for any: `w* hC`).
public struct TraitCondition: Hashable, Sendable, CustomStringConvertible {
    /// The horizontal size class required, or nil for any.
    public var horizontalSizeClass: TraitCollection.SizeClass?
    /// The vertical size class required, or nil for any.
    public var verticalSizeClass: TraitCollection.SizeClass?

    /// Makes a condition; nil on an axis matches any class.
    public init(horizontalSizeClass: TraitCollection.SizeClass? = nil, verticalSizeClass: TraitCollection.SizeClass? = nil) {
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
    }

    /// Whether traits satisfy the condition. An unspecified size class in the traits matches
    /// only a condition that leaves that axis out.
    public func matches(_ traits: TraitCollection) -> Bool {
        (horizontalSizeClass == nil || horizontalSizeClass == traits.horizontalSizeClass)
            && (verticalSizeClass == nil || verticalSizeClass == traits.verticalSizeClass)
    }

    /// Reads Interface Builder's shorthand (`wC hR`, `wR`, `hC`, `w* hC`, `wAny hC`); nil when
    /// the text is not of that form.
    public init?(shorthand text: String) {
        var condition = TraitCondition()
        var seen: Set<Character> = []
        for word in text.split(whereSeparator: { $0 == " " || $0 == "," }) {
            guard let axis = word.first, axis == "w" || axis == "h", seen.insert(axis).inserted else { return nil }
            let sizeClass: TraitCollection.SizeClass?
            switch word.dropFirst().lowercased() {
            case "c", "compact": sizeClass = .compact
            case "r", "regular": sizeClass = .regular
            case "*", "any": sizeClass = nil
            default: return nil
            }
            if axis == "w" { condition.horizontalSizeClass = sizeClass } else { condition.verticalSizeClass = sizeClass }
        }
        guard !seen.isEmpty else { return nil }
        self = condition
    }

    /// Interface Builder's shorthand: `wC hR`, `wR`, `hC`, `w* h*` for any.
    public var description: String {
        func letter(_ sizeClass: TraitCollection.SizeClass?) -> String {
            switch sizeClass {
            case .compact: "C"
            case .regular: "R"
            default: "*"
            }
        }
        return "w\(letter(horizontalSizeClass)) h\(letter(verticalSizeClass))"
    }
}
