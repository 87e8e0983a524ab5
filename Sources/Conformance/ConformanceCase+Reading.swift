import Foundation
import LayoutFormats

extension ConformanceCase {
    /// Reads every case of a conformance file (`{"schema": …, "cases": [...]}`).
    ///
    /// - Throws: a ``FormatError`` naming the file, line and column of the first value that is
    ///   not of the format, and what was expected there.
    public static func read(_ text: String, file: String) throws(FormatError) -> [ConformanceCase] {
        let document = try JSONValue.parse(text, file: file)
        let top = try Reader(document, "a conformance file (an object with \"cases\")")
        guard let cases = top["cases"] else {
            throw FormatError(location: document.location, message: "expected a \"cases\" array")
        }
        guard let list = cases.array else {
            throw FormatError(location: cases.location, message: "expected an array of cases")
        }
        var result: [ConformanceCase] = []
        for value in list { result.append(try read(value)) }
        return result
    }

    /// Reads one case.
    static func read(_ value: JSONValue) throws(FormatError) -> ConformanceCase {
        let object = try Reader(value, "a case (an object)")
        let id = try object.string("id")
        var root: Root?
        if let rootValue = object["root"], rootValue.content != .null {
            root = try readRoot(rootValue)
        }
        var views: [ViewSpec] = []
        for view in try object.array("views", default: []) { views.append(try readView(view)) }
        var stacks: [StackSpec] = []
        for stack in try object.array("stacks", default: []) { stacks.append(try readStack(stack)) }
        var constraints: [ConstraintText] = []
        for constraint in try object.array("constraints", default: []) {
            guard let text = constraint.string else {
                throw FormatError(location: constraint.location, message: "expected a constraint string")
            }
            constraints.append(ConstraintText(text: text, location: constraint.location))
        }
        var formats: [VisualFormatSpec] = []
        for format in try object.array("vfl", default: []) { formats.append(try readVisualFormat(format)) }
        var fitting: FittingSpec?
        if let fittingValue = object["fitting"], fittingValue.content != .null {
            fitting = try readFitting(fittingValue)
        }
        guard let expectValue = object["expect"] else {
            throw FormatError(location: value.location, message: "expected an \"expect\" object")
        }
        return ConformanceCase(
            id: id, title: try object.string("title", default: ""), source: try object.string("source", default: ""),
            root: root, views: views, stacks: stacks, constraints: constraints, visualFormats: formats,
            fitting: fitting, expectation: try readExpectation(expectValue), location: value.location)
    }

    static func readRoot(_ value: JSONValue) throws(FormatError) -> Root {
        let object = try Reader(value, "a root object {w, h}")
        var root = Root(size: CGSize(width: try object.number("w"), height: try object.number("h")))
        if let direction = object["direction"] {
            switch direction.string {
            case "ltr": root.isRightToLeft = false
            case "rtl": root.isRightToLeft = true
            default: throw FormatError(location: direction.location, message: "expected \"ltr\" or \"rtl\"")
            }
        }
        if let margins = object["directionalLayoutMargins"] {
            let m = try Reader(margins, "margins {top, leading, bottom, trailing}")
            root.directionalLayoutMargins = (
                try m.number("top", default: 0), try m.number("leading", default: 0),
                try m.number("bottom", default: 0), try m.number("trailing", default: 0))
        }
        if let insets = object["safeAreaInsets"] {
            let s = try Reader(insets, "insets {top, left, bottom, right}")
            root.safeAreaInsets = (
                try s.number("top", default: 0), try s.number("left", default: 0),
                try s.number("bottom", default: 0), try s.number("right", default: 0))
        }
        if let resize = object["resizeTo"], resize.content != .null {
            let r = try Reader(resize, "a size {w, h}")
            root.resizeTo = CGSize(width: try r.number("w"), height: try r.number("h"))
        }
        root.isViewControllerRoot = try object.bool("isViewControllerRoot", default: false)
        return root
    }

