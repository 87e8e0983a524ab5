import AutoLayout
import Controls
import Foundation
import LayoutFormats

/// The stored values of a ``ViewProperties``: only the properties that are set, each with its
/// key, in the order they were first set.
///
/// A node sets a few of some fifty properties: a field per property (some 2.3 KB, zeroed and
/// then copied for each node's first property) made the properties most of a read document's
/// memory. Looking a key up walks the few entries.
struct _ViewPropertyStorage: Sendable {
    /// Which property an entry holds.
    enum Key: UInt8, Sendable {
        case backgroundColor, tintColor, alpha, isHidden, cornerRadius, borderWidth, borderColor, clipsToBounds
        case directionalLayoutMargins, preservesSuperviewLayoutMargins, insetsLayoutMarginsFromSafeArea
        case semanticContentAttribute, contentHugging, compressionResistance
        case translatesAutoresizingMaskIntoConstraints, frame, autoresizingMask, accessibilityIdentifier
        case intrinsicContentSize, baselines, alignmentRectInsets, text, font, textColor, numberOfLines
        case lineBreakMode, textAlignment, adjustsFontForContentSizeCategory, placeholder, borderStyle
        case isScrollEnabled, preferredMaxLayoutWidth, title, titleColor, contentEdgeInsets, image, contentMode
        case isOn, value, minimumValue, maximumValue, axis, distribution, alignment, spacing
        case isLayoutMarginsRelativeArrangement, isBaselineRelativeArrangement, customSpacingAfter
    }

    /// One set property.
    struct Entry: Sendable {
        var key: Key
        var value: _ViewPropertyValue
        /// Where the value is written (unused for ``Key/customSpacingAfter``, whose views
        /// carry their own places).
        var location: SourceLocation
    }

    private var entries: [Entry] = []

    private func index(of key: Key) -> Int? {
        entries.withUnsafeBufferPointer { buffer in
            for index in buffer.indices where buffer[index].key == key { return index }
            return nil
        }
    }

    /// The value of a property, or nil when it is not set; setting nil removes it.
    subscript<Value: _ViewPropertyStorable>(key: Key) -> Located<Value>? {
        get {
            guard let index = index(of: key), let value = Value(stored: entries[index].value) else { return nil }
            return Located(value, at: entries[index].location)
        }
        set {
            store(key, newValue.map { Entry(key: key, value: $0.value.stored, location: $0.location) })
        }
    }

    /// `customSpacingAfter`, the one property that is not a located value.
    var customSpacingAfter: [(view: Located<String>, spacing: Double)]? {
        get {
            guard let index = index(of: .customSpacingAfter),
                case .spacings(let spacings) = entries[index].value
            else { return nil }
            return spacings
        }
        set {
            store(
                .customSpacingAfter,
                newValue.map {
                    Entry(
                        key: .customSpacingAfter, value: .spacings($0),
                        location: SourceLocation(file: "", line: 0, column: 0))
                })
        }
    }

    private mutating func store(_ key: Key, _ entry: Entry?) {
        if let index = index(of: key) {
            if let entry { entries[index] = entry } else { entries.remove(at: index) }
        } else if let entry {
            // A node sets one or two properties more often than more: room for two at once.
            if entries.isEmpty { entries.reserveCapacity(2) }
            entries.append(entry)
        }
    }
}
