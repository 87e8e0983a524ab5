import AutoLayout
import Foundation
import LayoutFormats

/// Reads the document tree (from YAML or JSON alike) into the model, collecting every error
/// rather than stopping at the first: a bad value is reported at its place and left out, and
/// reading goes on.
struct _DocumentInterpreter {
    var errors: [FormatError] = []
    let file: String
    /// Top-level keys kept as JSON for the caller.
    var extraKeys: [String] = []
    /// What ``checkNames(_:)`` checks, gathered while the nodes are read (walking the finished
    /// tree again copied every node: a fifth of reading a document of 10,000 views): each named
    /// node's name with its place in the tree's order (parents before children), and every
    /// statement.
    var namedNodes: [(order: Int, name: Located<String>)] = []
    /// The statements that name a view not yet known where they were read (a later sibling,
    /// a misspelling), with the places of their characters, for ``checkNames(_:)``. A statement
    /// whose views were all read before it (nearly every one) is checked as it is read and
    /// not kept: keeping every statement a second time was a tenth of a document's memory.
    var statements: [NamedStatement] = []
    /// The valid names of the nodes read so far (the names ``checkNames(_:)`` declares).
    var namesReadSoFar = _NameSet(minimumCapacity: 64)
    /// Whether every node's name read so far was valid and new (then ``namesReadSoFar`` are
    /// the declared names, and ``checkNames(_:)`` need not walk them again).
    var namesAreAllDeclarable = true
    /// Whether statements may name `root` (false in a free-standing document).
    var rootIsKnown = true

    /// A statement whose names ``checkNames(_:)`` checks. (A struct rather than a tuple: a
    /// closure kept in a tuple in an array is re-wrapped, allocating, each time it is read.)
    struct NamedStatement {
        var statement: ConstraintStatement
        var characterLocation: @Sendable (Int) -> SourceLocation
    }
    /// The nodes read so far, for their order.
    var nodeCount = 0

    init(file: String) {
        self.file = file
    }

    /// The keys of the top level that are not the root node's.
    static let documentKeys = [
        "title", "size", "device", "orientation", "direction", "safeAreaInsets", "metrics", "viewController",
        "freeStanding", "animations",
    ]

    /// The keys that describe the window, which a free-standing document does not have.
    static let windowKeys = ["size", "device", "orientation", "direction", "safeAreaInsets", "viewController"]

    /// The keys every node may have besides its properties.
    static let nodeKeys = ["name", "class", "when", "variants", "children", "constraints"]

    /// The names a document may not give a node: they name other things in constraints.
    static let reservedNames = ["root", "superview", "self"]

