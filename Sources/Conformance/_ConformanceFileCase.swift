import Foundation
import LayoutFormats

/// A case of a conformance file as its JSON writes it: a root, views and stacks that name their
/// parents, constraint strings and visual formats. It is checked as a whole
/// (`_ConformanceFileCase+Validation.swift`), then read into a layout document
/// (`_ConformanceFileCase+Document.swift`): the case the runner builds.
struct _ConformanceFileCase {
    var id: String
    var title: String
    var source: String
    /// The root view's size and environment; nil for a free-standing tree (fitting cases).
    var root: Root?
    /// The views, in order (parents before children is not required).
    var views: [ViewSpec]
    /// The stack views.
    var stacks: [StackSpec]
    /// The constraint strings.
    var constraints: [ConformanceCase.ConstraintText]
    /// Visual Format Language strings.
    var visualFormats: [VisualFormatSpec]
    var fitting: ConformanceCase.FittingSpec?
    var expectation: ConformanceCase.Expectation
    var expectationLocation: SourceLocation
    var location: SourceLocation

    /// The root view.
    struct Root {
        /// Its fixed size.
        var size: CGSize
        /// Whether every view lays out right to left (`"direction": "rtl"`).
        var isRightToLeft = false
        /// The root's directional layout margins; nil keeps the default (8 on every side).
        var directionalLayoutMargins: (top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat)?
        /// The window's safe area insets; nil means none.
        var safeAreaInsets: (top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat)?
        /// The size the root is resized to after the first layout.
        var resizeTo: CGSize?
        /// Whether the root is a view controller's view (its margins follow the controller).
        var isViewControllerRoot = false
    }

    /// A view of the tree.
    struct ViewSpec {
        /// The view's name, unique in the case.
        var name: String
        /// The parent's name; `root` by default; nil for a top-level view of a free-standing tree.
        var parent: String?
        /// Where the parent is named (the view's own place when the parent is the default).
        var parentLocation: SourceLocation
        /// The intrinsic width; nil means no intrinsic metric on that axis.
        var intrinsicWidth: CGFloat?
        /// The intrinsic height; nil means no intrinsic metric on that axis.
        var intrinsicHeight: CGFloat?
        /// Content hugging priorities, 250 each by default.
        var hugging: (horizontal: Float, vertical: Float) = (250, 250)
        /// Compression resistance priorities, 750 each by default.
        var compression: (horizontal: Float, vertical: Float) = (750, 750)
        var isHidden = false
        /// Baseline offsets from the top of the alignment rect.
        var baseline: (first: CGFloat, last: CGFloat)?
        /// The alignment rect's insets in the frame; nil means none.
        var alignmentRectInsets: (top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat)?
        /// False by default in this format (unlike UIKit's default for views made in code).
        var translatesAutoresizingMaskIntoConstraints = false
        /// The initial frame, in the parent's coordinates.
        var frame: CGRect?
        /// The autoresizing mask's parts by UIKit's names (`flexibleWidth`, …).
        var autoresizingMask: [String] = []
        /// Where the view's object starts in the file.
        var location: SourceLocation
    }

    /// A stack view.
    struct StackSpec {
        var name: String
        /// The parent's name; `root` by default; nil for a top-level view of a free-standing tree.
        var parent: String?
        /// Where the parent is named (the stack's own place when the parent is the default).
        var parentLocation: SourceLocation
        /// `horizontal` or `vertical`.
        var axis: String
        /// UIKit's distribution name (`fill`, `fillEqually`, …).
        var distribution: String
        /// UIKit's alignment name (`fill`, `leading`, `top`, …).
        var alignment: String
        var spacing: CGFloat
        /// Custom spacings after arranged views, by view name.
        var customSpacingAfter: [(view: ConformanceCase.Name, spacing: CGFloat)]
        /// The arranged views' names, in order.
        var arranged: [ConformanceCase.Name]
        var layoutMarginsRelativeArrangement = false
        /// The stack's layout margins (used when `layoutMarginsRelativeArrangement` is true).
        var layoutMargins: (top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat)?
        /// Where the stack's object starts in the file.
        var location: SourceLocation
    }

    /// A Visual Format Language string with its options and metrics.
    struct VisualFormatSpec {
        var format: String
        /// The options by UIKit's names without the type (`alignAllTop`).
        var options: [ConformanceCase.Name]
        /// The metrics by name, in the order written (a later one wins).
        var metrics: [(name: String, value: CGFloat)]
        /// Where the format's object starts in the file.
        var location: SourceLocation
        /// Where the format string itself is written (its opening quote).
        var formatLocation: SourceLocation? = nil
    }
}
