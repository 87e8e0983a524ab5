import Foundation
import LayoutFormats

/// One case of the conformance format (`../shared/conformance/FORMAT.md`): a view tree, its
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
    /// Where the case starts in its file.
    public var location: SourceLocation

    /// Whether the case is disabled (its id starts with `x`).
    public var isDisabled: Bool { id.hasPrefix("x") }

    /// The root view.
    public struct Root: Sendable {
        public var size: CGSize
        public var isRightToLeft = false
        public var directionalLayoutMargins: (top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat)?
        public var safeAreaInsets: (top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat)?
        public var resizeTo: CGSize?
        public var isViewControllerRoot = false
    }

    /// A view of the tree.
    public struct ViewSpec: Sendable {
        public var name: String
        /// The parent's name; `root` by default; nil for a top-level view of a free-standing tree.
        public var parent: String?
        public var kind: String?
        /// The intrinsic size; nil on an axis means no intrinsic metric there.
        public var intrinsicWidth: CGFloat?
        public var intrinsicHeight: CGFloat?
        public var hugging: (horizontal: Float, vertical: Float) = (250, 250)
        public var compression: (horizontal: Float, vertical: Float) = (750, 750)
        public var isHidden = false
        /// Baseline offsets from the top of the alignment rect.
        public var baseline: (first: CGFloat, last: CGFloat)?
        public var alignmentRectInsets: (top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat)?
        public var translatesAutoresizingMaskIntoConstraints = false
        public var frame: CGRect?
        public var autoresizingMask: [String] = []
        public var location: SourceLocation
    }

    /// A stack view.
    public struct StackSpec: Sendable {
        public var name: String
        public var parent: String?
        public var axis: String
        public var distribution: String
        public var alignment: String
        public var spacing: CGFloat
        public var customSpacingAfter: [(view: String, spacing: CGFloat)]
        public var arranged: [String]
        public var layoutMarginsRelativeArrangement = false
        public var layoutMargins: (top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat)?
        public var location: SourceLocation
    }

    /// A constraint string and where it is written.
    public struct ConstraintText: Sendable {
        public var text: String
        public var location: SourceLocation
    }

    /// A Visual Format Language string with its options and metrics.
    public struct VisualFormatSpec: Sendable {
        public var format: String
        public var options: [String]
        public var metrics: [(name: String, value: CGFloat)]
        public var location: SourceLocation
        /// Where the format string itself is written (its opening quote).
        public var formatLocation: SourceLocation? = nil
    }

    /// A fitting request: the target may use `compressed` and `expanded` on each axis.
    public struct FittingSpec: Sendable {
        public enum Target: Sendable, Equatable {
            case compressed, expanded
            case value(CGFloat)
        }
        public var view: String
        public var width: Target
        public var height: Target
        public var horizontalPriority: Float
        public var verticalPriority: Float
    }

    /// What the case expects.
    public enum Expectation: Sendable {
        /// Frames in the root's coordinate space.
        case frames([(name: String, frame: CGRect)], tolerance: CGFloat, notAsserted: [String])
        /// The fitting size.
        case fittingSize(CGSize, tolerance: CGFloat)
        /// These views (and no others) ambiguous on these axes.
        case ambiguous(views: [String], axes: [String])
        /// A conflict whose set is exactly these constraint strings.
        case unsatisfiable(conflictSet: [String], brokenConstraint: String?)
        /// Creating or activating a constraint must fail.
        case invalidConstraint
        /// Parsing the visual format must fail.
        case formatError
    }
}
