import LayoutLogs
import Testing

/// Every fixture (a real log, Fixtures/*.log, source in its first line) explained: whether the
/// rebuilt system is satisfiable, every minimal conflicting set by the ids the log gives, the
/// arithmetic, and the constraint UIKit broke.
@Suite struct FixtureTests {
    struct Expectation: CustomTestStringConvertible, Sendable {
        var file: String
        var satisfiable: Bool
        var conflicts: [[String]]
        var arithmetic: [String]
        /// The broken constraint's id and whether the others can hold without it.
        var broken: (id: String, resolves: Bool)?
        /// The lines the reader could not read.
        var errorLines: [Int] = []

        var testDescription: String { file }
    }

    static let expectations: [Expectation] = [
        // Issue 18's forms: system spacing after a term (`NSSpace(0)`) and in visual format
        // (`NSLayoutAnchorConstraintSpace(8)`), old SnapKit's descriptions, content sizes.
        Expectation(
            file: "wtfautolayout-13.log", satisfiable: false,
            conflicts: [["0x283c8f570", "0x283c8c820", "0x283c8c870", "0x283c8c8c0", "0x283c8c730"]],
            arithmetic: ["52 [3] + 42 [5] = 94 ≠ 86 [1]"], broken: nil),
        Expectation(
            file: "wtfautolayout-20.log", satisfiable: false,
            conflicts: [["0x2828051d0", "0x282805130", "0x282803ed0", "UILabel:0x111b35c20.height >= 0"]],
            arithmetic: ["8 [1] > 0"], broken: nil),
        Expectation(
            file: "wtfautolayout-10.log", satisfiable: false,
            conflicts: [[
                "0x60000346c9b0", "0x60000346d720", "0x60000346d7c0", "0x60000346dbd0", "0x60000346dc20",
                "0x600003459680", "0x60000345ac10", "0x60000345a440", "0x600003458320", "0x6000034757c0",
                "0x6000033499e0", "0x6000034679d0", "0x60000346ddb0", "0x60000346d590", "0x60000346dd10",
                "UIButton:0x7fa67350bf50.height >= 0",
            ]],
            arithmetic: ["50 [1] + 8 [11] + 8 [13] + 8 [15] = 74 > 66 [14]"], broken: nil),
        Expectation(
            file: "appkit-10.13-release-notes.log", satisfiable: true, conflicts: [], arithmetic: [], broken: nil),
        Expectation(
            file: "folding-cell-63.log", satisfiable: false,
            conflicts: [["0x7fca0bd54cc0", "0x7fca0bd564a0"]], arithmetic: ["200 [1] ≠ 84 [2]"],
            broken: ("0x7fca0bd54cc0", true)),
        Expectation(
            file: "colo-12.log", satisfiable: false,
            conflicts: [["0x7fb022ec5600", "0x7fb022ec6450", "0x7fb0222d8e40", "0x7fb022ec6d50"]],
            arithmetic: ["100 [3] ≠ 44 [1]"], broken: ("0x7fb022ec6d50", true)),
        Expectation(
            file: "draggable-youtube-2.log", satisfiable: false,
            conflicts: [[
                "0x7fbfe4142760", "0x7fbfe4144780", "0x7fbfe41447d0", "0x7fbfe1fae0d0",
                "UITableViewCellContentView:0x7fbfe4142180.topMargin == UITableViewCellContentView:0x7fbfe4142180.top + 8",
                "UITableViewCellContentView:0x7fbfe4142180.bottomMargin == UITableViewCellContentView:0x7fbfe4142180.bottom - 8",
            ]],
            arithmetic: ["56 [1] + 9 [2] + 6 [3] + 8 [5] + 8 [6] = 87 ≠ 87.5 [4]"], broken: ("0x7fbfe4142760", true)),
        Expectation(
            file: "tvos-toast-1.log", satisfiable: false,
            conflicts: [[
                "0x7ff728508900", "0x7ff72851ef70", "0x7ff728680a70", "0x7ff72871c870", "0x7ff728723710",
                "0x7ff728726930",
            ]],
            arithmetic: ["70 [1] + 0.5 × 140 [2] + 10 [4] + 10 [5] = 160 ≠ 2 × 70 [3] + 10 [6] = 150"],
            broken: ("0x7ff728726930", true)),
        Expectation(
            file: "steroids-1044.log", satisfiable: false,
            conflicts: [["0x14f0decb0", "0x14deb9590", "0x14f2dc6c0"]],
            arithmetic: ["187.5 [1] + 0.5 × 375 [2] = 375 ≠ 0"], broken: ("0x14f2dc6c0", true)),
        Expectation(
            file: "transmission-6644.log", satisfiable: false,
            conflicts: [["0x60000250c460", "0x60000250c4b0", "0x60000250c5f0", "_NSTextContentView:0x11bc1eb90.width >= 0"]],
            arithmetic: ["49 [2] > 2 [3]"], broken: ("0x60000250c4b0", true)),
        Expectation(
            file: "autopkgr-196.log", satisfiable: true, conflicts: [], arithmetic: [], broken: nil),
        Expectation(
            file: "trust-wallet-279.log", satisfiable: false,
            conflicts: [["0x60800029e870", "0x60800029e8c0", "0x60800029f360", "UIStackView:0x7fbcc643ac60.width >= 0"]],
            arithmetic: ["4 [1] + 10 [2] = 14 > 0"], broken: ("0x60800029e8c0", true)),
        Expectation(
            file: "representablekit-3.log", satisfiable: false,
            conflicts: [["0x28241fed0", "0x28241fb60", "0x28241fb10", "0x28241fc00", "0x28241fbb0", "0x28241f610"]],
            arithmetic: ["711 [6] ≠ 100 [1]"], broken: nil, errorLines: [18]),
        Expectation(
            file: "loop-439.log", satisfiable: false, conflicts: [["0x600000097430", "0x60000009c2f0"]],
            arithmetic: ["100 [1] > 0"], broken: nil),
        Expectation(
            file: "unstoppable-wallet-1731.log", satisfiable: false,
            conflicts: [["0x600000c7e820", "0x600000c7e880"]], arithmetic: ["32 [2] ≠ 24 [1]"],
            broken: ("0x600000c7e820", true)),
        Expectation(
            file: "jxcategoryview-536.log", satisfiable: false,
            conflicts: [[
                "0x111c83cc0", "0x111c803c0", "0x102c78900", "0x102c79d40", "0x11e54e4e0",
                "UILabel:0x11e469c00.width >= 0",
            ]],
            arithmetic: ["110.4 [3] + 110.4 [4] = 220.8 > 0"], broken: ("0x102c79d40", true)),
        Expectation(
            file: "cvcalendar-147.log", satisfiable: false,
            conflicts: [["0x146d2b570", "0x146e67060", "0x146e602f0"]],
            arithmetic: ["267 [2] ≠ 0.4 × 667 [3] = 266.8"], broken: ("0x146e67060", true)),
        Expectation(
            file: "firefox-ios-27523.log", satisfiable: false, conflicts: [["0x600002170be0", "0x6000021bd9f0"]],
            arithmetic: ["40 [1] ≠ 24 [2]"], broken: ("0x600002170be0", true)),
        Expectation(
            file: "layout-support-guide.log", satisfiable: false,
            conflicts: [
                [
                    "0x600000090770", "0x60000008eb00", "0x6000000906d0", "0x600000090720", "0x600000090950",
                    "0x6000000909a0", "0x60800008d430", "NextButton:0x7ff359716370.height >= 0",
                ],
                [
                    "0x600000090770", "0x60000008eb00", "0x600000090720", "0x600000090950", "0x6000000909a0",
                    "0x60800008d430", "_UILayoutGuide:0x7ff359716b20.height >= 0", "NextButton:0x7ff359716370.height >= 0",
                ],
                [
                    "0x60000008eb00", "0x6000000906d0", "0x600000090720", "0x600000090950", "0x6000000909a0",
                    "0x60800008d430", "_UILayoutGuide:0x7ff359716960.height >= 0", "NextButton:0x7ff359716370.height >= 0",
                ],
                [
                    "0x60000008eb00", "0x600000090720", "0x600000090950", "0x6000000909a0", "0x60800008d430",
                    "_UILayoutGuide:0x7ff359716960.height >= 0", "_UILayoutGuide:0x7ff359716b20.height >= 0",
                    "NextButton:0x7ff359716370.height >= 0",
                ],
            ],
            arithmetic: Array(repeating: "113 [5] + 465 [6] = 578 > 568 [7]", count: 4),
            broken: ("0x6000000909a0", true)),
        Expectation(
            file: "coderlyn-cell.log", satisfiable: false,
            conflicts: [[
                "0x600000071d10", "0x6000000733e0", "0x6000000734d0", "0x600000073520", "0x600000073610",
                "0x6000000737a0", "0x6000000737f0", "0x600000078460", "UILabel:0x1555f30f0.height >= 0",
                "UIPageControl:0x1555f35d0.height >= 0",
            ]],
            arithmetic: ["330 [1] + 10 [2] + 24 [3] + 16 [4] + 16 [5] = 396 > 380 [8]"],
            broken: ("0x600000071d10", true)),
        Expectation(
            file: "nvactivityindicator-117.log", satisfiable: false,
            conflicts: [["0x61800009e140", "0x61800009dba0", "0x61800009e280", "0x61800009cb10", "0x61800009b490"]],
            arithmetic: ["2 × 486.912 [1] = 973.824 ≠ 736 [2]"], broken: nil),
        Expectation(
            file: "swift2byexample-7.log", satisfiable: false,
            conflicts: [[
                "0x7fd94cca9b10", "0x7fd94ccb0ff0", "0x7fd94ccb1040", "0x7fd94ccb86e0",
                "SPUISearchTableHeaderView:0x7fd94ccb3030.leadingMargin == SPUISearchTableHeaderView:0x7fd94ccb3030.leading + 8",
                "SPUISearchTableHeaderView:0x7fd94ccb3030.trailingMargin == SPUISearchTableHeaderView:0x7fd94ccb3030.trailing - 8",
                "UILabel:0x7fd94ccacfa0.width >= 0", "UIButton:0x7fd94ccb1800.width >= 0",
            ]],
            arithmetic: ["8 [2] + 8 [5] + 8 [6] = 24 > 0"], broken: ("0x7fd94ccb0ff0", true)),
        Expectation(
            file: "tagflow-8.log", satisfiable: false,
            conflicts: [["0x60000286f390", "0x60000286f610", "0x60000286f660", "UILabel:0x7fe4bee22420.height >= 0"]],
            arithmetic: ["8 [2] + 8 [3] = 16 > 0"], broken: nil, errorLines: [15]),
        Expectation(
            file: "datetimepicker-17.log", satisfiable: false,
            conflicts: [["0x6100000960d0", "0x610000092700", "0x610000095c20", "0x610000095c70"]],
            arithmetic: ["20 [3] ≠ 0"], broken: ("0x610000095c20", true)),
        Expectation(
            file: "safe-area-guide.log", satisfiable: false,
            conflicts: [["0x6000023de9e0", "0x6000023de8f0", "0x6000023de760", "0x6000023de580", "UIView:0x13fd292b0.height >= 0"]],
            arithmetic: ["844 [2] + 47 [4] = 891 > 844 [3]"], broken: ("0x6000023de9e0", true)),
        Expectation(
            file: "kvnprogress-6.log", satisfiable: false,
            conflicts: [
                ["0x7fd978f82db0", "0x7fd978f82e00", "0x7fd978f7da00", "UIImageView:0x7fd978f7fe20.width >= 0"],
                [
                    "0x7fd978f82970", "0x7fd978f82a10", "0x7fd978f82db0", "0x7fd978f82e00", "0x7fd978f7da00",
                    "UILabel:0x7fd978f7ff60.width >= 0",
                ],
            ],
            arithmetic: ["249 [3] + 249 [4] = 498 > 320 [5]", "20 [1] + 20 [2] + 249 [3] + 249 [4] = 538 > 320 [5]"],
            broken: nil),
        // Margins the log does not print are 8: they take part, and cancel the printed -8s.
        Expectation(
            file: "dice-1.log", satisfiable: false,
            conflicts: [[
                "0x7f9d8c114a80", "0x7f9d8c13bed0", "0x7f9d8c131260", "0x7f9d8c14d270",
                "UITableViewCellContentView:0x7f9d8c13c730.leadingMargin == UITableViewCellContentView:0x7f9d8c13c730.leading + 8",
                "UITableViewCellContentView:0x7f9d8c13c730.trailingMargin == UITableViewCellContentView:0x7f9d8c13c730.trailing - 8",
            ]],
            arithmetic: ["8 [2] + 8 [3] + 375 [4] = 391 ≠ 320 [1] + 8 [5] + 8 [6] = 336"],
            broken: ("0x7f9d8c114a80", true)),
        // AppKit: NSTextField and NSImageView in a cell that a names: block names, whose width
        // comes from its autoresizing mask.
        Expectation(
            file: "munki-1241.log", satisfiable: false,
            conflicts: [["0x78a6c2df0", "0x78a6c2fd0", "0x78a6c3020", "0x78a6c3c00", "0x78a6c2f30", "0x78a6c2c10"]],
            arithmetic: ["152 [1] + 8 [2] + 3 [3] + 6 [5] + 30 [6] = 199 > 194 [4]"],
            broken: ("0x78a6c2df0", true)),
        // AppKit: a scroll view, its clip view and document view, `[Layout]` before the headline.
        Expectation(
            file: "iina-486.log", satisfiable: false,
            conflicts: [["0x60800009ed70", "0x60800009f6d0", "0x6080002876c0"]], arithmetic: ["15 [3] ≠ 0"],
            broken: ("0x60800009f6d0", true)),
        // AppKit: four minimal sets (each fixed width can be left out), so breaking one width
        // does not resolve the conflict; a "Will attempt to recover by breaking <…>." line of an
        // earlier message comes first.
        Expectation(
            file: "heliport-246.log", satisfiable: false,
            conflicts: [
                [
                    "0x6000031c45f0", "0x6000031c48c0", "0x6000031c49b0", "0x6000031c47d0", "0x6000031c4870",
                    "0x6000031c4690", "0x6000031c4a00", "0x6000031c4f50", "NSImageView:0x7fd7bfa1eaf0.width >= 0",
                    "NSTextField:0x7fd7bfa1ed90.width >= 0",
                ],
                [
                    "0x6000031c45f0", "0x6000031c49b0", "0x6000031c47d0", "0x6000031c4870", "0x6000031c4690",
                    "0x6000031c4a00", "0x6000031c4f50", "NSImageView:0x7fd7bfa1e850.width >= 0",
                    "NSImageView:0x7fd7bfa1eaf0.width >= 0", "NSTextField:0x7fd7bfa1ed90.width >= 0",
                ],
                [
                    "0x6000031c48c0", "0x6000031c49b0", "0x6000031c47d0", "0x6000031c4870", "0x6000031c4690",
                    "0x6000031c4a00", "0x6000031c4f50", "NSImageView:0x7fd7bef2a320.width >= 0",
                    "NSImageView:0x7fd7bfa1eaf0.width >= 0", "NSTextField:0x7fd7bfa1ed90.width >= 0",
                ],
                [
                    "0x6000031c49b0", "0x6000031c47d0", "0x6000031c4870", "0x6000031c4690", "0x6000031c4a00",
                    "0x6000031c4f50", "NSImageView:0x7fd7bef2a320.width >= 0", "NSImageView:0x7fd7bfa1e850.width >= 0",
                    "NSImageView:0x7fd7bfa1eaf0.width >= 0", "NSTextField:0x7fd7bfa1ed90.width >= 0",
                ],
            ],
            arithmetic: [
                "15 [1] + 16 [2] + 12 [3] + 3 [4] + 10 [5] + 10 [6] + 12 [7] = 78 > 0",
                "15 [1] + 12 [3] + 3 [4] + 10 [5] + 10 [6] + 12 [7] = 62 > 0",
                "16 [2] + 12 [3] + 3 [4] + 10 [5] + 10 [6] + 12 [7] = 63 > 0",
                "12 [3] + 3 [4] + 10 [5] + 10 [6] + 12 [7] = 47 > 0",
            ],
            broken: ("0x6000031c48c0", false)),
        Expectation(
            file: "paging-tableview-3.log", satisfiable: true, conflicts: [], arithmetic: [], broken: nil,
            errorLines: [15]),
    ]

