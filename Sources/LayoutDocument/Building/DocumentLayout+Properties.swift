import AutoLayout
import Controls
import Foundation
import LayoutFormats

// Setting a node's properties on its view, appearance included (colours, border, corner radius,
// alpha: what the renderers draw).

extension DocumentLayout {
    /// Applies a node's own properties.
    func apply(_ node: ViewNode, to view: View) {
        apply(node.properties, kind: node.kind, to: view)
    }

    /// Applies the properties that are set; the others keep the view's values.
    func apply(_ properties: ViewProperties, kind: ViewKind, to view: View) {
        if let hidden = properties.isHidden { view.isHidden = hidden.value }
        if let margins = properties.directionalLayoutMargins { view.directionalLayoutMargins = margins.value }
        if let preserves = properties.preservesSuperviewLayoutMargins { view.preservesSuperviewLayoutMargins = preserves.value }
        if let insets = properties.insetsLayoutMarginsFromSafeArea { view.insetsLayoutMarginsFromSafeArea = insets.value }
        if let attribute = properties.semanticContentAttribute { view.semanticContentAttribute = attribute.value }
        applyAppearance(properties, to: view)
        if let hugging = properties.contentHugging {
            view.setContentHuggingPriority(LayoutPriority(hugging.value.horizontal), for: .horizontal)
            view.setContentHuggingPriority(LayoutPriority(hugging.value.vertical), for: .vertical)
        }
        if let compression = properties.compressionResistance {
            view.setContentCompressionResistancePriority(LayoutPriority(compression.value.horizontal), for: .horizontal)
            view.setContentCompressionResistancePriority(LayoutPriority(compression.value.vertical), for: .vertical)
        }
        if view !== rootView {
            if let translates = properties.translatesAutoresizingMaskIntoConstraints {
                view.translatesAutoresizingMaskIntoConstraints = translates.value
            }
            if let frame = properties.frame { view.frame = frame.value }
            if let mask = properties.autoresizingMask { view.autoresizingMask = mask.value }
        }
        if let plain = view as? _DocumentView {
            if let size = properties.intrinsicContentSize {
                plain.intrinsic = CGSize(
                    width: size.value.width.map { CGFloat($0) } ?? View.noIntrinsicMetric,
                    height: size.value.height.map { CGFloat($0) } ?? View.noIntrinsicMetric)
                plain.invalidateIntrinsicContentSize()
            }
            if let baselines = properties.baselines {
                plain.baselineFromTop = (CGFloat(baselines.value.first), CGFloat(baselines.value.last))
            }
            if let insets = properties.alignmentRectInsets { plain.insets = insets.value }
        }
        let category = window.traitCollection.preferredContentSizeCategory
        switch view {
        case let label as Label:
            if let text = properties.text { label.text = text.value }
            if let font = properties.font { setFont(font.value, properties, category, label) }
            if let lines = properties.numberOfLines { label.numberOfLines = lines.value }
            if let mode = properties.lineBreakMode { label.lineBreakMode = mode.value }
            if let alignment = properties.textAlignment { label.textAlignment = alignment.value }
            if let width = properties.preferredMaxLayoutWidth { label.preferredMaxLayoutWidth = CGFloat(width.value) }
            if let color = properties.textColor { label.textColor = color.value.color }
        case let field as TextField:
            if let text = properties.text { field.text = text.value }
            if let placeholder = properties.placeholder { field.placeholder = placeholder.value }
            if let font = properties.font { setFont(font.value, properties, category, field) }
            if let alignment = properties.textAlignment { field.textAlignment = alignment.value }
            if let style = properties.borderStyle { field.borderStyle = style.value }
            if let color = properties.textColor { field.textColor = color.value.color }
        case let textView as TextView:
            if let text = properties.text { textView.text = text.value }
            if let font = properties.font { setFont(font.value, properties, category, textView) }
            if let alignment = properties.textAlignment { textView.textAlignment = alignment.value }
            if let scrolls = properties.isScrollEnabled { textView.isScrollEnabled = scrolls.value }
            if let color = properties.textColor { textView.textColor = color.value.color }
        case let button as Button:
            if let title = properties.title { button.setTitle(title.value, for: .normal) }
            if let font = properties.font { button.titleLabel.font = font.value.font(for: category) }
            if let insets = properties.contentEdgeInsets { button.contentEdgeInsets = insets.value }
            if let color = properties.titleColor { button.setTitleColor(color.value.color, for: .normal) }
        case let imageView as ImageView:
            if let file = properties.image { imageView.image = loadImage(file) }
            if let mode = properties.contentMode { imageView.contentMode = mode.value }
        case let toggle as Switch:
            if let on = properties.isOn { toggle.isOn = on.value }
        case let slider as Slider:
            if let minimum = properties.minimumValue { slider.minimumValue = Float(minimum.value) }
            if let maximum = properties.maximumValue { slider.maximumValue = Float(maximum.value) }
            if let value = properties.value { slider.value = Float(value.value) }
        case let stack as StackView:
            if let axis = properties.axis { stack.axis = axis.value }
            if let distribution = properties.distribution { stack.distribution = distribution.value }
            if let alignment = properties.alignment { stack.alignment = alignment.value }
            if let spacing = properties.spacing { stack.spacing = CGFloat(spacing.value) }
            if let relative = properties.isLayoutMarginsRelativeArrangement {
                stack.isLayoutMarginsRelativeArrangement = relative.value
            }
            if let relative = properties.isBaselineRelativeArrangement { stack.isBaselineRelativeArrangement = relative.value }
        default:
            break
        }
    }

