/// The known name nearest to an unknown one, for the "did you mean …?" of every reader's errors.
package enum NearestName {
    /// How many characters of a name are compared: a longer name is compared by its start, so
    /// that a pasted paragraph costs no more than a word.
    package static let comparedLength = 32

    /// How many steps (cells of the edit distance's table) one search may take: a document
    /// with thousands of views and thousands of misspelt names made every error compare with
    /// every name (3,000 of each took 69 s in a debug build). Past the budget the nearest name
    /// found so far is suggested.
    package static let stepBudget = 200_000

    /// The name of `known` with the fewest single-character edits (insertions, deletions,
    /// substitutions and swaps of neighbours) from `name`, the first written on a tie; nil when
    /// `known` is empty.
    ///
    /// - Complexity: O(min(k × 32², ``stepBudget``)) for k known names: each comparison is of
    ///   at most ``comparedLength`` characters and stops once it cannot beat the best distance
    ///   found so far, names whose lengths differ by at least that distance are not compared,
    ///   and the search stops after ``stepBudget`` steps.
    package static func nearest(to name: String, in known: [String]) -> String? {
        var best: (name: String, distance: Int)?
        var steps = 0
        // ASCII names (nearly all) are compared as bytes in place: making an array of
        // characters for every candidate cost more than comparing them.
        let targetBytes = Array(name.utf8.prefix(comparedLength))
        let targetIsASCII = targetBytes.allSatisfy { $0 < 0x80 }
        let target = targetIsASCII ? [] : Array(name.prefix(comparedLength))
        var rows = [Int](repeating: 0, count: 3 * (comparedLength + 1))
        for candidate in known {
            if best != nil, steps >= stepBudget { break }
            var candidate = candidate
            let d: Int? = targetIsASCII
                ? candidate.withUTF8 { bytes -> Int? in
                    let other = UnsafeBufferPointer(rebasing: bytes.prefix(comparedLength))
                    guard other.allSatisfy({ $0 < 0x80 }) else { return nil }
                    steps += other.count
                    if let best, abs(other.count - targetBytes.count) >= best.distance { return Int.max }
                    return targetBytes.withUnsafeBufferPointer { target in
                        asciiDistance(target, other, below: best?.distance ?? Int.max, rows: &rows, steps: &steps)
                    }
                }
                : nil
            let distance: Int
            if let d {
                distance = d
            } else {
                // Characters, for a name or a candidate beyond ASCII.
                let other = Array(candidate.prefix(comparedLength))
                let target = targetIsASCII ? Array(name.prefix(comparedLength)) : target
                steps += other.count
                if let best, abs(other.count - target.count) >= best.distance { continue }
                distance = Self.distance(target, other, below: best?.distance ?? Int.max, steps: &steps)
            }
            if let best, best.distance <= distance { continue }
            best = (candidate, distance)
        }
        return best?.name
    }

    /// `expected WHAT, found NAME (did you mean NEAREST?)`, without the question when nothing
    /// is known.
    package static func message(expected what: String, found name: String, known: [String]) -> String {
        let message = "expected \(what), found \(shown(name))"
        guard let nearest = nearest(to: name, in: known) else { return message }
        return message + " (did you mean \(nearest)?)"
    }

    /// How many characters of a name a message shows.
    package static let shownLength = 64

    /// A name as a message shows it: whole up to ``shownLength`` characters; a longer one by its
    /// start, an ellipsis and its length (`aaaa… (40000 characters)`), so that a pasted paragraph
    /// does not fill the terminal.
    package static func shown(_ name: String) -> String {
        guard name.count > shownLength else { return name }
        return "\(name.prefix(comparedLength))… (\(name.count) characters)"
    }

    /// The optimal string alignment distance: Levenshtein's, with a swap of neighbours as one
    /// edit (`widht` is one edit from `width`).
    package static func distance(_ a: [Character], _ b: [Character]) -> Int {
        var steps = 0
        return distance(a, b, below: Int.max, steps: &steps)
    }

    /// ``distance(_:_:below:steps:)`` of ASCII bytes (a byte is then a character), its rows in
    /// `rows` (three of ``comparedLength`` + 1).
    static func asciiDistance(
        _ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>, below limit: Int, rows: inout [Int],
        steps: inout Int
    ) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        let width = comparedLength + 1
        return rows.withUnsafeMutableBufferPointer { rows in
            // Rows two back (for swaps), previous and current, by offset into `rows`.
            var (before, previous, current) = (0, width, 2 * width)
            for j in 0...b.count { rows[previous + j] = j }
            var previousMinimum = 0
            for i in 1...a.count {
                rows[current] = i
                var minimum = i
                for j in 1...b.count {
                    let cost = a[i - 1] == b[j - 1] ? 0 : 1
                    var value = min(rows[previous + j] + 1, rows[current + j - 1] + 1, rows[previous + j - 1] + cost)
                    if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                        value = min(value, rows[before + j - 2] + 1)
                    }
                    rows[current + j] = value
                    minimum = min(minimum, value)
                }
                steps += b.count
                (before, previous, current) = (previous, current, before)
                if minimum >= limit, previousMinimum >= limit { return limit }
                previousMinimum = minimum
            }
            return rows[previous + b.count]
        }
    }

    /// The distance when it is below `limit`; otherwise some value at least `limit`, found as
    /// soon as two rows of the table are all at least `limit` (no later cell can be smaller: a
    /// cell is at least a cell of the row before, or of the one before that plus one). Adds
    /// the cells computed to `steps`.
    static func distance(_ a: [Character], _ b: [Character], below limit: Int, steps: inout Int) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        // Three rows of the table: two back (for swaps), the previous and the current.
        var before = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        var previousMinimum = 0
        for i in 1...a.count {
            current[0] = i
            var minimum = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], before[j - 2] + 1)
                }
                minimum = min(minimum, current[j])
            }
            steps += b.count
            (before, previous, current) = (previous, current, before)
            if minimum >= limit, previousMinimum >= limit { return limit }
            previousMinimum = minimum
        }
        return previous[b.count]
    }
}
