import Foundation
import TextMeasurement

/// The last few layouts a control made of its text, so that the engine's repeated reads of the
/// intrinsic size (and the baselines, and drawing) measure once. Cleared whenever the text or
/// anything it is laid out with changes; a different measurer clears it too.
struct _TextLayoutMemo {
    /// What a layout depends on besides the control's content.
    struct Key: Equatable {
        var maxWidth: CGFloat
        var numberOfLines: Int
    }

    private static let capacity = 4
    private var measurer: AnyTextMeasurer?
    private var entries: [(key: Key, layout: TextLayout)] = []

    /// The layout for `key` with `measurer`, made by `make` when not held.
    mutating func layout(for key: Key, measurer: AnyTextMeasurer, make: () -> TextLayout) -> TextLayout {
        if self.measurer != measurer {
            entries.removeAll(keepingCapacity: true)
            self.measurer = measurer
        }
        if let hit = entries.first(where: { $0.key == key }) { return hit.layout }
        let layout = make()
        if entries.count >= Self.capacity { entries.removeFirst() }
        entries.append((key, layout))
        return layout
    }

    /// Forgets every layout.
    mutating func removeAll() {
        entries.removeAll(keepingCapacity: true)
    }
}
