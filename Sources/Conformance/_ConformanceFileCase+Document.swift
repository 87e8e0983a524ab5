import AutoLayout
import Foundation
import LayoutDocument
import LayoutFormats

// A case of a conformance file read into a layout document: the root becomes the document's
// root (a window of the root's size), each view and stack a node under its parent, each arranged
// view a child of its stack in order, the constraint strings and then the visual formats the
// root's entries in the order written — so that the builder activates them as the format says.

extension _ConformanceFileCase {
    /// The case: its document, or an empty one with the case's validation errors.
    func conformanceCase() -> ConformanceCase {
        let errors = validationErrors()
        var testCase = ConformanceCase(
            id: id, title: title, source: source,
            document: LayoutDocument(file: location.file, root: ViewNode(kind: .view, location: location)),
            fitting: fitting, expectation: expectation, expectationLocation: expectationLocation, location: location,
            validationErrors: errors)
        guard errors.isEmpty else { return testCase }
        testCase.document = document()
        if let root {
            let traits = TraitCollection(layoutDirection: root.isRightToLeft ? .rightToLeft : .leftToRight)
            let insets = root.safeAreaInsets.map { EdgeInsets(top: $0.top, left: $0.left, bottom: $0.bottom, right: $0.right) }
            let environment = LayoutEnvironment(size: root.size, safeAreaInsets: insets ?? .zero, traitCollection: traits)
            testCase.environment = environment
            if let size = root.resizeTo {
                testCase.resize = LayoutEnvironment(size: size, safeAreaInsets: environment.safeAreaInsets, traitCollection: traits)
            }
        }
        return testCase
    }

