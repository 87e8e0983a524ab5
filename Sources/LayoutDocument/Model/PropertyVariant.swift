/// Properties of a node that apply only for some size classes: Interface Builder's "vary for
/// traits" on a property (`variants: [{when: wR, font: largeTitle}]`). Variants apply over the
/// node's own properties in the order written; the last that sets a property wins.
public struct PropertyVariant: Sendable {
    /// When the variant applies.
    public var condition: Located<TraitCondition>
    /// What it sets.
    public var properties: ViewProperties

    /// Makes a variant.
    public init(condition: Located<TraitCondition>, properties: ViewProperties) {
        self.condition = condition
        self.properties = properties
    }
}
