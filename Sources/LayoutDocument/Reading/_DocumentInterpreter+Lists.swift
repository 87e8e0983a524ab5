import Foundation
import LayoutFormats

// A `table`'s or `list`'s prototype cells and sample items. Each prototype is read as a small
// free-standing document of its own (its names are its own, its constraints may name only its
// views), and each item's values are checked against the prototype they show in.

extension _DocumentInterpreter {
    /// The keys of a `table` or `list` besides its properties.
    static let listKeys = ["cells", "items"]

    /// Reads `cells` or `items` into the node's list content.
    mutating func readListMember<Member: _DocumentMember>(_ member: Member, into node: inout ViewNode) {
        var content = node.list ?? ListContent()
        defer { node.list = content }
        guard let elements = member.value.elements else {
            let what = member.key == "cells" ? "prototype cells ({cell: ID, children, constraints})" : "items ({cell: ID, NAME: VALUE})"
            fail(member.value.location, "expected a list of \(what), found \(member.value.documentKindDescription)")
            return
        }
        if member.key == "cells" {
            for element in elements {
                if let prototype = readPrototype(element) {
                    if content.prototype(prototype.identifier.value) != nil {
                        fail(prototype.identifier.location, "expected a cell identifier of its own, found \(prototype.identifier.value) (already declared)")
                    } else {
                        content.prototypes.append(prototype)
                    }
                }
            }
        } else {
            for element in elements {
                if let item = readItem(element) { content.items.append(item) }
            }
        }
    }

    /// A prototype: `cell: ID` and a view's keys (children, constraints, properties), read by
    /// an interpreter of its own and checked as a free-standing document.
    mutating func readPrototype<Node: _DocumentNode>(_ value: Node) -> CellPrototype? {
        guard let members = value.members else {
            fail(value.location, "expected a prototype cell ({cell: ID, children, constraints}), found \(value.documentKindDescription)")
            return nil
        }
        guard let cell = members.first(where: { $0.key == "cell" }) else {
            fail(value.location, "expected a prototype cell with cell: (its reuse identifier)")
            return nil
        }
        guard let identifier = string(cell.value, "a reuse identifier") else { return nil }
        guard ConstraintStatement.isItemName(identifier), !Self.reservedNames.contains(identifier.lowercased()) else {
            fail(cell.value.location, "expected a reuse identifier of letters, digits and _ (not starting with a digit, not root, superview or self), found \(identifier)")
            return nil
        }
        var reader = _DocumentInterpreter(file: file)
        var node = reader.readNode(members: members.filter { $0.key != "cell" }, at: value.location, kind: .view)
        let name = Located(identifier, at: cell.value.location)
        node.name = name
        reader.namedNodes.append((-1, name))
        // The cell's identifier names its root view: a name read, for the checks of the
        // statements that name it.
        if !Self.isDeclarable(identifier) || !reader.namesReadSoFar.insert(identifier) { reader.namesAreAllDeclarable = false }
        var document = LayoutDocument(
            file: file, root: ViewNode(kind: .view, name: Located("root", at: value.location), children: [node], location: value.location))
        document.isFreeStanding = true
        reader.checkNames(document)
        errors += reader.errors
        return CellPrototype(identifier: name, node: node)
    }

    /// An item: `cell: ID` (optional when the list has one prototype) and `NAME: VALUE` pairs,
    /// checked later against the prototype (``checkList(_:at:)``).
    mutating func readItem<Node: _DocumentNode>(_ value: Node) -> ListItem? {
        guard let members = value.members else {
            fail(value.location, "expected an item ({cell: ID, NAME: VALUE}), found \(value.documentKindDescription)")
            return nil
        }
        var item = ListItem(cell: Located("", at: value.location), location: value.location)
        for member in members {
            if member.key == "cell" {
                if let identifier = string(member.value, "a reuse identifier") {
                    item.cell = Located(identifier, at: member.value.location)
                }
                continue
            }
            // Kept as written until the prototype says what the named view takes.
            let content: ListValue.Content
            if let flag = member.value.bool, member.value.text == nil || member.value.number == nil {
                content = .isOn(flag)
            } else if let number = member.value.number, member.value.text == nil {
                content = .value(number)
            } else if let text = member.value.text {
                content = .text(text)
            } else {
                fail(member.value.location, "expected text, a number or true/false for \(member.key), found \(member.value.documentKindDescription)")
                continue
            }
            item.values.append(ListValue(name: Located(member.key, at: member.keyLocation), content: Located(content, at: member.value.location)))
        }
        return item
    }

