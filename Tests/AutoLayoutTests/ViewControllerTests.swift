import AutoLayout
import Foundation
import Testing

/// View controllers: loading the view, their part of the layout cycle, containment, the
/// additional safe area and the system minimum margins of the root view.
@MainActor
struct ViewControllerTests {
    final class LoggingController: ViewController {
        let log: CallLog
        init(log: CallLog) {
            self.log = log
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { nil }
        override func loadView() {
            log.record("loadView")
            view = LoggingView("root", log: log)
        }
        override func viewDidLoad() { log.record("viewDidLoad") }
        override func updateViewConstraints() {
            log.record("updateViewConstraints")
            super.updateViewConstraints()
        }
        override func viewWillLayoutSubviews() { log.record("viewWillLayoutSubviews") }
        override func viewDidLayoutSubviews() { log.record("viewDidLayoutSubviews") }
        override func willMove(toParent parent: ViewController?) { log.record("willMove \(parent == nil ? "nil" : "parent")") }
        override func didMove(toParent parent: ViewController?) { log.record("didMove \(parent == nil ? "nil" : "parent")") }
    }

    @Test func theViewIsLoadedOnceOnFirstUse() {
        let log = CallLog()
        let controller = LoggingController(log: log)
        #expect(!controller.isViewLoaded)
        #expect(log.entries.isEmpty)
        let view = controller.view
        #expect(controller.isViewLoaded)
        #expect(controller.view === view)
        controller.loadViewIfNeeded()
        #expect(log.entries == ["loadView", "viewDidLoad"])
    }

    @Test func aDefaultControllerMakesAPlainView() {
        let controller = ViewController()
        #expect(controller.view != nil)
        #expect(controller.view.translatesAutoresizingMaskIntoConstraints)
    }

