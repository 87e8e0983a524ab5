import Foundation
import Synchronization

/// A bounded, thread-safe cache of layouts, keyed by everything a layout depends on: the
/// string, the font, the maximum width, the line break mode and the number of lines.
///
/// Each measurer owns one (its own, because two measurers may lay the same request out
/// differently). It holds at most ``capacity`` layouts and forgets the least recently used
/// first, approximately: entries live in two generations of up to half the capacity each; a
/// hit in the older generation moves the entry to the newer one, and when the newer one is
/// full the older one is dropped. Look-ups and insertions are O(1).
///
/// Layouts are computed outside the lock, so measurements on different threads run in
/// parallel; two threads asking for the same new layout may both compute it.
public final class TextLayoutCache: Sendable {
    /// The most layouts kept; 0 turns caching off.
    public let capacity: Int

    /// Counts of what the cache has answered, for tests and tuning.
    public struct Statistics: Hashable, Sendable {
        /// Requests answered from the cache.
        public var hits: Int
        /// Requests that had to be laid out.
        public var misses: Int
        /// Layouts held now.
        public var count: Int

        /// Makes statistics (to compare with in tests).
        public init(hits: Int, misses: Int, count: Int) {
            self.hits = hits
            self.misses = misses
            self.count = count
        }
    }

    struct Key: Hashable, Sendable {
        var text: String
        var font: Font
        var maxWidth: CGFloat
        var lineBreakMode: LineBreakMode
        var numberOfLines: Int
    }

    /// What the shaping of a text depends on: laid out at any width or line limit, a text in a
    /// font is made of the same glyphs.
    struct ShapingKey: Hashable, Sendable {
        var text: String
        var font: Font
    }

    private let storage: Mutex<_GenerationalCache<Key, TextLayout>>
    /// The paragraphs of the texts laid out, as shaped (as many texts as layouts at most), so
    /// that a text laid out again at another width is not shaped again.
    private let shapings: Mutex<_GenerationalCache<ShapingKey, _KeptText>>

    /// Makes an empty cache.
    ///
    /// - Parameter capacity: the most layouts kept; a negative capacity is 0 (no caching).
    public init(capacity: Int = 1024) {
        self.capacity = max(0, capacity)
        self.storage = Mutex(_GenerationalCache(capacity: max(0, capacity)))
        self.shapings = Mutex(_GenerationalCache(capacity: max(0, capacity)))
    }

    /// What the cache has answered so far and how full it is.
    public var statistics: Statistics {
        storage.withLock { Statistics(hits: $0.hits, misses: $0.misses, count: $0.count) }
    }

    /// Forgets every layout (the statistics stay).
    public func removeAll() {
        storage.withLock { $0.removeAll() }
        shapings.withLock { $0.removeAll() }
    }

    /// The cached layout for a key, or the one `compute` makes, which is then cached.
    func layout(for key: Key, compute: () -> TextLayout) -> TextLayout {
        if let cached = storage.withLock({ $0.value(for: key) }) { return cached }
        let layout = compute()
        storage.withLock { $0.insert(layout, for: key) }
        return layout
    }

    /// A text's characters and paragraphs as shaped when it was laid out before, or nil (not
    /// counted in ``statistics``).
    func shaping(for key: ShapingKey) -> _KeptText? {
        guard capacity > 0 else { return nil }
        return shapings.withLock { $0.peek(key) }
    }

    /// Keeps a text's characters and shaped paragraphs.
    func insertShaping(_ text: _KeptText, for key: ShapingKey) {
        shapings.withLock { $0.insert(text, for: key) }
    }
}

/// What a measurer keeps of a text laid out, for laying it out again at another width: its
/// characters and their line breaking properties, and its paragraphs as shaped.
struct _KeptText: Sendable {
    let segmentation: _TextSegmentation
    let paragraphs: [_ShapedParagraph]
}

/// An approximately least-recently-used map of bounded size (see ``TextLayoutCache``).
struct _GenerationalCache<Key: Hashable, Value> {
    let capacity: Int
    private var newer: [Key: Value] = [:]
    private var older: [Key: Value] = [:]
    private(set) var hits = 0
    private(set) var misses = 0

    init(capacity: Int) { self.capacity = capacity }

    var count: Int { newer.count + older.count }

    /// Each generation's size limit; with a capacity of 1 the older generation stays empty.
    private var generationLimit: Int { max(1, capacity / 2) }

    mutating func value(for key: Key) -> Value? {
        if let value = newer[key] {
            hits += 1
            return value
        }
        if !older.isEmpty, let value = older.removeValue(forKey: key) {
            hits += 1
            store(value, for: key)
            return value
        }
        misses += 1
        return nil
    }

    /// The value for `key` as ``value(for:)`` finds it, without counting a hit or a miss.
    mutating func peek(_ key: Key) -> Value? {
        if let value = newer[key] { return value }
        if !older.isEmpty, let value = older.removeValue(forKey: key) {
            store(value, for: key)
            return value
        }
        return nil
    }

    mutating func insert(_ value: Value, for key: Key) {
        guard capacity > 0 else { return }
        if !older.isEmpty { older.removeValue(forKey: key) }
        store(value, for: key)
    }

    mutating func removeAll() {
        newer.removeAll()
        older.removeAll()
    }

    private mutating func store(_ value: Value, for key: Key) {
        // The count first: the key is hashed only when the generation is full.
        if newer.count >= generationLimit, newer[key] == nil {
            older = capacity >= 2 ? newer : [:]
            newer = [:]
        }
        newer[key] = value
    }
}
