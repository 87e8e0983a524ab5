/// A control whose font can follow the window's content size category (Dynamic Type), as
/// UIKit's `UIContentSizeCategoryAdjusting`. ``Label``, ``TextField`` and ``TextView`` adopt it
/// (a ``Button`` through its ``Button/titleLabel``).
///
/// Only a font that stands for a text style can follow: one from
/// `Font.preferredFont(forTextStyle:)`, recognised when it is assigned, or a style set
/// explicitly through the control's `fontTextStyle`.
public protocol ContentSizeCategoryAdjusting: AnyObject {
    /// Whether the font takes its text style's size for the window's
    /// ``AutoLayout/TraitCollection/preferredContentSizeCategory`` whenever that changes
    /// (false by default, as in UIKit).
    var adjustsFontForContentSizeCategory: Bool { get set }
}
