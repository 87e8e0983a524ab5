/// The line break opportunities of a text by Unicode's line breaking algorithm (UAX #14,
/// https://www.unicode.org/reports/tr14/, Unicode 15.0), rules LB2 to LB31 with the tailoring of
/// numbers of its Example 7 (which the conformance file `LineBreakTest.txt` assumes, and which
/// `LineBreakConformanceTests` runs in full).
///
/// One pass from the start, O(n): each boundary is decided from the class before and after it
/// (after LB9's combining marks are folded into their base) and a little state of what came
/// before — the last class before a run of spaces, whether a number is running, how many
/// regional indicators are in a row.
enum _LineBreakOpportunities {
    /// What a boundary between two code points allows.
    enum Break: UInt8, Sendable {
        /// No break (×).
        case prohibited
        /// A break opportunity (÷).
        case allowed
        /// A mandatory break (!): after a newline.
        case mandatory
    }

    /// The boundaries of `classes` (the classes of a text's code points in order): element `i`
    /// is the boundary before code point `i + 1`, so there are `classes.count - 1` (none for an
    /// empty text or one code point; LB2 and LB3 say the start never breaks and the end always
    /// does).
    static func breaks(_ classes: [_LineBreakClass]) -> [Break] {
        guard let first = classes.first else { return [] }
        return classes.withUnsafeBufferPointer { all in
            [Break](unsafeUninitializedCapacity: all.count - 1) { result, count in
                var state = State(first: first)
                for index in 1..<all.count {
                    result.initializeElement(at: index - 1, to: state.advance(to: all[index], at: index, in: all))
                }
                count = all.count - 1
            }
        }
    }

    /// Calls `body` for each boundary of `all` with the index of the code point after it and
    /// what the boundary allows, in order.
    @inline(__always)
    static func forEachBoundary(_ all: UnsafeBufferPointer<_LineBreakClass>, _ body: (Int, Break) -> Void) {
        guard all.count > 1 else { return }
        var state = State(first: all[0])
        for index in 1..<all.count { body(index, state.advance(to: all[index], at: index, in: all)) }
    }

    /// What the rules remember between boundaries.
    struct State {
        /// The class of the previous code point as written (for LB4 to LB8a).
        var raw: _LineBreakClass
        /// The class of the previous unit: a code point with its combining marks (LB9), a lone
        /// mark counting as AL (LB10).
        var before: _LineBreakClass
        /// The unit before `before` (LB21a).
        var beforeThat: _LineBreakClass?
        /// The last unit that is not a space (LB8, LB14 to LB17).
        var lastNonSpace: _LineBreakClass
        /// 1 inside `NU (NU | SY | IS)*`, 2 right after such a run closed by CL or CP (LB25).
        var number = 0
        /// Regional indicators in a row, up to and including `before` (LB30a).
        var regionalIndicators = 0

        init(first: _LineBreakClass) {
            raw = first
            let unit: _LineBreakClass = first == .CM || first == .ZWJ ? .AL : first
            before = unit
            lastNonSpace = unit
            number = unit == .NU ? 1 : 0
            regionalIndicators = unit == .RI ? 1 : 0
        }

        /// Decides the boundary before the code point at `index` of `all`, whose class is `next`,
        /// and moves past it.
        @inline(__always)
        mutating func advance(
            to next: _LineBreakClass, at index: Int, in all: UnsafeBufferPointer<_LineBreakClass>
        ) -> Break {
            let previousRaw = raw
            raw = next
            // LB4, LB5: after a newline, always; CR × LF.
            if previousRaw == .BK || previousRaw == .NL || previousRaw == .LF {
                take(next)
                return .mandatory
            }
            if previousRaw == .CR {
                take(next)
                return next == .LF ? .prohibited : .mandatory
            }
            // LB6, LB7: never before a newline, a space or a zero width space.
            if next.isMandatoryBreak || next == .SP || next == .ZW {
                take(next)
                return .prohibited
            }
            // LB8: after a zero width space and the spaces after it.
            if lastNonSpace == .ZW, before == .ZW || before == .SP {
                take(next)
                return .allowed
            }
            // LB8a: never after a zero width joiner.
            if previousRaw == .ZWJ {
                if next == .CM || next == .ZWJ, !Self.startsNoUnit(before) { return .prohibited }
                take(next)
                return .prohibited
            }
            // LB9: a combining mark or joiner belongs to the unit before it.
            if next == .CM || next == .ZWJ, !Self.startsNoUnit(before) { return .prohibited }
            // LB10: otherwise it is a letter.
            let b: _LineBreakClass = next == .CM || next == .ZWJ ? .AL : next
            let decision = decide(b, at: index, in: all)
            take(b)
            return decision ? .allowed : .prohibited
        }

        /// The classes LB9 lets no mark attach to.
        static func startsNoUnit(_ unit: _LineBreakClass) -> Bool {
            unit.isMandatoryBreak || unit == .SP || unit == .ZW
        }

