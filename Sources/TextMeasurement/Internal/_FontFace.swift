import CFreeType
import Foundation
import Graphics
import Synchronization

/// Where a face comes from: a font file and the face's index in it (fontconfig's FC_INDEX,
/// which also selects a named instance of a variable font). The built-in face has no file.
struct _FaceKey: Hashable, Sendable {
    let path: String
    let index: Int
    /// The path's hash, computed once: a font (and so its face's key) is hashed with every text
    /// the measurer's cache looks up, and hashing the path each time cost more than the text.
    private let pathHash: Int

    init(path: String, index: Int) {
        self.path = path
        self.index = index
        self.pathHash = path.hashValue
    }

    static let builtIn = _FaceKey(path: "", index: 0)

    static func == (lhs: _FaceKey, rhs: _FaceKey) -> Bool {
        lhs.pathHash == rhs.pathHash && lhs.index == rhs.index && lhs.path == rhs.path
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(pathHash)
        hasher.combine(index)
    }
}

/// The glyph a scalar maps to in one face: its index (0 is .notdef, the “missing glyph”) and
/// its advance in font units.
struct _Glyph: Hashable, Sendable {
    var index: UInt32
    var advance: Int32
}

/// One face of one font file, opened with FreeType, size-independent.
///
/// Everything is read in font units with `FT_LOAD_NO_SCALE` (no hinting, no rounding) and scaled
/// linearly by callers, the way Core Text's fractional metrics behave: a face serves every point
/// size. The metrics are read once when the face opens and are immutable. Glyph and kerning
/// look-ups go through FreeType, which is not thread-safe for one face, so the FreeType handles
/// live behind a mutex; each face has its own `FT_Library`, so faces never contend with each other.
final class _FontFace: Sendable {
    let key: _FaceKey
    /// The family name as FreeType reads it (e.g. `DejaVu Sans`).
    let familyName: String
    /// The style name (e.g. `Book`, `Bold`).
    let styleName: String
    /// The PostScript name (e.g. `DejaVuSans-Bold`).
    let postScriptName: String
    let unitsPerEm: Int
    /// hhea ascender, positive, in font units.
    let ascender: Int
    /// hhea descender, negative, in font units.
    let descender: Int
    /// hhea line gap (never negative), in font units.
    let lineGap: Int
    /// OS/2 sCapHeight, or the top of `H` when the OS/2 table is older than version 2.
    let capHeight: Int
    /// OS/2 sxHeight, or the top of `x` when the OS/2 table is older than version 2.
    let xHeight: Int
    /// Whether the face has a `kern` table (FT_HAS_KERNING).
    let hasKerning: Bool
    /// The advance of glyph 0 (.notdef), drawn for characters that no face has.
    let notdefAdvance: Int32
    /// Whether this is the built-in stand-in used when no font file can be opened.
    var isBuiltIn: Bool { key == .builtIn }
    /// The glyphs of the code points below ``basicGlyphCount`` (Latin, Greek's start), read
    /// when the face opens: measuring such text looks them up without a lock or a hash.
    let basicGlyphs: [_Glyph]
    /// How many code points ``basicGlyphs`` covers: up to U+024F (Basic Latin to Latin
    /// Extended-B).
    static let basicGlyphCount = 0x250

    private let state: Mutex<_FreeTypeState>

    private init(
        key: _FaceKey, familyName: String, styleName: String, postScriptName: String,
        unitsPerEm: Int, ascender: Int, descender: Int, lineGap: Int, capHeight: Int,
        xHeight: Int, hasKerning: Bool, notdefAdvance: Int32, basicGlyphs: [_Glyph],
        state: consuming sending _FreeTypeState
    ) {
        self.key = key
        self.familyName = familyName
        self.styleName = styleName
        self.postScriptName = postScriptName
        self.unitsPerEm = unitsPerEm
        self.ascender = ascender
        self.descender = descender
        self.lineGap = lineGap
        self.capHeight = capHeight
        self.xHeight = xHeight
        self.hasKerning = hasKerning
        self.notdefAdvance = notdefAdvance
        self.basicGlyphs = basicGlyphs
        self.state = Mutex(state)
    }

    deinit {
        state.withLock { state in state.close() }
    }

