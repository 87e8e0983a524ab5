import Foundation

/// Dash lengths as both renderers accept them.
enum _DashPattern {
    /// The lengths when they make a dash pattern (every one finite and not negative, their sum
    /// positive); nil for a solid line (nil, empty, or not a valid pattern).
    static func valid(_ dash: [CGFloat]?) -> [CGFloat]? {
        guard let dash, !dash.isEmpty, dash.allSatisfy({ $0.isFinite && $0 >= 0 }), dash.reduce(0, +) > 0 else {
            return nil
        }
        return dash
    }
}
