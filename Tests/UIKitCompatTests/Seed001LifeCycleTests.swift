import Testing
import UIKitCompat

// Seed 001 ("UIView vòng đời Auto Layout"): the overrides of the Auto Layout life cycle the
// article lists (updateConstraints, layoutSubviews, draw, updateViewConstraints,
// viewWillLayoutSubviews / viewDidLayoutSubviews, intrinsicContentSize with
// UIView.noIntrinsicMetric, alignmentRect(forFrame:) / frame(forAlignmentRect:)), written as
// for UIKit. The article shows no code: these are the overrides it names, each recording its
// call; `required init?(coder:)` is what Xcode adds to a UIKit subclass with its own init.

/// Records the calls in order.
final class CallLog {
    var entries: [String] = []
    func record(_ entry: String) { entries.append(entry) }
}

class LifeCycleView: UIView {
    let name: String
    let log: CallLog

    init(name: String, log: CallLog) {
        self.name = name
        self.log = log
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func updateConstraints() {
        log.record("\(name).updateConstraints")
        super.updateConstraints()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        log.record("\(name).layoutSubviews")
    }

    override func draw(_ rect: CGRect) {
        log.record("\(name).draw")
    }

    override var intrinsicContentSize: CGSize {
        CGSize(width: 100, height: UIView.noIntrinsicMetric)
    }

    // The article: these two must be inverses; with a 10-point shadow below the view.
    override func alignmentRect(forFrame frame: CGRect) -> CGRect {
        CGRect(x: frame.minX, y: frame.minY, width: frame.width, height: frame.height - 10)
    }

    override func frame(forAlignmentRect alignmentRect: CGRect) -> CGRect {
        CGRect(x: alignmentRect.minX, y: alignmentRect.minY, width: alignmentRect.width, height: alignmentRect.height + 10)
    }

    override var alignmentRectInsets: UIEdgeInsets {
        UIEdgeInsets(top: 0, left: 0, bottom: 10, right: 0)
    }
}

class LifeCycleViewController: UIViewController {
    let log: CallLog
    var child: LifeCycleView!

    init(log: CallLog) {
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func loadView() {
        log.record("loadView")
        view = LifeCycleView(name: "root", log: log)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        log.record("viewDidLoad")
        child = LifeCycleView(name: "child", log: log)
        child.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(child)
        NSLayoutConstraint.activate([
            child.topAnchor.constraint(equalTo: view.topAnchor, constant: 20),
            child.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            child.heightAnchor.constraint(equalToConstant: 40),
        ])
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        log.record("viewWillAppear")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        log.record("viewDidAppear")
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        log.record("viewWillDisappear")
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        log.record("viewDidDisappear")
    }

    override func updateViewConstraints() {
        log.record("updateViewConstraints")
        super.updateViewConstraints()
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        log.record("viewWillLayoutSubviews")
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        log.record("viewDidLayoutSubviews")
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        log.record("traitCollectionDidChange \(previousTraitCollection?.verticalSizeClass == .regular ? "from regular" : "")")
    }

    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        log.record("viewWillTransition \(Int(size.width))x\(Int(size.height))")
        coordinator.animate(alongsideTransition: { _ in
            self.log.record("alongside \(Int(self.view.bounds.width))")
        }, completion: { _ in
            self.log.record("completion")
        })
    }
}

@MainActor
@Suite struct Seed001LifeCycleTests {
    @Test func aWindowShowingItsRootCallsUIKitsOrder() {
        let log = CallLog()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let controller = LifeCycleViewController(log: log)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.flush()
        #expect(log.entries == [
            "loadView", "viewDidLoad", "viewWillAppear",
            "child.updateConstraints", "updateViewConstraints", "root.updateConstraints",
            "viewWillLayoutSubviews", "root.layoutSubviews", "viewDidLayoutSubviews", "child.layoutSubviews",
            "root.draw", "child.draw",
            "viewDidAppear",
        ])
        // The child's alignment rectangle is placed: its frame is 10 points taller (the shadow).
        #expect(controller.child.frame == CGRect(x: 20, y: 20, width: 100, height: 50))
        #expect(controller.child.alignmentRect(forFrame: controller.child.frame) == CGRect(x: 20, y: 20, width: 100, height: 40))
    }

    @Test func replacingTheRootRunsTheDisappearanceCallbacks() {
        let log = CallLog()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        window.rootViewController = LifeCycleViewController(log: log)
        window.makeKeyAndVisible()
        window.flush()
        let second = CallLog()
        log.entries = []
        window.rootViewController = LifeCycleViewController(log: second)
        #expect(log.entries == ["viewWillDisappear", "viewDidDisappear"])
        #expect(second.entries == ["loadView", "viewDidLoad", "viewWillAppear"])
        window.flush()
        #expect(second.entries.last == "viewDidAppear")
    }

    @Test func aHiddenWindowDoesNotShowItsRoot() {
        let log = CallLog()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        window.rootViewController = LifeCycleViewController(log: log)
        window.flush()
        #expect(!log.entries.contains("viewWillAppear"))
        #expect(!log.entries.contains("viewDidAppear"))
    }

    @Test func rotatingCallsTransitionThenTraitsThenTheCoordinator() {
        let log = CallLog()
        let profile = UIScreen.main.profile
        let window = UIScreen.main.makeWindow()
        let controller = LifeCycleViewController(log: log)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.flush()
        log.entries = []
        window.rotate(to: .landscape, of: profile)
        #expect(Array(log.entries.prefix(2)) == ["viewWillTransition 852x393", "traitCollectionDidChange from regular"])
        #expect(Array(log.entries.suffix(2)) == ["alongside 852", "completion"])
        #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 852, height: 393))
        #expect(controller.traitCollection.verticalSizeClass == .compact)
    }
}
