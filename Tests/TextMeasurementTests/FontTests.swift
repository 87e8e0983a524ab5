import Foundation
import Testing
import TextMeasurement

@Suite struct FontTests {
    @Test func theSystemFontIsDejaVuSans() {
        let font = Font.systemFont(ofSize: 17)
        #expect(font.familyName == "DejaVu Sans")
        #expect(font.fontName == "DejaVuSans")
        #expect(font.pointSize == 17)
        #expect(font.weight == .regular)
        #expect(font.fileURL?.lastPathComponent == "DejaVuSans.ttf")
        #expect(font.description == "DejaVuSans 17pt")
    }

    @Test func theBoldSystemFontIsDejaVuSansBold() {
        let font = Font.boldSystemFont(ofSize: 20)
        #expect(font.familyName == "DejaVu Sans")
        #expect(font.fontName == "DejaVuSans-Bold")
        #expect(font.weight == .bold)
        #expect(font == .systemFont(ofSize: 20, weight: .bold))
    }

    /// The documented mapping of UIKit's nine weights onto DejaVu Sans's three upright faces.
    @Test(arguments: [
        (Font.Weight.ultraLight, "DejaVuSans-ExtraLight"),
        (.thin, "DejaVuSans-ExtraLight"),
        (.light, "DejaVuSans-ExtraLight"),
        (.regular, "DejaVuSans"),
        (.medium, "DejaVuSans"),
        (.semibold, "DejaVuSans-Bold"),
        (.bold, "DejaVuSans-Bold"),
        (.heavy, "DejaVuSans-Bold"),
        (.black, "DejaVuSans-Bold"),
    ])
    func weightsMapToTheNearestDejaVuFace(weight: Font.Weight, fontName: String) {
        let font = Font.systemFont(ofSize: 12, weight: weight)
        #expect(font.fontName == fontName)
        #expect(font.weight == weight)
    }

    @Test func weightsBetweenTheNamedOnesAreAllowed() {
        #expect(Font.systemFont(ofSize: 12, weight: Font.Weight(0.1)).fontName == "DejaVuSans")
        #expect(Font.systemFont(ofSize: 12, weight: Font.Weight(0.35)).fontName == "DejaVuSans-Bold")
        #expect(Font.Weight(7).rawValue == 1)
        #expect(Font.Weight(.nan) == .regular)
        #expect(Font.Weight.allNamed == Font.Weight.allNamed.sorted())
        #expect(Font.Weight.semibold.description == "semibold")
    }

    @Test func withSizeKeepsTheFace() {
        let font = Font.boldSystemFont(ofSize: 10).withSize(30)
        #expect(font.pointSize == 30)
        #expect(font.fontName == "DejaVuSans-Bold")
        #expect(font == .boldSystemFont(ofSize: 30))
        #expect(font != .boldSystemFont(ofSize: 10))
    }

    @Test(arguments: [
        ("DejaVuSerif-Bold", "DejaVuSerif-Bold"),  // PostScript name
        ("DejaVu Sans Mono", "DejaVuSansMono"),  // full name
        ("DejaVu Serif", "DejaVuSerif"),  // family name: its regular face
        ("dejavu sans bold", "DejaVuSans-Bold"),  // case and blanks are ignored
        ("DejaVuSans-ExtraLight", "DejaVuSans-ExtraLight"),
    ])
    func fontsAreFoundByName(name: String, fontName: String) throws {
        let font = try Font(name: name, size: 15)
        #expect(font.fontName == fontName)
        #expect(font.pointSize == 15)
    }

    @Test func aFontFoundByNameHasItsFilesWeight() throws {
        #expect(try Font(name: "DejaVuSans-Bold", size: 15).weight == .bold)
        #expect(try Font(name: "DejaVu Sans", size: 15).weight == .regular)
    }

    @Test func aMissingFontIsAnErrorNamingItWithTheSystemFontAsFallback() {
        do {
            _ = try Font(name: "Helvetica Neue Imaginary", size: 15)
            Issue.record("a font that is not installed was found")
        } catch {
            #expect(error.code == .fontNotFound)
            #expect(error.fontName == "Helvetica Neue Imaginary")
            #expect(error.description.contains("\"Helvetica Neue Imaginary\""))
            #expect(error.fallback == .systemFont(ofSize: 15))
            #expect(error.fallback.fontName == "DejaVuSans")
        }
        #expect(throws: FontError.self) { try Font(name: "", size: 12) }
    }

    @Test func aFontFileGivesItsFace() throws {
        let bold = Font.boldSystemFont(ofSize: 15)
        let url = try #require(bold.fileURL)
        let font = try Font(contentsOf: url, size: 12)
        #expect(font.fontName == "DejaVuSans-Bold")
        #expect(font.pointSize == 12)
        #expect(font.weight == .bold)  // from fontconfig's listing of the file
        #expect(font == bold.withSize(12))
    }