    @Test(arguments: expectations)
    func fixture(_ expected: Expectation) throws {
        let explanation = try Fixture.explain(expected.file)
        #expect(explanation.errors.map(\.location.line) == expected.errorLines)
        #expect(explanation.reports.count == 1)
        let report = try #require(explanation.reports.first)
        #expect(report.isSatisfiable == expected.satisfiable)
        #expect(report.isComplete)
        #expect(report.conflicts.map(\.memberIDs) == expected.conflicts)
        #expect(report.conflicts.map(\.arithmetic) == expected.arithmetic)
        #expect(report.broken?.id == expected.broken?.id)
        #expect(report.broken?.resolvesConflict == expected.broken?.resolves)
        if expected.broken != nil { #expect(report.broken?.number != nil) }
    }

    /// Masonry's mas_key `cv` stands for the address; the log starts with the end of an
    /// earlier report, whose broken constraint the list of the next report does not contain.
    @Test func masonryKeys() throws {
        let explanation = try Fixture.explain("masonry-447.log")
        #expect(explanation.errors.isEmpty)
        #expect(explanation.reports.count == 2)
        let earlier = explanation.reports[0]
        #expect(earlier.report.constraints.isEmpty)
        #expect(earlier.broken?.id == "0x608000486ea0")
        #expect(earlier.broken?.number == nil)
        let report = explanation.reports[1]
        #expect(report.items.map(\.id) == ["UITableViewCellContentView:cv"])
        #expect(report.conflicts.map(\.memberIDs) == [["0x610000284e20", "0x600000498510"]])
        #expect(report.conflicts.map(\.arithmetic) == ["414 [1] ≠ 0"])
        #expect(report.broken == nil)
    }

    /// Old SnapKit's descriptions: the constraint and its items in angle brackets, beside a
    /// prototyping constraint and the top layout guide's `_UILayoutSupportConstraint`s. The
    /// broken constraint belongs to another view than the listed ones.
    @Test func snapKitDescriptions() throws {
        let explanation = try Fixture.explain("snapkit-101.log")
        #expect(explanation.errors.isEmpty)
        let report = try #require(explanation.reports.first)
        #expect(report.isSatisfiable)
        #expect(report.report.constraints.map(\.className) == [
            "NSIBPrototypingLayoutConstraint", "_UILayoutSupportConstraint", "_UILayoutSupportConstraint",
            "DeviceImagesTest.LayoutConstraint",
        ])
        #expect(report.constraints.last?.words == "top edge of UIView (e8eb0) is at bottom edge of _UILayoutGuide (e9430)")
        #expect(report.broken?.id == "0x7f8a412ea570" && report.broken?.number == nil)
    }

    /// The AppKit logs are read as AppKit's (their headline ends in a colon, their views are
    /// `NS…`); the others as UIKit's.
    @Test func appKitLogs() throws {
        let appKit: Set = [
            "appkit-10.13-release-notes.log", "autopkgr-196.log", "transmission-6644.log", "munki-1241.log", "iina-486.log", "heliport-246.log"]
        for file in Self.expectations.map(\.file) {
            let report = try #require(try Fixture.explain(file).reports.first)
            #expect(report.report.isAppKit == appKit.contains(file), "\(file)")
        }
    }

    /// Every fixture names its source in its first line.
    @Test func fixturesNameTheirSource() throws {
        let files = Self.expectations.map(\.file) + ["masonry-447.log", "snapkit-101.log"]
        for file in files {
            let firstLine = try Fixture.text(file).split(separator: "\n").first.map(String.init) ?? ""
            #expect(firstLine.hasPrefix("# source: http"), "\(file)")
        }
    }
}
