import Foundation

/// What every description of a stack's constraints reads: the arranged views in order, the
/// attributes of the axis, the canvas the views are tied to, and where the visible views start
/// and end.
///
/// Made once per update; finding the first and last visible view scans from the ends, so it
/// costs O(1) unless views at the ends are hidden. An update that describes every view reads
/// each view's `isHidden` once, up front (the descriptions ask several times per view, and each
/// read is a dynamically dispatched, access-checked call); a local update reads only the views
/// it asks about.
struct _StackArrangement {
    /// The arranged views, in order.
    let views: [View]
    /// The attributes along and across the axis.
    let attributes: _StackAxisAttributes
    /// The stack, or its margins guide (``StackView/isLayoutMarginsRelativeArrangement``).
    let canvas: LayoutItem
    /// The index of the first visible arranged view; nil when none is visible.
    let firstVisible: Int?
    /// The index of the last visible arranged view; nil when none is visible.
    let lastVisible: Int?
    /// Each view's visibility, read up front; empty when read on demand.
    private let visibility: [Bool]

    /// - Parameter readingEveryView: read every view's visibility now (for an update that
    ///   describes them all).
    init(views: [View], attributes: _StackAxisAttributes, canvas: LayoutItem, readingEveryView: Bool = false) {
        self.views = views
        self.attributes = attributes
        self.canvas = canvas
        if readingEveryView {
            let visibility = views.map { !$0.isHidden }
            self.visibility = visibility
            firstVisible = visibility.firstIndex(of: true)
            lastVisible = visibility.lastIndex(of: true)
        } else {
            visibility = []
            firstVisible = views.firstIndex { !$0.isHidden }
            lastVisible = views.lastIndex { !$0.isHidden }
        }
    }

    /// Whether the view at `index` takes part in the layout.
    func isVisible(_ index: Int) -> Bool {
        visibility.isEmpty ? !views[index].isHidden : visibility[index]
    }

    /// The index of the nearest visible view before `index`, nil when there is none.
    ///
    /// - Complexity: O(distance to it).
    func visibleIndex(before index: Int) -> Int? {
        var candidate = index - 1
        while candidate >= 0 {
            if isVisible(candidate) { return candidate }
            candidate -= 1
        }
        return nil
    }

    /// How many views before `index` are visible.
    ///
    /// - Complexity: O(`index`).
    func visibleCount(before index: Int) -> Int {
        (0..<index).reduce(0) { isVisible($1) ? $0 + 1 : $0 }
    }
}
