import CFontconfig
import Synchronization

/// One installed face as fontconfig lists it.
struct _CatalogEntry: Hashable, Sendable {
    /// Every family name the face declares (DejaVu Sans ExtraLight declares `DejaVu Sans` and
    /// `DejaVu Sans Light`).
    var families: [String]
    var fullNames: [String]
    var postScriptName: String
    var style: String
    /// fontconfig's weight scale: 0 thin, 40 extralight, 80 regular, 200 bold, 210 black.
    var weight: Double
    /// fontconfig's width scale: 100 is normal, 87 semicondensed.
    var width: Double
    /// fontconfig's slant: 0 roman, 100 italic, 110 oblique.
    var slant: Int
    var key: _FaceKey
}

/// The installed fonts, listed once through fontconfig, and the rules that pick a face from
/// them.
///
/// Matching is done here rather than by `FcFontMatch`, because fontconfig always answers with
/// *some* font: a name that is not installed must be reported as missing, not silently replaced.
/// `FcFontMatch` is still used for a system family that is not listed under its own name
/// (a generic alias such as `sans-serif`).
struct _FontCatalog: Sendable {
    var entries: [_CatalogEntry]

    /// fontconfig's configuration is shared by the process, and older releases are not
    /// thread-safe: every call into fontconfig holds this lock.
    static let fontconfigLock = Mutex(())

    /// Lists every installed face. An empty catalog when fontconfig cannot be initialised.
    static func load() -> _FontCatalog {
        fontconfigLock.withLock { _ in
            guard FcInit() != 0, let pattern = FcPatternCreate() else { return _FontCatalog(entries: []) }
            defer { FcPatternDestroy(pattern) }
            guard let objects = FcObjectSetCreate() else { return _FontCatalog(entries: []) }
            defer { FcObjectSetDestroy(objects) }
            for object in [
                FC_FAMILY, FC_FULLNAME, FC_POSTSCRIPT_NAME, FC_STYLE, FC_WEIGHT, FC_WIDTH, FC_SLANT,
                FC_FILE, FC_INDEX, FC_OUTLINE,
            ] {
                _ = FcObjectSetAdd(objects, object)
            }
            guard let list = FcFontList(nil, pattern, objects) else { return _FontCatalog(entries: []) }
            defer { FcFontSetDestroy(list) }
            var entries: [_CatalogEntry] = []
            let count = Int(list.pointee.nfont)
            if let fonts = list.pointee.fonts {
                for index in 0..<count {
                    guard let font = fonts[index], let entry = entry(from: font) else { continue }
                    entries.append(entry)
                }
            }
            // fontconfig's order depends on its cache; sort so that choices are reproducible.
            entries.sort { ($0.key.path, $0.key.index) < ($1.key.path, $1.key.index) }
            return _FontCatalog(entries: entries)
        }
    }

    private static func entry(from pattern: OpaquePointer) -> _CatalogEntry? {
        // Bitmap-only fonts have no outlines to measure.
        var outline: FcBool = 1
        if FcPatternGetBool(pattern, FC_OUTLINE, 0, &outline) == FcResultMatch, outline == 0 { return nil }
        guard let file = strings(pattern, FC_FILE).first else { return nil }
        let families = strings(pattern, FC_FAMILY)
        guard !families.isEmpty else { return nil }
        return _CatalogEntry(
            families: families,
            fullNames: strings(pattern, FC_FULLNAME),
            postScriptName: strings(pattern, FC_POSTSCRIPT_NAME).first ?? "",
            style: strings(pattern, FC_STYLE).first ?? "",
            weight: number(pattern, FC_WEIGHT) ?? 80,
            width: number(pattern, FC_WIDTH) ?? 100,
            slant: Int(number(pattern, FC_SLANT) ?? 0),
            key: _FaceKey(path: file, index: Int(number(pattern, FC_INDEX) ?? 0)))
    }

    private static func strings(_ pattern: OpaquePointer, _ object: String) -> [String] {
        var values: [String] = []
        var index: Int32 = 0
        var value: UnsafeMutablePointer<FcChar8>?
        while FcPatternGetString(pattern, object, index, &value) == FcResultMatch, let value {
            values.append(String(cString: UnsafeRawPointer(value).assumingMemoryBound(to: CChar.self)))
            index += 1
        }
        return values
    }

