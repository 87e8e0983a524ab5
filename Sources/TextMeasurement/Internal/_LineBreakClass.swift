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
        // The generator writes only the cases' raw values (0 to idUnassignedPictographic).
        self = value <= Self.idUnassignedPictographic.rawValue ? unsafeBitCast(value, to: _LineBreakClass.self) : .AL
    }

    /// The class of an ASCII code point.
    @inline(__always)
    init(ascii byte: UInt8) {
        self = unsafeBitCast(Self.table.utf8Start[Int(byte & 0x7F)] &- 0x30, to: _LineBreakClass.self)
    }

    /// OP of any East Asian width.
    @inline(__always) var isOpening: Bool { self == .OP || self == .opEastAsian }
    /// CP of any East Asian width.
    @inline(__always) var isClosingParenthesis: Bool { self == .CP || self == .cpEastAsian }
    /// AL or HL: the letters of LB23, LB24, LB28, LB29 and LB30.
    @inline(__always) var isLetter: Bool { self == .AL || self == .HL }
    /// ID, EB or EM (LB23a), including unassigned pictographs.
    @inline(__always) var isIdeographicOrEmoji: Bool {
        self == .ID || self == .EB || self == .EM || self == .idUnassignedPictographic
    }
    /// A Korean syllable block class (LB26, LB27).
    @inline(__always) var isKorean: Bool { self == .JL || self == .JV || self == .JT || self == .H2 || self == .H3 }
    /// The mandatory breaks: BK, CR, LF and NL.
    @inline(__always) var isMandatoryBreak: Bool { self == .BK || self == .CR || self == .LF || self == .NL }
}
