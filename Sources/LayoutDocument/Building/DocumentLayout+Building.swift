import AutoLayout
import Controls
import Foundation
import LayoutFormats

// Making the views, and installing what the current traits call for.

extension DocumentLayout {
    /// Makes a view or guide for every node below the root, and applies the root's properties.
    func makeNodes() {
        // Room for every node and entry at once: growing the arrays copied each entry again.
        var nodeCount = 0
        var entryCount = 0
        document.root.forEachInSubtree {
            nodeCount += 1
            entryCount += $0.constraints.count
        }
        built.reserveCapacity(nodeCount)
        entries.reserveCapacity(entryCount)
        apply(document.root, to: rootView)
        for entry in document.root.constraints { entries.append(_BuiltEntry(entry: entry, owner: nil)) }
        for (position, child) in document.root.children.enumerated() {
            makeNode(child, parent: nil, path: "root/\(position)")
        }
    }

    /// `path` names an unnamed node in every message and output (`root/0/1`: the written
    /// position under each ancestor), so that no report shows a memory address.
    func makeNode(_ node: ViewNode, parent: Int?, path: String) {
        let item: LayoutItem
        if node.kind == .layoutGuide {
            item = LayoutGuide()
        } else {
            let view = makeView(node)
            // Interface Builder's views use constraints, not autoresizing masks.
            view.translatesAutoresizingMaskIntoConstraints = false
            if node.kind == .label {
                view.setContentHuggingPriority(Label.documentContentHuggingPriority, for: .horizontal)
                view.setContentHuggingPriority(Label.documentContentHuggingPriority, for: .vertical)
            }
            if let textView = view as? TextView { textView.isScrollEnabled = false }
            apply(node, to: view)
            item = view
        }
        item.identifier = node.name?.value ?? path
        let index = built.count
        built.append(_BuiltNode(node: node, item: item, parent: parent))
        if let parent { built[parent].children.append(index) } else { rootChildren.append(index) }
        if let name = node.name?.value { indexOfName[name] = index }
        for entry in node.constraints { entries.append(_BuiltEntry(entry: entry, owner: index)) }
        let name = node.name?.value ?? path
        for (position, child) in node.children.enumerated() {
            makeNode(child, parent: index, path: "\(name)/\(position)")
        }
    }

    func makeView(_ node: ViewNode) -> View {
        switch node.kind {
        case .view, .layoutGuide: return _DocumentView()
        case .label: return Label()
        case .button: return Button()
        case .imageView: return ImageView()
        case .switch: return Switch()
        case .slider: return Slider()
        case .textField: return TextField()
        case .textView: return TextView()
        case .stackView: return StackView()
        case .tableView, .collectionView: return makeList(node)
        case .custom(let className):
            if let view = registry.makeView(className: className) { return view }
            problems.append(
                FormatError(
                    location: node.location,
                    message: NearestName.message(
                        expected: "a registered view class", found: className,
                        known: registry.factories.keys.sorted()) + "; built as a plain view"))
            return _DocumentView()
        }
    }

    // MARK: Installing

    /// Installs and uninstalls nodes and constraints for the window's traits: constraints that
    /// no longer apply leave first, then views, then views come in (in their written order among
    /// their siblings), properties change, and constraints that now apply come in.
    func update() {
        let traits = window.traitCollection
        var wanted = [Bool](repeating: false, count: built.count)
        for index in built.indices {
            // Read in place: a built node holds its document node, which copying retains.
            let parentInstalled = built[index].parent.map { wanted[$0] } ?? true
            wanted[index] = parentInstalled && (built[index].node.condition?.value.matches(traits) ?? true)
        }
        var stale: [LayoutConstraint] = []
        for index in entries.indices where entries[index].isMade && !shouldInstall(index, wanted, traits) {
            stale += entries[index].constraints.filter(\.isActive)
        }
        LayoutConstraint.deactivate(stale)
        for index in built.indices.reversed() where built[index].isInstalled && !wanted[index] {
            uninstall(index)
        }
        for index in built.indices where !built[index].isInstalled && wanted[index] {
            install(index, wanted)
        }
        applyVariants(traits)
        observeEngines()
        for index in entries.indices {
            // An entry's names are found once, before it is first made (finding them again for
            // each check cost as much as making the constraint).
            if !entries[index].namesAreKnown {
                entries[index].names = namesOf(entries[index].entry)
                entries[index].namesAreKnown = true
            }
            guard shouldInstall(index, wanted, traits) else { continue }
            if !entries[index].isMade { make(index) }
            activate(index)
        }
    }

    /// Whether an entry applies: its size classes match, its owner and every node it names
    /// are installed.
    /// (The entry's names are known: it is made, or they were found before.)
    func shouldInstall(_ index: Int, _ wanted: [Bool], _ traits: TraitCollection) -> Bool {
        guard entries[index].entry.condition?.value.matches(traits) ?? true else { return false }
        if let owner = entries[index].owner, !wanted[owner] { return false }
        for name in entries[index].names {
            if let index = indexOfName[name], !wanted[index] { return false }
        }
        return true
    }

