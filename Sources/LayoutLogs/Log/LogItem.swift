/// A view or layout guide as a log names it: `UILabel:0x7f8b5c40'Title'`,
/// `UILayoutGuide:0x6000'UIViewLayoutMarginsGuide'`, a Masonry key (`UIView:cv`), or an
/// accessibility identifier (`NextButton`) that a `names:` block ties to an address.
public struct LogItem: Hashable, Sendable {
    /// What identifies the item across the log: its address (`0x7f8b5c40`), else its key
    /// (`UIView:cv`) or identifier (`NextButton`); synthetic items (an unnamed superview `|`,
    /// an unprinted margins guide) have keys that say what they stand for.
    public var key: String
    /// The class, without the module (`TVOSToast` for `TVOSToast.TVOSToast`), or nil when the
    /// log does not print it.
    public var className: String?
    /// The class as printed, module included.
    public var printedClassName: String?
    /// The memory address, when the log prints one.
    public var address: String?
    /// The quoted text after the address (a label's text, a guide's identifier), if any.
    public var label: String?
    /// The accessibility identifier a `names:` block gives the item (`NextButton` in
    /// `(active, names: NextButton:0x7ff359716370 )`), if any.
    public var identifier: String?
    /// What the item is.
    public var kind: Kind

    /// What kind of item a log entry names.
    public enum Kind: Hashable, Sendable {
        /// A view (or window).
        case view
        /// A layout guide: `UILayoutGuide`, `_UILayoutGuide`, `_UILayoutSpacer`, and other
        /// classes whose name ends in `LayoutGuide`.
        case layoutGuide
        /// The superview `|` of a visual-format entry whose `names:` block does not say which
        /// view it is; the associated value is the key of its subview.
        case unnamedSuperview(of: String)
        /// A view's layout margins guide that the log does not print (the view used margin
        /// attributes such as `leadingMargin`); the associated value is the view's key.
        case marginsGuide(of: String)
    }

    /// Makes an item.
    public init(
        key: String, className: String?, printedClassName: String?, address: String?, label: String?,
        identifier: String? = nil, kind: Kind
    ) {
        self.key = key
        self.className = className
        self.printedClassName = printedClassName
        self.address = address
        self.label = label
        self.identifier = identifier
        self.kind = kind
    }

    /// Whether it is a layout guide (printed or implied) rather than a view.
    public var isGuide: Bool {
        switch kind {
        case .layoutGuide, .marginsGuide: true
        case .view, .unnamedSuperview: false
        }
    }

    /// The item as the log writes it, without its quoted text: `UILabel:0x7f8b5c40`,
    /// `UIView:cv`, `NextButton:0x7ff359716370` (as its `names:` block writes it); for
    /// synthetic items, a description in brackets.
    public var written: String {
        switch kind {
        case .unnamedSuperview(let child): return "[superview of \(child)]"
        case .marginsGuide(let owner): return "[layoutMarginsGuide of \(owner)]"
        case .view, .layoutGuide:
            if let printedClassName, let address { return "\(printedClassName):\(address)" }
            if let identifier, let address { return "\(identifier):\(address)" }
            if let identifier { return identifier }
            return key
        }
    }

    /// Whether a printed class name is a layout guide's.
    static func isGuideClass(_ name: String) -> Bool {
        name.hasSuffix("LayoutGuide") || name.hasSuffix("LayoutSpacer")
    }
}
