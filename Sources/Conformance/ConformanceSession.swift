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
    /// Each constraint or visual format the engine refused, where it is written and why.
    var refusals: [ConformanceCheck.Refusal] = []
    /// Each visual format that does not parse, at the offending character.
    var formatProblems: [FormatError] = []

    init(_ testCase: ConformanceCase) {
        self.testCase = testCase
    }

    /// Runs the case: a case that cannot be read as a layout is not run (``ConformanceResult/Outcome/notRead(_:)``);
    /// otherwise it passes only for the reason its expectation gives, and a failure says why
    /// and where.
    func run() -> ConformanceResult.Outcome {
        let problems = testCase.validationErrors()
        guard problems.isEmpty else { return .notRead(problems) }
        do {
            try build()
        } catch {
            let message = (error as? Failure)?.message ?? "\(error)"
            return .notRead([FormatError(location: testCase.location, message: message)])
        }
        installHandlers()
        activateConstraints()
        let expected = testCase.expectationLocation
        // A visual format that does not parse is what a formatError case expects, and a file
        // error in any other case.
        if case .formatError = testCase.expectation {
            return formatProblems.isEmpty
                ? .failed("\(expected): every visual format was parsed; expected one to fail with a format error")
                : .passed
        }
        guard formatProblems.isEmpty else { return .notRead(formatProblems) }
        if case .invalidConstraint = testCase.expectation {
            return refusals.isEmpty
                ? .failed("\(expected): the engine accepted every constraint; expected it to refuse one") : .passed
        }
        if !refusals.isEmpty {
            return .failed("the engine refused a constraint: " + refusals.map(\.description).joined(separator: "; "))
        }
        switch testCase.expectation {
        case .invalidConstraint, .formatError:
            return .passed
        case .unsatisfiable(let members, let broken):
            return checkConflict(members, broken)
        case .ambiguous(let expectedViews, let axes):
            layout()
            return unexpectedConflict() ?? checkAmbiguity(expectedViews, axes)
        case .fittingSize(let size, let tolerance):
            let outcome = checkFitting(size, tolerance)
            return unexpectedConflict() ?? outcome
        case .frames(let frames, let tolerance, let notAsserted, let alignmentRects):
            layout()
            return unexpectedConflict() ?? checkFrames(frames, tolerance, notAsserted, alignmentRects: alignmentRects)
        }
    }

    /// A programmer's error in the runner (the validation lets through what cannot be built).
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
        let arranged = Set(testCase.stacks.flatMap { $0.arranged.map(\.text) })
        for spec in testCase.views where !arranged.contains(spec.name) {
            try attach(spec.name, to: spec.parent)
        }
        for spec in testCase.stacks {
            if !arranged.contains(spec.name) { try attach(spec.name, to: spec.parent) }
            try arrange(spec)
        }
    }

    /// Sends the conflicts and the refusals of every tree of the case to this session.
    func installHandlers() {
        for view in treeRoots() {
            view.layoutEngine.unsatisfiableConstraintsHandler = { [unowned self] in self.conflicts.append($0) }
            view.layoutEngine.invalidConstraintHandler = { [unowned self] error, constraint in
                self.refuse(constraint, error)
            }
        }
    }

    /// Records a constraint the engine refused while it was already activated (a number it
    /// cannot use, found when the constraint enters the solver), or a view's value it refused
    /// (no constraint).
    func refuse(_ constraint: LayoutConstraint?, _ error: LayoutError) {
        guard let constraint else {
            refusals.append(ConformanceCheck.Refusal(location: testCase.location, message: "\(error)"))
            return
        }
        let id = ObjectIdentifier(constraint)
        let text = texts[id] ?? constraint.relationDescription
        refusals.append(
            ConformanceCheck.Refusal(location: locations[id] ?? testCase.location, message: "\(text): \(error)"))
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

    /// Activates every constraint string, then every visual format, each on its own: a refused
    /// one is recorded (with where it is written) and the others go on.
    func activateConstraints() {
        for text in testCase.constraints {
            do {
                let constraint = try makeConstraint(text.text)
                texts[ObjectIdentifier(constraint)] = text.text
                locations[ObjectIdentifier(constraint)] = text.location
                try LayoutConstraint.tryActivate([constraint])
            } catch let error as LayoutError {
                refusals.append(ConformanceCheck.Refusal(location: text.location, message: "\(text.text): \(error)"))
            } catch {
                // The validation lets no string through that does not parse or names nothing.
                let message = (error as? Failure)?.message ?? "\(error)"
                formatProblems.append(FormatError(location: text.location, message: message))
            }
        }
        for spec in testCase.visualFormats {
            let start = spec.formatLocation ?? spec.location
            do {
                let constraints = try visualFormatConstraints(spec)
                for constraint in constraints { locations[ObjectIdentifier(constraint)] = start }
                try LayoutConstraint.tryActivate(constraints)
            } catch let error as VisualFormatError {
                formatProblems.append(
                    FormatError(
                        location: SourceLocation(
                            file: start.file, line: start.line, column: start.column + 1 + max(0, error.offset)),
                        message: error.message))
            } catch let error as LayoutError {
                refusals.append(ConformanceCheck.Refusal(location: start, message: "\(spec.format): \(error)"))
            } catch {
                let message = (error as? Failure)?.message ?? "\(error)"
                formatProblems.append(FormatError(location: start, message: message))
            }
        }
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
}