    mutating func readDocument<Node: _DocumentNode>(
        _ value: Node, checkingRepeatedKeys: Bool = true
    ) -> LayoutDocument {
        if checkingRepeatedKeys { checkDuplicateKeys(value) }
        var document = LayoutDocument(
            file: file, root: ViewNode(kind: .view, name: Located("root", at: value.location), location: value.location))
        guard let members = value.members else {
            fail(value.location, "expected a layout document (a mapping with children and constraints), found \(value.documentKindDescription)")
            return document
        }
        var rootMembers: [Node.Member] = []
        var windowMembers: [Node.Member] = []
        for member in members {
            if Self.windowKeys.contains(member.key) { windowMembers.append(member) }
            switch member.key {
            case "title": document.title = string(member.value)
            case "size": document.size = size(member.value).map { Located($0, at: member.value.location) }
            case "device": document.device = string(member.value, "a device name").map { Located($0, at: member.value.location) }
            case "orientation":
                document.orientation = oneOf(
                    member.value, "an orientation (portrait or landscape)",
                    [("portrait", DeviceOrientation.portrait), ("landscape", .landscape)]
                ).map { Located($0, at: member.value.location) }
            case "direction":
                document.layoutDirection = oneOf(
                    member.value, "a layout direction (ltr or rtl)",
                    [("ltr", UserInterfaceLayoutDirection.leftToRight), ("rtl", .rightToLeft),
                     ("leftToRight", .leftToRight), ("rightToLeft", .rightToLeft)]
                ).map { Located($0, at: member.value.location) }
            case "safeAreaInsets":
                document.safeAreaInsets = insets(member.value).map { Located($0, at: member.value.location) }
            case "metrics":
                guard let metrics = member.value.members else {
                    fail(member.value.location, "expected a mapping of metric names to numbers, found \(member.value.documentKindDescription)")
                    continue
                }
                for metric in metrics {
                    if let number = number(metric.value) { document.metrics[metric.key] = number }
                }
            case "viewController": document.isViewControllerRoot = bool(member.value) ?? false
            case "freeStanding": document.isFreeStanding = bool(member.value) ?? false
            case "animations": document.animations = readAnimations(member.value)
            case _ where extraKeys.contains(member.key): document.extras[member.key] = member.value.json
            default: rootMembers.append(member)
            }
        }
        rootIsKnown = !document.isFreeStanding
        var root = readNode(
            members: rootMembers, at: value.location, kind: .view, isRoot: true,
            extraKeys: Self.documentKeys + extraKeys)
        root.name = Located("root", at: value.location)
        document.root = root
        if document.isFreeStanding {
            for member in windowMembers {
                fail(member.keyLocation, "expected no \(member.key) in a free-standing document (its views have no window)")
            }
        }
        checkNames(document)
        checkAnimationNames(document)
        return document
    }

    /// A key written twice in a mapping is an error at its second place (YAML and JSON
    /// readers both keep repeated keys; which one would win is not the writer's intent).
    mutating func checkDuplicateKeys<Node: _DocumentNode>(_ value: Node) {
        // By index, without copying members and values out of their arrays.
        if let members = value.members {
            // A view's mapping has a few keys: comparing them costs less than hashing them.
            var seen: Set<String> = []
            for index in members.indices {
                let isRepeated =
                    members.count <= 16
                    ? members[..<index].contains { $0.key == members[index].key }
                    : !seen.insert(members[index].key).inserted
                if isRepeated {
                    fail(
                        members[index].keyLocation,
                        "expected each key once in a mapping, found \(members[index].key) twice")
                }
                if members[index].value.isContainer { checkDuplicateKeys(members[index].value) }
            }
        } else if let elements = value.elements {
            // Scalars (a list of constraint strings) are passed over in place.
            for index in elements.indices where elements[index].isContainer { checkDuplicateKeys(elements[index]) }
        }
    }

    // MARK: Nodes

    /// Reads a node: its kind from the key that names it (`label: title`), or `kind` when the
    /// caller knows it (the root).
    mutating func readNode<Node: _DocumentNode>(
        _ value: Node, kind known: ViewKind? = nil
    ) -> ViewNode {
        guard let members = value.members else {
            nodeCount += 1
            fail(value.location, "expected a view (a mapping such as {label: title, text: Hello}), found \(value.documentKindDescription)")
            return ViewNode(kind: known ?? .view, location: value.location)
        }
        return readNode(members: members, at: value.location, kind: known)
    }