    @Test func aMissingFontFileIsAnErrorNamingTheFileWithTheSystemFontAsFallback() {
        let url = URL(fileURLWithPath: "/nonexistent/fonts/Brand-Regular.ttf")
        do {
            _ = try Font(contentsOf: url, size: 13)
            Issue.record("a missing file was opened")
        } catch {
            #expect(error.code == .fileNotFound)
            #expect(error.fileURL == url)
            #expect(error.fontName == "/nonexistent/fonts/Brand-Regular.ttf")
            #expect(
                error.description
                    == "No font file at /nonexistent/fonts/Brand-Regular.ttf; use the fallback DejaVuSans 13pt")
            #expect(error.fallback == .systemFont(ofSize: 13))
        }
    }

    @Test func aFileThatIsNotAFontIsAnErrorNamingIt() throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("FontTests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("NotAFont.ttf")
        try Data("not a font".utf8).write(to: file)
        #expect {
            try Font(contentsOf: file, size: 10)
        } throws: { error in
            guard let error = error as? FontError else { return false }
            return error.code == .unreadableFile && error.fileURL == file
                && error.description.hasPrefix("The font file \(file.path) cannot be read")
                && error.fallback == .systemFont(ofSize: 10)
        }
        // A folder is not a font file.
        #expect {
            try Font(contentsOf: folder, size: 10)
        } throws: { error in
            (error as? FontError)?.code == .fileNotFound
        }
    }

    @Test func theFallbackIsTheAskingRegistrysSystemFont() {
        let serif = FontRegistry(configuration: FontConfiguration(systemFamily: "DejaVu Serif"))
        #expect {
            try serif.font(named: "No Such Font", size: 9)
        } throws: { error in
            (error as? FontError)?.fallback.fontName == "DejaVuSerif"
        }
    }

    @Test(arguments: [-3, CGFloat.nan, .infinity, -.infinity])
    func badSizesBecomeZero(size: CGFloat) throws {
        #expect(Font.systemFont(ofSize: size).pointSize == 0)
        #expect(Font.boldSystemFont(ofSize: 12).withSize(size).pointSize == 0)
        #expect(try Font(name: "DejaVu Sans", size: size).pointSize == 0)
        let layout = FreeTypeTextMeasurer().layout("Hello", font: .systemFont(ofSize: size))
        #expect(layout.size == .zero)
    }

    @Test func aRegistryCanUseAnotherSystemFamily() {
        let serif = FontRegistry(configuration: FontConfiguration(systemFamily: "DejaVu Serif"))
        #expect(serif.systemFont(ofSize: 17).fontName == "DejaVuSerif")
        #expect(serif.boldSystemFont(ofSize: 17).fontName == "DejaVuSerif-Bold")
        #expect(serif.configuration.systemFamily == "DejaVu Serif")
        // The default registry is unaffected: there is no global state.
        #expect(Font.systemFont(ofSize: 17).fontName == "DejaVuSans")
    }

    @Test func aGenericFamilyIsResolvedByFontconfig() {
        let generic = FontRegistry(configuration: FontConfiguration(systemFamily: "sans-serif"))
        let font = generic.systemFont(ofSize: 17)
        #expect(font.fileURL != nil)
        #expect(!font.fontName.isEmpty)
    }

    @Test func theRegistryListsInstalledFamilies() {
        let registry = FontRegistry.default
        #expect(registry.familyNames.contains("DejaVu Sans"))
        #expect(registry.familyNames == registry.familyNames.sorted())
        let names = registry.fontNames(forFamilyName: "DejaVu Sans")
        #expect(names.first == "DejaVuSans")
        #expect(names.contains("DejaVuSans-Bold"))
        #expect(names.contains("DejaVuSans-ExtraLight"))
        #expect(registry.fontNames(forFamilyName: "No Such Family").isEmpty)
    }

    @Test func fontsAreEqualByFaceSizeAndWeightWhicheverRegistryMadeThem() {
        let other = FontRegistry()
        #expect(other.systemFont(ofSize: 17) == Font.systemFont(ofSize: 17))
        #expect(Set([other.systemFont(ofSize: 17), Font.systemFont(ofSize: 17)]).count == 1)
        #expect(Font.systemFont(ofSize: 17) != Font.systemFont(ofSize: 18))
    }

    @Test func labelAndSystemFontSizesAreUIKits() {
        #expect(Font.labelFontSize == 17)
        #expect(Font.systemFontSize == 14)
    }
}
