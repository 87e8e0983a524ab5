import Foundation

/// What a stack view constraint is for. The raw value is UIKit's identifier, which descriptions
/// and conflict reports print (UIKit's own logs show the same names).
enum _StackConstraintRole: String, Hashable {
    /// The first and last views (or the alignment spanner) to the stack's edges or margins.
    case canvasConnection = "UISV-canvas-connection"
    /// `stack.size == 0 @49`: an unconstrained stack hugs its content.
    case canvasFit = "UISV-canvas-fit"
    /// The gap between neighbours (exact for the fill distributions, a minimum otherwise).
    case spacing = "UISV-spacing"
    /// `size == 0` along the axis for a hidden arranged view.
    case hiding = "UISV-hiding"
    /// Equal sizes: views of `fillEqually`, gap guides of `equalSpacing` and `equalCentering`.
    case fillEqually = "UISV-fill-equally"
    /// `size == multiplier × stack.size` of `fillProportionally`.
    case fillProportionally = "UISV-fill-proportionally"
    /// A gap guide's edge to a view's edge (or centre).
    case distributingEdge = "UISV-distributing-edge"
    /// Equal perpendicular edges, centres or baselines.
    case alignment = "UISV-alignment"
    /// `size == 0 @25` across the axis, so a view without a perpendicular size collapses.
    case ambiguitySuppression = "UISV-ambiguity-suppression"
    /// The alignment spanner encloses every visible view.
    case spanningBoundary = "UISV-spanning-boundary"
    /// `spanner.size == 0 @51`: the spanner is as small as the views allow.
    case spanningFit = "UISV-spanning-fit"
    /// Not UIKit's: the index tie-break of `fill`, `equalSpacing` and `equalCentering` (see
    /// `StackView+Ordering.swift`). Optional below priority 1, so it never appears in a conflict.
    case ordering = "AL-stack-ordering"

    /// A small number per role, for hashing (cheaper than the string raw value).
    var ordinal: Int {
        switch self {
        case .canvasConnection: 0
        case .canvasFit: 1
        case .spacing: 2
        case .hiding: 3
        case .fillEqually: 4
        case .fillProportionally: 5
        case .distributingEdge: 6
        case .alignment: 7
        case .ambiguitySuppression: 8
        case .spanningBoundary: 9
        case .spanningFit: 10
        case .ordering: 11
        }
    }
}
