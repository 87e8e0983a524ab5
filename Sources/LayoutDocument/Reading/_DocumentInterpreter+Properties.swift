import AutoLayout
import Controls
import Foundation
import LayoutFormats

// Properties by key: which keys each kind of node reads, their short forms, and their values.

extension _DocumentInterpreter {
    /// Short forms of property keys and the keys they stand for.
    static let aliases: [String: String] = [
        "background": "backgroundColor", "hidden": "isHidden", "margins": "directionalLayoutMargins",
        "layoutMargins": "directionalLayoutMargins", "hugging": "contentHugging",
        "compression": "compressionResistance", "lines": "numberOfLines", "scrollEnabled": "isScrollEnabled",
        "on": "isOn", "layoutMarginsRelativeArrangement": "isLayoutMarginsRelativeArrangement",
        "baselineRelativeArrangement": "isBaselineRelativeArrangement", "color": "textColor",
        "intrinsic": "intrinsicContentSize", "intrinsicSize": "intrinsicContentSize", "min": "minimumValue",
        "max": "maximumValue", "textStyle": "font", "baseline": "baselines",
    ]

    static let commonKeys = [
        "backgroundColor", "tintColor", "alpha", "isHidden", "cornerRadius", "borderWidth", "borderColor",
        "clipsToBounds", "directionalLayoutMargins", "preservesSuperviewLayoutMargins",
        "insetsLayoutMarginsFromSafeArea", "semanticContentAttribute", "contentHugging", "compressionResistance",
        "translatesAutoresizingMaskIntoConstraints", "frame", "autoresizingMask", "accessibilityIdentifier",
    ]

    /// The property keys a kind of node reads (made once: a node's every key is checked).
    static func propertyKeys(for kind: ViewKind) -> [String] {
        switch kind {
        case .view, .custom: viewKeys
        case .label: labelKeys
        case .textField: textFieldKeys
        case .textView: textViewKeys
        case .button: buttonKeys
        case .imageView: imageViewKeys
        case .switch: switchKeys
        case .slider: sliderKeys
        case .stackView: stackViewKeys
        case .tableView: tableViewKeys
        case .collectionView: collectionViewKeys
        case .layoutGuide: []
        }
    }

    static let viewKeys = commonKeys + ["intrinsicContentSize", "baselines", "alignmentRectInsets"]
    static let labelKeys =
        commonKeys + [
            "text", "font", "textColor", "numberOfLines", "lineBreakMode", "textAlignment",
            "adjustsFontForContentSizeCategory", "preferredMaxLayoutWidth",
        ]
    static let textFieldKeys =
        commonKeys + [
            "text", "placeholder", "font", "textColor", "textAlignment", "borderStyle",
            "adjustsFontForContentSizeCategory",
        ]
    static let textViewKeys =
        commonKeys + ["text", "font", "textColor", "textAlignment", "isScrollEnabled", "adjustsFontForContentSizeCategory"]
    static let buttonKeys = commonKeys + ["title", "titleColor", "font", "contentEdgeInsets"]
    static let imageViewKeys = commonKeys + ["image", "contentMode"]
    static let switchKeys = commonKeys + ["isOn"]
    static let sliderKeys = commonKeys + ["value", "minimumValue", "maximumValue"]
    static let stackViewKeys =
        commonKeys + [
            "axis", "distribution", "alignment", "spacing", "isLayoutMarginsRelativeArrangement",
            "isBaselineRelativeArrangement", "customSpacingAfter",
        ]

    /// A table's and a list's own keys (``_DocumentInterpreter/listKeys``) are read apart.
    static let tableViewKeys = commonKeys
    static let collectionViewKeys = commonKeys + ["spacing"]

    static let semanticContentAttributes: [(String, SemanticContentAttribute)] = [
        ("unspecified", .unspecified), ("playback", .playback), ("spatial", .spatial),
        ("forceLeftToRight", .forceLeftToRight), ("forceRightToLeft", .forceRightToLeft),
    ]
    static let lineBreakModes: [(String, LineBreakMode)] = [
        ("byWordWrapping", .byWordWrapping), ("byCharWrapping", .byCharWrapping), ("byClipping", .byClipping),
        ("byTruncatingHead", .byTruncatingHead), ("byTruncatingTail", .byTruncatingTail),
        ("byTruncatingMiddle", .byTruncatingMiddle),
    ]
    static let textAlignments: [(String, TextAlignment)] = [
        ("left", .left), ("center", .center), ("right", .right), ("justified", .justified), ("natural", .natural),
    ]
    static let borderStyles: [(String, TextField.BorderStyle)] = [
        ("none", .none), ("line", .line), ("bezel", .bezel), ("roundedRect", .roundedRect),
    ]
    static let contentModes: [(String, View.ContentMode)] = [
        ("scaleToFill", .scaleToFill), ("scaleAspectFit", .scaleAspectFit), ("scaleAspectFill", .scaleAspectFill),
        ("redraw", .redraw), ("center", .center), ("top", .top), ("bottom", .bottom), ("left", .left),
        ("right", .right), ("topLeft", .topLeft), ("topRight", .topRight), ("bottomLeft", .bottomLeft),
        ("bottomRight", .bottomRight),
    ]
    static let axes: [(String, LayoutAxis)] = [("horizontal", .horizontal), ("vertical", .vertical)]
    static let distributions: [(String, StackView.Distribution)] = StackView.Distribution.allCases.map {
        ($0.description, $0)
    }
    static let alignments: [(String, StackView.Alignment)] =
        StackView.Alignment.allCases.map { ($0.description, $0) } + [("top", .top), ("bottom", .bottom)]

