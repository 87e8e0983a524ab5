import AutoLayout
import Controls
import Foundation

/// A type of property value that ``_ViewPropertyStorage`` keeps as a ``_ViewPropertyValue``.
protocol _ViewPropertyStorable {
    /// The value of a stored value of this type; nil for another type's.
    init?(stored: _ViewPropertyValue)
    /// The value as stored.
    var stored: _ViewPropertyValue { get }
}

extension DocumentColor: _ViewPropertyStorable {
    init?(stored: _ViewPropertyValue) {
        guard case .color(let value) = stored else { return nil }
        self = value
    }
    var stored: _ViewPropertyValue { .color(self) }
}

extension Double: _ViewPropertyStorable {
    init?(stored: _ViewPropertyValue) {
        guard case .number(let value) = stored else { return nil }
        self = value
    }
    var stored: _ViewPropertyValue { .number(self) }
}

extension Bool: _ViewPropertyStorable {
    init?(stored: _ViewPropertyValue) {
        guard case .bool(let value) = stored else { return nil }
        self = value
    }
    var stored: _ViewPropertyValue { .bool(self) }
}

extension String: _ViewPropertyStorable {
    init?(stored: _ViewPropertyValue) {
        guard case .text(let value) = stored else { return nil }
        self = value
    }
    var stored: _ViewPropertyValue { .text(self) }
}

extension Int: _ViewPropertyStorable {
    init?(stored: _ViewPropertyValue) {
        guard case .integer(let value) = stored else { return nil }
        self = value
    }
    var stored: _ViewPropertyValue { .integer(self) }
}

extension DirectionalEdgeInsets: _ViewPropertyStorable {
    init?(stored: _ViewPropertyValue) {
        guard case .directionalInsets(let value) = stored else { return nil }
        self = value
    }
    var stored: _ViewPropertyValue { .directionalInsets(self) }
}

extension SemanticContentAttribute: _ViewPropertyStorable {
    init?(stored: _ViewPropertyValue) {
        guard case .semanticContentAttribute(let value) = stored else { return nil }
        self = value
    }
    var stored: _ViewPropertyValue { .semanticContentAttribute(self) }
}

extension ViewProperties.AxisPriorities: _ViewPropertyStorable {
    init?(stored: _ViewPropertyValue) {
        guard case .priorities(let value) = stored else { return nil }
        self = value
    }
    var stored: _ViewPropertyValue { .priorities(self) }
}

extension CGRect: _ViewPropertyStorable {
    init?(stored: _ViewPropertyValue) {
        guard case .rect(let value) = stored else { return nil }
        self = value
    }
    var stored: _ViewPropertyValue { .rect(self) }
}

extension AutoresizingMask: _ViewPropertyStorable {
    init?(stored: _ViewPropertyValue) {
        guard case .autoresizingMask(let value) = stored else { return nil }
        self = value
    }
    var stored: _ViewPropertyValue { .autoresizingMask(self) }
}

extension ViewProperties.IntrinsicSize: _ViewPropertyStorable {
    init?(stored: _ViewPropertyValue) {
        guard case .intrinsicSize(let value) = stored else { return nil }
        self = value
    }
    var stored: _ViewPropertyValue { .intrinsicSize(self) }
}

extension ViewProperties.Baselines: _ViewPropertyStorable {
    init?(stored: _ViewPropertyValue) {
        guard case .baselines(let value) = stored else { return nil }
        self = value
    }
    var stored: _ViewPropertyValue { .baselines(self) }
}

extension EdgeInsets: _ViewPropertyStorable {
    init?(stored: _ViewPropertyValue) {
        guard case .insets(let value) = stored else { return nil }
        self = value
    }
    var stored: _ViewPropertyValue { .insets(self) }
}

extension FontSpec: _ViewPropertyStorable {
    init?(stored: _ViewPropertyValue) {
        guard case .font(let value) = stored else { return nil }
        self = value
    }
    var stored: _ViewPropertyValue { .font(self) }
}

extension LineBreakMode: _ViewPropertyStorable {
    init?(stored: _ViewPropertyValue) {
        guard case .lineBreakMode(let value) = stored else { return nil }
        self = value
    }
    var stored: _ViewPropertyValue { .lineBreakMode(self) }
}

extension TextAlignment: _ViewPropertyStorable {
    init?(stored: _ViewPropertyValue) {
        guard case .textAlignment(let value) = stored else { return nil }
        self = value
    }
    var stored: _ViewPropertyValue { .textAlignment(self) }
}

extension TextField.BorderStyle: _ViewPropertyStorable {
    init?(stored: _ViewPropertyValue) {
        guard case .borderStyle(let value) = stored else { return nil }
        self = value
    }
    var stored: _ViewPropertyValue { .borderStyle(self) }
}

extension View.ContentMode: _ViewPropertyStorable {
    init?(stored: _ViewPropertyValue) {
        guard case .contentMode(let value) = stored else { return nil }
        self = value
    }
    var stored: _ViewPropertyValue { .contentMode(self) }
}

extension LayoutAxis: _ViewPropertyStorable {
    init?(stored: _ViewPropertyValue) {
        guard case .axis(let value) = stored else { return nil }
        self = value
    }
    var stored: _ViewPropertyValue { .axis(self) }
}

extension StackView.Distribution: _ViewPropertyStorable {
    init?(stored: _ViewPropertyValue) {
        guard case .distribution(let value) = stored else { return nil }
        self = value
    }
    var stored: _ViewPropertyValue { .distribution(self) }
}

extension StackView.Alignment: _ViewPropertyStorable {
    init?(stored: _ViewPropertyValue) {
        guard case .alignment(let value) = stored else { return nil }
        self = value
    }
    var stored: _ViewPropertyValue { .alignment(self) }
}
