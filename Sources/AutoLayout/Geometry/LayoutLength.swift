import Foundation

/// A length without a trailing `.0` when it is whole, and with at most 3 decimals otherwise:
/// `8`, `93.333`, `-0.5`. Used by every description so that logs read like UIKit's.
func formatLength(_ value: CGFloat) -> String {
    let v = Double(value)
    guard v.isFinite else { return v.isNaN ? "nan" : (v > 0 ? "inf" : "-inf") }
    if abs(v) < 1e15, v == v.rounded() { return String(Int64(v)) }
    let rounded = (v * 1000).rounded() / 1000
    var text = String(rounded)
    if text.hasSuffix(".0") { text.removeLast(2) }
    return text
}

extension CGRect {
    /// `{{x, y}, {w, h}}`, as UIKit prints frames.
    var layoutDescription: String {
        "{{\(formatLength(origin.x)), \(formatLength(origin.y))}, {\(formatLength(size.width)), \(formatLength(size.height))}}"
    }
}

extension CGSize {
    /// `{w, h}`.
    var layoutDescription: String { "{\(formatLength(width)), \(formatLength(height))}" }
}
