import LayoutFormats
import Testing

/// Swift Testing has a `SourceLocation` of its own: in this module the name means ours.
typealias SourceLocation = LayoutFormats.SourceLocation

/// How a location prints.
@Suite struct SourceLocationTests {
    @Test func printsLikeACompiler() {
        #expect(
            SourceLocation(file: "Examples/a.json", line: 12, column: 9).description == "Examples/a.json:12:9"
        )
    }
}
