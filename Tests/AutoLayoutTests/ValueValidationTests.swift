@testable import AutoLayout
import Foundation
import Testing

/// Every property that feeds the engine a number refuses one it cannot use (NaN, infinite, a
/// priority outside (0, 1000]): the refusal goes to the engine's invalid-constraint handler, the
/// old value stays, and the constraint and the solver keep agreeing.
@MainActor
struct ValueValidationTests {
    /// A window with a view 100 wide at 10, 20 high at 0, and a report collector.
    func makeLayout() -> (root: Window, view: View, width: LayoutConstraint, reports: ReportCollector) {
        let root = makeRoot()
        let reports = ReportCollector(root.layoutEngine)
        let view = makeView("view", in: root)
        let width = view.widthAnchor.constraint(equalToConstant: 100)
        LayoutConstraint.activate([
            width,
            view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            view.topAnchor.constraint(equalTo: root.topAnchor),
            view.heightAnchor.constraint(equalToConstant: 20),
        ])
        root.layoutIfNeeded()
        return (root, view, width, reports)
    }

    func isInvalidNumber(_ error: LayoutError?) -> Bool { if case .invalidNumber? = error { true } else { false } }
    func isInvalidPriority(_ error: LayoutError?) -> Bool { if case .invalidPriority? = error { true } else { false } }
    func isInvalidValue(_ error: LayoutError?) -> Bool { if case .invalidValue? = error { true } else { false } }

