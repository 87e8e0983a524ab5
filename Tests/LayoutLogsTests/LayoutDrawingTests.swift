import LayoutLogs
import LayoutRendering
import Testing

/// The SVG drawing of an explained report, and of plain boxes.
@Suite struct LayoutDrawingTests {
    @Test func explainedReport() throws {
        let report = try #require(try Fixture.explain("trust-wallet-279.log").reports.first)
        let drawing = LayoutDrawing(report)
        #expect(drawing.boxes.map(\.title) == ["UIStackView", "BrowserNavigationBar"])
        #expect(drawing.boxes.map(\.isHighlighted) == [true, true])
        #expect(drawing.marks.map(\.label) == ["[1]", "[2]", "[3]"])
        let expected = #"""
            <svg xmlns="http://www.w3.org/2000/svg" width="649" height="244" font-family="sans-serif" font-size="12">
              <rect x="0" y="0" width="649" height="244" fill="white"/>
              <text x="20" y="20" font-weight="bold">Report 1</text>
              <rect x="24" y="52" width="100" height="40" fill="none" stroke="#d00000" stroke-width="2"/>
              <text x="27" y="65" fill="#d00000">UIStackView</text>
              <rect x="20" y="52" width="0" height="40" fill="none" stroke="#d00000" stroke-width="2"/>
              <text x="23" y="79" fill="#d00000">BrowserNavigationBar</text>
              <line x1="24" y1="72" x2="20" y2="72" stroke="#d00000" stroke-width="2"/>
              <text x="26" y="68" fill="#d00000">[1]</text>
              <line x1="124" y1="72" x2="20" y2="72" stroke="#d00000" stroke-width="2"/>
              <text x="76" y="68" fill="#d00000">[2]</text>
              <circle cx="20" cy="72" r="4" fill="#d00000"/>
              <text x="24" y="68" fill="#d00000">[3]</text>
              <text x="20" y="128">Cannot all hold:</text>
              <text x="20" y="144">[1] leading edge of UIStackView is 4 pt right of leading edge of BrowserNavigationBar</text>
              <text x="20" y="160">[2] trailing edge of UIStackView is 10 pt left of trailing edge of BrowserNavigationBar</text>
              <text x="20" y="176">[3] width of BrowserNavigationBar is 0</text>
              <text x="20" y="192">[4] width of UIStackView is at least 0 (sizes are never negative)</text>
              <text x="20" y="208">4 [1] + 10 [2] = 14 &gt; 0</text>
              <text x="20" y="224">UIKit broke [2] 0x60800029e8c0.</text>
            </svg>
            """#
        #expect(drawing.svg == expected + "\n")
    }

    @Test func negativeSizesAreDashedAndTextEscaped() {
        let drawing = LayoutDrawing(
            title: "a < b",
            boxes: [LayoutDrawing.Box(x: 10, y: 0, width: -10, height: 20, title: "A & B", isHighlighted: false)],
            marks: [], legend: [])
        #expect(drawing.svg == """
            <svg xmlns="http://www.w3.org/2000/svg" width="400" height="112" font-family="sans-serif" font-size="12">
              <rect x="0" y="0" width="400" height="112" fill="white"/>
              <text x="20" y="20" font-weight="bold">a &lt; b</text>
              <rect x="20" y="52" width="10" height="20" fill="none" stroke="#555555" stroke-width="1" stroke-dasharray="4 3"/>
              <text x="23" y="65" fill="#555555">A &amp; B</text>
            </svg>

            """)
    }
}
