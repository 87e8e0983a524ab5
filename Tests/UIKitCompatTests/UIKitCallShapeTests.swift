import Testing
import UIKitCompat

/// UIKit's call shapes: the non-throwing initialiser and its reports, the untyped visual
/// format, fonts, sizing to fit, guides, actions, the archive initialisers.
@MainActor
@Suite struct UIKitCallShapeTests {
    /// A window whose engine collects the errors it is handed.
    func makeWindow(width: CGFloat = 320, height: CGFloat = 480) -> (UIWindow, () -> [LayoutError]) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: height))
        final class Box { var errors: [LayoutError] = [] }
        let box = Box()
        window.layoutEngine.invalidConstraintHandler = { error, _ in box.errors.append(error) }
        return (window, { box.errors })
    }

    @Test func anInvalidConstraintIsReportedAsUIKitRaisesAndIsInert() {
        let (window, errors) = makeWindow()
        let view = UIView()
        window.addSubview(view)
        // A location equal to a constant: UIKit raises.
        let constraint = NSLayoutConstraint(
            item: view, attribute: .left, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
            multiplier: 1, constant: 10)
        #expect(errors().count == 1)
        #expect(
            errors().first?.uikitExceptionReason
                == "*** +[NSLayoutConstraint constraintWithItem:attribute:relatedBy:toItem:attribute:multiplier:constant:]: A multiplier of 0 or a nil second item together with a location for the first attribute creates an illegal constraint of a location equal to a constant. Location attributes must be specified in pairs.")
        #expect(constraint.firstItem === view)
        #expect(constraint.firstAttribute == .left)
        constraint.isActive = true
        #expect(!constraint.isActive)
        #expect(errors().count == 2)
    }

    @Test func aLocationRelatedToASizeIsAnInvalidPairing() {
        let (window, errors) = makeWindow()
        let view = UIView()
        window.addSubview(view)
        _ = NSLayoutConstraint(
            item: view, attribute: .top, relatedBy: .equal, toItem: window, attribute: .height,
            multiplier: 0.5, constant: 0)
        #expect(
            errors().map(\.uikitExceptionReason) == [
                "*** +[NSLayoutConstraint constraintWithItem:attribute:relatedBy:toItem:attribute:multiplier:constant:]: Invalid pairing of layout attributes."
            ])
    }

    @Test func theVisualFormatTakesUntypedViewsAndNilMetrics() {
        let (window, errors) = makeWindow()
        let a = UIView()
        let b = UIView()
        for view in [a, b] {
            view.translatesAutoresizingMaskIntoConstraints = false
            window.addSubview(view)
        }
        let views: [String: Any] = ["a": a, "b": b]
        NSLayoutConstraint.activate(
            NSLayoutConstraint.constraints(withVisualFormat: "H:|-(m)-[a(==50)]-[b(==a)]", options: [], metrics: ["m": 12], views: views)
                + NSLayoutConstraint.constraints(withVisualFormat: "V:|[a(==20)]", options: [], metrics: nil, views: views)
                + NSLayoutConstraint.constraints(withVisualFormat: "V:|[b(==20)]", options: [], metrics: nil, views: views))
        window.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 12, y: 0, width: 50, height: 20))
        #expect(b.frame == CGRect(x: 70, y: 0, width: 50, height: 20))
        #expect(errors().isEmpty)
        let none = NSLayoutConstraint.constraints(withVisualFormat: "H:|-[c]", options: [], metrics: nil, views: views)
        #expect(none.isEmpty)
        #expect(errors().count == 1)
        #expect(errors().first.map { "\($0)" }?.hasPrefix("Refused a value the layout cannot use, and kept the old one: Unable to parse constraint format: ") == true)
    }

    @Test func preferredFontsAndFontMetricsFollowTheTraitsCategory() {
        var traits = UITraitCollection()
        traits.preferredContentSizeCategory = .extraExtraExtraLarge
        #expect(UIFont.preferredFont(forTextStyle: .body, compatibleWith: traits).pointSize == 23)
        #expect(UIFont.preferredFont(forTextStyle: .body, compatibleWith: nil).pointSize == 17)
        let metrics = UIFontMetrics(forTextStyle: .body)
        #expect(metrics.scaledValue(for: 34) == 34)
        #expect(metrics.scaledValue(for: 34, compatibleWith: traits) == 46)
        #expect(metrics.scaledFont(for: UIFont.systemFont(ofSize: 17), compatibleWith: traits).pointSize == 23)
        #expect(UIFontMetrics.default.textStyle == .body)
    }

    @Test func sizeToFitKeepsAPlainViewAndFitsALabel() {
        let view = UIView(frame: CGRect(x: 5, y: 6, width: 70, height: 80))
        #expect(view.sizeThatFits(CGSize(width: 10, height: 10)) == CGSize(width: 70, height: 80))
        view.sizeToFit()
        #expect(view.frame == CGRect(x: 5, y: 6, width: 70, height: 80))
        let toggle = UISwitch(frame: CGRect(x: 1, y: 2, width: 0, height: 0))
        toggle.frame = CGRect(x: 1, y: 2, width: 10, height: 10)
        toggle.sizeToFit()
        #expect(toggle.frame == CGRect(x: 1, y: 2, width: 51, height: 31))
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 5))
        slider.sizeToFit()
        #expect(slider.frame.size == CGSize(width: 200, height: 31))
        #expect(!UIView.requiresConstraintBasedLayout)
    }

    @Test func theReadableContentGuideIs672PointsWideOnAWideView() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1024, height: 768))
        let text = UIView()
        text.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(text)
        let guide = window.readableContentGuide
        NSLayoutConstraint.activate([
            text.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            text.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            text.topAnchor.constraint(equalTo: guide.topAnchor),
            text.heightAnchor.constraint(equalToConstant: 10),
        ])
        window.layoutIfNeeded()
        #expect(guide.layoutFrame == CGRect(x: 176, y: 8, width: 672, height: 752))
        #expect(text.frame == CGRect(x: 176, y: 8, width: 672, height: 10))
        #expect(window.readableContentGuide === guide)
        // Narrower than 672 between the margins: the margins' width.
        window.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
        window.layoutIfNeeded()
        #expect(text.frame == CGRect(x: 8, y: 8, width: 359, height: 10))
    }

    /// UIKit's readable width follows Dynamic Type: 46 "m" of the body font, rounded up to 8
    /// points (ContentSizeCategory.readableWidth): 560 at xSmall, 672 at Large, 912 at xxxLarge.
    @Test func theReadableContentGuideWidensWithTheContentSizeCategory() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1024, height: 768))
        let guide = window.readableContentGuide
        var widths: [CGFloat] = []
        var frames: [CGRect] = []
        for category in [UIContentSizeCategory.extraSmall, .large, .extraExtraExtraLarge] {
            var traits = window.traitCollection
            traits.preferredContentSizeCategory = category
            window.traitCollection = traits
            window.layoutIfNeeded()
            widths.append(traits.readableContentWidth)
            frames.append(guide.layoutFrame)
        }
        #expect(widths == [560, 672, 912])
        #expect(
            frames == [
                CGRect(x: 232, y: 8, width: 560, height: 752),
                CGRect(x: 176, y: 8, width: 672, height: 752),
                CGRect(x: 56, y: 8, width: 912, height: 752),
            ])
        // A view whose guide was made outside a window takes the window's width when it joins.
        let text = UIView(frame: CGRect(x: 0, y: 0, width: 1024, height: 100))
        let textGuide = text.readableContentGuide
        window.addSubview(text)
        window.layoutIfNeeded()
        #expect(textGuide.layoutFrame == CGRect(x: 56, y: 8, width: 912, height: 84))
        // Every category's width, smallest first.
        #expect(
            UIContentSizeCategory.allCases.map(\.readableWidth) == [
                560, 600, 640, 672, 752, 832, 912, 1112, 1312, 1584, 1864, 2096,
            ])
    }

    @Test func theKeyboardGuideFollowsTheWindowsKeyboardHeight() {
        let window = UIScreen.main.makeWindow()
        let field = UITextField()
        field.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(field)
        NSLayoutConstraint.activate([
            field.bottomAnchor.constraint(equalTo: window.keyboardLayoutGuide.topAnchor),
            field.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            field.widthAnchor.constraint(equalToConstant: 100),
            field.heightAnchor.constraint(equalToConstant: 30),
        ])
        window.layoutIfNeeded()
        // Hidden: the guide's top is the safe area's bottom (852 - 34).
        #expect(field.frame == CGRect(x: 0, y: 788, width: 100, height: 30))
        window.keyboardHeight = UIScreen.main.profile.keyboardHeight(in: .portrait)
        window.layoutIfNeeded()
        #expect(window.keyboardHeight == 250)
        #expect(field.frame == CGRect(x: 0, y: 572, width: 100, height: 30))
        window.rotate(to: .landscape, of: UIScreen.main.profile)
        #expect(window.keyboardHeight == 183)
        window.layoutIfNeeded()
        #expect(field.frame == CGRect(x: 0, y: 180, width: 100, height: 30))
        window.keyboardHeight = 0
        window.layoutIfNeeded()
        #expect(field.frame == CGRect(x: 0, y: 342, width: 100, height: 30))
    }

    @Test func actionsAndTargetsRunOnSentEvents() {
        final class Screen {
            var taps: [String] = []
            func buttonTapped() { taps.append("tapped") }
            func buttonTapped(_ sender: UIControl) { taps.append("tapped by \(sender is UIButton)") }
        }
        let screen = Screen()
        let button = UIButton()
        button.addAction(UIAction { _ in screen.taps.append("action") }, for: .touchUpInside)
        button.addTarget(screen, action: Screen.buttonTapped as (Screen) -> () -> Void, for: .touchUpInside)
        button.addTarget(screen, action: Screen.buttonTapped(_:), for: .touchUpInside)
        button.sendActions(for: .valueChanged)
        #expect(screen.taps.isEmpty)
        button.sendActions(for: .touchUpInside)
        #expect(screen.taps == ["action", "tapped", "tapped by true"])
        button.isEnabled = false
        button.sendActions(for: .touchUpInside)
        #expect(screen.taps.count == 3)
        button.isEnabled = true
        button.isUserInteractionEnabled = false
        button.sendActions(for: .touchUpInside)
        #expect(screen.taps.count == 3)
    }

    @Test func theArchiveInitialisersMakeEmptyViewsAndControllers() throws {
        let coder = NSCoder()
        let view = try #require(UIView(coder: coder))
        #expect(view.frame == .zero)
        let label = try #require(UILabel(coder: coder))
        #expect(label.text == nil)
        let toggle = try #require(UISwitch(coder: coder))
        #expect(toggle.frame.size == CGSize(width: 51, height: 31))
        let controller = UIViewController(nibName: "Main", bundle: nil)
        #expect(controller.nibName == "Main")
        #expect(UIViewController(coder: coder)?.nibName == nil)
    }

    @Test func theNonLayoutSurfaceIsThere() {
        let view = UIView()
        view.backgroundColor = UIColor.systemBlue
        view.alpha = 0.5
        view.isOpaque = false
        view.tintColor = .systemPink
        view.layer.cornerRadius = 8
        view.layer.borderWidth = 1
        view.layer.borderColor = UIColor.separator
        #expect(view.layer.cornerRadius == 8)
        #expect(view.alpha == 0.5)
        #expect(view.backgroundColor == UIColor(red: 0, green: 122 / 255, blue: 1, alpha: 1))
        let label = UILabel()
        label.textColor = .secondaryLabel
        label.textAlignment = NSTextAlignment.center
        label.lineBreakMode = NSLineBreakMode.byTruncatingTail
        #expect(label.textColor == UIColor.secondaryLabel)
        #expect(UIView.noIntrinsicMetric == -1)
        #expect(UIView.layoutFittingCompressedSize == .zero)
        let mask: UIView.AutoresizingMask = [.flexibleWidth, .flexibleHeight]
        #expect(mask.rawValue == 18)
        #expect(UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4).left == 2)
        #expect(NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4).leading == 2)
        #expect(UIScreen.main.bounds == CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(UIScreen.main.scale == 3)
        let sizeClass: UIUserInterfaceSizeClass = UIScreen.main.traitCollection.horizontalSizeClass
        #expect(sizeClass == .compact)
        #expect(UISemanticContentAttribute.forceRightToLeft != .unspecified)
        #expect(UIContentSizeCategory.large < .extraLarge)
    }
}
