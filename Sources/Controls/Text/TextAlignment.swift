import Foundation
import AutoLayout

/// How lines of text sit between the leading and trailing edges, with `NSTextAlignment`'s names
/// and raw values.
public enum TextAlignment: Int, CaseIterable, Hashable, Sendable {
    /// Against the left edge.
    case left = 0
    /// Centered.
    case center = 1
    /// Against the right edge.
    case right = 2
    /// Lines fill the width (the last line of a paragraph sits as ``natural`` would). Layout
    /// places a justified line like a natural one, and the controls draw it so (words are not spread).
    case justified = 3
    /// Against the leading edge: the left in left-to-right layouts, the right in right-to-left
    /// ones. The default.
    case natural = 4

    /// The alignment with ``natural`` resolved for a layout direction: ``left`` or ``right``;
    /// the other alignments are returned as they are.
    public func resolved(for direction: UserInterfaceLayoutDirection) -> TextAlignment {
        guard self == .natural else { return self }
        return direction == .rightToLeft ? .right : .left
    }

    /// Where a line `lineWidth` wide starts in a box `boxWidth` wide. Justified lines start
    /// where natural ones do.
    func lineOrigin(lineWidth: CGFloat, boxWidth: CGFloat, direction: UserInterfaceLayoutDirection) -> CGFloat {
        let side = self == .justified ? TextAlignment.natural.resolved(for: direction) : resolved(for: direction)
        switch side {
        case .right: return boxWidth - lineWidth
        case .center: return (boxWidth - lineWidth) / 2
        default: return 0
        }
    }
}
