/// What a key of a node's mapping means: the kind it introduces (`label: title`), one of the
/// node's own keys, or a property (its short forms resolved).
///
/// Found from the key's bytes through a small table (its length and three of its bytes pick a
/// bucket of one or two entries, compared byte by byte): reading a property matched its key
/// against the alias dictionary, the kind's key list and the property switch in turn, some 50
/// string comparisons and a hash, a fifth of reading a view.
enum _DocumentKey {
    case kind(ViewKind)
    case name
    case className
    case when
    case variants
    case children
    case constraints
    case property(Property)

    /// The properties, each named as ``_DocumentInterpreter``'s key lists name it.
    enum Property: Int, CaseIterable {
        case backgroundColor, tintColor, alpha, isHidden, cornerRadius, borderWidth, borderColor, clipsToBounds
        case directionalLayoutMargins, preservesSuperviewLayoutMargins, insetsLayoutMarginsFromSafeArea
        case semanticContentAttribute, contentHugging, compressionResistance
        case translatesAutoresizingMaskIntoConstraints, frame, autoresizingMask, accessibilityIdentifier
        case intrinsicContentSize, baselines, alignmentRectInsets
        case text, font, textColor, numberOfLines, lineBreakMode, textAlignment, adjustsFontForContentSizeCategory
        case preferredMaxLayoutWidth, placeholder, borderStyle, isScrollEnabled, title, titleColor
        case contentEdgeInsets, image, contentMode, isOn, value, minimumValue, maximumValue
        case axis, distribution, alignment, spacing, isLayoutMarginsRelativeArrangement
        case isBaselineRelativeArrangement, customSpacingAfter

        /// The cases' names, in their order (written out: `"\(case)"` goes through reflection,
        /// some 4 M instructions for the table).
        static let names = [
            "backgroundColor", "tintColor", "alpha", "isHidden", "cornerRadius", "borderWidth", "borderColor",
            "clipsToBounds", "directionalLayoutMargins", "preservesSuperviewLayoutMargins",
            "insetsLayoutMarginsFromSafeArea", "semanticContentAttribute", "contentHugging", "compressionResistance",
            "translatesAutoresizingMaskIntoConstraints", "frame", "autoresizingMask", "accessibilityIdentifier",
            "intrinsicContentSize", "baselines", "alignmentRectInsets", "text", "font", "textColor", "numberOfLines",
            "lineBreakMode", "textAlignment", "adjustsFontForContentSizeCategory", "preferredMaxLayoutWidth",
            "placeholder", "borderStyle", "isScrollEnabled", "title", "titleColor", "contentEdgeInsets", "image",
            "contentMode", "isOn", "value", "minimumValue", "maximumValue", "axis", "distribution", "alignment",
            "spacing", "isLayoutMarginsRelativeArrangement", "isBaselineRelativeArrangement", "customSpacingAfter",
        ]

        /// The property's name as the key lists write it.
        var name: String { Self.names[rawValue] }

        /// The property's bit in a kind's mask (``_DocumentInterpreter/propertyMask(for:)``).
        var bit: UInt64 { 1 << UInt64(rawValue) }

        /// The property named `name` as the key lists write it.
        static let byName: [String: Property] = Dictionary(
            uniqueKeysWithValues: allCases.map { ($0.name, $0) })
    }

    /// The meaning of a written key, nil for a key that is none of these.
    ///
    /// - Complexity: O(length of the key).
    static func classify(_ key: String) -> _DocumentKey? {
        if let found = key.utf8.withContiguousStorageIfAvailable({ table.lookUp($0) }) { return found }
        return Array(key.utf8).withUnsafeBufferPointer { table.lookUp($0) }
    }

    private static let table = _Table()

    /// Buckets of (bytes, meaning), by a hash of the length and the first, middle and last bytes.
    private struct _Table {
        var buckets: [[(bytes: [UInt8], key: _DocumentKey)]] = Array(repeating: [], count: 128)

        init() {
            var entries: [(String, _DocumentKey)] = ViewKind.keywords.map { ($0.keyword, .kind($0.kind)) }
            entries += [
                ("name", .name), ("class", .className), ("when", .when), ("variants", .variants),
                ("children", .children), ("constraints", .constraints),
            ]
            entries += Property.allCases.map { ($0.name, .property($0)) }
            for (written, key) in _DocumentInterpreter.aliases.sorted(by: { $0.key < $1.key }) {
                entries.append((written, .property(Property.byName[key]!)))
            }
            for (written, key) in entries {
                let bytes = Array(written.utf8)
                bytes.withUnsafeBufferPointer { buckets[Self.bucket(of: $0)].append((bytes, key)) }
            }
        }

        static func bucket(of bytes: UnsafeBufferPointer<UInt8>) -> Int {
            let count = bytes.count
            guard count > 0 else { return 0 }
            let hash = count &* 7 &+ Int(bytes[0]) &* 3 &+ Int(bytes[count / 2]) &* 5 &+ Int(bytes[count - 1])
            return hash & 127
        }

        func lookUp(_ bytes: UnsafeBufferPointer<UInt8>) -> _DocumentKey? {
            for entry in buckets[Self.bucket(of: bytes)] where entry.bytes.count == bytes.count {
                var index = 0
                while index < bytes.count, entry.bytes[index] == bytes[index] { index += 1 }
                if index == bytes.count { return entry.key }
            }
            return nil
        }
    }
}
