import Graphics

extension DocumentColor {
    /// The colour to draw with: Graphics' own value for a system colour written by name (the
    /// same light-appearance table), else the components as written.
    public var color: Color {
        if let systemName, let named = Color.named(systemName) { return named }
        return Color(red: red, green: green, blue: blue, alpha: alpha)
    }
}
