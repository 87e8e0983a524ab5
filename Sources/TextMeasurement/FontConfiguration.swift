/// Which installed families stand for the system font and fill in missing characters.
///
/// A ``FontRegistry`` holds one configuration for its whole life; to measure with another
/// family, make another registry. Nothing here is global.
public struct FontConfiguration: Hashable, Sendable {
    /// The family of ``Font/systemFont(ofSize:weight:)``: `DejaVu Sans` unless set.
    ///
    /// The name is looked up among the families fontconfig lists (ignoring case and blanks);
    /// when no family has that name, fontconfig's best match for it is used, so generic names
    /// such as `sans-serif` work too.
    public var systemFamily: String

    /// Families searched, in order, for a character that neither the font being measured nor
    /// the system family has. Empty unless set; families that are not installed are skipped.
    ///
    /// There is deliberately no search of every installed font: measurements then depend only
    /// on the fonts this configuration names, and are the same on every machine that has them.
    public var fallbackFamilies: [String]

    /// The family DejaVu Sans, whose faces the system weights map onto: ExtraLight, Book, Bold.
    public static let dejaVuSans = "DejaVu Sans"

    /// Makes a configuration.
    ///
    /// - Parameters:
    ///   - systemFamily: the family of the system font.
    ///   - fallbackFamilies: families searched for characters the fonts lack.
    public init(systemFamily: String = FontConfiguration.dejaVuSans, fallbackFamilies: [String] = []) {
        self.systemFamily = systemFamily
        self.fallbackFamilies = fallbackFamilies
    }
}