    /// The document the case describes (its validation errors, none, let it be built).
    func document() -> LayoutDocument {
        var rootNode = ViewNode(kind: .view, name: Located("root", at: location), location: location)
        if let margins = root?.directionalLayoutMargins {
            rootNode.properties.directionalLayoutMargins = Located(
                DirectionalEdgeInsets(top: margins.top, leading: margins.leading, bottom: margins.bottom, trailing: margins.trailing),
                at: location)
        }
        // The children of each parent: views, then stacks, in the order written (the order the
        // format's runner has always added them in); a stack's are its arranged views.
        let arranged = Set(stacks.flatMap { $0.arranged.map(\.text) })
        var childrenOf: [String: [String]] = [:]
        for (name, parent) in views.map({ ($0.name, $0.parent) }) + stacks.map({ ($0.name, $0.parent) })
        where !arranged.contains(name) {
            childrenOf[parent ?? "root", default: []].append(name)
        }
        for stack in stacks { childrenOf[stack.name] = stack.arranged.map(\.text) }
        let viewsByName = Dictionary(views.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        let stacksByName = Dictionary(stacks.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        // The validation has ruled out cycles; a case's tree is a few levels deep.
        func subtree(_ name: String) -> ViewNode {
            var node = viewsByName[name].map(Self.node) ?? stacksByName[name].map(Self.node)
                ?? ViewNode(kind: .view, location: location)
            node.children = (childrenOf[name] ?? []).map(subtree)
            return node
        }
        rootNode.children = (childrenOf["root"] ?? []).map(subtree)
        rootNode.constraints = constraints.compactMap(entry) + visualFormats.map(entry)
        var document = LayoutDocument(
            file: location.file, title: title.isEmpty ? nil : title, root: rootNode,
            size: root.map { Located($0.size, at: location) },
            layoutDirection: root.map { Located($0.isRightToLeft ? .rightToLeft : .leftToRight, at: location) },
            safeAreaInsets: root?.safeAreaInsets.map {
                Located(EdgeInsets(top: $0.top, left: $0.left, bottom: $0.bottom, right: $0.right), at: location)
            },
            isViewControllerRoot: root?.isViewControllerRoot ?? false)
        document.isFreeStanding = root == nil
        return document
    }

    /// A plain view: its data as properties (every one set, as the format's defaults are not
    /// all UIKit's).
    static func node(_ spec: ViewSpec) -> ViewNode {
        let at = spec.location
        var p = ViewProperties()
        if spec.intrinsicWidth != nil || spec.intrinsicHeight != nil {
            p.intrinsicContentSize = Located(
                ViewProperties.IntrinsicSize(width: spec.intrinsicWidth.map(Double.init), height: spec.intrinsicHeight.map(Double.init)),
                at: at)
        }
        p.contentHugging = Located(.init(horizontal: spec.hugging.horizontal, vertical: spec.hugging.vertical), at: at)
        p.compressionResistance = Located(
            .init(horizontal: spec.compression.horizontal, vertical: spec.compression.vertical), at: at)
        p.isHidden = Located(spec.isHidden, at: at)
        p.baselines = spec.baseline.map { Located(.init(first: Double($0.first), last: Double($0.last)), at: at) }
        p.alignmentRectInsets = spec.alignmentRectInsets.map {
            Located(EdgeInsets(top: $0.top, left: $0.left, bottom: $0.bottom, right: $0.right), at: at)
        }
        p.translatesAutoresizingMaskIntoConstraints = Located(spec.translatesAutoresizingMaskIntoConstraints, at: at)
        p.frame = spec.frame.map { Located($0, at: at) }
        var mask: AutoresizingMask = []
        for name in spec.autoresizingMask {
            if let part = AutoresizingMask.named.first(where: { $0.name == name }) { mask.insert(part.mask) }
        }
        p.autoresizingMask = Located(mask, at: at)
        return ViewNode(kind: .view, name: Located(spec.name, at: at), properties: p, location: at)
    }

    /// A stack view with its properties (its arranged views are its children).
    static func node(_ spec: StackSpec) -> ViewNode {
        let at = spec.location
        var p = ViewProperties()
        p.axis = Located(spec.axis == "vertical" ? .vertical : .horizontal, at: at)
        let distribution = StackView.Distribution.allCases.first { $0.description == spec.distribution } ?? .fill
        p.distribution = Located(distribution, at: at)
        let alignment: StackView.Alignment =
            switch spec.alignment {
            case "top": .top
            case "bottom": .bottom
            default: StackView.Alignment.allCases.first { $0.description == spec.alignment } ?? .fill
            }
        p.alignment = Located(alignment, at: at)
        p.spacing = Located(Double(spec.spacing), at: at)
        p.isLayoutMarginsRelativeArrangement = Located(spec.layoutMarginsRelativeArrangement, at: at)
        p.directionalLayoutMargins = spec.layoutMargins.map {
            Located(DirectionalEdgeInsets(top: $0.top, leading: $0.leading, bottom: $0.bottom, trailing: $0.trailing), at: at)
        }
        p.customSpacingAfter = spec.customSpacingAfter.map {
            (view: Located($0.view.text, at: $0.view.location), spacing: Double($0.spacing))
        }
        return ViewNode(kind: .stackView, name: Located(spec.name, at: at), properties: p, location: at)
    }

    /// A constraint string as an entry of the root (nil for one that does not parse, which the
    /// validation has reported).
    func entry(_ text: ConformanceCase.ConstraintText) -> ConstraintEntry? {
        guard let statement = try? ConstraintStatement(parsing: text.text, notation: .conformance) else { return nil }
        let start = text.location
        return ConstraintEntry(
            content: .statement(statement), text: text.text, location: start,
            characterLocation: { SourceLocation(file: start.file, line: start.line, column: start.column + 1 + $0) },
            owner: "root")
    }

    /// A visual format as an entry of the root, at its string (its opening quote).
    func entry(_ spec: VisualFormatSpec) -> ConstraintEntry {
        var metrics: [String: Double] = [:]
        for (name, value) in spec.metrics { metrics[name] = Double(value) }
        let start = spec.formatLocation ?? spec.location
        return ConstraintEntry(
            content: .visualFormat(
                spec.format, options: spec.options.map { Located($0.text, at: $0.location) }, metrics: metrics),
            text: spec.format, location: start,
            characterLocation: { SourceLocation(file: start.file, line: start.line, column: start.column + 1 + $0) },
            owner: "root")
    }
}
