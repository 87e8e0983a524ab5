import LayoutFormats

/// A constraint of a document as written beside a view: a statement in the one grammar
/// (`title.leading == avatar.trailing + 8 @750`, `RedView.Top = 1.0 x SuperView.Top + 10`) or a
/// Visual Format Language string (`H:|-[title]-|`), with the size classes it is installed for.
public struct ConstraintEntry: Sendable {
    /// What the entry writes.
    public enum Content: Sendable {
        /// A constraint statement, parsed.
        case statement(ConstraintStatement)
        /// A visual format with its options (UIKit's names without the type, `alignAllTop`)
        /// and metrics; its views are every named view of the document.
        case visualFormat(String, options: [Located<String>], metrics: [String: Double])
    }

    /// The statement or format.
    public var content: Content
    /// The text as written.
    public var text: String
    /// Where the text's string starts (its first character, or its opening quote).
    public var location: SourceLocation
    /// Where each character of the text is in the file, by its offset in Unicode scalars.
    public var characterLocation: @Sendable (Int) -> SourceLocation
    /// The size classes the constraint is installed for; nil for all.
    public var condition: Located<TraitCondition>?
    /// The constraint's `identifier`, when the document gives one.
    public var identifier: String?
    /// The name of the node the entry is written beside (`root` for the top level): `superview`
    /// in a statement means the superview of the other operand's view, or of this node when
    /// both operands name `superview`.
    public var owner: String

    /// Makes an entry.
    public init(
        content: Content, text: String, location: SourceLocation,
        characterLocation: @escaping @Sendable (Int) -> SourceLocation, condition: Located<TraitCondition>? = nil,
        identifier: String? = nil, owner: String
    ) {
        self.content = content
        self.text = text
        self.location = location
        self.characterLocation = characterLocation
        self.condition = condition
        self.identifier = identifier
        self.owner = owner
    }
}
