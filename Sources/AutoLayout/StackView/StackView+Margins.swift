import Foundation

extension StackView {
    /// Whether the arranged views are laid out inside the stack's layout margins
    /// (``View/layoutMarginsGuide``) instead of its bounds: the canvas connections then tie the
    /// views to the margins guide. Default false.
    ///
    /// `fillProportionally` still computes its multipliers against the stack's bounds, as UIKit
    /// does, so there the last view absorbs the margins.
    public var isLayoutMarginsRelativeArrangement: Bool {
        get { storedLayoutMarginsRelativeArrangement }
        set {
            guard newValue != storedLayoutMarginsRelativeArrangement else { return }
            storedLayoutMarginsRelativeArrangement = newValue
            arrangementDidChange()
        }
    }
}
