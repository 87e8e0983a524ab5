/// What the tableau remembers of an added constraint.
///
/// A plain value: the tag's reference to the constraint object is retained by hand (by
/// `_Tableau.makeTag`, released by `releaseTag` or by the tableau's `deinit`), so that copying a
/// tag costs no reference counting.
struct _Tag {
    /// The constraint object (the user's, or the solver's own for an edit variable), retained by
    /// hand while the tag is in use (copies of the tag do not own it).
    // (Stored largest first: 40 bytes a tag, a large part of a big tableau.)
    private var reference: Unmanaged<Constraint>?
    /// The current constant of the expression (changed by `updateConstant` and `suggestValue`).
    var constant: Double
    /// The current priority.
    var priority: Double
    /// The sequence number above 8 bits (56 bits: more adds than a solver can make), whether
    /// the constraint is an edit variable's (bit 2) and the relation (bits 0 and 1): packed, so
    /// that a tag is 40 bytes rather than 48.
    private var packed: UInt64
    /// The symbol that identifies the constraint's row: a slack (inequality), a dummy (required
    /// equality) or the positive error (optional equality).
    var marker: _SymbolID
    /// The second symbol of an optional constraint (its error, or the negative error), or -1.
    var other: _SymbolID

    init(
        constraint: Constraint?, constant: Double, priority: Double, relation: Relation,
        marker: _SymbolID, other: _SymbolID, sequence: UInt64,
        editVariable: Int32
    ) {
        self.reference = constraint.map { Unmanaged.passUnretained($0) }
        self.constant = constant
        self.priority = priority
        self.packed = sequence << 8 | (editVariable >= 0 ? 4 : 0) | UInt64(Self.code(of: relation))
        self.marker = marker
        self.other = other
    }

    /// Increases with every add: orders constraints by when they were added.
    var sequence: UInt64 { packed >> 8 }

    /// The relation, as a number (`Relation` is a public enum, not known to be a plain value,
    /// and tags live in a raw array).
    private var relationCode: UInt8 { UInt8(truncatingIfNeeded: packed & 3) }

    /// The variable index when this is an edit variable's constraint, else -1: read from the
    /// constraint, which the solver made as `1 × variable == 0` (rarely asked, so not stored).
    var editVariable: Int32 {
        guard packed & 4 != 0, let constraint else { return -1 }
        return Int32(constraint.expression.withTerms { $0[0] }.variable.index)
    }

    var relation: Relation {
        switch relationCode {
        case 0: .equal
        case 1: .greaterThanOrEqual
        default: .lessThanOrEqual
        }
    }

    private static func code(of relation: Relation) -> UInt8 {
        switch relation {
        case .equal: 0
        case .greaterThanOrEqual: 1
        case .lessThanOrEqual: 2
        }
    }

    /// The constraint object's address (0 for a free tag), to compare identities without a
    /// retain.
    var address: UInt { UInt(bitPattern: reference?.toOpaque()) }

    /// The constraint object, or nil for a free tag.
    var constraint: Constraint? { reference?.takeUnretainedValue() }

    /// Gives back the retain that `_Tableau.makeTag` took on the constraint (once per tag).
    func releaseConstraint() {
        reference?.release()
    }

    var isRequired: Bool { priority >= 1000 }

    /// The marker's coefficient in the constraint's original row (±1): `expr - slack` (≥),
    /// `expr + slack` (≤), `expr + dummy` (required ==), `expr - e⁺ + e⁻` (optional ==). Derived,
    /// not stored, to keep tags at 48 bytes (a priority never crosses required, so the kind of
    /// marker stays what it was made as).
    var markerCoefficient: Double {
        switch relationCode {
        case 1: -1
        case 2: 1
        default: isRequired ? 1 : -1
        }
    }

    /// A free tag.
    static let free = _Tag(
        constraint: nil, constant: 0, priority: 0, relation: .equal, marker: -1, other: -1,
        sequence: 0, editVariable: -1)
}
