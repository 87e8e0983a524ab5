import Foundation

/// UIKit's system colours in the light appearance (no increased contrast).
///
/// **Source.** The tint colours (`systemRed` … `systemBrown`) and the greys (`systemGray` …
/// `systemGray6`) are the "Default (light)" values of the specifications table of Apple's Human
/// Interface Guidelines, *Color* (https://developer.apple.com/design/human-interface-guidelines/color),
/// for iOS 13 through iOS 18 — the table as it stood before its update of June 9, 2025 for iOS 26.
/// The semantic colours (labels, fills, separators, backgrounds) are the light values UIKit's
/// `UIColor` class properties resolve to, each documented under
/// https://developer.apple.com/documentation/uikit/uicolor (e.g. `label`, `secondaryLabel`,
/// `systemFill`, `separator`, `systemBackground`): an RGB colour with an opacity, e.g.
/// `secondaryLabel` is (60, 60, 67) at 60 %.
///
/// There is no dark appearance: a picture rendered here is what a device in light mode shows.
extension Color {
    // MARK: Tint colours

    /// System red: (255, 59, 48).
    public static let systemRed = Color(red255: 255, green255: 59, blue255: 48)
    /// System orange: (255, 149, 0).
    public static let systemOrange = Color(red255: 255, green255: 149, blue255: 0)
    /// System yellow: (255, 204, 0).
    public static let systemYellow = Color(red255: 255, green255: 204, blue255: 0)
    /// System green: (52, 199, 89); a switch that is on.
    public static let systemGreen = Color(red255: 52, green255: 199, blue255: 89)
    /// System mint: (0, 199, 190).
    public static let systemMint = Color(red255: 0, green255: 199, blue255: 190)
    /// System teal: (48, 176, 199).
    public static let systemTeal = Color(red255: 48, green255: 176, blue255: 199)
    /// System cyan: (50, 173, 230).
    public static let systemCyan = Color(red255: 50, green255: 173, blue255: 230)
    /// System blue: (0, 122, 255); the default tint colour.
    public static let systemBlue = Color(red255: 0, green255: 122, blue255: 255)
    /// System indigo: (88, 86, 214).
    public static let systemIndigo = Color(red255: 88, green255: 86, blue255: 214)
    /// System purple: (175, 82, 222).
    public static let systemPurple = Color(red255: 175, green255: 82, blue255: 222)
    /// System pink: (255, 45, 85).
    public static let systemPink = Color(red255: 255, green255: 45, blue255: 85)
    /// System brown: (162, 132, 94).
    public static let systemBrown = Color(red255: 162, green255: 132, blue255: 94)

    // MARK: Greys

    /// System grey: (142, 142, 147).
    public static let systemGray = Color(red255: 142, green255: 142, blue255: 147)
    /// System grey 2: (174, 174, 178).
    public static let systemGray2 = Color(red255: 174, green255: 174, blue255: 178)
    /// System grey 3: (199, 199, 204).
    public static let systemGray3 = Color(red255: 199, green255: 199, blue255: 204)
    /// System grey 4: (209, 209, 214).
    public static let systemGray4 = Color(red255: 209, green255: 209, blue255: 214)
    /// System grey 5: (229, 229, 234).
    public static let systemGray5 = Color(red255: 229, green255: 229, blue255: 234)
    /// System grey 6: (242, 242, 247).
    public static let systemGray6 = Color(red255: 242, green255: 242, blue255: 247)

    // MARK: Text

    /// Primary text: black.
    public static let label = Color(red255: 0, green255: 0, blue255: 0)
    /// Secondary text: (60, 60, 67) at 60 %.
    public static let secondaryLabel = Color(red255: 60, green255: 60, blue255: 67, alpha: 0.6)
    /// Tertiary text: (60, 60, 67) at 30 %.
    public static let tertiaryLabel = Color(red255: 60, green255: 60, blue255: 67, alpha: 0.3)
    /// Quaternary text: (60, 60, 67) at 18 %.
    public static let quaternaryLabel = Color(red255: 60, green255: 60, blue255: 67, alpha: 0.18)
    /// Placeholder text in text fields: (60, 60, 67) at 30 %.
    public static let placeholderText = Color(red255: 60, green255: 60, blue255: 67, alpha: 0.3)
    /// Links: (0, 122, 255).
    public static let link = Color(red255: 0, green255: 122, blue255: 255)

    // MARK: Separators