    /// A numeric property whatever fontconfig stored it as: integer, double, or a range (a
    /// variable font's axis), whose start is taken.
    private static func number(_ pattern: OpaquePointer, _ object: String) -> Double? {
        var value = FcValue()
        guard FcPatternGet(pattern, object, 0, &value) == FcResultMatch else { return nil }
        switch value.type {
        case FcTypeInteger: return Double(value.u.i)
        case FcTypeDouble: return value.u.d
        case FcTypeRange:
            var begin = 0.0
            var end = 0.0
            guard let range = value.u.r, FcRangeGetDouble(range, &begin, &end) != 0 else { return nil }
            return begin
        default: return nil
        }
    }

    // MARK: Choosing faces

    /// The faces of a family, best first for a weight: upright and normal width before
    /// italic or condensed ones, then the nearest weight; on a tie the heavier face when the
    /// weight asked for is regular or heavier, the lighter one otherwise (as CSS does).
    func faces(ofFamily family: String, weight: Double) -> [_CatalogEntry] {
        let wanted = Self.normalized(family)
        let members = entries.filter { $0.families.contains { Self.normalized($0) == wanted } }
        return members.sorted { a, b in
            let aUpright = a.slant == 0 && a.width == 100
            let bUpright = b.slant == 0 && b.width == 100
            if aUpright != bUpright { return aUpright }
            let aDistance = abs(a.weight - weight)
            let bDistance = abs(b.weight - weight)
            if aDistance != bDistance { return aDistance < bDistance }
            if a.weight != b.weight { return weight >= 80 ? a.weight > b.weight : a.weight < b.weight }
            return (a.key.path, a.key.index) < (b.key.path, b.key.index)
        }
    }

    /// The face a font name designates, looked up as `UIFont(name:size:)` does: by PostScript
    /// name (`DejaVuSans-Bold`), then full name (`DejaVu Sans Bold`), then family name
    /// (`DejaVu Sans`, which picks its regular face). Case and spaces are ignored.
    func face(named name: String) -> _CatalogEntry? {
        let wanted = Self.normalized(name)
        guard !wanted.isEmpty else { return nil }
        if let entry = entries.first(where: { Self.normalized($0.postScriptName) == wanted }) {
            return entry
        }
        if let entry = entries.first(where: { $0.fullNames.contains { Self.normalized($0) == wanted } }) {
            return entry
        }
        return faces(ofFamily: name, weight: 80).first
    }

    /// Every family name, sorted, each once.
    var familyNames: [String] {
        var seen = Set<String>()
        var names: [String] = []
        for entry in entries {
            for family in entry.families where seen.insert(Self.normalized(family)).inserted {
                names.append(family)
            }
        }
        return names.sorted()
    }

    /// fontconfig compares names ignoring case and blanks; so does the catalog.
    static func normalized(_ name: String) -> String {
        String(name.lowercased().filter { !$0.isWhitespace })
    }

    /// Asks fontconfig for its best match for a family that the catalog does not list by that
    /// name (an alias such as `sans-serif` or `system-ui`), honouring the configuration's
    /// substitutions.
    static func bestMatch(family: String, weight: Double) -> _FaceKey? {
        fontconfigLock.withLock { _ -> _FaceKey? in
            guard FcInit() != 0, let pattern = FcPatternCreate() else { return nil }
            defer { FcPatternDestroy(pattern) }
            let terminated: [FcChar8] = Array(family.utf8) + [0]
            let added = terminated.withUnsafeBufferPointer {
                FcPatternAddString(pattern, FC_FAMILY, $0.baseAddress)
            }
            guard added != 0 else { return nil }
            _ = FcPatternAddDouble(pattern, FC_WEIGHT, weight)
            _ = FcPatternAddInteger(pattern, FC_SLANT, FC_SLANT_ROMAN)
            _ = FcPatternAddInteger(pattern, FC_WIDTH, FC_WIDTH_NORMAL)
            guard FcConfigSubstitute(nil, pattern, FcMatchPattern) != 0 else { return nil }
            FcDefaultSubstitute(pattern)
            var result = FcResultNoMatch
            guard let match = FcFontMatch(nil, pattern, &result) else { return nil }
            defer { FcPatternDestroy(match) }
            guard result == FcResultMatch, let file = strings(match, FC_FILE).first else { return nil }
            return _FaceKey(path: file, index: Int(number(match, FC_INDEX) ?? 0))
        }
    }
}
