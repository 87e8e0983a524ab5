/// A drawing of laid-out rectangles: boxes with titles, some highlighted, marks (lines or dots)
/// with labels, and a legend of text lines under the picture. ``svg`` renders it.
public struct LayoutDrawing: Hashable, Sendable {
    /// A rectangle to draw.
    public struct Box: Hashable, Sendable {
        /// Left edge, top edge, width and height, in layout points (y grows downward). A
        /// negative width or height is drawn flipped and dashed.
        public var x: Double, y: Double, width: Double, height: Double
        /// The text in its top-left corner.
        public var title: String
        /// Whether it takes part in what the drawing is about (drawn in red).
        public var isHighlighted: Bool

        /// Makes a box.
        public init(x: Double, y: Double, width: Double, height: Double, title: String, isHighlighted: Bool) {
            self.x = x
            self.y = y
            self.width = width
            self.height = height
            self.title = title
            self.isHighlighted = isHighlighted
        }
    }

    /// A line between two points (a dot when they are the same), with a short label.
    public struct Mark: Hashable, Sendable {
        /// Where it starts.
        public var fromX: Double, fromY: Double
        /// Where it ends.
        public var toX: Double, toY: Double
        /// The text beside its middle.
        public var label: String

        /// Makes a mark.
        public init(fromX: Double, fromY: Double, toX: Double, toY: Double, label: String) {
            self.fromX = fromX
            self.fromY = fromY
            self.toX = toX
            self.toY = toY
            self.label = label
        }
    }

    /// The heading above the picture.
    public var title: String
    /// The rectangles, drawn in order.
    public var boxes: [Box]
    /// The marks, drawn over the boxes.
    public var marks: [Mark]
    /// Lines of text under the picture.
    public var legend: [String]

    /// Makes a drawing.
    public init(title: String, boxes: [Box], marks: [Mark], legend: [String]) {
        self.title = title
        self.boxes = boxes
        self.marks = marks
        self.legend = legend
    }
}