    static func readView(_ value: JSONValue) throws(FormatError) -> ViewSpec {
        let object = try Reader(value, "a view object")
        var view = ViewSpec(name: try object.string("name"), parent: "root", location: value.location)
        if let parent = object["parent"] {
            if parent.content == .null {
                view.parent = nil
            } else if let name = parent.string {
                view.parent = name
            } else {
                throw FormatError(location: parent.location, message: "expected a parent name or null")
            }
        }
        view.kind = object["kind"]?.string
        if let intrinsic = object["intrinsic"], intrinsic.content != .null {
            let i = try Reader(intrinsic, "an intrinsic size {w, h}")
            view.intrinsicWidth = try i.optionalNumber("w")
            view.intrinsicHeight = try i.optionalNumber("h")
        }
        if let hugging = object["hugging"] {
            let h = try Reader(hugging, "priorities {h, v}")
            view.hugging = (Float(try h.number("h", default: 250)), Float(try h.number("v", default: 250)))
        }
        if let compression = object["compression"] {
            let c = try Reader(compression, "priorities {h, v}")
            view.compression = (Float(try c.number("h", default: 750)), Float(try c.number("v", default: 750)))
        }
        view.isHidden = try object.bool("hidden", default: false)
        if let baseline = object["baseline"], baseline.content != .null {
            let b = try Reader(baseline, "baselines {first, last}")
            view.baseline = (try b.number("first"), try b.number("last"))
        }
        if let insets = object["alignmentRectInsets"] {
            let a = try Reader(insets, "insets {top, left, bottom, right}")
            view.alignmentRectInsets = (
                try a.number("top", default: 0), try a.number("left", default: 0),
                try a.number("bottom", default: 0), try a.number("right", default: 0))
        }
        view.translatesAutoresizingMaskIntoConstraints = try object.bool(
            "translatesAutoresizingMaskIntoConstraints", default: false)
        if let frame = object["frame"], frame.content != .null {
            view.frame = try readRect(frame)
        }
        for part in try object.array("autoresizingMask", default: []) {
            guard let name = part.string, AutoresizingNames.all.contains(name) else {
                throw FormatError(
                    location: part.location,
                    message: "expected one of \(AutoresizingNames.all.joined(separator: ", "))")
            }
            view.autoresizingMask.append(name)
        }
        return view
    }

    static func readStack(_ value: JSONValue) throws(FormatError) -> StackSpec {
        let object = try Reader(value, "a stack object")
        var spacings: [(view: String, spacing: CGFloat)] = []
        if let custom = object["customSpacingAfter"] {
            guard let members = custom.members else {
                throw FormatError(location: custom.location, message: "expected an object {view: spacing}")
            }
            for member in members {
                guard let number = member.value.number else {
                    throw FormatError(location: member.value.location, message: "expected a number")
                }
                spacings.append((member.key, CGFloat(number)))
            }
        }
        var arranged: [String] = []
        for name in try object.array("arranged", default: []) {
            guard let text = name.string else {
                throw FormatError(location: name.location, message: "expected a view name")
            }
            arranged.append(text)
        }
        var stack = StackSpec(
            name: try object.string("name"), parent: "root",
            axis: try oneOf(["horizontal", "vertical"], object, "axis", default: nil),
            distribution: try oneOf(
                ["fill", "fillEqually", "fillProportionally", "equalSpacing", "equalCentering"], object,
                "distribution", default: "fill"),
            alignment: try oneOf(
                ["fill", "leading", "top", "center", "trailing", "bottom", "firstBaseline", "lastBaseline"],
                object, "alignment", default: "fill"),
            spacing: try object.number("spacing", default: 0), customSpacingAfter: spacings,
            arranged: arranged, location: value.location)
        if let parent = object["parent"] {
            stack.parent = parent.content == .null ? nil : parent.string
        }
        stack.layoutMarginsRelativeArrangement = try object.bool("layoutMarginsRelativeArrangement", default: false)
        if let margins = object["layoutMargins"] {
            let m = try Reader(margins, "margins {top, leading, bottom, trailing}")
            stack.layoutMargins = (
                try m.number("top", default: 0), try m.number("leading", default: 0),
                try m.number("bottom", default: 0), try m.number("trailing", default: 0))
        }
        return stack
    }

