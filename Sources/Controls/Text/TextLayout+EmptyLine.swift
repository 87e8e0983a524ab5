import Foundation
import TextMeasurement

extension TextLayout {
    /// The size of the text, but at least one line of the font high: what text inputs and button
    /// titles take when empty (an empty ``TextField``, ``TextView`` or title is one line high).
    var sizeOfAtLeastOneLine: CGSize {
        CGSize(width: size.width, height: max(size.height, lineHeight))
    }
}
