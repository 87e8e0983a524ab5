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
        var root: _ConformanceFileCase.Root?
        if let rootValue = object["root"], rootValue.content != .null {
            root = try readRoot(rootValue)
        }
        var views: [_ConformanceFileCase.ViewSpec] = []
        for view in try object.array("views", default: []) { views.append(try readView(view)) }
        var stacks: [_ConformanceFileCase.StackSpec] = []
        for stack in try object.array("stacks", default: []) { stacks.append(try readStack(stack)) }
        var constraints: [ConstraintText] = []
        for constraint in try object.array("constraints", default: []) {
            guard let text = constraint.string else {
                throw FormatError(location: constraint.location, message: "expected a constraint string")
            }
            constraints.append(ConstraintText(text: text, location: constraint.location))
        }
        var formats: [_ConformanceFileCase.VisualFormatSpec] = []
        for format in try object.array("vfl", default: []) { formats.append(try readVisualFormat(format)) }
        var fitting: FittingSpec?
        if let fittingValue = object["fitting"], fittingValue.content != .null {
            fitting = try readFitting(fittingValue)
        }
        guard let expectValue = object["expect"] else {
            throw FormatError(location: value.location, message: "expected an \"expect\" object")
        }
        let fileCase = _ConformanceFileCase(
            id: id, title: try object.string("title", default: ""), source: try object.string("source", default: ""),
            root: root, views: views, stacks: stacks, constraints: constraints, visualFormats: formats,
            fitting: fitting, expectation: try readExpectation(expectValue), expectationLocation: expectValue.location,
            location: value.location)
        return fileCase.conformanceCase()
    }

    static func readRoot(_ value: JSONValue) throws(FormatError) -> _ConformanceFileCase.Root {
        let object = try Reader(value, "a root object {w, h}")
        var root = _ConformanceFileCase.Root(size: CGSize(width: try object.length("w"), height: try object.length("h")))
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
            root.resizeTo = CGSize(width: try r.length("w"), height: try r.length("h"))
        }
        root.isViewControllerRoot = try object.bool("isViewControllerRoot", default: false)
        return root
    }

    static func readView(_ value: JSONValue) throws(FormatError) -> _ConformanceFileCase.ViewSpec {
        let object = try Reader(value, "a view object")
        var view = _ConformanceFileCase.ViewSpec(
            name: try object.string("name"), parent: "root", parentLocation: value.location, location: value.location)
        (view.parent, view.parentLocation) = try readParent(object)
        // Informational, but a string.
        if object["kind"] != nil { _ = try object.string("kind") }
        if let intrinsic = object["intrinsic"], intrinsic.content != .null {
            let i = try Reader(intrinsic, "an intrinsic size {w, h}")
            view.intrinsicWidth = try i.optionalNumber("w")
            view.intrinsicHeight = try i.optionalNumber("h")
        }
        if let hugging = object["hugging"] {
            let h = try Reader(hugging, "priorities {h, v}")
            view.hugging = (try h.priority("h", default: 250), try h.priority("v", default: 250))
        }
        if let compression = object["compression"] {
            let c = try Reader(compression, "priorities {h, v}")
            view.compression = (try c.priority("h", default: 750), try c.priority("v", default: 750))
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

    /// A view's or a stack's parent: a name, `null` for a top-level view, `root` when absent.
    static func readParent(_ object: Reader) throws(FormatError) -> (String?, SourceLocation) {
        guard let parent = object["parent"] else { return ("root", object.value.location) }
        if parent.content == .null { return (nil, parent.location) }
        guard let name = parent.string else {
            throw FormatError(location: parent.location, message: "expected a parent name or null")
        }
        return (name, parent.location)
    }

    static func readStack(_ value: JSONValue) throws(FormatError) -> _ConformanceFileCase.StackSpec {
        let object = try Reader(value, "a stack object")
        var spacings: [(view: Name, spacing: CGFloat)] = []
        if let custom = object["customSpacingAfter"] {
            guard let members = custom.members else {
                throw FormatError(location: custom.location, message: "expected an object {view: spacing}")
            }
            for member in members {
                guard let number = member.value.number, number.isFinite else {
                    throw FormatError(location: member.value.location, message: "expected a finite number")
                }
                spacings.append((Name(text: member.key, location: member.keyLocation), CGFloat(number)))
            }
        }
        var stack = _ConformanceFileCase.StackSpec(
            name: try object.string("name"), parent: "root", parentLocation: value.location,
            axis: try oneOf(["horizontal", "vertical"], object, "axis", default: nil),
            distribution: try oneOf(
                ["fill", "fillEqually", "fillProportionally", "equalSpacing", "equalCentering"], object,
                "distribution", default: "fill"),
            alignment: try oneOf(
                ["fill", "leading", "top", "center", "trailing", "bottom", "firstBaseline", "lastBaseline"],
                object, "alignment", default: "fill"),
            spacing: try object.number("spacing", default: 0), customSpacingAfter: spacings,
            arranged: try object.names("arranged", "a view name", default: []), location: value.location)
        (stack.parent, stack.parentLocation) = try readParent(object)
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

    static func readVisualFormat(_ value: JSONValue) throws(FormatError) -> _ConformanceFileCase.VisualFormatSpec {
        let object = try Reader(value, "a visual format object {format, options?, metrics?}")
        var options: [Name] = []
        if let list = object["options"], list.content != .null {
            if let single = list.string {
                options = [Name(text: single, location: list.location)]
            } else if list.array != nil {
                options = try object.names("options", "an option name")
            } else {
                throw FormatError(location: list.location, message: "expected an option name or an array of them")
            }
        }
        var metrics: [(name: String, value: CGFloat)] = []
        if let metricsValue = object["metrics"], metricsValue.content != .null {
            guard let members = metricsValue.members else {
                throw FormatError(location: metricsValue.location, message: "expected an object {name: number}")
            }
            for member in members {
                guard let number = member.value.number, number.isFinite else {
                    throw FormatError(location: member.value.location, message: "expected a finite number")
                }
                metrics.append((member.key, CGFloat(number)))
            }
        }
        return _ConformanceFileCase.VisualFormatSpec(
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
            view: try object.string("view"), viewLocation: object["view"]?.location ?? value.location,
            width: width, height: height,
            horizontalPriority: try object.priority("hPriority", default: 50),
            verticalPriority: try object.priority("vPriority", default: 50))
    }

    static func readExpectation(_ value: JSONValue) throws(FormatError) -> Expectation {
        let object = try Reader(value, "an expectation object")
        let tolerance = try object.number("tolerance", default: 0.01)
        guard tolerance >= 0 else {
            throw FormatError(location: object["tolerance"]?.location ?? value.location, message: "expected a tolerance >= 0")
        }
        // One expectation per case: a second would be silently ignored.
        let kinds = object.members.filter { ["diagnosis", "fittingSize", "frames"].contains($0.key) }
        if kinds.count > 1 {
            throw FormatError(
                location: kinds[1].keyLocation,
                message: "expected one of \"frames\", \"fittingSize\" or \"diagnosis\", found \"\(kinds[0].key)\" and \"\(kinds[1].key)\"")
        }
        if let diagnosis = object["diagnosis"] {
            switch diagnosis.string {
            case "ambiguous":
                let views = try object.names("ambiguousViews", "a view name", nonEmpty: true)
                let axes = try object.names("axes", "an axis", nonEmpty: true)
                for axis in axes where axis.text != "horizontal" && axis.text != "vertical" {
                    throw FormatError(
                        location: axis.location, message: "expected \"horizontal\" or \"vertical\", found \"\(axis.text)\"")
                }
                return .ambiguous(views: views, axes: axes)
            case "unsatisfiable":
                var broken: ConstraintText?
                if let value = object["brokenConstraint"], value.content != .null {
                    guard let text = value.string else {
                        throw FormatError(location: value.location, message: "expected a constraint string or null")
                    }
                    broken = ConstraintText(text: text, location: value.location)
                }
                let members = try object.names("conflictSet", "a constraint string", nonEmpty: true)
                return .unsatisfiable(
                    conflictSet: members.map { ConstraintText(text: $0.text, location: $0.location) },
                    brokenConstraint: broken)
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
        var list: [(name: Name, frame: CGRect)] = []
        for member in members {
            list.append((Name(text: member.key, location: member.keyLocation), try readRect(member.value)))
        }
        return .frames(
            list, tolerance: tolerance, notAsserted: try object.names("notAsserted", "a view name", default: []),
            alignmentRects: try object.bool("framesAreAlignmentRects", default: false))
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

    /// A number that is a size: finite and not negative.
    func length(_ key: String) throws(FormatError) -> CGFloat {
        let value = try number(key)
        guard value >= 0 else {
            throw FormatError(location: self[key]?.location ?? self.value.location, message: "expected a size >= 0 for \"\(key)\"")
        }
        return value
    }

    /// A number that is a layout priority, in (0, 1000].
    func priority(_ key: String, default fallback: Float) throws(FormatError) -> Float {
        let value = try number(key, default: CGFloat(fallback))
        guard value > 0, value <= 1000 else {
            throw FormatError(
                location: self[key]?.location ?? self.value.location,
                message: "expected a priority in (0, 1000] for \"\(key)\", found \(ConformanceConstraint.format(value))")
        }
        return Float(value)
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

    /// An array of strings, each with where it is written; `nonEmpty` refuses an empty array.
    func names(
        _ key: String, _ what: String, default fallback: [ConformanceCase.Name]? = nil, nonEmpty: Bool = false
    ) throws(FormatError) -> [ConformanceCase.Name] {
        if fallback != nil, self[key] == nil || self[key]?.content == .null { return fallback ?? [] }
        var result: [ConformanceCase.Name] = []
        let list = try array(key)
        for item in list {
            guard let text = item.string else {
                throw FormatError(location: item.location, message: "expected \(what) (a string) in \"\(key)\"")
            }
            result.append(ConformanceCase.Name(text: text, location: item.location))
        }
        if nonEmpty, result.isEmpty {
            throw FormatError(location: self[key]?.location ?? value.location, message: "expected at least one \(what) in \"\(key)\"")
        }
        return result
    }
}
