/// Whether word wrapping may break a line between two characters: Unicode's line breaking
/// algorithm (UAX #14, https://www.unicode.org/reports/tr14/, Unicode 15.0, with the tailoring
/// of numbers its conformance test assumes) applied to the two characters alone. The line
/// breaker applies the same rules to a whole paragraph, where what comes before a pair can
/// matter (spaces after an opening bracket, a number's digits and separators, pairs of
/// regional indicators).
///
/// In short: never before a space, closing punctuation, `!`, `?`, `,`, `.`, `/`, small kana or
/// a hyphen; never after opening punctuation or a no-break space; after spaces, hyphens and
/// dashes (unless a digit follows); before and after ideographs, kana, Hangul syllables and
/// emoji; never inside a word of letters or digits.
package func isLineBreakOpportunity(between a: Character, and b: Character) -> Bool {
    var classes: [_LineBreakClass] = []
    for scalar in a.unicodeScalars { classes.append(_LineBreakClass(scalar.value)) }
    let boundary = classes.count - 1
    for scalar in b.unicodeScalars { classes.append(_LineBreakClass(scalar.value)) }
    guard boundary >= 0, boundary < classes.count - 1 else { return false }
    return _LineBreakOpportunities.breaks(classes)[boundary] != .prohibited
}

extension Character {
    /// A space that hangs past the line's edge and allows a break after it: any white space
    /// that is not a newline and not a no-break space (U+00A0, U+2007, U+202F stay glued).
    package var isHangingSpace: Bool {
        guard let scalar = unicodeScalars.first else { return false }
        return scalar.value.isHangingSpace
    }
}

extension UInt32 {
    /// Whether this code point is white space (Unicode's `White_Space`) that is neither a
    /// newline nor a no-break space: a tab, a space, U+1680, U+2000 to U+200A but U+2007,
    /// U+205F, U+3000.
    @inline(__always)
    var isHangingSpace: Bool {
        if self < 0x80 { return self == 0x20 || self == 0x09 }
        switch self {
        case 0x1680, 0x2000...0x2006, 0x2008...0x200A, 0x205F, 0x3000: return true
        default: return false
        }
    }
}