    /// Reads a node from its mapping's members (the root's are the document's, less the
    /// document's own keys).
    mutating func readNode<Members: RandomAccessCollection>(
        members: Members, at location: SourceLocation, kind known: ViewKind? = nil, isRoot: Bool = false,
        extraKeys: [String] = []
    ) -> ViewNode where Members.Element: _DocumentMember, Members.Index == Int {
        var node = ViewNode(kind: known ?? .view, location: location)
        let order = nodeCount
        nodeCount += 1
        // The first two members that name a kind (`label: title`), found once: comparing every
        // key with every keyword at each use was a tenth of reading a view.
        var firstKind: (position: Int, kind: ViewKind)?
        var secondKind: Int?
        if known == nil {
            for position in members.indices {
                guard case .kind(let kind) = _DocumentKey.classify(members[position].key) else { continue }
                if firstKind == nil {
                    firstKind = (position, kind)
                } else if secondKind == nil {
                    secondKind = position
                }
            }
            if let firstKind, let secondKind {
                fail(
                    members[secondKind].keyLocation,
                    "expected one kind per view, found \(members[firstKind.position].key) and \(members[secondKind].key)")
            }
            if let firstKind {
                let kindMember = members[firstKind.position]
                node.kind = firstKind.kind
                if !kindMember.value.isNull, let name = string(kindMember.value, "a name for the \(kindMember.key)") {
                    node.name = Located(name, at: kindMember.value.location)
                }
            } else {
                let known = ViewKind.keywords.map(\.keyword)
                let guess = members.first.map { NearestName.nearest(to: $0.key, in: known) ?? "view" } ?? "view"
                fail(
                    location,
                    "expected a view kind (\(known.joined(separator: ", "))) as a key, such as \(guess): NAME")
            }
            if let className = members.first(where: { $0.key == "class" }) {
                if let name = string(className.value, "a class name") {
                    if node.kind == .view {
                        node.kind = .custom(className: name)
                    } else {
                        fail(className.keyLocation, "expected class only on a view, found it on a \(node.kind.keyword)")
                    }
                }
            }
        }
        // Without a kind, the first key was taken for a misspelt kind and reported as such.
        let misspeltKind = known == nil && firstKind == nil
        let kind = node.kind
        for position in members.indices {
            // The member in place (a copy retained and released its key and value).
            let meaning = _DocumentKey.classify(members[position].key)
            if known == nil, case .kind = meaning { continue }
            if misspeltKind, position == 0 { continue }
            switch meaning {
            case .className where known == nil: continue
            case .name:
                if let name = string(members[position].value, "a name") {
                    node.name = Located(name, at: members[position].value.location)
                }
            case .when:
                if isRoot {
                    fail(members[position].keyLocation, "expected the root to be installed for every size class")
                } else {
                    node.condition = condition(members[position].value)
                }
            case .variants: node.variants = readVariants(members[position].value, kind: kind)
            case .children:
                guard kind != .layoutGuide else {
                    fail(members[position].keyLocation, "expected no children in a layout guide")
                    continue
                }
                guard let elements = members[position].value.elements else {
                    fail(
                        members[position].value.location,
                        "expected a list of views, found \(members[position].value.documentKindDescription)")
                    continue
                }
                node.children.reserveCapacity(elements.count)
                for index in elements.indices { node.children.append(readNode(elements[index])) }
            case .constraints:
                node.constraints = readConstraints(
                    members[position].value, owner: isRoot ? "root" : node.name?.value ?? "")
            case _ where kind.isList && Self.listKeys.contains(members[position].key):
                readListMember(members[position], into: &node)
            case .property(let key) where readProperty(key, members[position].value, kind: kind, into: &node.properties):
                // Read into the node's own properties (a second set per node, merged after,
                // cost more than its keys).
                continue
            default:
                let known = Self.nodeKeys + Self.propertyKeys(for: kind) + Array(Self.aliases.keys) + extraKeys
                    + (kind.isList ? Self.listKeys : [])
                fail(
                    members[position].keyLocation,
                    NearestName.message(
                        expected: isRoot ? "a key of the document or a property of the root view" : "a property of \(kind.description)",
                        found: members[position].key, known: known))
            }
        }
        if kind.isList { checkList(&node, at: location) }
        if !isRoot, let name = node.name {
            namedNodes.append((order, name))
            if !Self.isDeclarable(name.value) || !namesReadSoFar.insert(name.value) { namesAreAllDeclarable = false }
        }
        // By index: copying each entry out to look at its statement cost more than the look.
        for index in node.constraints.indices {
            if case .statement(let statement) = node.constraints[index].content, !namesAreRead(statement) {
                statements.append(
                    NamedStatement(statement: statement, characterLocation: node.constraints[index].characterLocation))
            }
        }
        if let spacings = node.properties.customSpacingAfter {
            let arranged = node.children.compactMap { $0.name?.value }
            for spacing in spacings where !arranged.contains(spacing.view.value) {
                fail(
                    spacing.view.location,
                    NearestName.message(
                        expected: "a view arranged in \(node.name?.value ?? "the stack")", found: spacing.view.value,
                        known: arranged))
            }
        }
        return node
    }

