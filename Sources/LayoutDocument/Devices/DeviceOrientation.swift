/// How a device is held.
public enum DeviceOrientation: String, Hashable, Sendable, CaseIterable {
    /// Taller than wide.
    case portrait
    /// Wider than tall.
    case landscape
}
