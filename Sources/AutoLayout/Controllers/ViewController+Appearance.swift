import Foundation

extension ViewController {
    /// The view is being shown: `viewWillAppear(_:)` now, `viewDidAppear(_:)` owed to the
    /// window's next flush.
    func beginAppearance() {
        isAppearing = true
        owesDidAppear = true
        viewWillAppear(false)
    }

    /// The view left the screen.
    func endAppearance() {
        isAppearing = false
        owesDidAppear = false
        viewDidDisappear(false)
    }

    /// Calls `body` on this controller, then on its children, depth first.
    func forEachInTree(_ body: (ViewController) -> Void) {
        body(self)
        for child in storedChildren { child.forEachInTree(body) }
    }
}