    /// The stand-in face used when no font file can be opened (no fontconfig, no fonts): every
    /// character has a glyph 0.6 em wide; ascender 0.8 em, descender -0.2 em, cap height 0.7 em,
    /// x-height 0.5 em (the same fractions as ``FixedAdvanceTextMeasurer``'s defaults).
    static let builtIn = _FontFace(
        key: .builtIn, familyName: "TextMeasurement Fallback", styleName: "Regular",
        postScriptName: "TextMeasurement-Fallback", unitsPerEm: 1000, ascender: 800,
        descender: -200, lineGap: 0, capHeight: 700, xHeight: 500, hasKerning: false,
        notdefAdvance: 600, basicGlyphs: [], state: _FreeTypeState(library: nil, face: nil))

    /// Opens a face with FreeType, or returns nil when the file cannot be read as a font.
    static func open(_ key: _FaceKey) -> _FontFace? {
        var library: FT_Library?
        guard FT_Init_FreeType(&library) == 0, let library else { return nil }
        var faceHandle: FT_Face?
        guard FT_New_Face(library, key.path, FT_Long(key.index), &faceHandle) == 0,
            let face = faceHandle
        else {
            FT_Done_FreeType(library)
            return nil
        }
        let record = face.pointee
        let unitsPerEm = Int(record.units_per_EM)
        // Bitmap-only faces have no font units to scale; treat them as unreadable.
        guard unitsPerEm > 0 else {
            FT_Done_Face(face)
            FT_Done_FreeType(library)
            return nil
        }
        let ascender = Int(record.ascender)
        let descender = Int(record.descender)
        let lineGap = max(0, Int(record.height) - (ascender - descender))

        var capHeight = 0
        var xHeight = 0
        if let os2 = FT_Get_Sfnt_Table(face, FT_SFNT_OS2)?.assumingMemoryBound(to: TT_OS2.self),
            os2.pointee.version >= 2
        {
            capHeight = Int(os2.pointee.sCapHeight)
            xHeight = Int(os2.pointee.sxHeight)
        }
        // Older OS/2 tables (DejaVu's is version 1) have no cap or x height: measure the
        // glyphs that define them instead.
        if capHeight <= 0 { capHeight = glyphTop(face, "H") ?? Int(Double(ascender) * 0.7) }
        if xHeight <= 0 { xHeight = glyphTop(face, "x") ?? Int(Double(ascender) * 0.5) }

        var notdef: FT_Fixed = 0
        if FT_Get_Advance(face, 0, cfreetype_load_no_scale(), &notdef) != 0 { notdef = 0 }

        let familyName = record.family_name.map { String(cString: $0) } ?? ""
        let styleName = record.style_name.map { String(cString: $0) } ?? ""
        let postScriptName = FT_Get_Postscript_Name(face).map { String(cString: $0) } ?? familyName
        var state = _FreeTypeState(library: library, face: face)
        var basicGlyphs: [_Glyph] = []
        basicGlyphs.reserveCapacity(basicGlyphCount)
        for scalar in 0..<UInt32(basicGlyphCount) { basicGlyphs.append(state.glyph(for: scalar)) }
        state.glyphs.removeAll()
        return _FontFace(
            key: key, familyName: familyName, styleName: styleName, postScriptName: postScriptName,
            unitsPerEm: unitsPerEm, ascender: ascender, descender: descender, lineGap: lineGap,
            capHeight: capHeight, xHeight: xHeight, hasKerning: cfreetype_has_kerning(face) != 0,
            notdefAdvance: Int32(clamping: notdef), basicGlyphs: basicGlyphs, state: state)
    }

    /// The top of a glyph's outline (its bearing Y) in font units, if the face has the glyph.
    private static func glyphTop(_ face: FT_Face, _ character: Unicode.Scalar) -> Int? {
        let index = FT_Get_Char_Index(face, FT_ULong(character.value))
        guard index != 0, FT_Load_Glyph(face, index, cfreetype_load_no_scale()) == 0,
            let slot = face.pointee.glyph
        else { return nil }
        let top = Int(slot.pointee.metrics.horiBearingY)
        return top > 0 ? top : nil
    }

    /// The glyphs of scalars, in one pass under the lock; index 0 marks a scalar the face lacks.
    func glyphs(for scalars: [UInt32]) -> [_Glyph] {
        if isBuiltIn { return scalars.map { _ in _Glyph(index: 1, advance: 600) } }
        var glyphs: [_Glyph] = []
        glyphs.reserveCapacity(scalars.count)
        var beyond = false
        basicGlyphs.withUnsafeBufferPointer { basic in
            for scalar in scalars {
                if scalar < basic.count {
                    glyphs.append(basic[Int(scalar)])
                } else {
                    glyphs.append(_Glyph(index: 0, advance: 0))
                    beyond = true
                }
            }
        }
        if beyond {
            state.withLock { state in
                for (slot, scalar) in scalars.enumerated() where scalar >= basicGlyphs.count {
                    glyphs[slot] = state.glyph(for: scalar)
                }
            }
        }
        return glyphs
    }