    mutating func readVariants<Node: _DocumentNode>(_ value: Node, kind: ViewKind) -> [PropertyVariant] {
        guard let elements = value.elements else {
            fail(value.location, "expected a list of variants ({when: wR, PROPERTY: VALUE}), found \(value.documentKindDescription)")
            return []
        }
        var variants: [PropertyVariant] = []
        for element in elements {
            guard let members = element.members else {
                fail(element.location, "expected a variant ({when: wR, PROPERTY: VALUE}), found \(element.documentKindDescription)")
                continue
            }
            guard let when = members.first(where: { $0.key == "when" }) else {
                fail(element.location, "expected a variant with when: (the size classes it is for)")
                continue
            }
            var properties = ViewProperties()
            for member in members where member.key != "when" {
                if !readProperty(member.key, member.value, kind: kind, into: &properties) {
                    fail(
                        member.keyLocation,
                        NearestName.message(
                            expected: "a property of \(kind.description)", found: member.key,
                            known: Self.propertyKeys(for: kind)))
                }
            }
            if let condition = condition(when.value) {
                variants.append(PropertyVariant(condition: condition, properties: properties))
            }
        }
        return variants
    }

    // MARK: Constraints

    /// A list of constraints: strings (statements or visual formats), `{constraint, when?,
    /// identifier?}`, `{format, options?, metrics?, when?}`, and groups `{when, constraints}`.
    mutating func readConstraints<Node: _DocumentNode>(
        _ value: Node, owner: String, condition inherited: Located<TraitCondition>? = nil
    ) -> [ConstraintEntry] {
        guard let elements = value.elements else {
            fail(value.location, "expected a list of constraints, found \(value.documentKindDescription)")
            return []
        }
        var entries: [ConstraintEntry] = []
        entries.reserveCapacity(elements.count)
        for index in elements.indices {
            // A string (nearly every entry) is read in place, its entry made in the list.
            if let text = elements[index].text {
                appendConstraint(
                    text, at: elements[index].location, characterLocation: elements[index].characterLocation,
                    owner: owner, condition: inherited, to: &entries)
                continue
            }
            let element = elements[index]
            // `- A.height = 50 (priority: 950)` unquoted is a YAML mapping: its key and value are
            // the statement, split at ": ".
            if let members = element.members, members.count == 1, members[0].key.contains("(priority"),
                let rest = members[0].value.text ?? members[0].value.number.map({ _JSONWriter.number($0) })
            {
                let keyLocation = members[0].keyLocation
                appendConstraint(
                    members[0].key + ": " + rest, at: keyLocation,
                    characterLocation: {
                        SourceLocation(file: keyLocation.file, line: keyLocation.line, column: keyLocation.column + $0)
                    }, owner: owner, condition: inherited, to: &entries)
                continue
            }
            guard let fields = mapping(
                element, "a constraint (a string, {constraint, when}, {format, options, metrics} or {when, constraints})",
                keys: ["constraint", "format", "options", "metrics", "when", "identifier", "constraints"])
            else { continue }
            var condition = inherited
            if let when = fields["when"] { condition = self.condition(when) ?? inherited }
            if let group = fields["constraints"] {
                entries += readConstraints(group, owner: owner, condition: condition)
                continue
            }
            let identifier = fields["identifier"].flatMap { string($0) }
            if let text = fields["constraint"] ?? fields["format"] {
                guard text.text != nil else {
                    fail(text.location, "expected a constraint string, found \(text.documentKindDescription)")
                    continue
                }
                var options: [Located<String>] = []
                var metrics: [String: Double] = [:]
                if let list = fields["options"] {
                    for option in list.elements.map(Array.init) ?? [list] {
                        if let name = string(option, "a visual format option") {
                            options.append(Located(name, at: option.location))
                        }
                    }
                }
                if let map = fields["metrics"] {
                    if let members = map.members {
                        for metric in members {
                            if let number = number(metric.value) { metrics[metric.key] = number }
                        }
                    } else { fail(map.location, "expected a mapping of metrics, found \(map.documentKindDescription)") }
                }
                if appendConstraint(
                    text.text!, at: text.location, characterLocation: text.characterLocation, owner: owner,
                    condition: condition, visualFormat: fields["format"] != nil, to: &entries)
                {
                    let last = entries.count - 1
                    entries[last].identifier = identifier
                    if case .visualFormat(let format, _, _) = entries[last].content {
                        entries[last].content = .visualFormat(format, options: options, metrics: metrics)
                    } else if !options.isEmpty || !metrics.isEmpty {
                        fail(element.location, "expected options and metrics only with a visual format")
                    }
                }
            } else {
                fail(element.location, "expected a constraint, format or constraints key")
            }
        }
        return entries
    }