    /// Sets the view's appearance: background and tint colours, alpha, and its layer's corner
    /// radius and border.
    func applyAppearance(_ properties: ViewProperties, to view: View) {
        if let color = properties.backgroundColor { view.backgroundColor = color.value.color }
        if let color = properties.tintColor { view.tintColor = color.value.color }
        if let alpha = properties.alpha { view.alpha = CGFloat(alpha.value) }
        if let radius = properties.cornerRadius { view.layer.cornerRadius = CGFloat(radius.value) }
        if let width = properties.borderWidth { view.layer.borderWidth = CGFloat(width.value) }
        if let color = properties.borderColor { view.layer.borderColor = color.value.color }
    }

    /// Sets a text control's font. A text style's font follows the content size category unless
    /// the document says `adjustsFontForContentSizeCategory: false`.
    func setFont<Control: View & ContentSizeCategoryAdjusting>(
        _ spec: FontSpec, _ properties: ViewProperties, _ category: ContentSizeCategory, _ control: Control
    ) {
        let adjusts = properties.adjustsFontForContentSizeCategory?.value
        switch control {
        case let label as Label:
            label.font = spec.font(for: category)
            if case .textStyle(let style) = spec { label.fontTextStyle = style }
            label.adjustsFontForContentSizeCategory = adjusts ?? isTextStyle(spec)
        case let field as TextField:
            field.font = spec.font(for: category)
            if case .textStyle(let style) = spec { field.fontTextStyle = style }
            field.adjustsFontForContentSizeCategory = adjusts ?? isTextStyle(spec)
        case let textView as TextView:
            textView.font = spec.font(for: category)
            if case .textStyle(let style) = spec { textView.fontTextStyle = style }
            textView.adjustsFontForContentSizeCategory = adjusts ?? isTextStyle(spec)
        default:
            break
        }
    }

    func isTextStyle(_ spec: FontSpec) -> Bool {
        if case .textStyle = spec { return true }
        return false
    }

    /// An image file relative to the document's folder; a file that cannot be read is a problem
    /// at the `image` value, and the view has no image.
    func loadImage(_ file: Located<String>) -> Image? {
        let url = file.value.hasPrefix("/") ? URL(fileURLWithPath: file.value) : baseURL.appendingPathComponent(file.value)
        do {
            return try Image(contentsOfFile: url.path)
        } catch {
            problems.append(FormatError(location: file.location, message: "expected a readable PNG or JPEG image: \(error)"))
            return nil
        }
    }
}

/// A plain view of a document: its intrinsic content size, baselines and alignment insets can
/// be given as data (for layouts that stand in for content, as conformance cases do).
final class _DocumentView: View {
    var intrinsic = CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    /// Offsets from the top of the alignment rect, as the document gives them.
    var baselineFromTop: (first: CGFloat, last: CGFloat)?
    var insets = EdgeInsets.zero

    override var intrinsicContentSize: CGSize { intrinsic }
    override var alignmentRectInsets: EdgeInsets { insets }
    override var firstBaselineOffsetFromTop: CGFloat { baselineFromTop?.first ?? 0 }

    /// The document gives the last baseline from the top; at the view's intrinsic height (where
    /// baseline alignment is meant to be used) that is this far from the bottom.
    override var lastBaselineOffsetFromBottom: CGFloat {
        guard let last = baselineFromTop?.last else { return 0 }
        let height = intrinsic.height >= 0 ? intrinsic.height : last
        return height - last
    }
}
