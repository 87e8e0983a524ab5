import AutoLayout
import Foundation
import LayoutFormats

/// One case being run: the views by name and the constraints with their texts.
final class ConformanceSession {
    let testCase: ConformanceCase
    var views: [String: View] = [:]
    var root: View?
    var texts: [ObjectIdentifier: String] = [:]
    /// Where each constraint of the case is written: its string, or its visual format.
    var locations: [ObjectIdentifier: SourceLocation] = [:]
    var conflicts: [LayoutConflict] = []
    var errors: [LayoutError] = []
    var formatErrors: [VisualFormatError] = []
    /// Each constraint or visual format the engine refused, where it is written and why.
    var refusals: [ConformanceCheck.Refusal] = []
    /// Each visual format that does not parse, at the offending character.
    var formatProblems: [FormatError] = []

    init(_ testCase: ConformanceCase) {
        self.testCase = testCase
    }

    func run() -> ConformanceResult.Outcome {
        do {
            try build()
        } catch let failure as Failure {
            return .failed(failure.message)
        } catch {
            return .failed("\(error)")
        }
        let constraintsFailed = activateConstraints()
        switch testCase.expectation {
        case .invalidConstraint:
            return constraintsFailed || !errors.isEmpty
                ? .passed : .failed("every constraint was accepted; expected one to be refused")
        case .formatError:
            return formatErrors.isEmpty ? .failed("every visual format was accepted; expected an error") : .passed
        case .unsatisfiable(let expected, _):
            return checkConflict(expected)
        case .ambiguous(let expectedViews, let axes):
            if constraintsFailed { return .failed("a constraint was refused: \(errors)") }
            return checkAmbiguity(expectedViews, axes)
        case .fittingSize(let size, let tolerance):
            if constraintsFailed { return .failed("a constraint was refused: \(errors)") }
            return checkFitting(size, tolerance)
        case .frames(let frames, let tolerance, let notAsserted):
            if constraintsFailed { return .failed("a constraint was refused: \(errors)") }
            if !conflicts.isEmpty { return .failed("unexpected conflict: \(conflicts[0].conflictingConstraints.map(\.description))") }
            return checkFrames(frames, tolerance, notAsserted)
        }
    }

    struct Failure: Error {
        var message: String
    }

    // MARK: Building