    /// A string member that must be one of `names` (a missing member is `fallback`, or an
    /// error when there is none).
    static func oneOf(
        _ names: [String], _ object: Reader, _ key: String, default fallback: String?
    ) throws(FormatError) -> String {
        let text: String
        if let fallback, object[key] == nil {
            text = fallback
        } else {
            text = try object.string(key)
        }
        guard names.contains(text) else {
            throw FormatError(
                location: object[key]?.location ?? object.value.location,
                message: "expected \(key) to be one of \(names.joined(separator: ", ")), found \"\(text)\"")
        }
        return text
    }

    static func readVisualFormat(_ value: JSONValue) throws(FormatError) -> VisualFormatSpec {
        let object = try Reader(value, "a visual format object {format, options?, metrics?}")
        var options: [String] = []
        if let list = object["options"] {
            if let single = list.string {
                options = [single]
            } else {
                for option in list.array ?? [] {
                    guard let text = option.string else {
                        throw FormatError(location: option.location, message: "expected an option name")
                    }
                    options.append(text)
                }
            }
        }
        var metrics: [(name: String, value: CGFloat)] = []
        if let metricsValue = object["metrics"] {
            for member in metricsValue.members ?? [] {
                guard let number = member.value.number else {
                    throw FormatError(location: member.value.location, message: "expected a number")
                }
                metrics.append((member.key, CGFloat(number)))
            }
        }
        return VisualFormatSpec(
            format: try object.string("format"), options: options, metrics: metrics, location: value.location,
            formatLocation: object["format"]?.location)
    }

    static func readFitting(_ value: JSONValue) throws(FormatError) -> FittingSpec {
        let object = try Reader(value, "a fitting object")
        func target(_ value: JSONValue) throws(FormatError) -> FittingSpec.Target {
            switch value.content {
            case .string("compressed"): return .compressed
            case .string("expanded"): return .expanded
            case .number(let n): return .value(CGFloat(n))
            default:
                throw FormatError(location: value.location, message: "expected \"compressed\", \"expanded\" or a number")
            }
        }
        guard let targetValue = object["target"] else {
            throw FormatError(location: value.location, message: "expected a \"target\"")
        }
        var width: FittingSpec.Target
        var height: FittingSpec.Target
        if let members = targetValue.members {
            let t = try Reader(targetValue, "a target {w, h}")
            guard let w = t["w"], let h = t["h"] else {
                throw FormatError(location: targetValue.location, message: "expected a target {w, h}")
            }
            _ = members
            width = try target(w)
            height = try target(h)
        } else {
            width = try target(targetValue)
            height = width
        }
        return FittingSpec(
            view: try object.string("view"), width: width, height: height,
            horizontalPriority: Float(try object.number("hPriority", default: 50)),
            verticalPriority: Float(try object.number("vPriority", default: 50)))
    }

