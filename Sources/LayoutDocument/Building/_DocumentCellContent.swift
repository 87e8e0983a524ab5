import AutoLayout
import Controls
import Foundation
import LayoutFormats

/// A prototype built into a cell, and the values an item bound into it (put back as the
/// prototype had them before the next item binds its own).
final class _DocumentCellContent {
    let layout: DocumentLayout
    /// The prototype's own value of each view an item set, by name.
    var originals: [String: ListValue.Content?] = [:]
    /// The prototype's own image of each image view an item set, by name.
    var originalImages: [String: Image?] = [:]
    var boundNames: [String] = []

    init(prototype: CellPrototype, in contentView: View, owner: DocumentLayout) {
        let place = prototype.node.location
        let document = LayoutDocument(
            file: owner.document.file,
            root: ViewNode(kind: .view, name: Located("root", at: place), children: [prototype.node], location: place))
        // Built in a window of the owner's environment (not free-standing: views outside a
        // window have the default traits, and a label's text style would change size when the
        // cell joins the list), then moved into the cell.
        layout = DocumentLayout(document, environment: owner.environment, registry: owner.registry, baseURL: owner.baseURL)
        guard let top = layout.view(named: prototype.identifier.value) else { return }
        top.removeFromSuperview()
        contentView.addSubview(top)
        LayoutConstraint.activate([
            top.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            top.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            top.topAnchor.constraint(equalTo: contentView.topAnchor),
            top.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
        ])
    }

    /// Sets an item's values, after putting back what the last item set.
    func bind(_ item: ListItem) {
        for name in boundNames {
            guard let view = layout.view(named: name) else { continue }
            if let imageView = view as? ImageView, let original = originalImages[name] {
                imageView.image = original
            } else if let original = originals[name] {
                set(original, on: view)
            }
        }
        boundNames = []
        for value in item.values {
            guard let view = layout.view(named: value.name.value) else { continue }
            let name = value.name.value
            if let imageView = view as? ImageView {
                if originalImages[name] == nil { originalImages[name] = .some(imageView.image) }
            } else if originals[name] == nil {
                originals[name] = .some(current(of: view))
            }
            boundNames.append(name)
            switch value.content.value {
            case .image(let file): (view as? ImageView)?.image = layout.loadImage(Located(file, at: value.content.location))
            default: set(value.content.value, on: view)
            }
        }
    }

    func current(of view: View) -> ListValue.Content? {
        switch view {
        case let label as Label: label.text.map { .text($0) }
        case let field as TextField: field.text.map { .text($0) }
        case let text as TextView: .text(text.text)
        case let button as Button: button.title(for: .normal).map { .text($0) }
        case let toggle as Switch: .isOn(toggle.isOn)
        case let slider as Slider: .value(Double(slider.value))
        default: nil
        }
    }

    func set(_ content: ListValue.Content?, on view: View) {
        switch (view, content) {
        case (let label as Label, _):
            if case .text(let text) = content { label.text = text } else { label.text = nil }
        case (let field as TextField, _):
            if case .text(let text) = content { field.text = text } else { field.text = nil }
        case (let textView as TextView, _):
            if case .text(let text) = content { textView.text = text } else { textView.text = "" }
        case (let button as Button, _):
            if case .text(let text) = content { button.setTitle(text, for: .normal) } else { button.setTitle(nil, for: .normal) }
        case (let toggle as Switch, .isOn(let on)?): toggle.isOn = on
        case (let slider as Slider, .value(let value)?): slider.value = Float(value)
        default: break
        }
    }
}
