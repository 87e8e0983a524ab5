/// The guide of ``View/keyboardLayoutGuide``: a layout guide that keeps its two constraints, of
/// which one is active (see View+KeyboardLayoutGuide.swift). A subclass, so that other guides
/// carry no room for them.
final class _KeyboardLayoutGuide: LayoutGuide {
    /// Its top at the safe area's bottom (keyboard hidden) and its height (keyboard shown).
    var keyboardConstraints: (hidden: LayoutConstraint, height: LayoutConstraint)?
}
