import Foundation
import LayoutDocument
import LayoutFormats

/// One case of the conformance format (docs/conformance-format.md): a view tree, its
/// constraints, and what Apple's Auto Layout gives for it.
public struct ConformanceCase: Sendable {
    /// The case's identity; an id starting with `x` disables it.
    public var id: String
    /// A one-line description.
    public var title: String
    /// Where the expectation comes from.
    public var source: String
    /// The root view's size and environment; nil for a free-standing tree (fitting cases).
    public var root: Root?
    /// The views, in order (parents before children is not required).
    public var views: [ViewSpec]
    /// The stack views.
    public var stacks: [StackSpec]
    /// The constraint strings.
    public var constraints: [ConstraintText]
    /// Visual Format Language strings.
    public var visualFormats: [VisualFormatSpec]
    /// A `systemLayoutSizeFitting` request.
    public var fitting: FittingSpec?
    /// What must come out.
    public var expectation: Expectation
    /// Where the `expect` object starts in the file.
    public var expectationLocation: SourceLocation
    /// Where the case starts in its file.
    public var location: SourceLocation
    /// The layout document the case was written as; nil for a case of a conformance file.
    public var document: LayoutDocument? = nil

    /// Whether the case is disabled (its id starts with `x`).
    public var isDisabled: Bool { id.hasPrefix("x") }

    /// The root view.
    public struct Root: Sendable {
        /// Its fixed size.
        public var size: CGSize
        /// Whether every view lays out right to left (`"direction": "rtl"`).
        public var isRightToLeft = false
        /// The root's directional layout margins; nil keeps the default (8 on every side).
        public var directionalLayoutMargins: (top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat)?
        /// The window's safe area insets; nil means none.
        public var safeAreaInsets: (top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat)?
        /// The size the root is resized to after the first layout; the expectations describe
        /// the layout after it.
        public var resizeTo: CGSize?
        /// Whether the root is a view controller's view (its margins follow the controller).
        public var isViewControllerRoot = false
    }

    /// A view of the tree.
    public struct ViewSpec: Sendable {
        /// The view's name, unique in the case.
        public var name: String
        /// The parent's name; `root` by default; nil for a top-level view of a free-standing tree.
        public var parent: String?
        /// Where the parent is named (the view's own place when the parent is the default).
        public var parentLocation: SourceLocation
        /// Informational (`label`, `button`, `plain`).
        public var kind: String?
        /// The intrinsic width; nil means no intrinsic metric on that axis.
        public var intrinsicWidth: CGFloat?
        /// The intrinsic height; nil means no intrinsic metric on that axis.
        public var intrinsicHeight: CGFloat?
        /// Content hugging priorities, 250 each by default.
        public var hugging: (horizontal: Float, vertical: Float) = (250, 250)
        /// Compression resistance priorities, 750 each by default.
        public var compression: (horizontal: Float, vertical: Float) = (750, 750)
        /// Whether the view is hidden.
        public var isHidden = false
        /// Baseline offsets from the top of the alignment rect.
        public var baseline: (first: CGFloat, last: CGFloat)?
        /// The alignment rect's insets in the frame; nil means none.
        public var alignmentRectInsets: (top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat)?
        /// False by default in this format (unlike UIKit's default for views made in code).
        public var translatesAutoresizingMaskIntoConstraints = false
        /// The initial frame, in the parent's coordinates.
        public var frame: CGRect?
        /// The autoresizing mask's parts by UIKit's names (`flexibleWidth`, …).
        public var autoresizingMask: [String] = []
        /// Where the view's object starts in the file.
        public var location: SourceLocation
    }

    /// A stack view.
    public struct StackSpec: Sendable {
        /// The stack's name, unique in the case.
        public var name: String
        /// The parent's name; `root` by default; nil for a top-level view of a free-standing tree.
        public var parent: String?
        /// Where the parent is named (the stack's own place when the parent is the default).
        public var parentLocation: SourceLocation
        /// `horizontal` or `vertical`.
        public var axis: String
        /// UIKit's distribution name (`fill`, `fillEqually`, …).
        public var distribution: String
        /// UIKit's alignment name (`fill`, `leading`, `top`, …).
        public var alignment: String
        /// The spacing between arranged views.
        public var spacing: CGFloat
        /// Custom spacings after arranged views, by view name.
        public var customSpacingAfter: [(view: Name, spacing: CGFloat)]
        /// The arranged views' names, in order.
        public var arranged: [Name]
        /// Whether the arrangement follows the stack's layout margins.
        public var layoutMarginsRelativeArrangement = false
        /// The stack's layout margins (used when ``layoutMarginsRelativeArrangement`` is true).
        public var layoutMargins: (top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat)?
        /// Where the stack's object starts in the file.
        public var location: SourceLocation
    }

    /// A constraint string and where it is written (its opening quote).
    public struct ConstraintText: Sendable {
        /// The string as written.
        public var text: String
        /// Where the string starts in the file.
        public var location: SourceLocation
    }

    /// A name the case uses (a view in an expectation, an arranged view, an axis) and where it
    /// is written.
    public struct Name: Sendable, Equatable {
        /// The name.
        public var text: String
        /// Where the name (its string, or its key) starts in the file.
        public var location: SourceLocation
    }

    /// A Visual Format Language string with its options and metrics.
    public struct VisualFormatSpec: Sendable {
        /// The format string.
        public var format: String
        /// The options by UIKit's names without the type (`alignAllTop`).
        public var options: [Name]
        /// The metrics by name.
        public var metrics: [(name: String, value: CGFloat)]
        /// Where the format's object starts in the file.
        public var location: SourceLocation
        /// Where the format string itself is written (its opening quote).
        public var formatLocation: SourceLocation? = nil
    }

    /// A fitting request: the target may use `compressed` and `expanded` on each axis.
    public struct FittingSpec: Sendable {
        /// A target length: UIKit's compressed or expanded fitting size, or a number.
        public enum Target: Sendable, Equatable {
            /// `layoutFittingCompressedSize` on this axis.
            case compressed
            /// `layoutFittingExpandedSize` on this axis.
            case expanded
            /// This length.
            case value(CGFloat)
        }
        /// The view to fit.
        public var view: String
        /// Where the view is named.
        public var viewLocation: SourceLocation
        /// The target width.
        public var width: Target
        /// The target height.
        public var height: Target
        /// The horizontal fitting priority (50, `fittingSizeLevel`, by default).
        public var horizontalPriority: Float
        /// The vertical fitting priority (50, `fittingSizeLevel`, by default).
        public var verticalPriority: Float
    }

    /// What the case expects.
    public enum Expectation: Sendable {
        /// Frames in the root's coordinate space (alignment rects when `alignmentRects` is
        /// true), within `tolerance`; the frames of the views `notAsserted` are not compared.
        case frames(
            [(name: Name, frame: CGRect)], tolerance: CGFloat, notAsserted: [Name], alignmentRects: Bool)
        /// The fitting size.
        case fittingSize(CGSize, tolerance: CGFloat)
        /// These views (and no others) ambiguous on these axes.
        case ambiguous(views: [Name], axes: [Name])
        /// A conflict whose set is exactly these members (constraint strings, engine-made ones
        /// followed by their origin in brackets), and, when given, the one the engine breaks.
        case unsatisfiable(conflictSet: [ConstraintText], brokenConstraint: ConstraintText?)
        /// Creating or activating a constraint must fail.
        case invalidConstraint
        /// Parsing the visual format must fail.
        case formatError
    }
}