    /// The outline of a glyph in font units, y growing downward, its origin on the baseline; nil
    /// for a glyph without an outline (a space, a bitmap-only glyph, an index the face does not
    /// have) and for the built-in face, which has no file.
    func outline(of glyph: UInt32) -> Path? {
        if isBuiltIn { return nil }
        return state.withLock { state in state.outline(of: glyph) }
    }

    /// Sets the kerning before each cluster whose glyph and the previous cluster's last glyph are
    /// both this face's (`face` is its index among the shaper's faces), in one pass under the
    /// lock.
    func kern(_ clusters: inout [_ShapedCluster], face: Int, scale: CGFloat) {
        guard hasKerning, clusters.count > 1 else { return }
        state.withLock { state in
            clusters.withUnsafeMutableBufferPointer { clusters in
                for index in 1..<clusters.count {
                    guard let left = clusters[index - 1].trailing, let right = clusters[index].leading,
                        left.face == face, right.face == face, left.glyph != 0, right.glyph != 0
                    else { continue }
                    clusters[index].kerningBefore = CGFloat(state.kerning(left.glyph, right.glyph)) * scale
                }
            }
        }
    }

    /// The kerning of glyph pairs in font units, in one pass under the lock (0 for every pair
    /// when the face has no `kern` table).
    func kerning(_ pairs: [(left: UInt32, right: UInt32)]) -> [Int32] {
        guard hasKerning, !pairs.isEmpty else { return Array(repeating: 0, count: pairs.count) }
        return state.withLock { state in pairs.map { state.kerning($0.left, $0.right) } }
    }
}

/// The FreeType handles of one face and what has been looked up in it, owned by the face's
/// mutex.
struct _FreeTypeState: ~Copyable {
    var library: FT_Library?
    var face: FT_Face?
    var glyphs: [UInt32: _Glyph] = [:]
    var kernings: [UInt64: Int32] = [:]
    /// The kerning of pairs of glyphs both below 256 (most of a Latin font's), Int16.min until
    /// looked up: 128 KB, made at the first look-up.
    var smallKernings: [Int16] = []
    var outlines: [UInt32: Path?] = [:]

    init(library: FT_Library?, face: FT_Face?) {
        self.library = library
        self.face = face
    }

    mutating func glyph(for scalar: UInt32) -> _Glyph {
        if let known = glyphs[scalar] { return known }
        guard let face else { return _Glyph(index: 0, advance: 0) }
        let index = UInt32(FT_Get_Char_Index(face, FT_ULong(scalar)))
        var advance: FT_Fixed = 0
        if index != 0, FT_Get_Advance(face, FT_UInt(index), cfreetype_load_no_scale(), &advance) != 0 {
            advance = 0
        }
        let glyph = _Glyph(index: index, advance: Int32(clamping: advance))
        glyphs[scalar] = glyph
        return glyph
    }

    mutating func kerning(_ left: UInt32, _ right: UInt32) -> Int32 {
        guard left != 0, right != 0, let face else { return 0 }
        if left < 256, right < 256 {
            if smallKernings.isEmpty { smallKernings = Array(repeating: .min, count: 256 * 256) }
            let slot = Int(left) << 8 | Int(right)
            let known = smallKernings[slot]
            if known != .min { return Int32(known) }
            let value = Self.kerning(face, left, right)
            if let small = Int16(exactly: value), small != .min {
                smallKernings[slot] = small
            }
            return value
        }
        let pair = UInt64(left) << 32 | UInt64(right)
        if let known = kernings[pair] { return known }
        let value = Self.kerning(face, left, right)
        kernings[pair] = value
        return value
    }

    private static func kerning(_ face: FT_Face, _ left: UInt32, _ right: UInt32) -> Int32 {
        var vector = FT_Vector(x: 0, y: 0)
        let mode = FT_UInt(FT_KERNING_UNSCALED.rawValue)
        return FT_Get_Kerning(face, FT_UInt(left), FT_UInt(right), mode, &vector) == 0
            ? Int32(clamping: vector.x) : 0
    }

    mutating func outline(of glyph: UInt32) -> Path? {
        if let known = outlines[glyph] { return known }
        guard let face else { return nil }
        let outline = _OutlineReader.read(glyph, of: face)
        outlines[glyph] = .some(outline)
        return outline
    }

    mutating func close() {
        if let face { FT_Done_Face(face) }
        if let library { FT_Done_FreeType(library) }
        face = nil
        library = nil
    }
}