    /// The properties a kind of node reads, one bit each (``_DocumentKey/Property/bit``).
    static func propertyMask(for kind: ViewKind) -> UInt64 {
        switch kind {
        case .view, .custom: viewMask
        case .label: labelMask
        case .textField: textFieldMask
        case .textView: textViewMask
        case .button: buttonMask
        case .imageView: imageViewMask
        case .switch: switchMask
        case .slider: sliderMask
        case .stackView: stackViewMask
        case .tableView: tableViewMask
        case .collectionView: collectionViewMask
        case .layoutGuide: 0
        }
    }

    static func mask(_ keys: [String]) -> UInt64 {
        keys.reduce(0) { $0 | _DocumentKey.Property.byName[$1]!.bit }
    }

    static let viewMask = mask(viewKeys)
    static let labelMask = mask(labelKeys)
    static let textFieldMask = mask(textFieldKeys)
    static let textViewMask = mask(textViewKeys)
    static let buttonMask = mask(buttonKeys)
    static let imageViewMask = mask(imageViewKeys)
    static let switchMask = mask(switchKeys)
    static let sliderMask = mask(sliderKeys)
    static let stackViewMask = mask(stackViewKeys)
    static let tableViewMask = mask(tableViewKeys)
    static let collectionViewMask = mask(collectionViewKeys)

    /// Reads one property into `properties`; false when `written` is not a property of `kind`.
    mutating func readProperty<Node: _DocumentNode>(
        _ written: String, _ value: Node, kind: ViewKind, into properties: inout ViewProperties
    ) -> Bool {
        guard case .property(let key) = _DocumentKey.classify(written) else { return false }
        return readProperty(key, value, kind: kind, into: &properties)
    }

