import Foundation
import Testing
import UIKitCompat

// Seed 004 ("Auto Layout: setNeedsLayout() và layoutIfNeeded()"), its animation experiment: a
// red view centred in the screen, whose centre-Y constraint a tap moves by 200 points, animated
// (A) without and (B) with `layoutIfNeeded()` in the block. The two classes below hold the
// article's code as it is printed, with only what the article leaves out added around it:
// - the class declarations and the screen the article builds in a storyboard (`RedViewScreen`:
//   a 100 × 100 red view centred in the root view; its `redViewYConstraints` is the article's
//   outlet, an `@IBOutlet weak var` in Interface Builder, here a plain property);
// - `@objc` on `redViewTapped()`: Linux has no Objective-C runtime, so the attribute does not
//   compile there (`#selector` neither). It is written as a comment; the article's tap gesture
//   recogniser calls the method by selector, and the tests call it directly, as a tap would;
// - `print`: the article reads the console. This file's `print` (it shadows the standard
//   library's here only) writes to standard output as `Swift.print` does and keeps the lines,
//   so the tests read the same console.

/// The lines this file's code printed. The tests that read it run one at a time on the main
/// actor and empty it first.
final class Console: @unchecked Sendable {
    static let shared = Console()
    private let lock = NSLock()
    private var storedLines: [String] = []

    var lines: [String] { lock.withLock { storedLines } }
    func append(_ line: String) { lock.withLock { storedLines.append(line) } }
    func clear() { lock.withLock { storedLines = [] } }
}

/// `Swift.print`, and the line kept in ``Console``.
fileprivate func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
    let line = items.map { "\($0)" }.joined(separator: separator)
    Swift.print(line, terminator: terminator)
    Console.shared.append(line)
}

/// The screen the article draws in a storyboard, and a console the tests can read.
class RedViewScreen: UIViewController {
    let redView = UIView()
    var redViewYConstraints: NSLayoutConstraint!

    init() { super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        redView.backgroundColor = .red
        redView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(redView)
        redViewYConstraints = redView.centerYAnchor.constraint(equalTo: view.centerYAnchor)
        NSLayoutConstraint.activate([
            redView.widthAnchor.constraint(equalToConstant: 100),
            redView.heightAnchor.constraint(equalToConstant: 100),
            redView.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            redViewYConstraints,
        ])
    }
}

/// Case A, as the article prints it.
final class Seed004AViewController: RedViewScreen {
  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    print("recalculate")
  }

  /* @objc */ func redViewTapped() {
    self.redViewYConstraints.constant = 200
    
    UIView.animate(withDuration: 1.5, delay: 0, options: .curveEaseInOut) {
      
    } completion: { _ in
      print("complete")
    }
  }
}

/// Case B, as the article prints it.
final class Seed004BViewController: RedViewScreen {
  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    print("recalculate")
  }

  /* @objc */ func redViewTapped() {
    self.redViewYConstraints.constant = 200
    
    UIView.animate(withDuration: 1.5, delay: 0, options: .curveEaseInOut) {
      self.view.layoutIfNeeded()
    } completion: { _ in
      print("complete")
    }
  }
}

@MainActor
@Suite struct Seed004AnimationTests {
    /// A 400 × 800 window on a clock the test moves, showing `controller`.
    func show(_ controller: UIViewController) -> (UIWindow, AnimationClock) {
        Console.shared.clear()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let clock = AnimationClock.manual()
        window.animationClock = clock
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.flush()
        return (window, clock)
    }

    @Test func caseAPrintsRecalculateCompleteRecalculateAndDoesNotAnimate() {
        let controller = Seed004AViewController()
        let (window, clock) = show(controller)
        let red = controller.redView
        #expect(Console.shared.lines == ["recalculate"])
        #expect(red.frame == CGRect(x: 150, y: 350, width: 100, height: 100))
        controller.redViewTapped()
        // Nothing changed in the block: the model frame waits for the next turn's layout.
        #expect(red.frame == CGRect(x: 150, y: 350, width: 100, height: 100))
        window.flush()
        #expect(Console.shared.lines == ["recalculate", "complete", "recalculate"])
        #expect(red.frame == CGRect(x: 150, y: 550, width: 100, height: 100))
        // It jumps: the presentation is the model at once.
        #expect(red.presentationFrame == CGRect(x: 150, y: 550, width: 100, height: 100))
        #expect(!red.hasAnimationsInFlight)
        clock.advance(by: 1.5)
        window.flush()
        #expect(Console.shared.lines == ["recalculate", "complete", "recalculate"])
    }