    /// The nodes an entry names (the views of its operands, or every view of a visual format).
    func namesOf(_ entry: ConstraintEntry) -> [String] {
        switch entry.content {
        case .statement(let statement):
            var names = [_DocumentInterpreter.viewName(ofItem: statement.first.item).name]
            if let second = statement.second { names.append(_DocumentInterpreter.viewName(ofItem: second.item).name) }
            return names
        case .visualFormat(let format, _, _):
            return Self.identifiers(in: format).filter { indexOfName[$0] != nil }
        }
    }

    /// The words of a visual format that could name views (runs of letters, digits and `_` not
    /// starting with a digit: `[title(==subtitle)]` gives `title` and `subtitle`), each once, sorted.
    ///
    /// - Complexity: O(format's length); reading bytes, as one entry per view of a large
    ///   document makes this run for every visual format.
    static func identifiers(in format: String) -> [String] {
        var names = Set<String>()
        var utf8 = format.utf8[...]
        func isWordByte(_ byte: UInt8) -> Bool {
            byte == UInt8(ascii: "_") || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
                || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z")) || byte >= 0x80
        }
        while let first = utf8.first {
            guard isWordByte(first) else {
                utf8 = utf8.dropFirst()
                continue
            }
            let word = utf8.prefix(while: isWordByte)
            utf8 = utf8.dropFirst(word.count)
            if !(first >= UInt8(ascii: "0") && first <= UInt8(ascii: "9")), let name = String(word) { names.insert(name) }
        }
        return names.sorted()
    }

    func container(of index: Int) -> View {
        guard let parent = built[index].parent else { return rootView }
        return built[parent].item as? View ?? rootView
    }

    func install(_ index: Int, _ wanted: [Bool]) {
        let parent = container(of: index)
        let item = built[index].item
        built[index].isInstalled = true
        // The top of a free-standing tree stays outside any window.
        if document.isFreeStanding, built[index].parent == nil { return }
        if let guide = item as? LayoutGuide {
            parent.addLayoutGuide(guide)
            return
        }
        guard let view = item as? View else { return }
        // The place among the installed siblings, in written order (the parent's children only:
        // scanning every node for each made building a document quadratic).
        var place = 0
        for sibling in built[index].parent.map({ built[$0].children }) ?? rootChildren {
            guard sibling < index else { break }
            if built[sibling].isInstalled, built[sibling].item is View { place += 1 }
        }
        if let stack = parent as? StackView, built[index].parent != nil {
            stack.insertArrangedSubview(view, at: min(place, stack.arrangedSubviews.count))
            applyCustomSpacings(of: stack, node: built[built[index].parent!].node)
        } else {
            parent.insertSubview(view, at: min(place, parent.subviews.count))
        }
    }

    func uninstall(_ index: Int) {
        built[index].isInstalled = false
        let item = built[index].item
        if let guide = item as? LayoutGuide {
            guide.owningView?.removeLayoutGuide(guide)
        } else if let view = item as? View {
            view.removeFromSuperview()
        }
    }

    func applyCustomSpacings(of stack: StackView, node: ViewNode) {
        for (name, spacing) in node.properties.customSpacingAfter ?? [] {
            if let view = view(named: name.value), view.superview === stack {
                stack.setCustomSpacing(CGFloat(spacing), after: view)
            }
        }
    }

    /// Applies each node's variants whose size classes match, over its own properties, when the
    /// set of matching variants changed.
    func applyVariants(_ traits: TraitCollection) {
        for index in built.indices where !built[index].node.variants.isEmpty {
            let matching = built[index].node.variants.indices.filter {
                built[index].node.variants[$0].condition.value.matches(traits)
            }
            guard matching != built[index].appliedVariants, let view = built[index].item as? View else { continue }
            built[index].appliedVariants = matching
            apply(built[index].node, to: view)
            for variant in matching { apply(built[index].node.variants[variant].properties, kind: built[index].node.kind, to: view) }
        }
    }

    // MARK: Constraints

    /// Makes an entry's constraints (once): a statement's one, or a visual format's.
    func make(_ index: Int) {
        entries[index].isMade = true
        let entry = entries[index].entry
        if !entries[index].namesAreKnown {
            entries[index].names = namesOf(entry)
            entries[index].namesAreKnown = true
        }
        switch entry.content {
        case .statement(let statement):
            do {
                let constraint = try makeConstraint(statement, entry: entries[index])
                entries[index].constraints = [constraint]
            } catch let error as LayoutError {
                refuse(error, constraint: nil, entry: entry)
            } catch {
                problems.append(FormatError(location: entry.location, message: "\(error)"))
            }
        case .visualFormat(let format, let optionNames, let metrics):
            var options: LayoutConstraint.FormatOptions = []
            for option in optionNames {
                if let known = DocumentLayout.formatOptionNames[option.value] {
                    options.insert(known)
                } else {
                    problems.append(
                        FormatError(
                            location: option.location,
                            message: NearestName.message(
                                expected: "a visual format option", found: option.value,
                                known: DocumentLayout.formatOptionNames.keys.sorted())))
                }
            }
            var allMetrics = document.metrics.mapValues { CGFloat($0) }
            for (name, value) in metrics { allMetrics[name] = CGFloat(value) }
            // The installed views the format names (not every view: one format per view of a
            // large document would make building quadratic), and `root`, as a conformance case's
            // formats have it.
            var views: [String: View] = [:]
            for name in entries[index].names where isInstalled(name) { views[name] = view(named: name) }
            if views["root"] == nil, let root = view(named: "root") { views["root"] = root }
            do {
                entries[index].constraints = try LayoutConstraint.constraints(
                    withVisualFormat: format, options: options, metrics: allMetrics, views: views)
            } catch {
                problems.append(
                    FormatError(location: entry.characterLocation(max(0, error.offset)), message: error.message))
            }
        }
        for constraint in entries[index].constraints {
            entryOfConstraint[ObjectIdentifier(constraint)] = index
            if let identifier = entry.identifier { constraint.identifier = identifier }
            // Messages that describe the constraint send the reader to the document, not to
            // the line of this reader that made it.
            constraint.writtenAt = (entry.location.file, entry.location.line, entry.location.column)
        }
    }

