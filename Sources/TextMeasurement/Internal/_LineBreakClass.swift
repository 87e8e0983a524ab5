/// A code point's line breaking class (UAX #14's `Line_Break` property, Unicode 15.0), as the
/// breaking rules use it: already resolved by LB1 (AI, SG, XX are AL; SA is CM for marks and AL
/// otherwise; CJ is NS), with three classes of our own for rules that look at other properties.
///
/// The classes come from a table generated from the Unicode data
/// (`Scripts/generate_line_break_table.py`, `_LineBreakClass+Table.swift`): one look-up in two
/// flat stages, no Unicode property query per character.
enum _LineBreakClass: UInt8, Sendable {
    case AL, B2, BA, BB, BK, CB, CL, CM, CP, CR, EB, EM, EX, GL, H2, H3
    case HL, HY, ID, IN, IS, JL, JT, JV, LF, NL, NS, NU, OP, PO, PR, QU
    case RI, SP, SY, WJ, ZW, ZWJ
    /// OP of East Asian width F, W or H: LB30 does not glue it to a letter before.
    case opEastAsian
    /// CP of East Asian width F, W or H: LB30 does not glue it to a letter after.
    case cpEastAsian
    /// ID that is an unassigned Extended_Pictographic code point: LB30b glues an emoji modifier
    /// to it.
    case idUnassignedPictographic

    /// The class of a code point.
    @inline(__always)
    init(_ scalar: UInt32) {
        // ASCII, nearly every character of most texts, straight from the first block.
        let index = Int(scalar)
        let block: Int
        if scalar < 128 {
            block = 0
        } else if scalar < 0x110000 {
            let digits = Self.blocks.utf8Start + 2 * (index >> 7)
            block = (Int(digits[0]) - 0x30) * 32 + Int(digits[1]) - 0x30
        } else {
            self = .AL
            return
        }
        let value = Self.table.utf8Start[block * 128 + (index & 127)] &- 0x30
        self = _LineBreakClass(rawValue: value) ?? .AL
    }

    /// OP of any East Asian width.
    var isOpening: Bool { self == .OP || self == .opEastAsian }
    /// CP of any East Asian width.
    var isClosingParenthesis: Bool { self == .CP || self == .cpEastAsian }
    /// AL or HL: the letters of LB23, LB24, LB28, LB29 and LB30.
    var isLetter: Bool { self == .AL || self == .HL }
    /// ID, EB or EM (LB23a), including unassigned pictographs.
    var isIdeographicOrEmoji: Bool {
        self == .ID || self == .EB || self == .EM || self == .idUnassignedPictographic
    }
    /// A Korean syllable block class (LB26, LB27).
    var isKorean: Bool { self == .JL || self == .JV || self == .JT || self == .H2 || self == .H3 }
    /// The mandatory breaks: BK, CR, LF and NL.
    var isMandatoryBreak: Bool { self == .BK || self == .CR || self == .LF || self == .NL }
}
