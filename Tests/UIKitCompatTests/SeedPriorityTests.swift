import Testing
import UIKitCompat

// The priority examples of seed 000 (the sign-in form: the image's height at 950, the
// container's top at 900 then 800 against 850) and seed 004 (a 300-point button at 999 that
// must not be wider than its superview), written with UIKit's names.

@MainActor
@Suite struct SeedPriorityTests {
    @Test func seed000TheSignInFormsPriorities() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let superView = UIView()
        superView.frame = window.bounds
        window.addSubview(superView)
        let containerView = UIView()
        let imageView = UIImageView()
        for view in [containerView, imageView] { view.translatesAutoresizingMaskIntoConstraints = false }
        superView.addSubview(containerView)
        containerView.addSubview(imageView)

        // ImageView.Height = 50 (priority: 950), against a required 60-point container it fills.
        let imageHeight = imageView.heightAnchor.constraint(equalToConstant: 50)
        imageHeight.priority = UILayoutPriority(950)
        // ContainerView.Top = 1.0 x SuperView.Top + 100 (priority: 900 → 800)
        let top100 = NSLayoutConstraint(
            item: containerView, attribute: .top, relatedBy: .equal, toItem: superView, attribute: .top,
            multiplier: 1.0, constant: 100)
        top100.priority = UILayoutPriority(900)
        // ContainerView.Top = 1.0 x SuperView.Top + 50 (priority: 850)
        let top50 = NSLayoutConstraint(
            item: containerView, attribute: .top, relatedBy: .equal, toItem: superView, attribute: .top,
            multiplier: 1.0, constant: 50)
        top50.priority = UILayoutPriority(850)
        NSLayoutConstraint.activate([
            imageHeight, top100, top50,
            containerView.leadingAnchor.constraint(equalTo: superView.leadingAnchor, constant: 20),
            containerView.trailingAnchor.constraint(equalTo: superView.trailingAnchor, constant: -20),
            containerView.heightAnchor.constraint(equalToConstant: 60),
            imageView.topAnchor.constraint(equalTo: containerView.topAnchor),
            imageView.bottomAnchor.constraint(equalTo: containerView.bottomAnchor),
            imageView.leadingAnchor.constraint(equalTo: containerView.leadingAnchor),
            imageView.widthAnchor.constraint(equalToConstant: 60),
        ])
        window.layoutIfNeeded()
        #expect(containerView.frame == CGRect(x: 20, y: 100, width: 280, height: 60))
        #expect(imageView.frame == CGRect(x: 0, y: 0, width: 60, height: 60))

        top100.priority = UILayoutPriority(800)
        window.layoutIfNeeded()
        #expect(containerView.frame == CGRect(x: 20, y: 50, width: 280, height: 60))
    }

    @Test func seed004AButtonOf300At999InsideItsSuperview() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let button = UIButton()
        button.setTitle("Sign in", for: .normal)
        button.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(button)
        // button.width = 300              // priority: 999
        let width = button.widthAnchor.constraint(equalToConstant: 300)
        width.priority = UILayoutPriority(rawValue: 999)
        // button.width <= superview.width // priority: 1000
        let fits = button.widthAnchor.constraint(lessThanOrEqualTo: window.widthAnchor)
        fits.priority = .required
        NSLayoutConstraint.activate([
            width, fits,
            button.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            button.topAnchor.constraint(equalTo: window.topAnchor),
        ])
        window.layoutIfNeeded()
        #expect(button.frame.width == 200)
        window.frame = CGRect(x: 0, y: 0, width: 400, height: 100)
        window.layoutIfNeeded()
        #expect(button.frame.width == 300)
    }

    @Test func seed004TheDefaultPriorities() {
        #expect(UILayoutPriority.required.rawValue == 1000)
        #expect(UILayoutPriority.defaultHigh.rawValue == 750)
        #expect(UILayoutPriority.defaultLow.rawValue == 250)
        #expect((UILayoutPriority.defaultHigh + 1).rawValue == 751)
        let label = UILabel()
        label.setContentCompressionResistancePriority(.defaultHigh + 1, for: .horizontal)
        label.setContentHuggingPriority(UILayoutPriority(252), for: NSLayoutConstraint.Axis.horizontal)
        #expect(label.contentCompressionResistancePriority(for: .horizontal).rawValue == 751)
        #expect(label.contentHuggingPriority(for: .horizontal).rawValue == 252)
    }
}
