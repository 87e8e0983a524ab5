extension _FreeTypeShaper {
    /// Whether a paragraph needs a shaping engine: it has a code point of a right-to-left
    /// script (Hebrew, Arabic, Syriac, Thaana, N'Ko, …) or of a script whose letters change form
    /// or combine in clusters (the Indic scripts, Thai, Lao, Tibetan, Myanmar, Khmer,
    /// Mongolian, Balinese, …). Everything else (Latin, Greek, Cyrillic, CJK, emoji) is measured
    /// glyph by glyph, with the `kern` table.
    static func needsShaping(_ characters: ArraySlice<Character>) -> Bool {
        for character in characters {
            for scalar in character.unicodeScalars where scalar.value >= 0x0590 && needsShaping(scalar.value) {
                return true
            }
        }
        return false
    }

    static func needsShaping(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0x0590...0x08FF, 0x0900...0x0DFF, 0x0E00...0x0FFF, 0x1000...0x109F, 0x1700...0x18AF,
            0x1900...0x1CFF, 0xA800...0xABFF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF,
            0x11000...0x11FFF, 0x1E800...0x1EFFF:
            return true
        default:
            return false
        }
    }

    /// The direction a code point sets: 1 for the right-to-left scripts, 0 for other letters
    /// and ideographs, nil for what takes the direction around it (spaces, punctuation, digits,
    /// marks).
    static func strongDirection(_ scalar: Unicode.Scalar) -> UInt8? {
        switch scalar.value {
        case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF, 0x1E800...0x1EFFF:
            return 1
        default:
            return scalar.properties.isAlphabetic || scalar.properties.isIdeographic ? 0 : nil
        }
    }

    /// The glyphs of a paragraph shaped by HarfBuzz: each character's face is the first of the
    /// shaper's faces that has its first code point; the paragraph is cut into runs of one face
    /// and one direction (a character without a direction of its own takes its neighbours' when
    /// they agree, else the paragraph's: the first strong character's), and each run is shaped
    /// alone. Glyphs are kept per character (the first of a cluster HarfBuzz merged), in visual
    /// order within the character; the characters' levels say how a line is reordered for
    /// drawing.
    func harfBuzzGlyphs(_ characters: ArraySlice<Character>, engine: _HarfBuzz) -> _ShapedGlyphs {
        let count = characters.count
        // Each character's code points, a tab shaped as a space.
        var scalars: [UInt32] = []
        var scalarStarts: [Int] = [0]
        var firstScalars: [UInt32] = []
        var directions: [UInt8?] = []
        for character in characters {
            var first = true
            var direction: UInt8?
            for scalar in character.unicodeScalars {
                let value = scalar.value == 0x09 ? 0x20 : scalar.value
                if first { firstScalars.append(value) }
                first = false
                scalars.append(value)
                if direction == nil { direction = Self.strongDirection(scalar) }
            }
            scalarStarts.append(scalars.count)
            directions.append(direction)
        }

        // Faces: the first that has the character's first code point.
        var faceOf = [Int](repeating: 0, count: count)
        var missing = Array(0..<count)
        for face in faces.indices where !missing.isEmpty {
            let found = faces[face].glyphs(for: missing.map { firstScalars[$0] })
            var stillMissing: [Int] = []
            for (character, glyph) in zip(missing, found) {
                if glyph.index != 0 { faceOf[character] = face } else { stillMissing.append(character) }
            }
            missing = stillMissing
        }

        // Levels: 1 for right to left.
        let paragraphLevel: UInt8 = directions.lazy.compactMap { $0 }.first ?? 0
        var levels = [UInt8](repeating: paragraphLevel, count: count)
        var previous: UInt8?
        var index = 0
        while index < count {
            if let direction = directions[index] {
                levels[index] = direction
                previous = direction
                index += 1
                continue
            }
            var end = index
            while end < count, directions[end] == nil { end += 1 }
            let next = end < count ? directions[end] : nil
            let level = previous != nil && previous == next ? previous! : paragraphLevel
            for neutral in index..<end { levels[neutral] = level }
            index = end
        }

        // Shape runs of one face and one level.
        var perCharacter = [[_FaceGlyph]](repeating: [], count: count)
        var start = 0
        while start < count {
            var end = start + 1
            while end < count, faceOf[end] == faceOf[start], levels[end] == levels[start] { end += 1 }
            let face = faceOf[start]
            let runScalars = Array(scalars[scalarStarts[start]..<scalarStarts[end]])
            // The character of each code point of the run.
            var characterOfScalar: [Int] = []
            characterOfScalar.reserveCapacity(runScalars.count)
            for character in start..<end {
                for _ in scalarStarts[character]..<scalarStarts[character + 1] { characterOfScalar.append(character) }
            }
            if let shaped = engine.shape(runScalars, face: faces[face], rightToLeft: levels[start] == 1) {
                for glyph in shaped where glyph.cluster < characterOfScalar.count {
                    perCharacter[characterOfScalar[glyph.cluster]].append(
                        _FaceGlyph(
                            face: face, index: glyph.glyph, advance: glyph.advance, xOffset: glyph.xOffset,
                            yOffset: glyph.yOffset))
                }
            } else {
                // HarfBuzz cannot read this face: its glyphs one by one.
                let plain = glyphs(for: characters[(characters.startIndex + start)..<(characters.startIndex + end)])
                for character in 0..<(end - start) { perCharacter[start + character] = Array(plain[character]) }
            }
            start = end
        }

        var result = _ShapedGlyphs()
        result.isShaped = true
        result.levels = levels
        result.isRightToLeft = paragraphLevel == 1
        result.starts.reserveCapacity(count + 1)
        for glyphs in perCharacter {
            result.glyphs.append(contentsOf: glyphs)
            result.starts.append(result.glyphs.count)
        }
        return result
    }
}