        /// Moves past a unit of class `b`.
        @inline(__always)
        private mutating func take(_ next: _LineBreakClass) {
            let b: _LineBreakClass = next == .CM || next == .ZWJ ? .AL : next
            switch b {
            case .NU: number = 1
            case .SY, .IS: number = number == 1 ? 1 : 0
            case .CL, .CP, .cpEastAsian: number = number == 1 ? 2 : 0
            default: number = 0
            }
            regionalIndicators = b == .RI ? regionalIndicators + 1 : 0
            beforeThat = before
            before = b
            if b != .SP { lastNonSpace = b }
        }

        /// The class of the unit that starts after the one at `index` (its marks skipped), for
        /// LB25's look-ahead.
        private static func unit(after index: Int, in all: UnsafeBufferPointer<_LineBreakClass>) -> _LineBreakClass? {
            var position = index + 1
            while position < all.count, all[position] == .CM || all[position] == .ZWJ { position += 1 }
            return position < all.count ? all[position] : nil
        }

        /// LB11 to LB31 between the unit before (`before`) and a unit of class `b`: whether a
        /// break is allowed.
        @inline(__always)
        private func decide(_ b: _LineBreakClass, at index: Int, in all: UnsafeBufferPointer<_LineBreakClass>) -> Bool {
            let a = before
            // Inside a word (nearly every boundary of most text): LB28, no earlier rule applies.
            if a == .AL, b == .AL { return false }
            // LB11: word joiners.
            if a == .WJ || b == .WJ { return false }
            // LB12, LB12a: no-break spaces glue.
            if a == .GL { return false }
            if b == .GL, a != .SP, a != .BA, a != .HY { return false }
            // LB13: never before closing punctuation, `!`, `,`/`.`, `/`.
            if b == .CL || b.isClosingParenthesis || b == .EX || b == .IS || b == .SY { return false }
            // LB14 to LB17: across spaces.
            if lastNonSpace.isOpening { return false }
            if b.isOpening, lastNonSpace == .QU { return false }
            if b == .NS, lastNonSpace == .CL || lastNonSpace.isClosingParenthesis { return false }
            if b == .B2, lastNonSpace == .B2 { return false }
            // LB18: after spaces.
            if a == .SP { return true }
            // LB19, LB20: quotation marks glue; contingent breaks do not.
            if a == .QU || b == .QU { return false }
            if a == .CB || b == .CB { return true }
            // LB21, LB21a, LB21b, LB22.
            if b == .BA || b == .HY || b == .NS || a == .BB { return false }
            if a == .HY || a == .BA, beforeThat == .HL { return false }
            if a == .SY, b == .HL { return false }
            if b == .IN { return false }
            // LB23, LB23a, LB24: letters, numbers and prefixes.
            if a.isLetter, b == .NU { return false }
            if a == .NU, b.isLetter { return false }
            if a == .PR, b.isIdeographicOrEmoji { return false }
            if a.isIdeographicOrEmoji, b == .PO { return false }
            if a == .PR || a == .PO, b.isLetter { return false }
            if a.isLetter, b == .PR || b == .PO { return false }
            // LB25, tailored as UAX #14's Example 7.
            if a == .PR || a == .PO {
                if b == .NU { return false }
                if b.isOpening || b == .HY, Self.unit(after: index, in: all) == .NU { return false }
            }
            if a.isOpening || a == .HY, b == .NU { return false }
            if number == 1, b == .NU || b == .SY || b == .IS || b == .CL || b.isClosingParenthesis { return false }
            if number >= 1, b == .PO || b == .PR { return false }
            // LB26, LB27: Korean syllable blocks.
            if a == .JL, b == .JL || b == .JV || b == .H2 || b == .H3 { return false }
            if a == .JV || a == .H2, b == .JV || b == .JT { return false }
            if a == .JT || a == .H3, b == .JT { return false }
            if a.isKorean, b == .PO { return false }
            if a == .PR, b.isKorean { return false }
            // LB28, LB29, LB30.
            if a.isLetter, b.isLetter { return false }
            if a == .IS, b.isLetter { return false }
            if a.isLetter || a == .NU, b == .OP { return false }
            if a == .CP, b.isLetter || b == .NU { return false }
            // LB30a: regional indicators in pairs.
            if a == .RI, b == .RI, regionalIndicators % 2 == 1 { return false }
            // LB30b: emoji modifiers.
            if a == .EB || a == .idUnassignedPictographic, b == .EM { return false }
            // LB31.
            return true
        }
    }
}

/// The boundaries between the code points of `scalars` by UAX #14 (see
/// `_LineBreakOpportunities`): for each of the `scalars.count - 1` boundaries, 0 for no break,
/// 1 for a break opportunity, 2 for a mandatory break. For tests.
package func lineBreakBoundaries(_ scalars: [Unicode.Scalar]) -> [Int] {
    _LineBreakOpportunities.breaks(scalars.map { _LineBreakClass($0.value) }).map { Int($0.rawValue) }
}
