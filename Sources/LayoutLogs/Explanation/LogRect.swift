/// A rectangle in the rebuilt layout's shared coordinate space (y grows downward).
public struct LogRect: Hashable, Sendable {
    /// The left edge.
    public var x: Double
    /// The top edge.
    public var y: Double
    /// The width (negative when the printed constraints leave no other choice).
    public var width: Double
    /// The height.
    public var height: Double

    /// Makes a rectangle.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }
}