    @Test(arguments: [CGFloat.nan, .infinity, -.infinity])
    func anActiveConstraintRefusesAConstantThatIsNotFinite(_ value: CGFloat) {
        let (root, view, width, reports) = makeLayout()
        width.constant = value
        #expect(width.constant == 100)
        #expect(reports.errors.count == 1)
        #expect(isInvalidNumber(reports.errors.first))
        #expect(reports.errors.first?.description.hasSuffix("(constant \(formatLength(value)))") == true)
        // The solver still agrees with the constraint: a later change moves the view from there.
        width.constant = 120
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 10, y: 0, width: 120, height: 20))
        #expect(root.layoutEngine.checkInvariants() == [])
    }

    @Test func aConstantChangeTheSolverCannotTakeIsRefusedToo() {
        let (root, view, width, reports) = makeLayout()
        width.constant = 1e308
        root.layoutIfNeeded()
        #expect(view.frame.width == 1e308)
        // The solver's constant would move by 2e308, which overflows.
        width.constant = -1e308
        #expect(width.constant == 1e308)
        #expect(reports.errors.count == 1)
        #expect(isInvalidNumber(reports.errors.first))
        root.layoutIfNeeded()
        #expect(view.frame.width == 1e308)
    }

    @Test func anInactiveConstraintTakesAnyConstantAndIsRefusedWhenActivated() {
        let (root, view, _, reports) = makeLayout()
        let height = view.heightAnchor.constraint(equalToConstant: 30)
        height.constant = .nan
        #expect(height.constant.isNaN)
        #expect(reports.errors.isEmpty)
        height.isActive = true
        #expect(!height.isActive)
        #expect(reports.errors.count == 1)
        #expect(isInvalidNumber(reports.errors.first))
        #expect(throws: LayoutError.self) { try LayoutConstraint.tryActivate([height]) }
        height.constant = 30
        height.priority = .defaultLow
        height.isActive = true
        #expect(height.isActive)
        #expect(root.layoutEngine.checkInvariants() == [])
    }

    @Test(arguments: [Float(0), -1, 1500, .nan, .infinity])
    func anActiveConstraintRefusesAPriorityOutsideTheRange(_ raw: Float) {
        let (root, view, _, reports) = makeLayout()
        let wish = view.widthAnchor.constraint(equalToConstant: 200)
        wish.priority = LayoutPriority(500)
        wish.isActive = true
        let wider = view.widthAnchor.constraint(equalToConstant: 150)
        wider.priority = LayoutPriority(600)
        wider.isActive = true
        root.layoutIfNeeded()
        wish.priority = LayoutPriority(raw)
        #expect(wish.priority == LayoutPriority(500))
        #expect(reports.errors.count == 1)
        #expect(isInvalidPriority(reports.errors.first))
        // Still below the 600 wish, as before; and still optional, so it moves when asked.
        wish.priority = LayoutPriority(700)
        width(of: view, in: root, is: 100)
        #expect(root.layoutEngine.checkInvariants() == [])
    }

    func width(of view: View, in root: View, is expected: CGFloat) {
        root.layoutIfNeeded()
        #expect(view.frame.width == expected)
    }

    @Test func contentPrioritiesOutsideTheRangeAreRefused() {
        let root = makeRoot()
        let reports = ReportCollector(root.layoutEngine)
        let view = makeView("label", intrinsic: CGSize(width: 80, height: 20), in: root)
        for value: Float in [0, 1001, .nan, -5, 1000.5] {
            view.setContentHuggingPriority(LayoutPriority(value), for: .horizontal)
            view.setContentCompressionResistancePriority(LayoutPriority(value), for: .vertical)
        }
        #expect(view.contentHuggingPriority(for: .horizontal) == .defaultLow)
        #expect(view.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
        #expect(reports.errors.count == 10)
        #expect(reports.errors.allSatisfy(isInvalidValue))
        #expect(reports.errors.first?.description
            == "Refused a value the layout cannot use, and kept the old one: label.contentHuggingPriority(horizontal) = 0")
        view.setContentHuggingPriority(LayoutPriority(1000), for: .horizontal)
        #expect(view.contentHuggingPriority(for: .horizontal) == .required)
        #expect(reports.errors.count == 10)
    }

    /// A fitting priority outside (0, 1000] is reported (issue 21: it was ignored without a
    /// word) and its axis gets no target: the view keeps its content size there.
    @Test func fittingPrioritiesOutsideTheRangeAreReported() {
        let root = makeRoot()
        let reports = ReportCollector(root.layoutEngine)
        let view = makeView("label", intrinsic: CGSize(width: 80, height: 20), in: root)
        let size = view.systemLayoutSizeFitting(
            CGSize(width: 300, height: 300), withHorizontalFittingPriority: LayoutPriority(2000),
            verticalFittingPriority: LayoutPriority(-1))
        #expect(size == CGSize(width: 80, height: 20))
        #expect(
            reports.errors.map(\.description) == [
                "Refused a value the layout cannot use, and kept the old one: label.systemLayoutSizeFitting(horizontalFittingPriority) = 2000",
                "Refused a value the layout cannot use, and kept the old one: label.systemLayoutSizeFitting(verticalFittingPriority) = -1",
            ])
    }

    @Test func marginsInsetsAndFramesThatAreNotFiniteAreRefused() {
        let root = makeRoot()
        let reports = ReportCollector(root.layoutEngine)
        let view = makeView("view", in: root)
        let controller = ViewController()
        let margins = DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        view.directionalLayoutMargins = margins
        view.directionalLayoutMargins = DirectionalEdgeInsets(top: .nan, leading: 0, bottom: 0, trailing: 0)
        view.layoutMargins = EdgeInsets(top: 0, left: .infinity, bottom: 0, right: 0)
        #expect(view.directionalLayoutMargins == margins)
        root.safeAreaInsets = EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        root.safeAreaInsets = EdgeInsets(top: .nan, left: 0, bottom: 0, right: 0)
        #expect(root.safeAreaInsets == EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        controller.additionalSafeAreaInsets = EdgeInsets(top: 0, left: 0, bottom: -.infinity, right: 0)
        #expect(controller.additionalSafeAreaInsets == .zero)
        let placed = View(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
        root.addSubview(placed)
        placed.frame = CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)
        placed.bounds = CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 10)
        placed.center = CGPoint(x: 0, y: CGFloat.nan)
        #expect(placed.frame == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(placed.bounds == CGRect(x: 0, y: 0, width: 3, height: 4))
        // The controller's view is not loaded: its refusal goes to standard error.
        #expect(reports.errors.count == 6)
        #expect(reports.errors.allSatisfy(isInvalidValue))
        root.layoutIfNeeded()
        #expect(placed.frame == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(root.layoutEngine.checkInvariants() == [])
    }

    @Test(arguments: [CGFloat.nan, .infinity, -5])
    func anIntrinsicSizeTheLayoutCannotUseIsReportedAndTakenAsNone(_ value: CGFloat) {
        let root = makeRoot()
        let reports = ReportCollector(root.layoutEngine)
        let view = IntrinsicView(size: CGSize(width: value, height: 30))
        view.identifier = "odd"
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
        LayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            view.topAnchor.constraint(equalTo: root.topAnchor),
            view.widthAnchor.constraint(equalToConstant: 40).withPriority(.defaultLow - 1),
        ])
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 0, y: 0, width: 40, height: 30))
        #expect(reports.errors.count == 1)
        #expect(reports.errors.first?.description
            == "Refused a value the layout cannot use, and kept the old one: odd.intrinsicContentSize.width = \(formatLength(value))")
        // noIntrinsicMetric is not an error.
        view.size = CGSize(width: View.noIntrinsicMetric, height: 30)
        root.layoutIfNeeded()
        #expect(reports.errors.count == 1)
        view.size = CGSize(width: 60, height: 30)
        root.layoutIfNeeded()
        #expect(view.frame.width == 60)
    }
}

extension LayoutConstraint {
    /// The constraint with a priority (set before activation).
    func withPriority(_ priority: LayoutPriority) -> LayoutConstraint {
        self.priority = priority
        return self
    }
}
