import Foundation

/// The heights of a list's rows and where each starts, as a Fenwick tree (a binary indexed
/// tree): a row's height changes, a row's start is found, and the row at an offset is found,
/// each in O(log rows), so that scrolling a list of 10,000 rows costs what it costs at 100.
struct _RowHeightIndex {
    /// `tree[i]` (1-based) holds the sum of the heights of rows `i - lowbit(i) ..< i`.
    private var tree: [CGFloat]
    /// Each row's height.
    private(set) var heights: [CGFloat]

    /// Rows of one height. O(rows).
    init(count: Int, height: CGFloat) {
        heights = Array(repeating: height, count: count)
        tree = Array(repeating: 0, count: count + 1)
        // Built in place in O(n): each node passes its sum to its parent.
        for i in 1...max(1, count) where i <= count {
            tree[i] += height
            let parent = i + (i & -i)
            if parent <= count { tree[parent] += tree[i] }
        }
    }

    var count: Int { heights.count }

    /// Sets a row's height. O(log rows).
    mutating func setHeight(_ height: CGFloat, ofRow row: Int) {
        let delta = height - heights[row]
        guard delta != 0 else { return }
        heights[row] = height
        var i = row + 1
        while i < tree.count {
            tree[i] += delta
            i += i & -i
        }
    }

    /// Where a row starts: the heights of the rows before it (`count` gives the total). O(log rows).
    func start(ofRow row: Int) -> CGFloat {
        var sum: CGFloat = 0
        var i = row
        while i > 0 {
            sum += tree[i]
            i -= i & -i
        }
        return sum
    }

    /// The sum of every height. O(log rows).
    var total: CGFloat { start(ofRow: count) }

    /// The row that covers `offset` (the last row when it is past the end, 0 before the start):
    /// the last row whose start is at or before it. O(log rows).
    func row(at offset: CGFloat) -> Int {
        guard count > 0 else { return 0 }
        var position = 0
        var remaining = offset
        var step = 1
        while step * 2 <= count { step *= 2 }
        while step > 0 {
            let next = position + step
            if next <= count, tree[next] <= remaining {
                position = next
                remaining -= tree[next]
            }
            step /= 2
        }
        return min(position, count - 1)
    }
}
