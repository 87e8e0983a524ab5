import AutoLayout
import TextMeasurement

/// A view whose text is a ``_TextContent``: the setters of the properties the text controls
/// share, written once. The view answers `contentDidChange()` by measuring again and laying out.
protocol _TextContentView: View {
    /// The text, font and measurer.
    var content: _TextContent { get set }
    /// Something the size depends on changed: forget layouts, invalidate, lay out again.
    func contentDidChange()
}

extension _TextContentView {
    /// Sets the text; a change re-measures.
    func setContentText(_ newValue: String?) {
        setContentProperty(\.content.text, to: newValue ?? "")
    }

    /// Sets a property the size depends on; a change re-measures.
    func setContentProperty<Value: Equatable>(_ property: ReferenceWritableKeyPath<Self, Value>, to value: Value) {
        guard self[keyPath: property] != value else { return }
        self[keyPath: property] = value
        contentDidChange()
    }

    /// Sets how lines sit horizontally; a change lays out again (drawing only, the size stays).
    func setContentTextAlignment(_ alignment: TextAlignment) {
        guard alignment != content.textAlignment else { return }
        content.textAlignment = alignment
        setNeedsLayout()
        setNeedsDisplay()
    }

    /// The alignment with ``TextAlignment/natural`` resolved for the view's layout direction.
    var effectiveContentTextAlignment: TextAlignment {
        content.textAlignment.resolved(for: effectiveUserInterfaceLayoutDirection)
    }

    /// Assigns a font, recognising its text style and keeping the style's size for the current
    /// category while adjusting (see ``Label/font``).
    func setContentFont(_ font: Font) {
        let category = traitCollection.preferredContentSizeCategory
        content.dynamicFont.assign(font, category: category)
        _ = content.dynamicFont.adjust(to: category)
        contentDidChange()
    }

    /// Names the text style outright (see ``Label/fontTextStyle``).
    func setContentTextStyle(_ style: Font.TextStyle?) {
        content.dynamicFont.assign(style: style, category: traitCollection.preferredContentSizeCategory)
        contentDidChange()
    }

    /// Turns following the content size category on or off.
    func setContentAdjustsFont(_ adjusts: Bool) {
        content.dynamicFont.adjustsForContentSizeCategory = adjusts
        if content.dynamicFont.adjust(to: traitCollection.preferredContentSizeCategory) { contentDidChange() }
    }

    /// Gives the control a measurer of its own, or nil for its window's.
    func setContentMeasurer(_ measurer: (any TextMeasuring)?) {
        content.ownMeasurer = measurer.map(AnyTextMeasurer.init)
        contentDidChange()
    }

    /// The measurer the control measures with now.
    var contentMeasurer: AnyTextMeasurer { content.measurer(traitCollection) }

    /// After `traitCollectionDidChange(_:)`: re-measures when the new traits matter to the text;
    /// returns whether they did.
    @discardableResult
    func contentTraitsDidChange() -> Bool {
        guard content.traitsDidChange(to: traitCollection) else { return false }
        contentDidChange()
        return true
    }
}
