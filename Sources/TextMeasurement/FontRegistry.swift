import Foundation
import Synchronization

/// Finds installed fonts through fontconfig, opens them with FreeType, and keeps them open.
///
/// A registry has one ``FontConfiguration`` (which family is the system font, which families
/// fill in missing characters) for its whole life. ``default`` uses DejaVu Sans; make another
/// registry for another family and give it to a ``FreeTypeTextMeasurer``:
///
/// ```swift
/// let serif = FontRegistry(configuration: FontConfiguration(systemFamily: "DejaVu Serif"))
/// let measurer = FreeTypeTextMeasurer(registry: serif)
/// let font = serif.systemFont(ofSize: 17)
/// ```
///
/// The registry is safe to share between threads: its caches (the fontconfig catalog, listed
/// once on first use, and every face it has opened) are behind a lock. Faces stay open as long
/// as the registry or a font made from it lives.
public final class FontRegistry: Sendable {
    /// The registry behind `Font`'s static factories: the default configuration (DejaVu Sans).
    public static let `default` = FontRegistry()

    /// The families this registry uses for system fonts and missing characters.
    public let configuration: FontConfiguration

    private struct State {
        var catalog: _FontCatalog?
        var facesByKey: [_FaceKey: _FontFace] = [:]
        var unreadableKeys: Set<_FaceKey> = []
        /// Family faces already chosen, by normalised family name and fontconfig weight.
        var familyFaces: [FamilyRequest: _FontFace?] = [:]
        /// The fallback faces of fonts measured so far (``fallbackFaces(for:)``), by face and
        /// weight: asked for at every measurement that is not cached.
        /// The entry holds the face, so that its identifier is not reused while it is a key.
        var fallbacks: [FallbackRequest: (face: _FontFace, faces: [_FontFace])] = [:]
        /// The system family's face by fontconfig weight, once chosen: asked for by every
        /// `Font.systemFont`, where normalising and hashing the family's name cost 8 % of a
        /// label's first layout (BENCHMARKS.md, T1).
        var systemFaces: [Double: _FontFace] = [:]
    }

    private struct FallbackRequest: Hashable {
        var face: ObjectIdentifier
        var weight: Double
    }

    private struct FamilyRequest: Hashable {
        var family: String
        var weight: Double
    }

    private let state = Mutex(State())

    /// Makes a registry; nothing is looked up until the first font is asked for.
    public init(configuration: FontConfiguration = FontConfiguration()) {
        self.configuration = configuration
    }

    // MARK: Fonts

    /// The system font at a size and weight, as `UIFont.systemFont(ofSize:weight:)`.
    ///
    /// The face is the configured system family's face nearest to the weight (see
    /// ``Font/systemFont(ofSize:weight:)`` for DejaVu Sans's mapping); when the family is not
    /// installed, fontconfig's best match for it; when nothing can be opened, the built-in
    /// face (see ``Font``).
    public func systemFont(ofSize fontSize: CGFloat, weight: Font.Weight = .regular) -> Font {
        Font(face: systemFace(weight: weight), pointSize: fontSize, weight: weight)
    }

    /// The bold system font at a size, as `UIFont.boldSystemFont(ofSize:)`.
    public func boldSystemFont(ofSize fontSize: CGFloat) -> Font {
        systemFont(ofSize: fontSize, weight: .bold)
    }

    /// The installed font with a name (PostScript, full or family name), at a size; see
    /// ``Font/init(name:size:)``.
    ///
    /// - Throws: ``FontError/Code/fontNotFound`` naming the font, with this registry's system
    ///   font at the same size as ``FontError/fallback``.
    public func font(named fontName: String, size fontSize: CGFloat) throws(FontError) -> Font {
        let found: (entry: _CatalogEntry, face: _FontFace?)? = state.withLock { state in
            guard let entry = catalog(&state).face(named: fontName) else { return nil }
            return (entry, open(entry.key, in: &state))
        }
        guard let found else {
            throw FontError(code: .fontNotFound, fontName: fontName, fallback: systemFont(ofSize: fontSize))
        }
        guard let face = found.face else {
            throw FontError(
                code: .unreadableFile, fontName: fontName, fileURL: URL(fileURLWithPath: found.entry.key.path),
                fallback: systemFont(ofSize: fontSize))
        }
        return Font(face: face, pointSize: fontSize, weight: Font.Weight(fontconfigWeight: found.entry.weight))
    }

    /// The font in a font file (its first face), at a size, whether or not fontconfig lists the
    /// file: for a font shipped with an application rather than installed.
    ///
    /// The weight is the one fontconfig lists for the file, or regular when the file is not
    /// installed. The file stays open as long as the registry or a font made from it lives.
    ///
    /// - Throws: ``FontError/Code/fileNotFound`` when there is no file at `url`, and
    ///   ``FontError/Code/unreadableFile`` when FreeType cannot read it as a scalable font. The
    ///   error names the file (``FontError/fileURL``) and carries this registry's system font at
    ///   the same size as ``FontError/fallback``.
    public func font(contentsOf url: URL, size fontSize: CGFloat) throws(FontError) -> Font {
        let path = url.path
        var isDirectory: ObjCBool = false
        guard url.isFileURL, FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
            !isDirectory.boolValue
        else {
            throw FontError(code: .fileNotFound, fontName: path, fileURL: url, fallback: systemFont(ofSize: fontSize))
        }
        let key = _FaceKey(path: path, index: 0)
        let found: (face: _FontFace?, weight: Double?) = state.withLock { state in
            let listed = catalog(&state).entries.first { $0.key == key }
            return (open(key, in: &state), listed?.weight)
        }
        guard let face = found.face else {
            throw FontError(code: .unreadableFile, fontName: path, fileURL: url, fallback: systemFont(ofSize: fontSize))
        }
        let weight = found.weight.map(Font.Weight.init(fontconfigWeight:)) ?? .regular
        return Font(face: face, pointSize: fontSize, weight: weight)
    }

