import Foundation

/// A parsed Visual Format Language string: the views along one axis, the connections between
/// them, and the superview bars at either end.
struct VisualFormat {
    /// One `relation? object (@ priority)?` of a predicate list.
    struct Predicate {
        enum Object {
            case constant(CGFloat)
            /// Another view's same dimension (only inside a view's brackets).
            case view(String)
        }
        var relation: LayoutRelation
        var object: Object
        var priority: Float
        /// Where the predicate starts in the format.
        var offset: Int
    }

    /// What lies between two neighbours (or a neighbour and a superview bar).
    enum Connection {
        /// `[a][b]`: no gap.
        case flush
        /// `-`: the standard spacing.
        case standard
        /// `-20-`, `-(>=8@750)-`: gaps as predicates say.
        case predicates([Predicate])
    }

    /// A view: its name and the predicates on its size along the axis.
    struct Element {
        var name: String
        var predicates: [Predicate]
        var offset: Int
    }

    var axis: LayoutAxis = .horizontal
    /// The connection from the leading superview bar to the first view, if there is a bar.
    var leadingBar: Connection?
    var elements: [Element] = []
    /// `connections[i]` joins `elements[i]` and `elements[i + 1]`.
    var connections: [Connection] = []
    /// The connection from the last view to the trailing superview bar, if there is a bar.
    var trailingBar: Connection?
    /// Where the leading bar is, for errors about the superview.
    var barOffset = 0
}
