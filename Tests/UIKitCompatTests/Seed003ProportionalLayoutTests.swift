import LayoutDocument
import Testing
import UIKitCompat

// Seed 003 ("Autolayout top left based on super view ratio"), its Swift as the article writes it.
// The article elides the bodies in our copy; they are the published sample's, in today's Swift:
// what was elided or had to change is marked `// elided:` or `// Swift 5:` (Swift 1.2's
// `.Width`, `dynamicType` and `setTranslatesAutoresizingMaskIntoConstraints(false)` are
// `.width`, `type(of:)` and the property; a closure type cannot label its parameter).

extension UIView {
    func enumerateSubviews(block: (_ view: UIView) -> ()) {  // Swift 5: `(view: UIView)` → `(_ view: UIView)`
        for view in self.subviews {
            view.enumerateSubviews(block: block)
            block(view)
        }
    }

    func removePrototypingConstraints() {
        for constraint in self.constraints {
            let name = String(describing: type(of: constraint))  // Swift 5: NSStringFromClass(constraint.dynamicType)
            if name.hasPrefix("NSIBPrototyping") {
                self.removeConstraint(constraint)
            }
        }
    }

    func addProportionalSizeConstraints() {
        let superview = self.superview!
        let percent_width = self.frame.size.width / superview.bounds.size.width
        let percent_height = self.frame.size.height / superview.bounds.size.height
        // constrain width as percent of superview
        let widthConstraint = NSLayoutConstraint(
            item: self, attribute: .width, relatedBy: .equal, toItem: superview, attribute: .width,
            multiplier: percent_width, constant: 0)
        superview.addConstraint(widthConstraint)
        // constrain height as percent of superview
        let heightConstraint = NSLayoutConstraint(
            item: self, attribute: .height, relatedBy: .equal, toItem: superview, attribute: .height,
            multiplier: percent_height, constant: 0)
        superview.addConstraint(heightConstraint)
    }

    func addProportionalOriginConstraints() {
        let superview = self.superview!
        let percent_x = self.frame.origin.x / superview.bounds.size.width
        let percent_y = self.frame.origin.y / superview.bounds.size.height
        // constrain left as percent of superview
        if percent_x > 0 {
            let leftMargin = NSLayoutConstraint(
                item: self, attribute: .left, relatedBy: .equal, toItem: superview, attribute: .right,
                multiplier: percent_x, constant: 0)
            superview.addConstraint(leftMargin)
        } else {
            let leftMargin = NSLayoutConstraint(
                item: self, attribute: .left, relatedBy: .equal, toItem: superview, attribute: .left,
                multiplier: 1, constant: 0)
            superview.addConstraint(leftMargin)
        }
        // constrain top as percent of superview
        if percent_y > 0 {
            let topMargin = NSLayoutConstraint(
                item: self, attribute: .top, relatedBy: .equal, toItem: superview, attribute: .bottom,
                multiplier: percent_y, constant: 0)
            superview.addConstraint(topMargin)
        } else {
            let topMargin = NSLayoutConstraint(
                item: self, attribute: .top, relatedBy: .equal, toItem: superview, attribute: .top,
                multiplier: 1, constant: 0)
            superview.addConstraint(topMargin)
        }
        self.translatesAutoresizingMaskIntoConstraints = false  // Swift 5: setTranslatesAutoresizingMaskIntoConstraints(false)
    }
}

class FontAdjustingLabel: UILabel {
    var initialSize: CGSize!
    var initialFont: UIFont!

    override func awakeFromNib() {
        super.awakeFromNib()
        // store values from time of awakening
        initialSize = self.frame.size
        initialFont = self.font
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        // elided: the guard (the article's label is always awoken first)
        guard let initialSize, initialSize.height > 0 else { return }
        // calculate new height
        let factor = self.frame.size.height / initialSize.height
        // calculate new font size (Swift 5: the article goes through `fontDescriptor()`;
        // `withSize` keeps every attribute but the size, as the descriptor does)
        let fontSize = initialFont.pointSize * factor
        // set the new font
        if self.font.pointSize != fontSize { self.font = initialFont.withSize(fontSize) }
    }
}

/// The article's controller: the subviews were laid out in Interface Builder on a 600 × 600
/// root (here: a layout document with the same frames); `viewDidLoad` restores that reference
/// frame and adds the proportional constraints. `squareView` was an `@IBOutlet` (elided: set
/// by the test from the document, as the nib would).
class ProportionalViewController: UIViewController {
    var squareView: UIView!  // elided: @IBOutlet weak

    override func viewDidLoad() {
        super.viewDidLoad()
        squareView.enumerateSubviews { (view) -> () in
            view.removePrototypingConstraints()
            view.addProportionalOriginConstraints()
            view.addProportionalSizeConstraints()
        }
    }
}

@MainActor
@Suite struct Seed003ProportionalLayoutTests {
    /// The square and its subviews as Interface Builder laid them out (600 × 600), the label a
    /// `FontAdjustingLabel` awoken by the document loader.
    func makeLayout() throws -> DocumentLayout {
        let document = try LayoutDocument.parse(
            """
            size: {width: 600, height: 600}
            children:
              - view: square
                frame: {x: 0, y: 0, width: 600, height: 600}
                translatesAutoresizingMaskIntoConstraints: true
                children:
                  - view: box
                    frame: {x: 0, y: 0, width: 300, height: 150}
                  - view: title
                    class: FontAdjustingLabel
                    frame: {x: 60, y: 300, width: 480, height: 120}
            """, file: "seed003.yaml")
        var registry = ViewRegistry()
        registry.register("FontAdjustingLabel") {
            let label = FontAdjustingLabel()
            label.text = "Proportional"
            label.font = UIFont.systemFont(ofSize: 40)
            return label
        }
        return DocumentLayout(document, registry: registry)
    }

    @Test func theLabelAwakesWithItsDesignedSizeAndFont() throws {
        let layout = try makeLayout()
        let label = try #require(layout.view(named: "title") as? FontAdjustingLabel)
        #expect(label.initialSize == CGSize(width: 480, height: 120))
        #expect(label.initialFont.pointSize == 40)
    }

    @Test func subviewsScaleWithTheSquareAndTheFontWithTheLabel() throws {
        let layout = try makeLayout()
        let square = try #require(layout.view(named: "square"))
        let controller = ProportionalViewController()
        controller.squareView = square
        controller.loadViewIfNeeded()
        layout.layoutIfNeeded()
        let box = try #require(layout.view(named: "box"))
        let label = try #require(layout.view(named: "title") as? FontAdjustingLabel)
        #expect(box.frame == CGRect(x: 0, y: 0, width: 300, height: 150))
        #expect(label.frame == CGRect(x: 60, y: 300, width: 480, height: 120))
        #expect(label.font.pointSize == 40)

        // The square shrinks to 300 × 300 (a rotation on the device): everything halves.
        square.frame = CGRect(x: 0, y: 0, width: 300, height: 300)
        layout.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 0, y: 0, width: 150, height: 75))
        #expect(label.frame == CGRect(x: 30, y: 150, width: 240, height: 60))
        #expect(label.font.pointSize == 20)
    }
}