    /// The system font for a text style at a content size category, as
    /// `UIFont.preferredFont(forTextStyle:compatibleWith:)`: the size and weight come from
    /// ``Font/TextStyle``'s table (Apple's Dynamic Type sizes).
    ///
    /// - Parameter category: the content size category; `nil` means
    ///   ``ContentSizeCategory/large``, the system default.
    public func preferredFont(
        forTextStyle style: Font.TextStyle, compatibleWith category: ContentSizeCategory? = nil
    ) -> Font {
        systemFont(ofSize: style.pointSize(for: category ?? .large), weight: style.weight)
    }

    // MARK: What is installed

    /// The names of the installed font families, sorted, as `UIFont.familyNames`.
    public var familyNames: [String] {
        state.withLock { state in catalog(&state).familyNames }
    }

    /// The PostScript names of a family's faces, as `UIFont.fontNames(forFamilyName:)`.
    public func fontNames(forFamilyName familyName: String) -> [String] {
        state.withLock { state in
            catalog(&state).faces(ofFamily: familyName, weight: 80).map(\.postScriptName)
        }
    }

    // MARK: Faces

    /// The system family's face for a weight (never fails: the built-in face is the last
    /// resort).
    func systemFace(weight: Font.Weight) -> _FontFace {
        let fontconfigWeight = weight.fontconfigWeight
        return state.withLock { state in
            if let face = state.systemFaces[fontconfigWeight] { return face }
            let face = chooseSystemFace(weight: fontconfigWeight, in: &state)
            state.systemFaces[fontconfigWeight] = face
            return face
        }
    }

    /// The system family's face of a fontconfig weight: listed under the family's name, or
    /// as fontconfig resolves the name, or the built-in face.
    private func chooseSystemFace(weight fontconfigWeight: Double, in state: inout State) -> _FontFace {
        if let face = familyFace(configuration.systemFamily, weight: fontconfigWeight, in: &state) {
            return face
        }
        // Not listed under that name: let fontconfig resolve it (aliases, substitutions).
        if let key = _FontCatalog.bestMatch(family: configuration.systemFamily, weight: fontconfigWeight),
            let face = open(key, in: &state)
        {
            let request = FamilyRequest(
                family: _FontCatalog.normalized(configuration.systemFamily), weight: fontconfigWeight)
            state.familyFaces[request] = face
            return face
        }
        return .builtIn
    }

    /// The faces searched, after a font's own face, for a character it lacks: the system
    /// family's face of the same weight, then each configured fallback family's. Faces that are
    /// not installed are skipped, and no face appears twice.
    func fallbackFaces(for font: Font) -> [_FontFace] {
        let request = FallbackRequest(face: ObjectIdentifier(font.face), weight: font.weight.fontconfigWeight)
        if let known = state.withLock({ $0.fallbacks[request] }) { return known.faces }
        let faces = findFallbackFaces(for: font)
        state.withLock { $0.fallbacks[request] = (font.face, faces) }
        return faces
    }

    /// The faces of ``fallbackFaces(for:)``, looked up in the catalog.
    private func findFallbackFaces(for font: Font) -> [_FontFace] {
        var faces: [_FontFace] = []
        var keys: Set<_FaceKey> = [font.face.key]
        let system = systemFace(weight: font.weight)
        if keys.insert(system.key).inserted { faces.append(system) }
        let fontconfigWeight = font.weight.fontconfigWeight
        let fallbacks: [_FontFace] = state.withLock { state in
            configuration.fallbackFamilies.compactMap {
                familyFace($0, weight: fontconfigWeight, in: &state)
            }
        }
        for face in fallbacks where keys.insert(face.key).inserted {
            faces.append(face)
        }
        return faces
    }

    /// The face at a file and index, opened once and kept; nil when it cannot be read.
    func face(at key: _FaceKey) -> _FontFace? {
        state.withLock { state in open(key, in: &state) }
    }

    // MARK: Caches (called with the lock held)

    private func catalog(_ state: inout State) -> _FontCatalog {
        if let catalog = state.catalog { return catalog }
        let catalog = _FontCatalog.load()
        state.catalog = catalog
        return catalog
    }

    /// The best face of a listed family for a weight, trying the next best when a file cannot
    /// be opened; nil when the family is not listed.
    private func familyFace(_ family: String, weight: Double, in state: inout State) -> _FontFace? {
        let request = FamilyRequest(family: _FontCatalog.normalized(family), weight: weight)
        if let known = state.familyFaces[request] { return known }
        var chosen: _FontFace?
        for entry in catalog(&state).faces(ofFamily: family, weight: weight) {
            if let face = open(entry.key, in: &state) {
                chosen = face
                break
            }
        }
        state.familyFaces[request] = .some(chosen)
        return chosen
    }

    private func open(_ key: _FaceKey, in state: inout State) -> _FontFace? {
        if let face = state.facesByKey[key] { return face }
        if state.unreadableKeys.contains(key) { return nil }
        guard let face = _FontFace.open(key) else {
            state.unreadableKeys.insert(key)
            return nil
        }
        state.facesByKey[key] = face
        return face
    }
}