    /// Reads a constraint's text, a statement or a visual format, and appends its entry to
    /// `entries`; false (the error recorded) for a statement that does not parse.
    @discardableResult
    mutating func appendConstraint(
        _ text: String, at location: SourceLocation, characterLocation: @escaping @Sendable (Int) -> SourceLocation,
        owner: String, condition: Located<TraitCondition>?, visualFormat: Bool = false,
        to entries: inout [ConstraintEntry]
    ) -> Bool {
        if visualFormat || ConstraintStatement.isVisualFormat(text) {
            entries.append(
                ConstraintEntry(
                    content: .visualFormat(text, options: [], metrics: [:]), text: text, location: location,
                    characterLocation: characterLocation, condition: condition, owner: owner))
            return true
        }
        do {
            let statement = try ConstraintStatement(parsing: text, notation: .document)
            entries.append(
                ConstraintEntry(
                    content: .statement(statement), text: text, location: location,
                    characterLocation: characterLocation, condition: condition, owner: owner))
            return true
        } catch {
            errors.append(FormatError(location: characterLocation(error.offset), message: error.message))
            return false
        }
    }

    // MARK: Names

    /// Whether ``checkNames(_:)`` declares a node of this name: a valid name, not reserved.
    static func isDeclarable(_ name: String) -> Bool {
        let length = name.utf8.count
        if length == 4 || length == 9, reservedNames.contains(name.lowercased()) { return false }
        return ConstraintStatement.isItemName(name)
    }

    /// Whether every view a statement names is `superview`, `root` or a node read before it,
    /// and so needs no check at the end.
    func namesAreRead(_ statement: ConstraintStatement) -> Bool {
        func isRead(_ operand: ConstraintStatement.Operand) -> Bool {
            let view = Self.viewName(ofItem: operand.item).name
            return view == "superview" || (rootIsKnown && view == "root") || namesReadSoFar.contains(view)
        }
        guard isRead(statement.first) else { return false }
        return statement.second.map(isRead) ?? true
    }