    static func readExpectation(_ value: JSONValue) throws(FormatError) -> Expectation {
        let object = try Reader(value, "an expectation object")
        let tolerance = try object.number("tolerance", default: 0.01)
        if let diagnosis = object["diagnosis"] {
            switch diagnosis.string {
            case "ambiguous":
                return .ambiguous(views: try object.strings("ambiguousViews"), axes: try object.strings("axes"))
            case "unsatisfiable":
                let broken = object["brokenConstraint"]?.string
                return .unsatisfiable(conflictSet: try object.strings("conflictSet"), brokenConstraint: broken)
            case "invalidConstraint":
                return .invalidConstraint
            case "formatError":
                return .formatError
            default:
                throw FormatError(
                    location: diagnosis.location,
                    message: "expected a diagnosis: ambiguous, unsatisfiable, invalidConstraint or formatError")
            }
        }
        if let size = object["fittingSize"] {
            let s = try Reader(size, "a size {w, h}")
            return .fittingSize(CGSize(width: try s.number("w"), height: try s.number("h")), tolerance: tolerance)
        }
        guard let frames = object["frames"], let members = frames.members else {
            throw FormatError(
                location: value.location, message: "expected \"frames\", \"fittingSize\" or \"diagnosis\"")
        }
        var list: [(name: String, frame: CGRect)] = []
        for member in members { list.append((member.key, try readRect(member.value))) }
        return .frames(list, tolerance: tolerance, notAsserted: try object.strings("notAsserted", default: []))
    }

    static func readRect(_ value: JSONValue) throws(FormatError) -> CGRect {
        let r = try Reader(value, "a rectangle {x, y, w, h}")
        return CGRect(x: try r.number("x"), y: try r.number("y"), width: try r.number("w"), height: try r.number("h"))
    }
}

/// The autoresizing mask names of the format.
enum AutoresizingNames {
    static let all = [
        "flexibleLeftMargin", "flexibleWidth", "flexibleRightMargin", "flexibleTopMargin",
        "flexibleHeight", "flexibleBottomMargin",
    ]
}

/// Typed access to a JSON object's members, with errors at the right place.
struct Reader {
    let value: JSONValue
    let members: [JSONValue.Member]

    init(_ value: JSONValue, _ what: String) throws(FormatError) {
        guard let members = value.members else {
            throw FormatError(location: value.location, message: "expected \(what)")
        }
        self.value = value
        self.members = members
    }

    subscript(key: String) -> JSONValue? {
        members.first { $0.key == key }?.value
    }

    func string(_ key: String, default fallback: String? = nil) throws(FormatError) -> String {
        guard let member = self[key] else {
            if let fallback { return fallback }
            throw FormatError(location: value.location, message: "expected a \"\(key)\" string")
        }
        guard let text = member.string else {
            throw FormatError(location: member.location, message: "expected a string for \"\(key)\"")
        }
        return text
    }

    func number(_ key: String, default fallback: CGFloat? = nil) throws(FormatError) -> CGFloat {
        guard let member = self[key], member.content != .null else {
            if let fallback { return fallback }
            throw FormatError(location: value.location, message: "expected a \"\(key)\" number")
        }
        guard let number = member.number, number.isFinite else {
            throw FormatError(location: member.location, message: "expected a finite number for \"\(key)\"")
        }
        return CGFloat(number)
    }

    func optionalNumber(_ key: String) throws(FormatError) -> CGFloat? {
        guard let member = self[key], member.content != .null else { return nil }
        return try number(key)
    }

    func bool(_ key: String, default fallback: Bool) throws(FormatError) -> Bool {
        guard let member = self[key] else { return fallback }
        guard let flag = member.bool else {
            throw FormatError(location: member.location, message: "expected true or false for \"\(key)\"")
        }
        return flag
    }

    func array(_ key: String, default fallback: [JSONValue]? = nil) throws(FormatError) -> [JSONValue] {
        guard let member = self[key], member.content != .null else {
            if let fallback { return fallback }
            throw FormatError(location: value.location, message: "expected a \"\(key)\" array")
        }
        guard let list = member.array else {
            throw FormatError(location: member.location, message: "expected an array for \"\(key)\"")
        }
        return list
    }

    func strings(_ key: String, default fallback: [String]? = nil) throws(FormatError) -> [String] {
        var result: [String] = []
        for item in try array(key, default: fallback.map { _ in [] }) {
            guard let text = item.string else {
                throw FormatError(location: item.location, message: "expected strings in \"\(key)\"")
            }
            result.append(text)
        }
        return result
    }
}
