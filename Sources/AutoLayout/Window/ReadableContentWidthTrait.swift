import Foundation

/// The width of the readable content guide a trait collection asks for, as a custom trait
/// (``TraitDefinition``): UIKit derives it from the preferred content size category, which
/// this module does not know (text lives in the controls module). The controls module sets
/// it whenever `preferredContentSizeCategory` is set, to that category's width (672 points at
/// Large, wider with larger text); see ``View/readableContentGuide``.
public struct ReadableContentWidthTrait: TraitDefinition {
    /// 672 points: UIKit's readable width at the default content size category (Large).
    public static let defaultValue: CGFloat = View.readableContentWidth
}

extension TraitCollection {
    /// The widest the readable content guide of a view with these traits may be (672 points
    /// unless set). Setting `preferredContentSizeCategory` (controls module) sets it to that
    /// category's readable width, as UIKit's guide follows Dynamic Type.
    public var readableContentWidth: CGFloat {
        get { self[ReadableContentWidthTrait.self] }
        set { self[ReadableContentWidthTrait.self] = newValue }
    }
}
