// Generated from the Swift block at README.md:762; do not edit. After changing
// README.md, `AUTOLAYOUT_UPDATE_README=1 swift test --filter ReadmeTests` writes it again.
import UIKitCompat
import Testing

@Suite struct ReadmeSnippet9 {
    @Test("README.md:762") func runsAsPrinted() throws {
        let printed = PrintedText()
        func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
            printed.print(items, separator: separator, terminator: terminator)
        }
        func assert(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String = "", line: Int = #line) {
            printed.check(condition(), message(), line: line)
        }
#sourceLocation(file: "README.md", line: 764)

        final class SignInViewController: UIViewController {
            let button = UIButton()
            var taps = 0

            required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
            init() { super.init(nibName: nil, bundle: nil) }

            override func viewDidLoad() {
                super.viewDidLoad()
                button.setTitle("Sign in", for: .normal)
                button.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(button)
                let width = NSLayoutConstraint(
                    item: button, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                    multiplier: 1, constant: 300)
                width.priority = UILayoutPriority(999)
                NSLayoutConstraint.activate([
                    width,
                    button.widthAnchor.constraint(lessThanOrEqualTo: view.readableContentGuide.widthAnchor),
                    button.centerXAnchor.constraint(equalTo: view.centerXAnchor),
                    button.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor, constant: -8),
                ])
                // `#selector` needs the Objective-C runtime: a method reference does the same.
                button.addTarget(self, action: SignInViewController.signIn, for: .touchUpInside)
            }

            func signIn() { taps += 1 }
        }

        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 280, height: 600))
        let controller = SignInViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.flush()
        assert(controller.button.frame.width == 248)     // the readable width: 280 minus 16 + 16 margins
        assert(controller.button.frame.maxY == 592)      // 8 above the keyboard guide (hidden: the bottom)
        window.keyboardHeight = 216
        window.flush()
        assert(controller.button.frame.maxY == 376)      // 8 above the keyboard
        controller.button.sendActions(for: .touchUpInside)
        assert(controller.taps == 1)
#sourceLocation()
        printed.expect(matching: "")
    }
}