    func build() throws {
        if let spec = testCase.root {
            let direction: UserInterfaceLayoutDirection = spec.isRightToLeft ? .rightToLeft : .leftToRight
            let window = Window(
                frame: CGRect(origin: .zero, size: spec.size),
                traitCollection: TraitCollection(layoutDirection: direction))
            window.identifier = "root"
            if let insets = spec.safeAreaInsets {
                window.safeAreaInsets = EdgeInsets(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
            }
            var rootView: View = window
            if spec.isViewControllerRoot {
                let controller = ViewController()
                window.rootViewController = controller
                rootView = controller.view
                rootView.identifier = "root"
            }
            if let margins = spec.directionalLayoutMargins {
                rootView.directionalLayoutMargins = DirectionalEdgeInsets(
                    top: margins.top, leading: margins.leading, bottom: margins.bottom, trailing: margins.trailing)
            }
            let engine = window.layoutEngine
            engine.unsatisfiableConstraintsHandler = { [unowned self] in self.conflicts.append($0) }
            engine.invalidConstraintHandler = { [unowned self] error, _ in self.errors.append(error) }
            root = rootView
            views["root"] = rootView
        }
        for spec in testCase.views {
            guard views[spec.name] == nil else { throw Failure(message: "view \(spec.name) is declared twice") }
            let view = ConformanceView()
            view.identifier = spec.name
            view.intrinsic = CGSize(
                width: spec.intrinsicWidth ?? View.noIntrinsicMetric,
                height: spec.intrinsicHeight ?? View.noIntrinsicMetric)
            view.baselineFromTop = spec.baseline
            if let insets = spec.alignmentRectInsets {
                view.insets = EdgeInsets(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
            }
            view.setContentHuggingPriority(LayoutPriority(spec.hugging.horizontal), for: .horizontal)
            view.setContentHuggingPriority(LayoutPriority(spec.hugging.vertical), for: .vertical)
            view.setContentCompressionResistancePriority(LayoutPriority(spec.compression.horizontal), for: .horizontal)
            view.setContentCompressionResistancePriority(LayoutPriority(spec.compression.vertical), for: .vertical)
            view.isHidden = spec.isHidden
            view.translatesAutoresizingMaskIntoConstraints = spec.translatesAutoresizingMaskIntoConstraints
            if let frame = spec.frame { view.frame = frame }
            var mask: AutoresizingMask = []
            for name in spec.autoresizingMask {
                if let part = AutoresizingMask.named.first(where: { $0.name == name }) { mask.insert(part.mask) }
            }
            view.autoresizingMask = mask
            views[spec.name] = view
        }
        for spec in testCase.stacks {
            guard views[spec.name] == nil else { throw Failure(message: "view \(spec.name) is declared twice") }
            views[spec.name] = try makeStack(spec)
        }
        // Parents last, so that a view may name a parent declared after it. Arranged views go
        // to their stacks, in order.
        let arranged = Set(testCase.stacks.flatMap(\.arranged))
        for spec in testCase.views where !arranged.contains(spec.name) {
            try attach(spec.name, to: spec.parent)
        }
        for spec in testCase.stacks {
            if !arranged.contains(spec.name) { try attach(spec.name, to: spec.parent) }
            try arrange(spec)
        }
    }

    func attach(_ name: String, to parentName: String?) throws {
        guard let view = views[name] else { throw Failure(message: "unknown view \(name)") }
        guard let parentName else { return }
        guard let parent = views[parentName] else {
            throw Failure(message: "view \(name) names an unknown parent \(parentName)")
        }
        parent.addSubview(view)
    }

    // MARK: Constraints

    /// Activates every constraint; returns whether one could not be made or activated.
    func activateConstraints() -> Bool {
        var failed = false
        for text in testCase.constraints {
            do {
                let constraint = try makeConstraint(text.text)
                texts[ObjectIdentifier(constraint)] = text.text
                locations[ObjectIdentifier(constraint)] = text.location
                try LayoutConstraint.tryActivate([constraint])
            } catch let error as LayoutError {
                errors.append(error)
                refusals.append(ConformanceCheck.Refusal(location: text.location, message: "\(text.text): \(error)"))
                failed = true
            } catch {
                failed = true
            }
        }
        for spec in testCase.visualFormats {
            do {
                let constraints = try visualFormatConstraints(spec)
                for constraint in constraints { locations[ObjectIdentifier(constraint)] = spec.formatLocation ?? spec.location }
                try LayoutConstraint.tryActivate(constraints)
            } catch let error as VisualFormatError {
                formatErrors.append(error)
                let start = spec.formatLocation ?? spec.location
                formatProblems.append(
                    FormatError(
                        location: SourceLocation(
                            file: start.file, line: start.line, column: start.column + 1 + max(0, error.offset)),
                        message: error.message))
                failed = true
            } catch let error as LayoutError {
                errors.append(error)
                refusals.append(ConformanceCheck.Refusal(location: spec.formatLocation ?? spec.location, message: "\(spec.format): \(error)"))
                failed = true
            } catch {
                failed = true
            }
        }
        return failed
    }

    func makeConstraint(_ text: String) throws -> LayoutConstraint {
        let parsed: ConformanceConstraint
        do {
            parsed = try ConformanceConstraint.parse(text)
        } catch {
            throw Failure(message: "\(text): column \(error.offset + 1): \(error.message)")
        }
        let first = try item(parsed.firstItem)
        let second = try parsed.secondItem.map { try item($0) }
        let constraint = try LayoutConstraint(
            item: first, attribute: parsed.firstAttribute, relatedBy: parsed.relation, toItem: second,
            attribute: parsed.secondAttribute, multiplier: parsed.multiplier, constant: parsed.constant)
        constraint.priority = LayoutPriority(parsed.priority)
        return constraint
    }

    /// A view by name, or its safe area guide (`name.safeArea`) or margins guide
    /// (`name.layoutMargins`).
    func item(_ name: String) throws -> LayoutItem {
        if let view = views[name] { return view }
        if name.hasSuffix(".safeArea"), let view = views[String(name.dropLast(".safeArea".count))] {
            return view.safeAreaLayoutGuide
        }
        if name.hasSuffix(".layoutMargins"), let view = views[String(name.dropLast(".layoutMargins".count))] {
            return view.layoutMarginsGuide
        }
        throw Failure(message: "unknown item \(name)")
    }

    // MARK: Checks

    func layout() {
        guard let root else {
            for view in views.values where view.superview == nil { view.layoutIfNeeded() }
            return
        }
        root.layoutIfNeeded()
        if let size = testCase.root?.resizeTo, let window = root.window {
            window.frame = CGRect(origin: window.frame.origin, size: size)
            if root !== window { root.frame = window.bounds }
            window.layoutIfNeeded()
        }
    }

    func checkFrames(_ expected: [(name: String, frame: CGRect)], _ tolerance: CGFloat, _ notAsserted: [String]) -> ConformanceResult.Outcome {
        layout()
        var mismatches: [String] = []
        for (name, frame) in expected where !notAsserted.contains(name) {
            guard let view = views[name] else { return .failed("unknown view \(name) in expectations") }
            let actual = frameInRoot(view)
            let close = abs(actual.minX - frame.minX) <= tolerance && abs(actual.minY - frame.minY) <= tolerance
                && abs(actual.width - frame.width) <= tolerance && abs(actual.height - frame.height) <= tolerance
            if !close {
                mismatches.append("\(name) is \(describe(actual)), expected \(describe(frame))")
            }
        }
        return mismatches.isEmpty ? .passed : .failed(mismatches.joined(separator: "; "))
    }

    func frameInRoot(_ view: View) -> CGRect {
        guard let root, view !== root else { return view.frame }
        return view.convert(view.bounds, to: root)
    }

    func describe(_ rect: CGRect) -> String {
        func n(_ v: CGFloat) -> String {
            // Whole numbers print without decimals, others with three; past 10^15 (where Int(v)
            // would soon trap, and three decimals mean nothing) Swift's shortest form, 1e+300.
            guard abs(v) < 1e15 else { return "\(Double(v))" }
            return v == v.rounded() ? String(Int(v)) : String(format: "%.3f", Double(v))
        }
        return "{x \(n(rect.minX)), y \(n(rect.minY)), w \(n(rect.width)), h \(n(rect.height))}"
    }

    func checkFitting(_ expected: CGSize, _ tolerance: CGFloat) -> ConformanceResult.Outcome {
        guard let spec = testCase.fitting, let view = views[spec.view] else {
            return .failed("the case has no fitting request for a known view")
        }
        func value(_ target: ConformanceCase.FittingSpec.Target, _ compressed: CGFloat, _ expanded: CGFloat) -> CGFloat {
            switch target {
            case .compressed: compressed
            case .expanded: expanded
            case .value(let v): v
            }
        }
        let target = CGSize(
            width: value(spec.width, View.layoutFittingCompressedSize.width, View.layoutFittingExpandedSize.width),
            height: value(spec.height, View.layoutFittingCompressedSize.height, View.layoutFittingExpandedSize.height))
        let size = view.systemLayoutSizeFitting(
            target, withHorizontalFittingPriority: LayoutPriority(spec.horizontalPriority),
            verticalFittingPriority: LayoutPriority(spec.verticalPriority))
        if abs(size.width - expected.width) <= tolerance && abs(size.height - expected.height) <= tolerance {
            return .passed
        }
        return .failed("fitting size is {\(size.width), \(size.height)}, expected {\(expected.width), \(expected.height)}")
    }

    func checkAmbiguity(_ expectedViews: [String], _ axes: [String]) -> ConformanceResult.Outcome {
        layout()
        let expectedAxes = Set(axes)
        var problems: [String] = []
        for (name, view) in views.sorted(by: { $0.key < $1.key }) where view !== root {
            let reported = Set(view.ambiguousAxes.map(\.description))
            let expected: Set<String> = expectedViews.contains(name) ? expectedAxes : []
            if reported != expected {
                problems.append("\(name) ambiguous on \(reported.sorted()), expected \(expected.sorted())")
            }
        }
        return problems.isEmpty ? .passed : .failed(problems.joined(separator: "; "))
    }

    func checkConflict(_ expected: [String]) -> ConformanceResult.Outcome {
        layout()
        let expectedSet = Set(expected)
        for conflict in conflicts {
            let names = conflict.conflictingConstraints.map { texts[ObjectIdentifier($0)] ?? $0.logDescription }
            if Set(names) == expectedSet, names.count == expected.count { return .passed }
        }
        if conflicts.isEmpty { return .failed("no conflict was reported") }
        let reported = conflicts.map { conflict in
            "[" + conflict.conflictingConstraints.map { texts[ObjectIdentifier($0)] ?? $0.logDescription }
                .joined(separator: ", ") + "]"
        }
        return .failed("conflicts reported: \(reported.joined(separator: " ")); expected [\(expected.joined(separator: ", "))]")
    }
}