    @Test func caseBPrintsRecalculateRecalculateCompleteAndAnimates() {
        let controller = Seed004BViewController()
        let (window, clock) = show(controller)
        let red = controller.redView
        controller.redViewTapped()
        #expect(Console.shared.lines == ["recalculate", "recalculate"])
        #expect(red.frame == CGRect(x: 150, y: 550, width: 100, height: 100))
        #expect(red.presentationFrame == CGRect(x: 150, y: 350, width: 100, height: 100))
        window.flush()
        clock.advance(by: 0.75)
        // Ease in-out at half the time is exactly halfway.
        #expect(red.presentationFrame == CGRect(x: 150, y: 450, width: 100, height: 100))
        #expect(red.layer.presentation()?.frame == CGRect(x: 150, y: 450, width: 100, height: 100))
        window.flush()
        #expect(Console.shared.lines == ["recalculate", "recalculate"])
        clock.advance(by: 0.75)
        window.flush()
        #expect(Console.shared.lines == ["recalculate", "recalculate", "complete"])
        #expect(red.presentationFrame == CGRect(x: 150, y: 550, width: 100, height: 100))
        #expect(!red.hasAnimationsInFlight)
    }

    /// `UIViewPropertyAnimator` as Apple's documentation writes it (an animator made with a
    /// block, more animations added, then driven), scrubbed and reversed as an interactive
    /// transition does.
    @Test func aPropertyAnimatorAsUIKitDocsWriteIt() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let clock = AnimationClock.manual()
        window.animationClock = clock
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(view)
        var positions: [UIViewAnimatingPosition] = []

        let animator = UIViewPropertyAnimator(duration: 1.0, curve: .linear, animations: {
            view.alpha = 0.0
        })
        animator.addAnimations {
            view.center = CGPoint(x: 200, y: 200)
        }
        animator.addCompletion { position in
            positions.append(position)
        }

        animator.pauseAnimation()
        animator.fractionComplete = 0.5
        let state: UIViewAnimatingState = animator.state
        #expect(state == .active)
        #expect(view.presentationAlpha == 0.5)
        #expect(view.presentationFrame == CGRect(x: 75, y: 75, width: 100, height: 100))
        // The model values are the final ones at once, as in UIKit.
        #expect(view.alpha == 0 && view.center == CGPoint(x: 200, y: 200))

        animator.isReversed = true
        animator.startAnimation()
        clock.advance(by: 0.25)
        #expect(view.presentationFrame == CGRect(x: 37.5, y: 37.5, width: 100, height: 100))
        clock.advance(by: 0.25)
        window.flush()
        #expect(positions == [.start])
        #expect(animator.state == .inactive)
        #expect(view.alpha == 1 && view.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
    }

    /// Both trailing-closure forms of `UIView.animate`, and the others UIKit code writes.
    @Test func everyFormOfUIViewAnimateCompiles() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let clock = AnimationClock.manual()
        window.animationClock = clock
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(view)
        var finished: [Bool] = []

        UIView.animate(withDuration: 1) {
            view.frame.origin.x = 100
        }
        UIView.animate(withDuration: 1, animations: {
            view.frame.origin.y = 100
        }) { done in
            finished.append(done)
        }
        UIView.animate(withDuration: 1) {
            view.alpha = 0.5
        } completion: { done in
            finished.append(done)
        }
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear, .allowUserInteraction]) {
            view.frame.size.width = 200
        }
        UIView.animate(
            withDuration: 1, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0, options: [],
            animations: { view.frame.size.height = 200 }, completion: nil)
        UIView.performWithoutAnimation {
            view.backgroundColor = .blue
        }
        #expect(view.frame == CGRect(x: 100, y: 100, width: 200, height: 200))
        #expect(view.presentationFrame == CGRect(x: 0, y: 0, width: 100, height: 100))
        clock.advance(by: 0.5)
        // The linear width is halfway at half the time; ease in-out x and y are too.
        #expect(view.presentationFrame.origin == CGPoint(x: 50, y: 50))
        #expect(view.presentationFrame.width == 150)
        clock.advance(by: 0.5)
        window.flush()
        #expect(finished == [true, true])
        #expect(view.presentationFrame == view.frame)
    }
}