    @Test func theControllerTakesPartInTheLayoutCycle() {
        let log = CallLog()
        let window = makeRoot(width: 375, height: 667)
        let controller = LoggingController(log: log)
        window.rootViewController = controller
        let child = LoggingView("child", log: log)
        controller.view.addSubview(child)
        LayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor, constant: 10),
            child.topAnchor.constraint(equalTo: controller.view.topAnchor, constant: 10),
            child.widthAnchor.constraint(equalToConstant: 10),
            child.heightAnchor.constraint(equalToConstant: 10),
        ])
        window.layoutIfNeeded()
        #expect(log.entries == [
            "loadView", "viewDidLoad",
            // The update pass: the subview first, then the controller for its root view (its
            // default calls the root view's updateConstraints).
            "updateConstraints child", "updateViewConstraints", "updateConstraints root",
            // The layout pass: the controller's hooks around its root view's layoutSubviews.
            "viewWillLayoutSubviews", "layoutSubviews root", "viewDidLayoutSubviews",
            "layoutSubviews child",
        ])
        #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
        #expect(child.frame == CGRect(x: 10, y: 10, width: 10, height: 10))
    }

    @Test func viewDidLayoutSubviewsRunsWhenTheRootViewResizes() {
        let log = CallLog()
        let window = makeRoot(width: 375, height: 667)
        let controller = LoggingController(log: log)
        window.rootViewController = controller
        window.layoutIfNeeded()
        log.clear()
        window.layoutIfNeeded()
        #expect(log.entries.isEmpty)
        // Rotation.
        window.frame = CGRect(x: 0, y: 0, width: 667, height: 375)
        window.layoutIfNeeded()
        #expect(log.entries == ["viewWillLayoutSubviews", "layoutSubviews root", "viewDidLayoutSubviews"])
        #expect(controller.view.bounds.size == CGSize(width: 667, height: 375))
    }

    @Test func setNeedsUpdateConstraintsOnTheRootViewCallsTheController() {
        let log = CallLog()
        let window = makeRoot()
        let controller = LoggingController(log: log)
        window.rootViewController = controller
        window.layoutIfNeeded()
        log.clear()
        controller.view.setNeedsUpdateConstraints()
        window.layoutIfNeeded()
        #expect(log.entries == ["updateViewConstraints", "updateConstraints root"])
    }

    @Test func replacingTheRootViewControllerRemovesTheOldView() {
        let window = makeRoot()
        let first = ViewController()
        let second = ViewController()
        window.rootViewController = first
        #expect(first.view.superview === window)
        window.rootViewController = second
        #expect(first.view.superview == nil)
        #expect(second.view.superview === window)
        #expect(window.rootViewController === second)
    }

    @Test func childControllers() {
        let log = CallLog()
        let parent = ViewController()
        let child = LoggingController(log: log)
        parent.addChild(child)
        #expect(parent.children.count == 1 && parent.children[0] === child)
        #expect(child.parent === parent)
        parent.addChild(child)
        #expect(parent.children.count == 1)
        child.didMove(toParent: parent)
        child.willMove(toParent: nil)
        child.removeFromParent()
        #expect(parent.children.isEmpty)
        #expect(child.parent == nil)
        #expect(log.entries == ["willMove parent", "didMove parent", "willMove nil", "didMove nil"])
    }

    @Test func aChildControllersViewIsLaidOutInsideItsParents() {
        inBothDirections(width: 400, height: 400) { d in
            let window = d.root
            let parent = ViewController()
            window.rootViewController = parent
            let child = ViewController()
            parent.addChild(child)
            let childView = child.view!
            childView.translatesAutoresizingMaskIntoConstraints = false
            parent.view.addSubview(childView)
            LayoutConstraint.activate([
                childView.leadingAnchor.constraint(equalTo: parent.view.leadingAnchor, constant: 20),
                childView.trailingAnchor.constraint(equalTo: parent.view.trailingAnchor, constant: -20),
                childView.topAnchor.constraint(equalTo: parent.view.topAnchor, constant: 100),
                childView.heightAnchor.constraint(equalToConstant: 50),
            ])
            child.didMove(toParent: parent)
            window.layoutIfNeeded()
            #expect(childView.frame == d.frame(CGRect(x: 20, y: 100, width: 360, height: 50), of: childView))
        }
    }

    // MARK: Margins of the root view

    func marginContent(in controller: ViewController) -> View {
        let content = makeView("content", in: controller.view)
        let guide = controller.view.layoutMarginsGuide
        LayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            content.topAnchor.constraint(equalTo: controller.view.topAnchor),
            content.heightAnchor.constraint(equalToConstant: 10),
        ])
        return content
    }

    @Test func theRootViewKeepsTheSystemMinimumMargins() {
        #expect(ViewController().systemMinimumLayoutMargins == DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))
        let layout = expectMirrored(width: 375, height: 667, [CGRect(x: 16, y: 0, width: 343, height: 10)]) { window in
            let controller = ViewController()
            window.rootViewController = controller
            return [marginContent(in: controller)]
        }
        // Larger margins of its own win; smaller ones do not go below the minimum.
        layout.change { window, _ in
            window.rootViewController!.view.directionalLayoutMargins = DirectionalEdgeInsets(top: 0, leading: 30, bottom: 0, trailing: 4)
        }
        layout.expect([CGRect(x: 30, y: 0, width: 329, height: 10)])
    }

    @Test func aRegularWidthHasLargerMinimumMargins() {
        let window = Window(
            frame: CGRect(x: 0, y: 0, width: 1024, height: 768),
            traitCollection: TraitCollection(horizontalSizeClass: .regular))
        let controller = ViewController()
        window.rootViewController = controller
        let content = marginContent(in: controller)
        window.layoutIfNeeded()
        #expect(controller.systemMinimumLayoutMargins == DirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20))
        #expect(content.frame == CGRect(x: 20, y: 0, width: 984, height: 10))
    }

    @Test func aRootViewMayIgnoreTheSystemMinimum() {
        let layout = expectMirrored(width: 375, height: 667, [CGRect(x: 8, y: 0, width: 359, height: 10)]) { window in
            let controller = ViewController()
            controller.viewRespectsSystemMinimumLayoutMargins = false
            window.rootViewController = controller
            return [marginContent(in: controller)]
        }
        layout.change { window, _ in
            window.rootViewController!.view.directionalLayoutMargins = DirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 2)
        }
        layout.expect([CGRect(x: 0, y: 0, width: 373, height: 10)])
    }

    @Test func subviewsOfTheRootViewKeepTheDefaultMargins() {
        inBothDirections(width: 375, height: 667) { d in
            let window = d.root
            let controller = ViewController()
            window.rootViewController = controller
            let box = makeView("box", in: controller.view)
            let content = makeView("content", in: box)
            LayoutConstraint.activate([
                box.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
                box.trailingAnchor.constraint(equalTo: controller.view.trailingAnchor),
                box.topAnchor.constraint(equalTo: controller.view.topAnchor),
                box.heightAnchor.constraint(equalToConstant: 100),
                content.leadingAnchor.constraint(equalTo: box.layoutMarginsGuide.leadingAnchor),
                content.trailingAnchor.constraint(equalTo: box.layoutMarginsGuide.trailingAnchor),
                content.topAnchor.constraint(equalTo: box.topAnchor),
                content.heightAnchor.constraint(equalToConstant: 10),
            ])
            window.layoutIfNeeded()
            #expect(content.frame == d.frame(CGRect(x: 8, y: 0, width: 359, height: 10), of: content))
        }
    }

    // MARK: Safe area

    @Test func additionalSafeAreaInsetsMoveTheRootsSafeArea() {
        let window = makeRoot(width: 375, height: 812)
        window.safeAreaInsets = EdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
        let controller = ViewController()
        window.rootViewController = controller
        let bar = makeView("bar", in: controller.view)
        LayoutConstraint.activate([
            bar.leadingAnchor.constraint(equalTo: controller.view.safeAreaLayoutGuide.leadingAnchor),
            bar.trailingAnchor.constraint(equalTo: controller.view.safeAreaLayoutGuide.trailingAnchor),
            bar.topAnchor.constraint(equalTo: controller.view.safeAreaLayoutGuide.topAnchor),
            bar.heightAnchor.constraint(equalToConstant: 50),
        ])
        window.layoutIfNeeded()
        #expect(bar.frame == CGRect(x: 0, y: 44, width: 375, height: 50))
        controller.additionalSafeAreaInsets = EdgeInsets(top: 56, left: 0, bottom: 0, right: 0)
        window.layoutIfNeeded()
        #expect(controller.view.safeAreaInsets == EdgeInsets(top: 100, left: 0, bottom: 34, right: 0))
        #expect(bar.frame == CGRect(x: 0, y: 100, width: 375, height: 50))
    }
}
