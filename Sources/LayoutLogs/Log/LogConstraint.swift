import LayoutFormats

/// One constraint as a log prints it, read into the relation it states:
/// `first.attribute (==, >=, <=) multiplier × second.attribute + constant`, with its priority.
///
/// Visual-format entries are read with the bracketed view first: `H:[A]-(8)-|` is
/// `A.trailing == |.trailing - 8`, `H:|-(8)-[A]` is `A.leading == |.leading + 8`,
/// `H:[A]-(8)-[B]` is `B.leading == A.trailing + 8` and `V:[A(44)]` is `A.height == 44`.
public struct LogConstraint: Hashable, Sendable {
    /// What identifies the constraint: its address as printed (`0x600002c8d0e0`), or the key
    /// Masonry prints in its place.
    public var address: String
    /// The constraint's class as printed: `NSLayoutConstraint`,
    /// `NSAutoresizingMaskLayoutConstraint`, `SnapKit.LayoutConstraint`, `MASLayoutConstraint`, …
    public var className: String
    /// Where the constraint was made, when a DSL prints it (SnapKit's `File.swift#61`).
    public var creationSite: String?
    /// The identifier in quotes (`UIView-Encapsulated-Layout-Height`, `UISV-spacing`, …).
    public var identifier: String?
    /// The autoresizing mask notation of an `NSAutoresizingMaskLayoutConstraint`, e.g.
    /// `h=--& v=--&`.
    public var autoresizingMask: String?
    /// The left side.
    public var first: LogTerm
    /// The relation.
    public var relation: LogRelation
    /// The right side's item and attribute, or nil when the right side is only a constant.
    public var second: LogTerm?
    /// The factor of the second attribute (1 when not printed).
    public var multiplier: Double
    /// The constant.
    public var constant: Double
    /// The priority, 1000 (required) unless printed (`@750`).
    public var priority: Double
    /// An `NSContentSizeLayoutConstraint`'s content hugging priority (`Hug:250`): the
    /// constraint stands for `size <= constant` at this priority (and, with
    /// ``compressionResistancePriority``, `size >= constant` at that one).
    public var contentHuggingPriority: Double?
    /// An `NSContentSizeLayoutConstraint`'s compression resistance priority
    /// (`CompressionResistance:750`): `size >= constant` at this priority.
    public var compressionResistancePriority: Double?
    /// The system spacing the constant stands for, as printed (`NSSpace(8)`,
    /// `NSLayoutAnchorConstraintSpace(8)`): the points the device resolved it to, which the
    /// constant already holds.
    public var systemSpacing: Double?
    /// Whether the log says `(inactive)`.
    public var isInactive: Bool
    /// The superview of `first.item` that this entry reveals: the `|` of a visual-format entry
    /// next to it, the `|` of a `names:` block, or the second item of a two-item autoresizing
    /// constraint. For a margins guide constraint it is the guide's owning view.
    public var revealedSuperview: LogItem?
    /// The entry as printed, from `<` to `>`.
    public var text: String
    /// Where the entry starts (its `<`).
    public var location: SourceLocation

    /// Makes a constraint.
    public init(
        address: String, className: String, creationSite: String? = nil, identifier: String? = nil,
        autoresizingMask: String? = nil, first: LogTerm, relation: LogRelation, second: LogTerm?,
        multiplier: Double = 1, constant: Double, priority: Double = 1000,
        contentHuggingPriority: Double? = nil, compressionResistancePriority: Double? = nil,
        systemSpacing: Double? = nil, isInactive: Bool = false, revealedSuperview: LogItem? = nil, text: String,
        location: SourceLocation
    ) {
        self.address = address
        self.className = className
        self.creationSite = creationSite
        self.identifier = identifier
        self.autoresizingMask = autoresizingMask
        self.first = first
        self.relation = relation
        self.second = second
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
        self.contentHuggingPriority = contentHuggingPriority
        self.compressionResistancePriority = compressionResistancePriority
        self.systemSpacing = systemSpacing
        self.isInactive = isInactive
        self.revealedSuperview = revealedSuperview
        self.text = text
        self.location = location
    }

    /// Whether it is an `NSContentSizeLayoutConstraint` printed with its content priorities.
    public var isContentSize: Bool { contentHuggingPriority != nil || compressionResistancePriority != nil }

    /// Whether the priority is 1000.
    public var isRequired: Bool { priority >= 1000 }

    /// Whether UIKit made it from an autoresizing mask.
    public var isAutoresizing: Bool { className == "NSAutoresizingMaskLayoutConstraint" }
}
