import AutoLayout
import Foundation
import LayoutDocument
import LayoutFormats

// A case written as a layout document (docs/layout-documents.md, YAML or JSON): the document is
// the layout, and the top-level keys `id`, `source`, `fitting`, `expect`, `resizeTo` and
// `rotateTo` are the case's (`title` is the document's). Such a file holds one case.

extension ConformanceCase {
    /// The top-level keys of a document that are the case's rather than the layout's.
    public static let documentCaseKeys = ["id", "source", "fitting", "expect", "resizeTo", "rotateTo"]

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
        let format = LayoutDocument.Format(path: path, text: text)
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

    /// Reads one case written as a layout document: anything a document holds (controls, stacks,
    /// guides, custom classes, size classes, a device), and the case's keys:
    ///
    /// - `id` (the file's name without its extension by default), `source`;
    /// - `fitting` and `expect`, as in a case of a conformance file; without `expect`, the case
    ///   expects no particular frames (for `autolayout check`);
    /// - `resizeTo: WIDTHxHEIGHT` (or `{width, height}`): after the first layout the window takes
    ///   this size, its size classes following it, and is laid out again;
    /// - `rotateTo: landscape` (or `portrait`), on a device: after the first layout the window
    ///   becomes the device's in that orientation (size, safe area, size classes).
    ///
    /// - Throws: a ``LayoutDocumentError`` with every error of the document. Errors of the case's
    ///   keys that are not of the format (a bad `expect`) are thrown too; names the expectation
    ///   uses that are not views of the document are the case's ``validationErrors`` (it is not
    ///   run).
    public static func readDocument(
        _ text: String, file: String, format: LayoutDocument.Format = .yaml
    ) throws(LayoutDocumentError) -> ConformanceCase {
        let document = try LayoutDocument.parse(text, file: file, format: format, extraKeys: documentCaseKeys)
        do {
            return try ConformanceCase(document: document)
        } catch {
            throw LayoutDocumentError(errors: [error], text: text)
        }
    }

    /// The case a document writes.
    init(document: LayoutDocument) throws(FormatError) {
        let extras = document.extras
        let start = document.root.location
        var fitting: FittingSpec?
        var expectation = Expectation.frames([], tolerance: 0.01, notAsserted: [], alignmentRects: false)
        var expectationLocation = start
        if let value = extras["fitting"], value.content != .null { fitting = try Self.readFitting(value) }
        if let value = extras["expect"] {
            expectation = try Self.readExpectation(value)
            expectationLocation = value.location
        }
        let resize = try Self.resize(of: document)
        let declared = document.nodes.dropFirst().filter { $0.kind != .layoutGuide }.compactMap { $0.name?.value }
        let names = Names(views: (document.isFreeStanding ? [] : ["root"]) + declared)
        var errors: [FormatError] = []
        if let fitting, let error = names.viewError(fitting.view, at: fitting.viewLocation, what: "a view of the case") {
            errors.append(error)
        }
        errors += Self.expectationErrors(
            expectation, at: expectationLocation, fitting: fitting, hasRoot: !document.isFreeStanding, names: names)
        self.init(
            id: extras["id"]?.string ?? URL(fileURLWithPath: document.file).deletingPathExtension().lastPathComponent,
            title: document.title ?? "", source: extras["source"]?.string ?? "", document: document, resize: resize,
            fitting: fitting, expectation: expectation, expectationLocation: expectationLocation, location: start,
            validationErrors: errors.sorted { ($0.location.line, $0.location.column) < ($1.location.line, $1.location.column) })
    }

    /// The window after `resizeTo` or `rotateTo`, or nil.
    static func resize(of document: LayoutDocument) throws(FormatError) -> LayoutEnvironment? {
        let resize = document.extras["resizeTo"]
        let rotate = document.extras["rotateTo"]
        if let resize, rotate != nil {
            throw FormatError(location: resize.location, message: "expected resizeTo or rotateTo, found both")
        }
        if let rotate {
            guard document.device != nil else {
                throw FormatError(
                    location: rotate.location, message: "expected a device to rotate (without one, resizeTo sets the size)")
            }
            let orientation: DeviceOrientation
            switch rotate.string {
            case "portrait": orientation = .portrait
            case "landscape": orientation = .landscape
            default: throw FormatError(location: rotate.location, message: "expected portrait or landscape")
            }
            return try document.environment(orientation: orientation)
        }
        guard let resize else { return nil }
        if document.device != nil {
            throw FormatError(
                location: resize.location, message: "expected rotateTo on a device (the device gives the window's size)")
        }
        return try document.environment(size: try size(resize))
    }

    /// `WIDTHxHEIGHT` or `{width, height}`, as a document writes its `size`.
    static func size(_ value: JSONValue) throws(FormatError) -> CGSize {
        var parts: [Double?] = []
        if let text = value.string {
            parts = text.split(separator: "x", omittingEmptySubsequences: false).map { Double($0.trimmingCharacters(in: .whitespaces)) }
        } else if let members = value.members {
            parts = ["width", "height"].map { key in members.first { $0.key == key }?.value.number }
        }
        guard parts.count == 2, let width = parts[0], let height = parts[1], width.isFinite, height.isFinite, width >= 0,
            height >= 0
        else {
            throw FormatError(location: value.location, message: "expected a size: WIDTHxHEIGHT or {width, height}, each >= 0")
        }
        return CGSize(width: width, height: height)
    }
}