    /// Checks a list's items against its prototypes: each names a prototype (or the list has
    /// one), each value a view of it of a kind that takes the value (text for a label, text
    /// field, text view or button; an image file for an image view; true/false for a switch; a
    /// number for a slider). Values that do not fit are errors and left out.
    mutating func checkList(_ node: inout ViewNode, at location: SourceLocation) {
        var content = node.list ?? ListContent()
        if let spacing = node.properties.spacing, spacing.value < 0 {
            fail(spacing.location, "expected a spacing (a number >= 0), found \(_JSONWriter.number(spacing.value))")
            node.properties.spacing = nil
        }
        if !content.items.isEmpty, content.prototypes.isEmpty {
            fail(location, "expected cells: (the prototype cells the items show in) in a \(node.kind.keyword) with items")
        }
        let identifiers = content.prototypes.map(\.identifier.value)
        var kept: [ListItem] = []
        for var item in content.items {
            if item.cell.value.isEmpty {
                guard identifiers.count == 1 else {
                    if !identifiers.isEmpty {
                        fail(item.location, "expected cell: (one of \(identifiers.joined(separator: ", "))) in an item of a list of several prototype cells")
                    }
                    continue
                }
                item.cell.value = identifiers[0]
            }
            guard let prototype = content.prototype(item.cell.value) else {
                fail(item.cell.location, NearestName.message(expected: "a prototype cell of the list", found: item.cell.value, known: identifiers))
                continue
            }
            var kinds: [String: ViewKind] = [:]
            prototype.node.forEachInSubtree { if let name = $0.name?.value { kinds[name] = $0.kind } }
            item.values = item.values.compactMap { value in
                guard let kind = kinds[value.name.value] else {
                    fail(value.name.location, NearestName.message(
                        expected: "a view of the prototype cell \(prototype.identifier.value)", found: value.name.value,
                        known: kinds.keys.sorted()))
                    return nil
                }
                return bind(value, to: kind)
            }
            kept.append(item)
        }
        content.items = kept
        node.list = content
    }

    /// The value as the kind of view takes it, or nil (an error) when it takes none such.
    mutating func bind(_ value: ListValue, to kind: ViewKind) -> ListValue? {
        var bound = value
        let written: String
        switch value.content.value {
        case .text(let text): written = text
        case .image(let file): written = file
        case .value(let number): written = _JSONWriter.number(number)
        case .isOn(let flag): written = flag ? "true" : "false"
        }
        switch kind {
        case .label, .textField, .textView, .button: bound.content.value = .text(written)
        case .imageView: bound.content.value = .image(written)
        case .switch:
            guard case .isOn = value.content.value else {
                fail(value.content.location, "expected true or false for the switch \(value.name.value), found \(written)")
                return nil
            }
        case .slider:
            if case .text(let text) = value.content.value, let number = Double(text), number.isFinite {
                bound.content.value = .value(number)
            }
            guard case .value = bound.content.value else {
                fail(value.content.location, "expected a number for the slider \(value.name.value), found \(written)")
                return nil
            }
        default:
            fail(value.name.location, "expected a label, text field, text view, button, image view, switch or slider to bind a value to, found \(value.name.value) (a \(kind.description))")
            return nil
        }
        return bound
    }
}
