extension Button {
    /// The states a title can be set for, as `UIControl.State`.
    public struct State: OptionSet, Hashable, Sendable {
        /// The raw bits.
        public let rawValue: UInt

        /// Makes a state from its bits.
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// Enabled, not highlighted, not selected.
        public static let normal: State = []
        /// Touched down.
        public static let highlighted = State(rawValue: 1 << 0)
        /// Not enabled.
        public static let disabled = State(rawValue: 1 << 1)
        /// Selected.
        public static let selected = State(rawValue: 1 << 2)
    }

    /// The button's current state, from ``isEnabled``, ``isHighlighted`` and ``isSelected``.
    public var state: State { storedState }

    /// Whether the button is enabled (true by default).
    public var isEnabled: Bool {
        get { !storedState.contains(.disabled) }
        set { setState(.disabled, !newValue) }
    }

    /// Whether the button is highlighted (touched down).
    public var isHighlighted: Bool {
        get { storedState.contains(.highlighted) }
        set { setState(.highlighted, newValue) }
    }

    /// Whether the button is selected.
    public var isSelected: Bool {
        get { storedState.contains(.selected) }
        set { setState(.selected, newValue) }
    }

    /// Turns a state bit on or off; the title and its colour follow the new state.
    private func setState(_ bit: State, _ on: Bool) {
        if on { storedState.insert(bit) } else { storedState.remove(bit) }
        titleLabel.text = currentTitle
        appearanceDidChange()
    }
}