    /// Every name given once, none reserved; every item a statement names is a node, `root`,
    /// `superview`, or a guide of one (`.safeArea`, `.layoutMargins`). (That every custom
    /// spacing names an arranged view of its stack is checked as the stack is read.)
    mutating func checkNames(_ document: LayoutDocument) {
        // Sets for the look-ups (a document of 10,000 views made this quadratic; a `_NameSet`,
        // hashing bytes, costs a fraction of a `Set<String>`), the list in order for the
        // nearest names. When every name read was valid and new, the names read are the
        // declared names, and the list is made only for a message.
        var declared: [String] = []
        var declaredSet = namesReadSoFar
        if !namesAreAllDeclarable {
            declared = declaredNames()
            declaredSet = _NameSet(minimumCapacity: declared.count + 2)
            for name in declared { declaredSet.insert(name) }
        }
        var declaredListIsMade = !namesAreAllDeclarable
        // Made once, for the first unknown name (not per error: a document of thousands of
        // misspelt names copied the list for each).
        var knownList: [String] = []
        func known() -> [String] {
            if !declaredListIsMade {
                declared = namedNodes.sorted { $0.order < $1.order }.map(\.name.value)
                declaredListIsMade = true
            }
            // A free-standing document has no root view to name.
            if knownList.isEmpty { knownList = (document.isFreeStanding ? [] : ["root"]) + ["superview"] + declared }
            return knownList
        }
        // The declared names are none of these (they are reserved).
        var knownSet = declaredSet
        if !document.isFreeStanding { knownSet.insert("root") }
        knownSet.insert("superview")
        func check(_ operand: ConstraintStatement.Operand, of named: Int) {
            let view = Self.viewName(ofItem: operand.item)
            guard !knownSet.contains(view.name), view.name.lowercased() != "superview" else { return }
            let guides = view.guide == nil ? known() : known().map { $0 + "." + view.guide! }
            fail(
                statements[named].characterLocation(operand.itemOffset),
                NearestName.message(
                    expected: view.guide == nil ? "a view of the document" : "a guide of a view of the document",
                    found: operand.item, known: guides))
        }
        // By index: copying each statement out cost more than checking its names.
        for index in statements.indices {
            check(statements[index].statement.first, of: index)
            if let second = statements[index].statement.second { check(second, of: index) }
        }
    }

    /// The names the nodes declare, in the tree's order, each error of a name (reserved,
    /// repeated, not a name) reported at its place.
    mutating func declaredNames() -> [String] {
        var declared: [String] = []
        var declaredSet = _NameSet(minimumCapacity: namedNodes.count + 2)
        declared.reserveCapacity(namedNodes.count)
        namedNodes.sort { $0.order < $1.order }
        for (_, name) in namedNodes {
            // Only ASCII letters lower-case to a reserved name's: its length in bytes, 4 or 9,
            // spares lower-casing every other name.
            let length = name.value.utf8.count
            if length == 4 || length == 9, Self.reservedNames.contains(name.value.lowercased()) {
                fail(name.location, "expected a name of its own, found \(name.value) (it names another view in constraints)")
            } else if declaredSet.contains(name.value) {
                fail(name.location, "expected a name of its own, found \(name.value) (already declared)")
            } else if !ConstraintStatement.isItemName(name.value) {
                fail(name.location, "expected a name of letters, digits and _ (not starting with a digit), found \(name.value)")
            } else {
                declared.append(name.value)
                declaredSet.insert(name.value)
            }
        }
        return declared
    }

    /// The guides an item may name after a view: `.safeArea` (`.safeAreaLayoutGuide`) and
    /// `.layoutMargins` (`.layoutMarginsGuide`).
    static let guideSuffixes: [(written: String, guide: String)] = [
        ("safeArea", "safeArea"), ("safeAreaLayoutGuide", "safeArea"), ("layoutMargins", "layoutMargins"),
        ("layoutMarginsGuide", "layoutMargins"),
    ]

    /// The view an item names and the guide of it, if any: `root.safeArea` → (`root`, `safeArea`).
    ///
    /// - Complexity: O(length of the item), reading its bytes in place (`lastIndex(of:)` on
    ///   the UTF-8 view walked back through a slow index path: 3 M instructions for D2's items).
    static func viewName(ofItem item: String) -> (name: String, guide: String?) {
        func lastDot(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
            var index = bytes.count - 1
            while index >= 0, bytes[index] != UInt8(ascii: ".") { index -= 1 }
            return index
        }
        // The bytes in place (a native or small string's are contiguous), else a copy.
        let dot = item.utf8.withContiguousStorageIfAvailable(lastDot) ?? Array(item.utf8).withUnsafeBufferPointer(lastDot)
        guard dot >= 0 else { return (item, nil) }
        let suffix = item.utf8.dropFirst(dot + 1)
        guard let guide = guideSuffixes.first(where: { suffix.elementsEqual($0.written.utf8) }) else { return (item, nil) }
        return (String(Substring(item.utf8.prefix(dot))), guide.guide)
    }
}
