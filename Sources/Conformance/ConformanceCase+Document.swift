import AutoLayout
import Foundation
import LayoutDocument
import LayoutFormats

// A case written as a layout document (docs/layout-documents.md, YAML or JSON): the document is
// the layout, and the top-level keys `id`, `title`, `source`, `fitting` and `expect` are the
// case's, as in a case of the conformance format. Such a file holds one case.

extension ConformanceCase {
    /// The top-level keys of a document that are the case's rather than the layout's.
    public static let documentCaseKeys = ["id", "source", "fitting", "expect"]

    /// Reads the cases of a file: a conformance file (JSON with `cases`), or a layout document
    /// (YAML, or JSON without `cases`) that is one case.
    ///
    /// - Throws: a ``LayoutDocumentError`` with every error found (one for a conformance file,
    ///   which stops at its first).
    public static func read(contentsOfFile path: String) throws(LayoutDocumentError) -> [ConformanceCase] {
        let text: String
        do {
            text = try SourceFile.read(atPath: path)
        } catch {
            throw LayoutDocumentError(errors: [error], text: nil)
        }
        let format = LayoutDocument.Format(path: path)
        if format == .json, isConformanceFile(text) {
            do {
                return try read(text, file: path)
            } catch {
                throw LayoutDocumentError(errors: [error], text: text)
            }
        }
        return [try readDocument(text, file: path, format: format)]
    }

    /// Whether a JSON text is a conformance file: an object with a `cases` member.
    static func isConformanceFile(_ text: String) -> Bool {
        guard let value = try? JSONValue.parse(text, file: "") else { return true }
        return value.members?.contains { $0.key == "cases" } ?? true
    }

    /// Reads one case written as a layout document.
    ///
    /// Its views are plain views (`view`, with `intrinsicContentSize`, `baselines`,
    /// `alignmentRectInsets` as data) and stack views (`stack`, whose children are arranged);
    /// each needs a name. Its root is the window, `size` its size. Constraints are read in the
    /// document notation; `superview` is resolved to a name. Without `expect`, the case expects
    /// no particular frames (for `autolayout check`).
    ///
    /// - Throws: a ``LayoutDocumentError`` with every error of the document, and the case's own:
    ///   a control or a layout guide (not of the format), an unnamed view, size classes, no size.
    public static func readDocument(
        _ text: String, file: String, format: LayoutDocument.Format = .yaml
    ) throws(LayoutDocumentError) -> ConformanceCase {
        let document = try LayoutDocument.parse(text, file: file, format: format, extraKeys: documentCaseKeys)
        var errors: [FormatError] = []
        let testCase = ConformanceCase(document: document, errors: &errors)
        guard errors.isEmpty, let testCase else {
            throw LayoutDocumentError(errors: errors.sorted { ($0.location.line, $0.location.column) < ($1.location.line, $1.location.column) }, text: text)
        }
        return testCase
    }

