/// The known name nearest to an unknown one, for the "did you mean …?" of every reader's errors.
package enum NearestName {
    /// How many characters of a name are compared: a longer name is compared by its start, so
    /// that a pasted paragraph costs no more than a word.
    package static let comparedLength = 32

    /// The name of `known` with the fewest single-character edits (insertions, deletions,
    /// substitutions and swaps of neighbours) from `name`, the first written on a tie; nil when
    /// `known` is empty.
    ///
    /// - Complexity: O(k × 32²) for k known names: each comparison is of at most
    ///   ``comparedLength`` characters, and names whose lengths differ by more than the best
    ///   distance found so far are not compared.
    package static func nearest(to name: String, in known: [String]) -> String? {
        let target = Array(name.prefix(comparedLength))
        var best: (name: String, distance: Int)?
        for candidate in known {
            let other = Array(candidate.prefix(comparedLength))
            if let best, abs(other.count - target.count) >= best.distance { continue }
            let d = distance(target, other)
            if let best, best.distance <= d { continue }
            best = (candidate, d)
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
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        // Three rows of the table: two back (for swaps), the previous and the current.
        var before = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], before[j - 2] + 1)
                }
            }
            (before, previous, current) = (previous, current, before)
        }
        return previous[b.count]
    }
}
