import LayoutFormats

/// A value an item binds into a view of its prototype.
public struct ListValue: Sendable {
    /// What the value sets, by the kind of view it names.
    public enum Content: Sendable, Hashable {
        /// A label's, text field's or text view's `text`; a button's title.
        case text(String)
        /// An image view's image: a PNG or JPEG file relative to the document's folder.
        case image(String)
        /// A switch's `isOn`.
        case isOn(Bool)
        /// A slider's `value`.
        case value(Double)
    }

    /// The name of the view in the prototype.
    public var name: Located<String>
    /// The value, at its place.
    public var content: Located<Content>

    /// Makes a value.
    public init(name: Located<String>, content: Located<Content>) {
        self.name = name
        self.content = content
    }
}
