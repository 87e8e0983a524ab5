import AutoLayout
import Foundation
import LayoutDocument
import LayoutFormats

/// One case of the conformance format (docs/conformance-format.md): a layout document and what
/// Apple's Auto Layout gives for it.
///
/// A case of a conformance file (JSON with `cases`) is read into a document — its root, views,
/// stacks, constraint strings and visual formats become the document's nodes and entries — and
/// a case written as a layout document is its document. Either way ``DocumentLayout`` builds it.
public struct ConformanceCase: Sendable {
    /// The case's identity; an id starting with `x` disables it.
    public var id: String
    /// A one-line description.
    public var title: String
    /// Where the expectation comes from.
    public var source: String
    /// The layout. A free-standing document (``LayoutDocument/isFreeStanding``) is a case with
    /// `"root": null`.
    public var document: LayoutDocument
    /// The window the document is built in; nil for the document's own (its device, or its size
    /// with size classes by it). A case of a conformance file gives its root's size, safe area
    /// and direction with the traits' other values at their defaults (compact width, regular
    /// height).
    public var environment: LayoutEnvironment?
    /// What the window becomes after the first layout (`resizeTo`, `rotateTo`); the
    /// expectations describe the layout after it.
    public var resize: LayoutEnvironment?
    /// A `systemLayoutSizeFitting` request.
    public var fitting: FittingSpec?
    /// What must come out.
    public var expectation: Expectation
    /// Where the `expect` object starts in the file.
    public var expectationLocation: SourceLocation
    /// Where the case starts in its file.
    public var location: SourceLocation
    /// The places where the case cannot be read as a layout, found when it was read, in the
    /// order they are written (see ``ConformanceCase/read(_:file:)`` and
    /// ``ConformanceCase/readDocument(_:file:format:)``). A case with any is not run:
    /// `autolayout conformance` fails it as "not read" and `autolayout check` does not check it.
    public var validationErrors: [FormatError]

    /// Whether the case is disabled (its id starts with `x`).
    public var isDisabled: Bool { id.hasPrefix("x") }

    /// Makes a case.
    public init(
        id: String, title: String = "", source: String = "", document: LayoutDocument,
        environment: LayoutEnvironment? = nil, resize: LayoutEnvironment? = nil, fitting: FittingSpec? = nil,
        expectation: Expectation, expectationLocation: SourceLocation, location: SourceLocation,
        validationErrors: [FormatError] = []
    ) {
        self.id = id
        self.title = title
        self.source = source
        self.document = document
        self.environment = environment
        self.resize = resize
        self.fitting = fitting
        self.expectation = expectation
        self.expectationLocation = expectationLocation
        self.location = location
        self.validationErrors = validationErrors
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

extension ConformanceCase.FittingSpec {
    /// The target size: each axis's length, UIKit's compressed or expanded size.
    var targetSize: CGSize {
        func value(_ target: Target, _ compressed: CGFloat, _ expanded: CGFloat) -> CGFloat {
            switch target {
            case .compressed: compressed
            case .expanded: expanded
            case .value(let v): v
            }
        }
        return CGSize(
            width: value(width, View.layoutFittingCompressedSize.width, View.layoutFittingExpandedSize.width),
            height: value(height, View.layoutFittingCompressedSize.height, View.layoutFittingExpandedSize.height))
    }
}
