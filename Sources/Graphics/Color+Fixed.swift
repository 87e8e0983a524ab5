import Foundation

extension Color {
    // UIKit's fixed colours, with `UIColor`'s documented component values.

    /// Black: grey 0.
    public static let black = Color(white: 0)
    /// Dark grey: grey 1/3.
    public static let darkGray = Color(white: 1.0 / 3.0)
    /// Light grey: grey 2/3.
    public static let lightGray = Color(white: 2.0 / 3.0)
    /// White: grey 1.
    public static let white = Color(white: 1)
    /// Grey: grey 0.5.
    public static let gray = Color(white: 0.5)
    /// Red: 1, 0, 0.
    public static let red = Color(red: 1, green: 0, blue: 0)
    /// Green: 0, 1, 0.
    public static let green = Color(red: 0, green: 1, blue: 0)
    /// Blue: 0, 0, 1.
    public static let blue = Color(red: 0, green: 0, blue: 1)
    /// Cyan: 0, 1, 1.
    public static let cyan = Color(red: 0, green: 1, blue: 1)
    /// Yellow: 1, 1, 0.
    public static let yellow = Color(red: 1, green: 1, blue: 0)
    /// Magenta: 1, 0, 1.
    public static let magenta = Color(red: 1, green: 0, blue: 1)
    /// Orange: 1, 0.5, 0.
    public static let orange = Color(red: 1, green: 0.5, blue: 0)
    /// Purple: 0.5, 0, 0.5.
    public static let purple = Color(red: 0.5, green: 0, blue: 0.5)
    /// Brown: 0.6, 0.4, 0.2.
    public static let brown = Color(red: 0.6, green: 0.4, blue: 0.2)
    /// Clear: grey 0 with opacity 0.
    public static let clear = Color(white: 0, alpha: 0)
}