    /// Reads one property into `properties`; false when `key` is not a property of `kind`.
    mutating func readProperty<Node: _DocumentNode>(
        _ key: _DocumentKey.Property, _ value: Node, kind: ViewKind, into properties: inout ViewProperties
    ) -> Bool {
        guard Self.propertyMask(for: kind) & key.bit != 0 else { return false }
        let at = value.location
        func located<T>(_ read: T?) -> Located<T>? { read.map { Located($0, at: at) } }
        switch key {
        case .backgroundColor: properties.backgroundColor = located(color(value))
        case .tintColor: properties.tintColor = located(color(value))
        case .borderColor: properties.borderColor = located(color(value))
        case .textColor: properties.textColor = located(color(value))
        case .titleColor: properties.titleColor = located(color(value))
        case .alpha:
            if let alpha = number(value, "an alpha in 0…1") {
                if alpha >= 0, alpha <= 1 {
                    properties.alpha = Located(alpha, at: at)
                } else {
                    fail(at, "expected an alpha in 0…1, found \(_JSONWriter.number(alpha))")
                }
            }
        case .isHidden: properties.isHidden = located(bool(value))
        case .cornerRadius: properties.cornerRadius = located(length(value))
        case .borderWidth: properties.borderWidth = located(length(value))
        case .clipsToBounds: properties.clipsToBounds = located(bool(value))
        case .directionalLayoutMargins: properties.directionalLayoutMargins = located(directionalInsets(value))
        case .preservesSuperviewLayoutMargins: properties.preservesSuperviewLayoutMargins = located(bool(value))
        case .insetsLayoutMarginsFromSafeArea: properties.insetsLayoutMarginsFromSafeArea = located(bool(value))
        case .semanticContentAttribute:
            properties.semanticContentAttribute = located(
                oneOf(value, "a semantic content attribute", Self.semanticContentAttributes))
        case .contentHugging:
            properties.contentHugging = located(axisPriorities(value, default: kind == .label ? 251 : 250))
        case .compressionResistance: properties.compressionResistance = located(axisPriorities(value, default: 750))
        case .translatesAutoresizingMaskIntoConstraints:
            properties.translatesAutoresizingMaskIntoConstraints = located(bool(value))
        case .frame: properties.frame = located(rect(value))
        case .autoresizingMask: properties.autoresizingMask = located(autoresizingMask(value))
        case .accessibilityIdentifier: properties.accessibilityIdentifier = located(string(value))
        case .intrinsicContentSize: properties.intrinsicContentSize = located(intrinsicSize(value))
        case .baselines: properties.baselines = located(baselines(value))
        case .alignmentRectInsets: properties.alignmentRectInsets = located(insets(value))
        case .text: properties.text = located(string(value))
        case .font: properties.font = located(font(value))
        case .numberOfLines: properties.numberOfLines = located(integer(value, "a number of lines (0 for any)"))
        case .lineBreakMode: properties.lineBreakMode = located(oneOf(value, "a line break mode", Self.lineBreakModes))
        case .textAlignment: properties.textAlignment = located(oneOf(value, "a text alignment", Self.textAlignments))
        case .adjustsFontForContentSizeCategory: properties.adjustsFontForContentSizeCategory = located(bool(value))
        case .preferredMaxLayoutWidth: properties.preferredMaxLayoutWidth = located(length(value))
        case .placeholder: properties.placeholder = located(string(value))
        case .borderStyle: properties.borderStyle = located(oneOf(value, "a border style", Self.borderStyles))
        case .isScrollEnabled: properties.isScrollEnabled = located(bool(value))
        case .title: properties.title = located(string(value))
        case .contentEdgeInsets: properties.contentEdgeInsets = located(insets(value))
        case .image: properties.image = located(string(value, "an image file name"))
        case .contentMode: properties.contentMode = located(oneOf(value, "a content mode", Self.contentModes))
        case .isOn: properties.isOn = located(bool(value))
        case .value: properties.value = located(number(value))
        case .minimumValue: properties.minimumValue = located(number(value))
        case .maximumValue: properties.maximumValue = located(number(value))
        case .axis: properties.axis = located(oneOf(value, "an axis (horizontal or vertical)", Self.axes))
        case .distribution: properties.distribution = located(oneOf(value, "a distribution", Self.distributions))
        case .alignment: properties.alignment = located(oneOf(value, "a stack alignment", Self.alignments))
        case .spacing: properties.spacing = located(number(value))
        case .isLayoutMarginsRelativeArrangement: properties.isLayoutMarginsRelativeArrangement = located(bool(value))
        case .isBaselineRelativeArrangement: properties.isBaselineRelativeArrangement = located(bool(value))
        case .customSpacingAfter: properties.customSpacingAfter = customSpacings(value)
        }
        return true
    }

    mutating func autoresizingMask<Node: _DocumentNode>(_ value: Node) -> AutoresizingMask? {
        let list = value.elements.map(Array.init) ?? (value.text != nil ? [value] : nil)
        guard let list else {
            fail(value.location, "expected a list of autoresizing mask names, found \(value.documentKindDescription)")
            return nil
        }
        var mask: AutoresizingMask = []
        for element in list {
            if let part = oneOf(element, "an autoresizing mask name", AutoresizingMask.named) { mask.insert(part) }
        }
        return mask
    }

    mutating func intrinsicSize<Node: _DocumentNode>(_ value: Node) -> ViewProperties.IntrinsicSize? {
        guard let fields = mapping(value, "an intrinsic size {width, height}", keys: ["width", "height", "w", "h"]) else {
            return nil
        }
        var size = ViewProperties.IntrinsicSize(width: nil, height: nil)
        if let width = fields["width"] ?? fields["w"], !width.isNull { size.width = length(width) }
        if let height = fields["height"] ?? fields["h"], !height.isNull { size.height = length(height) }
        return size
    }

    mutating func baselines<Node: _DocumentNode>(_ value: Node) -> ViewProperties.Baselines? {
        guard let fields = mapping(value, "baselines {first, last}", keys: ["first", "last"]) else { return nil }
        guard let first = fields["first"], let last = fields["last"] else {
            fail(value.location, "expected baselines with first and last")
            return nil
        }
        guard let firstValue = number(first), let lastValue = number(last) else { return nil }
        return ViewProperties.Baselines(first: firstValue, last: lastValue)
    }

    mutating func customSpacings<Node: _DocumentNode>(_ value: Node) -> [(view: Located<String>, spacing: Double)]? {
        guard let members = value.members else {
            fail(value.location, "expected a mapping {arrangedView: spacing}, found \(value.documentKindDescription)")
            return nil
        }
        var result: [(view: Located<String>, spacing: Double)] = []
        for member in members {
            if let spacing = number(member.value) {
                result.append((Located(member.key, at: member.keyLocation), spacing))
            }
        }
        return result
    }
}
