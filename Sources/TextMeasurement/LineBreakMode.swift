/// How text that does not fit is wrapped or cut, with `NSLineBreakMode`'s names and raw values.
///
/// Wrapping modes decide where every line ends; truncating modes and ``byClipping`` wrap like
/// ``byWordWrapping`` and change only the *last allowed line* (the line `numberOfLines` ends
/// on), as `UILabel` does. With `numberOfLines` 0 there is no last allowed line, so they only
/// wrap.
public enum LineBreakMode: Int, CaseIterable, Hashable, Sendable {
    /// Wrap at the break opportunities of Unicode's line breaking algorithm (UAX #14, Unicode
    /// 15.0, with the tailoring of numbers its conformance test assumes; all 7,654 cases of
    /// `LineBreakTest.txt` pass): after spaces, after hyphens and dashes, before and after CJK
    /// ideographs, kana, Hangul and emoji, but never before closing punctuation or small kana,
    /// nor after opening punctuation, nor inside a number such as `1,000.50`. Thai, Lao, Khmer
    /// and Myanmar words (class SA) are not found with a dictionary: they break at spaces. A
    /// word wider than the line is broken between characters.
    case byWordWrapping = 0
    /// Wrap before the first character that does not fit.
    case byCharWrapping = 1
    /// The last allowed line holds the rest of its paragraph, unwrapped, cut at the width.
    case byClipping = 2
    /// The last allowed line shows its end, after an ellipsis: `…ng text`.
    case byTruncatingHead = 3
    /// The last allowed line shows its start, then an ellipsis: `A long…`.
    case byTruncatingTail = 4
    /// The last allowed line shows its start and its end around an ellipsis: `A lo…ext`.
    case byTruncatingMiddle = 5

    /// Whether the mode puts an ellipsis on a last allowed line that does not fit.
    public var truncates: Bool {
        switch self {
        case .byTruncatingHead, .byTruncatingTail, .byTruncatingMiddle: true
        case .byWordWrapping, .byCharWrapping, .byClipping: false
        }
    }
}
