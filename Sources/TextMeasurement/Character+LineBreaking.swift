/// The line break opportunities of word wrapping: a small part of Unicode's line breaking
/// algorithm (UAX #14, https://www.unicode.org/reports/tr14/), enough for Latin, Cyrillic,
/// Greek and CJK text.
///
/// Between two characters `a` and `b` (grapheme clusters, classified by their first scalar),
/// in this order:
/// 1. never before a space (spaces hang at the end of a line; LB7);
/// 2. never before closing punctuation, `!`/`?`, `,`/`.`/`:`/`;`, the ellipsis, small kana,
///    the prolonged sound mark and iteration marks (classes CL, CP, EX, IS, IN, NS; LB13,
///    LB16, LB21), and never after opening punctuation (OP; LB14);
/// 3. after spaces (LB18);
/// 4. after a hyphen, dash or zero width space, unless a digit follows (BA, HY, B2, ZW; LB21,
///    LB25);
/// 5. before and after ideographs, kana, Hangul syllables, fullwidth forms and emoji (ID;
///    LB31);
/// 6. nowhere else.
package func isLineBreakOpportunity(between a: Character, and b: Character) -> Bool {
    if b.isHangingSpace { return false }
    if b.prohibitsBreakBefore || a.prohibitsBreakAfter { return false }
    if a.isHangingSpace { return true }
    if a.allowsBreakAfter { return !b.isNumber }
    return a.isIdeographic || b.isIdeographic
}

extension Character {
    /// A space that hangs past the line's edge and allows a break after it: any white space
    /// that is not a newline and not a no-break space (U+00A0, U+2007, U+202F stay glued).
    package var isHangingSpace: Bool {
        guard isWhitespace, !isNewline, let scalar = unicodeScalars.first else { return false }
        switch scalar.value {
        case 0x00A0, 0x2007, 0x202F, 0xFEFF: return false
        default: return true
        }
    }

    /// Hyphens and dashes, and the zero width space: a line may end after them.
    var allowsBreakAfter: Bool {
        guard let scalar = unicodeScalars.first else { return false }
        switch scalar.value {
        case 0x002D,  // hyphen-minus
            0x00AD,  // soft hyphen
            0x058A,  // Armenian hyphen
            0x2010, 0x2012, 0x2013, 0x2014,  // hyphen, figure dash, en dash, em dash
            0x200B:  // zero width space
            return true
        default: return false
        }
    }

    /// Characters of the CJK scripts (and emoji) that may be broken before and after.
    var isIdeographic: Bool {
        guard let scalar = unicodeScalars.first else { return false }
        switch scalar.value {
        case 0x2E80...0x2FFF,  // CJK radicals, Kangxi radicals, ideographic description
            0x3005...0x3007, 0x3021...0x3029, 0x3038...0x303C,  // iteration mark, numerals
            0x3040...0x309F,  // Hiragana
            0x30A0...0x30FF,  // Katakana
            0x3100...0x312F, 0x3190...0x31BF,  // Bopomofo, Kanbun
            0x31C0...0x31FF,  // CJK strokes, Katakana phonetic extensions
            0x3200...0x33FF,  // enclosed CJK letters, CJK compatibility
            0x3400...0x4DBF,  // CJK extension A
            0x4E00...0x9FFF,  // CJK unified ideographs
            0xA000...0xA4CF,  // Yi
            0xAC00...0xD7A3,  // Hangul syllables
            0xF900...0xFAFF,  // CJK compatibility ideographs
            0xFF01...0xFF60, 0xFFE0...0xFFE6,  // fullwidth forms
            0x1F000...0x1FAFF,  // emoji and pictographs
            0x20000...0x3FFFD:  // CJK extensions B and later
            return true
        default:
            return scalar.properties.isEmojiPresentation
        }
    }

    /// Closing punctuation and the characters that must not start a line (kinsoku).
    var prohibitsBreakBefore: Bool {
        guard let scalar = unicodeScalars.first else { return false }
        switch scalar.value {
        // ! ) , . / : ; ? ] }
        case 0x0021, 0x0029, 0x002C, 0x002E, 0x002F, 0x003A, 0x003B, 0x003F, 0x005D, 0x007D,
            0x00BB, 0x203A,  // » ›
            0x2019, 0x201D,  // ’ ”
            0x2010, 0x2024, 0x2025, 0x2026,  // ‐ ․ ‥ …
            0x3001, 0x3002, 0x3009, 0x300B, 0x300D, 0x300F, 0x3011, 0x3015, 0x3017, 0x3019, 0x301B,
            0x301E, 0x301F,  // 、 。 and CJK closing brackets
            0x3005, 0x303B,  // 々 〻
            0x3041, 0x3043, 0x3045, 0x3047, 0x3049, 0x3063, 0x3083, 0x3085, 0x3087, 0x308E, 0x3095,
            0x3096,  // small hiragana
            0x309B...0x309E,  // voiced sound marks, hiragana iteration marks
            0x30A0, 0x30A1, 0x30A3, 0x30A5, 0x30A7, 0x30A9, 0x30C3, 0x30E3, 0x30E5, 0x30E7, 0x30EE,
            0x30F5, 0x30F6,  // small katakana
            0x30FB, 0x30FC, 0x30FD, 0x30FE,  // ・ ー ヽ ヾ
            0x31F0...0x31FF,  // small katakana extensions
            // fullwidth ! ) , . : ; ? ] } ⦆
            0xFF01, 0xFF09, 0xFF0C, 0xFF0E, 0xFF1A, 0xFF1B, 0xFF1F, 0xFF3D, 0xFF5D, 0xFF60,
            0xFF61, 0xFF63, 0xFF64, 0xFF67...0xFF70:  // halfwidth 。 」 、 small kana, ー
            return true
        default:
            return false
        }
    }

    /// Opening punctuation: a line must not end with it.
    var prohibitsBreakAfter: Bool {
        guard let scalar = unicodeScalars.first else { return false }
        switch scalar.value {
        case 0x0028, 0x005B, 0x007B,  // ( [ {
            0x00AB, 0x2039,  // « ‹
            0x2018, 0x201C,  // ‘ “
            // CJK opening brackets
            0x3008, 0x300A, 0x300C, 0x300E, 0x3010, 0x3014, 0x3016, 0x3018, 0x301A, 0x301D,
            0xFF08, 0xFF3B, 0xFF5B, 0xFF5F, 0xFF62:  // fullwidth ( [ { ⦅, halfwidth 「
            return true
        default:
            return false
        }
    }
}