    /// A separator that lets content show through: (60, 60, 67) at 29 %.
    public static let separator = Color(red255: 60, green255: 60, blue255: 67, alpha: 0.29)
    /// An opaque separator: (198, 198, 200).
    public static let opaqueSeparator = Color(red255: 198, green255: 198, blue255: 200)

    // MARK: Fills

    /// Fill for thin and small shapes (a slider's track): (120, 120, 128) at 20 %.
    public static let systemFill = Color(red255: 120, green255: 120, blue255: 128, alpha: 0.2)
    /// Fill for medium shapes (a switch that is off): (120, 120, 128) at 16 %.
    public static let secondarySystemFill = Color(red255: 120, green255: 120, blue255: 128, alpha: 0.16)
    /// Fill for large shapes (input fields): (118, 118, 128) at 12 %.
    public static let tertiarySystemFill = Color(red255: 118, green255: 118, blue255: 128, alpha: 0.12)
    /// Fill for large areas with complex content: (116, 116, 128) at 8 %.
    public static let quaternarySystemFill = Color(red255: 116, green255: 116, blue255: 128, alpha: 0.08)

    // MARK: Backgrounds

    /// The main background: white.
    public static let systemBackground = Color(red255: 255, green255: 255, blue255: 255)
    /// Content on the main background: (242, 242, 247).
    public static let secondarySystemBackground = Color(red255: 242, green255: 242, blue255: 247)
    /// Content on secondary backgrounds: white.
    public static let tertiarySystemBackground = Color(red255: 255, green255: 255, blue255: 255)
    /// The main background of grouped content: (242, 242, 247).
    public static let systemGroupedBackground = Color(red255: 242, green255: 242, blue255: 247)
    /// Content on the grouped background: white.
    public static let secondarySystemGroupedBackground = Color(red255: 255, green255: 255, blue255: 255)
    /// Content on secondary grouped backgrounds: (242, 242, 247).
    public static let tertiarySystemGroupedBackground = Color(red255: 242, green255: 242, blue255: 247)

    // MARK: Names

    /// Every named colour, fixed and system, under its UIKit name (`systemBlue`, `label`,
    /// `black`, `clear`, …), in a fixed order: what a document reader looks names up in and
    /// suggests the nearest of.
    public static let namedColors: [(name: String, color: Color)] = [
        ("black", .black), ("darkGray", .darkGray), ("lightGray", .lightGray), ("white", .white),
        ("gray", .gray), ("red", .red), ("green", .green), ("blue", .blue), ("cyan", .cyan),
        ("yellow", .yellow), ("magenta", .magenta), ("orange", .orange), ("purple", .purple),
        ("brown", .brown), ("clear", .clear),
        ("systemRed", .systemRed), ("systemOrange", .systemOrange), ("systemYellow", .systemYellow),
        ("systemGreen", .systemGreen), ("systemMint", .systemMint), ("systemTeal", .systemTeal),
        ("systemCyan", .systemCyan), ("systemBlue", .systemBlue), ("systemIndigo", .systemIndigo),
        ("systemPurple", .systemPurple), ("systemPink", .systemPink), ("systemBrown", .systemBrown),
        ("systemGray", .systemGray), ("systemGray2", .systemGray2), ("systemGray3", .systemGray3),
        ("systemGray4", .systemGray4), ("systemGray5", .systemGray5), ("systemGray6", .systemGray6),
        ("label", .label), ("secondaryLabel", .secondaryLabel), ("tertiaryLabel", .tertiaryLabel),
        ("quaternaryLabel", .quaternaryLabel), ("placeholderText", .placeholderText), ("link", .link),
        ("separator", .separator), ("opaqueSeparator", .opaqueSeparator),
        ("systemFill", .systemFill), ("secondarySystemFill", .secondarySystemFill),
        ("tertiarySystemFill", .tertiarySystemFill), ("quaternarySystemFill", .quaternarySystemFill),
        ("systemBackground", .systemBackground), ("secondarySystemBackground", .secondarySystemBackground),
        ("tertiarySystemBackground", .tertiarySystemBackground),
        ("systemGroupedBackground", .systemGroupedBackground),
        ("secondarySystemGroupedBackground", .secondarySystemGroupedBackground),
        ("tertiarySystemGroupedBackground", .tertiarySystemGroupedBackground),
    ]

    /// The colour with a UIKit name (see ``namedColors``), matched exactly; nil for any other.
    ///
    /// - Complexity: O(number of names).
    public static func named(_ name: String) -> Color? {
        namedColors.first { $0.name == name }?.color
    }
}
