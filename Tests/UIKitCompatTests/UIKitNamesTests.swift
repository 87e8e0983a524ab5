import Testing
import UIKitCompat

/// Every UIKit name of issue 17's list resolves through `import UIKitCompat` alone (this file
/// compiles), to the type docs/porting-from-uikit.md says.
@MainActor
@Suite struct UIKitNamesTests {
    @Test func everyTypeOfTheIssuesListResolves() {
        let types: [Any.Type] = [
            UIView.self, UIWindow.self, UIScreen.self, UIViewController.self, UILabel.self, UIButton.self,
            UIImageView.self, UIImage.self, UIStackView.self, UITextField.self, UITextView.self, UISwitch.self,
            UISlider.self, UIActivityIndicatorView.self, UIProgressView.self, UILayoutGuide.self,
            NSLayoutConstraint.self, NSLayoutConstraint.Attribute.self, NSLayoutConstraint.Relation.self,
            NSLayoutConstraint.Axis.self, NSLayoutAnchor<NSLayoutXAxisAnchor>.self, NSLayoutXAxisAnchor.self,
            NSLayoutYAxisAnchor.self, NSLayoutDimension.self, UILayoutPriority.self, UIEdgeInsets.self,
            NSDirectionalEdgeInsets.self, UIFont.self, UIFontMetrics.self, UIColor.self, UITraitCollection.self,
            UIUserInterfaceSizeClass.self, UISemanticContentAttribute.self, UIView.AutoresizingMask.self,
        ]
        #expect(
            types.map { String(describing: $0) } == [
                "View", "Window", "UIScreen", "ViewController", "Label", "Button",
                "ImageView", "Image", "StackView", "TextField", "TextView", "Switch",
                "Slider", "ActivityIndicatorView", "ProgressView", "LayoutGuide",
                "LayoutConstraint", "LayoutAttribute", "LayoutRelation",
                "LayoutAxis", "LayoutAnchor<LayoutXAxisAnchor>", "LayoutXAxisAnchor",
                "LayoutYAxisAnchor", "LayoutDimension", "LayoutPriority", "EdgeInsets",
                "DirectionalEdgeInsets", "Font", "UIFontMetrics", "Color", "TraitCollection",
                "SizeClass", "SemanticContentAttribute", "AutoresizingMask",
            ])
        #expect(UIView.noIntrinsicMetric == -1)
        #expect(UIView.layoutFittingCompressedSize == CGSize(width: 0, height: 0))
        #expect(UILayoutPriority.required.rawValue == 1000)
        #expect((UILayoutPriority.defaultHigh + 1).rawValue == 751)
    }

    @Test func everyAnimationNameResolves() {
        let types: [Any.Type] = [
            UIViewPropertyAnimator.self, UIViewAnimating.self, UIViewImplicitlyAnimating.self,
            UIViewAnimatingPosition.self, UIViewAnimatingState.self, UIView.AnimationOptions.self,
            UIView.AnimationCurve.self,
        ]
        #expect(
            types.map { String(describing: $0) } == [
                "ViewPropertyAnimator", "ViewPropertyAnimator", "ViewPropertyAnimator",
                "ViewAnimatingPosition", "ViewAnimatingState", "AnimationOptions",
                "AnimationCurve",
            ])
        // UIKit's raw values.
        #expect(UIView.AnimationOptions.curveEaseIn.rawValue == 1 << 16)
        #expect(UIView.AnimationOptions.curveLinear.rawValue == 3 << 16)
        #expect(UIView.AnimationOptions.allowUserInteraction.rawValue == 1 << 1)
        #expect(UIView.AnimationCurve.linear.rawValue == 3)
        #expect(UIViewAnimatingPosition.current.rawValue == 2)
        #expect(UIViewAnimatingState.stopped.rawValue == 2)
    }
}
