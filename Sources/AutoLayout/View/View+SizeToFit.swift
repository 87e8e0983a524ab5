import Foundation

extension View {
    /// Resizes the view to ``sizeThatFits(_:)`` of its current size, keeping its origin, as
    /// `UIView.sizeToFit()`. A plain view keeps its size; a label takes its text's size.
    public func sizeToFit() {
        let size = sizeThatFits(bounds.size)
        frame = CGRect(origin: frame.origin, size: size)
    }
}
