import Foundation
import Testing
import TextMeasurement

@Suite struct FontMetricsTests {
    /// DejaVu Sans's vertical metrics, in its 2048 units per em: hhea ascender 1901, descender
    /// -483, line gap 0; OS/2 is version 1 (no cap or x height), so the tops of H (1493) and x
    /// (1120) stand in.
    @Test func dejaVuSansMetricsAreTheFilesScaledToThePointSize() {
        let font = Font.systemFont(ofSize: 17)
        #expect(font.unitsPerEm == 2048)
        #expect(font.ascender == CGFloat(1901 * 17) / 2048)
        #expect(font.descender == -CGFloat(483 * 17) / 2048)
        #expect(font.leading == 0)
        #expect(font.lineHeight == CGFloat(2384 * 17) / 2048)
        #expect(font.capHeight == CGFloat(1493 * 17) / 2048)
        #expect(font.xHeight == CGFloat(1120 * 17) / 2048)
    }

    @Test(arguments: ["DejaVuSans", "DejaVuSans-Bold", "DejaVuSerif", "DejaVuSansMono"])
    func metricsMatchTheFileReadWithFreeType(name: String) throws {
        let font = try Font(name: name, size: 23)
        let file = try #require(FreeTypeReference(font))
        #expect(font.unitsPerEm == file.unitsPerEm)
        #expect(font.ascender == file.points(file.ascender, size: 23))
        #expect(font.descender == file.points(file.descender, size: 23))
        #expect(font.leading == file.points(file.height - file.ascender + file.descender, size: 23))
        #expect(font.capHeight == file.points(file.top(of: "H"), size: 23))
        #expect(font.xHeight == file.points(file.top(of: "x"), size: 23))
    }

    @Test func theDescenderIsNegativeAndTheLineHeightAddsUp() {
        for weight in Font.Weight.allNamed {
            let metrics = Font.systemFont(ofSize: 13, weight: weight).metrics
            #expect(metrics.descender < 0)
            #expect(metrics.ascender > metrics.capHeight)
            #expect(metrics.capHeight > metrics.xHeight)
            #expect(metrics.lineHeight == metrics.ascender - metrics.descender + metrics.leading)
            #expect(metrics.pointSize == 13)
        }
    }

    @Test func metricsScaleLinearlyWithTheSize() {
        let small = Font.systemFont(ofSize: 12)
        let large = small.withSize(24)
        #expect(large.ascender == 2 * small.ascender)
        #expect(large.descender == 2 * small.descender)
        #expect(large.lineHeight == 2 * small.lineHeight)
        #expect(small.withSize(0).lineHeight == 0)
    }
}
