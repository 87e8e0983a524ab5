import LayoutFormats

/// One "Unable to simultaneously satisfy constraints" report of a log: the constraints it
/// lists and the one it says it broke.
public struct LogReport: Hashable, Sendable {
    /// Where the report starts: its headline, or its first constraint when the log has no
    /// headline.
    public var location: SourceLocation
    /// The listed constraints, in the order printed.
    public var constraints: [LogConstraint]
    /// The constraint after "Will attempt to recover by breaking constraint", if the report
    /// has one that could be read.
    public var broken: LogConstraint?
    /// Whether the report comes from AppKit (its headline ends in `constraints:`, or it names
    /// `NS…` views).
    public var isAppKit: Bool

    /// Who printed the report: `AppKit` or `UIKit`.
    public var framework: String { isAppKit ? "AppKit" : "UIKit" }

    /// Makes a report.
    public init(location: SourceLocation, constraints: [LogConstraint], broken: LogConstraint?, isAppKit: Bool) {
        self.location = location
        self.constraints = constraints
        self.broken = broken
        self.isAppKit = isAppKit
    }
}