    func activate(_ index: Int) {
        let inactive = entries[index].constraints.filter { !$0.isActive }
        guard !inactive.isEmpty else { return }
        do {
            try LayoutConstraint.tryActivate(inactive)
        } catch {
            // A visual format is refused as a whole, by its text.
            let entry = entries[index].entry
            let statement: LayoutConstraint? = if case .statement = entry.content { inactive.first } else { nil }
            refuse(error, constraint: statement, entry: entry)
        }
    }

    /// The item an operand names: a node's view or guide, `root`, `superview` (the parent of
    /// the other operand's node, or of the owner when both say `superview`), or a guide of one.
    func item(_ operand: ConstraintStatement.Operand, other: ConstraintStatement.Operand?, entry: _BuiltEntry) throws -> LayoutItem {
        let (name, guide) = _DocumentInterpreter.viewName(ofItem: operand.item)
        var base: LayoutItem
        if name.lowercased() == "superview" {
            var child = entry.owner
            if let other, _DocumentInterpreter.viewName(ofItem: other.item).name.lowercased() != "superview" {
                child = indexOfName[_DocumentInterpreter.viewName(ofItem: other.item).name]
            }
            if document.isFreeStanding, child.map({ built[$0].parent == nil }) ?? true {
                let top = child.flatMap { built[$0].node.name?.value } ?? "root"
                throw _BuildFailure(message: "expected a view with a superview, found \(top) (at the top of a free-standing tree)")
            }
            base = child.map { container(of: $0) } ?? rootView
        } else if name == "root" {
            base = rootView
        } else if let index = indexOfName[name] {
            base = built[index].item
        } else {
            throw _BuildFailure(message: "expected a view of the document, found \(name)")
        }
        guard let guide else { return base }
        guard let view = base as? View else { throw _BuildFailure(message: "expected a view for .\(guide), found the guide \(name)") }
        return guide == "safeArea" ? view.safeAreaLayoutGuide : view.layoutMarginsGuide
    }

    func makeConstraint(_ statement: ConstraintStatement, entry: _BuiltEntry) throws -> LayoutConstraint {
        let first = try item(statement.first, other: statement.second, entry: entry)
        let second = try statement.second.map { try item($0, other: statement.first, entry: entry) }
        let relation: LayoutRelation =
            switch statement.relation {
            case .equal: .equal
            case .greaterThanOrEqual: .greaterThanOrEqual
            case .lessThanOrEqual: .lessThanOrEqual
            }
        let constraint = try LayoutConstraint(
            item: first, attribute: LayoutAttribute(name: statement.first.attribute) ?? .notAnAttribute,
            relatedBy: relation, toItem: second,
            attribute: statement.second.flatMap { LayoutAttribute(name: $0.attribute) } ?? .notAnAttribute,
            multiplier: second == nil ? 1 : CGFloat(statement.multiplier), constant: CGFloat(statement.constant))
        constraint.priority = LayoutPriority(Float(statement.priority))
        return constraint
    }

    /// The visual format options by UIKit's names without the type.
    public static let formatOptionNames: [String: LayoutConstraint.FormatOptions] = [
        "alignAllLeft": .alignAllLeft, "alignAllRight": .alignAllRight, "alignAllTop": .alignAllTop,
        "alignAllBottom": .alignAllBottom, "alignAllLeading": .alignAllLeading,
        "alignAllTrailing": .alignAllTrailing, "alignAllCenterX": .alignAllCenterX,
        "alignAllCenterY": .alignAllCenterY, "alignAllLastBaseline": .alignAllLastBaseline,
        "alignAllFirstBaseline": .alignAllFirstBaseline,
        "directionLeadingToTrailing": .directionLeadingToTrailing,
        "directionLeftToRight": .directionLeftToRight, "directionRightToLeft": .directionRightToLeft,
        "spacingEdgeToEdge": .spacingEdgeToEdge, "spacingBaselineToBaseline": .spacingBaselineToBaseline,
    ]
}

/// An operand that names nothing the layout has (the reader reports these first).
struct _BuildFailure: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}
