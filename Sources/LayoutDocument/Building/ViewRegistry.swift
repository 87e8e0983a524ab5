import AutoLayout

/// The factories that make custom views by class name: a document's `view: avatar` with
/// `class: AvatarView` makes its view with the factory registered for `AvatarView`.
///
/// ```swift
/// var registry = ViewRegistry()
/// registry.register("AvatarView") { AvatarView() }
/// let layout = DocumentLayout(document, registry: registry)
/// ```
///
/// A class without a factory is a problem of the layout (``DocumentLayout/problems``) at the
/// `class` key, with the nearest registered name; its node is built as a plain view so that
/// the rest still lays out.
public struct ViewRegistry: Sendable {
    /// The factories by class name.
    public private(set) var factories: [String: @Sendable () -> View] = [:]

    /// An empty registry.
    public init() {}

    /// Registers the factory of a class name (replacing any before it).
    public mutating func register(_ className: String, factory: @escaping @Sendable () -> View) {
        factories[className] = factory
    }

    /// A view of a class, or nil when none is registered.
    public func makeView(className: String) -> View? {
        factories[className]?()
    }
}
