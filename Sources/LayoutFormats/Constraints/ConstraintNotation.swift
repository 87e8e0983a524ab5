/// Which notation a constraint text is written in: the one grammar of ``ConstraintStatement``
/// and ``ParsedConstraint`` read in three strictnesses.
///
/// | | `solver` | `conformance` | `document` |
/// |---|---|---|---|
/// | relations | `==` `>=` `<=` | `==` `>=` `<=` | also `=` (the seeds' `RedView.Top = …`), `≥`, `≤` |
/// | products | `*` | `*` | also `x` and `×` between factors (`1.0 x SuperView.Top`) |
/// | numbers | `8`, `0.5`, `1e3` | also `.5` | also `.5` |
/// | priorities | `@750` | `@750` | also `@high` (750), `@low` (250), `@required`, `@fittingSizeLevel` (50) and a trailing `(priority: 750)` |
/// | attributes | — | UIKit's names | UIKit's names in any case (`Top`, `centerx`) |
public enum ConstraintNotation: Hashable, Sendable {
    /// Raw solver problems (`docs/solver-format.md`): linear arithmetic over named variables.
    case solver
    /// The conformance format's constraint strings (`docs/conformance-format.md`).
    case conformance
    /// Layout documents (`docs/layout-documents.md`): everything people write.
    case document

    /// Whether the relaxed forms of the document notation are read.
    var isRelaxed: Bool { self == .document }
}