    /// The case a document writes, or nil with its errors.
    init?(document: LayoutDocument, errors: inout [FormatError]) {
        let extras = document.extras
        let start = document.root.location
        func text(_ key: String) -> String? { extras[key]?.string }
        guard let size = document.size?.value else {
            errors.append(FormatError(location: start, message: "expected a size for the root of the case"))
            return nil
        }
        let margins = document.root.properties.directionalLayoutMargins?.value
        let insets = document.safeAreaInsets?.value
        let root = Root(
            size: size, isRightToLeft: document.layoutDirection?.value == .rightToLeft,
            directionalLayoutMargins: margins.map { ($0.top, $0.leading, $0.bottom, $0.trailing) },
            safeAreaInsets: insets.map { ($0.top, $0.left, $0.bottom, $0.right) }, resizeTo: nil,
            isViewControllerRoot: document.isViewControllerRoot)
        var views: [ViewSpec] = []
        var stacks: [StackSpec] = []
        var entries: [(entry: ConstraintEntry, parentOfOwner: String)] = []
        var parentOf: [String: String] = [:]
        for entry in document.root.constraints { entries.append((entry, "root")) }
        func visit(_ node: ViewNode, parent: String) {
            if let condition = node.condition {
                errors.append(FormatError(location: condition.location, message: "expected no size classes in a conformance case"))
            }
            guard let name = node.name else {
                errors.append(FormatError(location: node.location, message: "expected a name for every view of a case"))
                return
            }
            parentOf[name.value] = parent
            for entry in node.constraints { entries.append((entry, name.value)) }
            let p = node.properties
            switch node.kind {
            case .view, .custom:
                var view = ViewSpec(name: name.value, parent: parent, parentLocation: node.location, location: node.location)
                view.intrinsicWidth = p.intrinsicContentSize?.value.width.map { CGFloat($0) }
                view.intrinsicHeight = p.intrinsicContentSize?.value.height.map { CGFloat($0) }
                if let hugging = p.contentHugging?.value { view.hugging = (hugging.horizontal, hugging.vertical) }
                if let compression = p.compressionResistance?.value {
                    view.compression = (compression.horizontal, compression.vertical)
                }
                view.isHidden = p.isHidden?.value ?? false
                view.baseline = p.baselines.map { (CGFloat($0.value.first), CGFloat($0.value.last)) }
                view.alignmentRectInsets = p.alignmentRectInsets.map { ($0.value.top, $0.value.left, $0.value.bottom, $0.value.right) }
                view.translatesAutoresizingMaskIntoConstraints = p.translatesAutoresizingMaskIntoConstraints?.value ?? false
                view.frame = p.frame?.value
                view.autoresizingMask = AutoresizingMask.named.filter { part in p.autoresizingMask?.value.contains(part.mask) ?? false }.map { $0.name }
                views.append(view)
            case .stackView:
                var stack = StackSpec(
                    name: name.value, parent: parent, parentLocation: node.location,
                    axis: p.axis?.value == .vertical ? "vertical" : "horizontal",
                    distribution: p.distribution?.value.description ?? "fill",
                    alignment: p.alignment?.value.description ?? "fill", spacing: CGFloat(p.spacing?.value ?? 0),
                    customSpacingAfter: (p.customSpacingAfter ?? []).map {
                        (Name(text: $0.view.value, location: $0.view.location), CGFloat($0.spacing))
                    },
                    arranged: node.children.compactMap { child in child.name.map { Name(text: $0.value, location: $0.location) } },
                    location: node.location)
                stack.layoutMarginsRelativeArrangement = p.isLayoutMarginsRelativeArrangement?.value ?? false
                stack.layoutMargins = p.directionalLayoutMargins.map { ($0.value.top, $0.value.leading, $0.value.bottom, $0.value.trailing) }
                stacks.append(stack)
            default:
                errors.append(
                    FormatError(
                        location: node.location,
                        message: "expected a view or a stack in a conformance case, found a \(node.kind.keyword)"))
            }
            for child in node.children { visit(child, parent: name.value) }
        }
        for child in document.root.children { visit(child, parent: "root") }
        entries.sort { ($0.entry.location.line, $0.entry.location.column) < ($1.entry.location.line, $1.entry.location.column) }
        var constraints: [ConstraintText] = []
        var formats: [VisualFormatSpec] = []
        for (entry, owner) in entries {
            if let condition = entry.condition {
                errors.append(FormatError(location: condition.location, message: "expected no size classes in a conformance case"))
            }
            switch entry.content {
            case .statement(var statement):
                let other = { (operand: ConstraintStatement.Operand?) in operand?.item.lowercased() == "superview" ? nil : operand }
                let firstOwner = other(statement.second).map { parentOf[Self.viewPart($0.item)] ?? "root" } ?? (parentOf[owner] ?? "root")
                let secondOwner = parentOf[Self.viewPart(statement.first.item)] ?? (parentOf[owner] ?? "root")
                var resolved = false
                if statement.first.item.lowercased() == "superview" {
                    statement.first.item = firstOwner
                    resolved = true
                }
                if statement.second?.item.lowercased() == "superview" {
                    statement.second?.item = secondOwner
                    resolved = true
                }
                // A string the conformance notation reads keeps its text, so that reports quote it.
                let written = !resolved && (try? ConstraintStatement(parsing: entry.text, notation: .conformance)) != nil
                constraints.append(ConstraintText(text: written ? entry.text : statement.description, location: entry.location))
            case .visualFormat(let format, let options, let metrics):
                var all = document.metrics.map { (name: $0.key, value: CGFloat($0.value)) }.sorted { $0.name < $1.name }
                all += metrics.map { (name: $0.key, value: CGFloat($0.value)) }.sorted { $0.name < $1.name }
                formats.append(
                    VisualFormatSpec(
                        format: format, options: options.map { Name(text: $0.value, location: $0.location) },
                        metrics: all, location: entry.location, formatLocation: entry.location))
            }
        }
        var fitting: FittingSpec?
        var expectation = Expectation.frames([], tolerance: 0.01, notAsserted: [], alignmentRects: false)
        var expectationLocation = start
        do {
            if let value = extras["fitting"], value.content != .null { fitting = try Self.readFitting(value) }
            if let value = extras["expect"] {
                expectation = try Self.readExpectation(value)
                expectationLocation = value.location
            }
        } catch {
            errors.append(error)
        }
        guard errors.isEmpty else { return nil }
        self.init(
            id: text("id") ?? URL(fileURLWithPath: document.file).deletingPathExtension().lastPathComponent,
            title: document.title ?? "", source: text("source") ?? "", root: root, views: views,
            stacks: stacks, constraints: constraints, visualFormats: formats, fitting: fitting, expectation: expectation,
            expectationLocation: expectationLocation, location: start)
        self.document = document
    }

    /// The view an item names (`v.safeArea` → `v`).
    static func viewPart(_ item: String) -> String {
        for guide in [".safeArea", ".layoutMargins"] where item.hasSuffix(guide) { return String(item.dropLast(guide.count)) }
        return item
    }
}
