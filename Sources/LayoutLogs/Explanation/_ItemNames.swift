/// The readable names of a rebuilt report's items: `UILabel 'Title'`, `UIView (22240)`,
/// `UIView (76c30).safeAreaLayoutGuide`, `superview of UILabel 'Tech'`.
///
/// A view is named by its class without the module, its quoted text (cut at 30 characters) or
/// the identifier a `names:` block gives it. A guide that belongs to a view (a margins or
/// safe-area guide whose owner the log names, an implied margins guide) and a `|` the log
/// does not name are named after that view, by its final name. Names that would repeat get the
/// last five digits of their address, or `#1`, `#2`, … without one.
enum _ItemNames {
    static func names(_ builder: _SystemBuilder) -> [String] {
        let items = builder.items
        var result = items.indices.map { ownName(items[$0]) }
        let derived = items.indices.filter { derivation(of: $0, builder) != nil }
        let derivedSet = Set(derived)
        disambiguate(&result, items, among: items.indices.filter { !derivedSet.contains($0) })

        // Derived names follow their bases' final names (a chain is at most a few links long;
        // a cycle, which a malformed log can make, ends at the item's own name).
        var resolved: [Int: String] = [:]
        func name(_ index: Int, depth: Int) -> String {
            if let known = resolved[index] { return known }
            guard depth < 4, let (base, format) = derivation(of: index, builder) else { return result[index] }
            let text = format(name(base, depth: depth + 1))
            resolved[index] = text
            return text
        }
        for index in derived { result[index] = name(index, depth: 0) }
        disambiguate(&result, items, among: derived)
        return result
    }

    /// The item a name is derived from, and how.
    private static func derivation(of index: Int, _ builder: _SystemBuilder) -> (Int, (String) -> String)? {
        let item = builder.items[index]
        switch item.kind {
        case .unnamedSuperview(let child):
            guard let childIndex = builder.index(ofKey: child), childIndex != index else { return nil }
            return (childIndex, { "superview of \($0)" })
        case .marginsGuide:
            return builder.superviewOf(index).map { ($0, { $0 + ".layoutMarginsGuide" }) }
        case .view, .layoutGuide:
            guard let owner = builder.superviewOf(index) else { return nil }
            switch item.label {
            case "UIViewLayoutMarginsGuide": return (owner, { $0 + ".layoutMarginsGuide" })
            case "UIViewSafeAreaLayoutGuide": return (owner, { $0 + ".safeAreaLayoutGuide" })
            default: return nil
            }
        }
    }

    /// The name an item has on its own, before repeats are told apart.
    private static func ownName(_ item: LogItem) -> String {
        switch item.kind {
        case .unnamedSuperview: return "superview"
        case .marginsGuide: return "layoutMarginsGuide"
        case .view, .layoutGuide:
            if let identifier = item.identifier { return identifier }
            let className = item.className ?? "view"
            guard var label = item.label else { return className }
            if label.count > 30 { label = String(label.prefix(29)) + "…" }
            return "\(className) '\(label)'"
        }
    }

    /// Gives the names at `indices` that repeat (among all names) an address suffix or a count.
    private static func disambiguate(_ names: inout [String], _ items: [LogItem], among indices: [Int]) {
        var counts: [String: Int] = [:]
        for name in names { counts[name, default: 0] += 1 }
        var seen: [String: Int] = [:]
        for index in indices where counts[names[index]]! > 1 {
            let name = names[index]
            seen[name, default: 0] += 1
            if let address = items[index].address {
                names[index] = "\(name) (\(address.suffix(5)))"
            } else {
                names[index] = "\(name) #\(seen[name]!)"
            }
        }
    }
}
