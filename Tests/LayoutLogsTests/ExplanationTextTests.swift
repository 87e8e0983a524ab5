import LayoutLogs
import Testing

/// The full text that `autolayout explain` prints, for real logs: a plain conflict, two
/// minimal sets with implied non-negative widths, an assumed superview with multipliers in the
/// arithmetic, a safe-area guide with UIKit's identifiers, and an AppKit cell.
@Suite struct ExplanationTextTests {
    @Test func foldingCell() throws {
        let expected = #"""
            folding-cell-63.log: 1 report

            Report 1 (line 2): 2 constraints, 1 item
            Views
              UIView  0x7fca0bd50f70
            Constraints
              [1] 0x7fca0bd54cc0  height of UIView is 200
              [2] 0x7fca0bd564a0  height of UIView is 84
            Conflict: these cannot all hold (the only minimal set)
              [1] height of UIView is 200
              [2] height of UIView is 84
              200 [1] ≠ 84 [2]
            UIKit broke [1] 0x7fca0bd54cc0: without it the others can all hold.
            """#
        #expect(try Fixture.explain("folding-cell-63.log").text == expected + "\n")
    }

    @Test func kvnProgress() throws {
        let expected = #"""
            kvnprogress-6.log: 1 report

            Report 1 (line 3): 5 constraints, 3 items
            Views
              UILabel 'Loading...'  0x7fd978f7ff60, in UIImageView
              UIImageView           0x7fd978f7fe20, in KVNProgress
              KVNProgress           0x7fd978f7eb30
            Constraints
              [1] 0x7fd978f82970  trailing edge of UILabel 'Loading...' is 20 pt left of trailing edge of UIImageView
              [2] 0x7fd978f82a10  leading edge of UILabel 'Loading...' is 20 pt right of leading edge of UIImageView
              [3] 0x7fd978f82db0  trailing edge of UIImageView is 249 pt left of trailing edge of KVNProgress
              [4] 0x7fd978f82e00  leading edge of UIImageView is 249 pt right of leading edge of KVNProgress
              [5] 0x7fd978f7da00  width of KVNProgress is 320
              [6] implied         width of UILabel 'Loading...' is at least 0 (sizes are never negative)
              [7] implied         width of UIImageView is at least 0 (sizes are never negative)
            Conflict: 2 minimal sets cannot all hold, smallest first
              Set 1: [3] [4] [5] [7]
                [3] trailing edge of UIImageView is 249 pt left of trailing edge of KVNProgress
                [4] leading edge of UIImageView is 249 pt right of leading edge of KVNProgress
                [5] width of KVNProgress is 320
                [7] width of UIImageView is at least 0 (sizes are never negative)
                249 [3] + 249 [4] = 498 > 320 [5]
              Set 2: [1] [2] [3] [4] [5] [6]
                [1] trailing edge of UILabel 'Loading...' is 20 pt left of trailing edge of UIImageView
                [2] leading edge of UILabel 'Loading...' is 20 pt right of leading edge of UIImageView
                [3] trailing edge of UIImageView is 249 pt left of trailing edge of KVNProgress
                [4] leading edge of UIImageView is 249 pt right of leading edge of KVNProgress
                [5] width of KVNProgress is 320
                [6] width of UILabel 'Loading...' is at least 0 (sizes are never negative)
                20 [1] + 20 [2] + 249 [3] + 249 [4] = 538 > 320 [5]
            The log does not say which constraint UIKit broke.
            """#
        #expect(try Fixture.explain("kvnprogress-6.log").text == expected + "\n")
    }

    @Test func tvosToast() throws {
        let expected = #"""
            tvos-toast-1.log: 1 report

            Report 1 (line 9): 6 constraints, 3 items
            Views
              UIView                   0x7ff728732070, in TVOSToast (assumed)
              UILabel 'Build started'  0x7ff72872d660, in TVOSToast
              TVOSToast                0x7ff728736c30
            Constraints
              [1] 0x7ff728508900  center y of UIView is 70 pt below top edge of TVOSToast (from its autoresizing mask h=--& v=--&)
              [2] 0x7ff72851ef70  height of UIView is 140 (from its autoresizing mask h=--& v=--&)
              [3] 0x7ff728680a70  center y of UILabel 'Build started' is 70 pt below top edge of TVOSToast (from its autoresizing mask h=--& v=--&)
              [4] 0x7ff72871c870  bottom edge of UIView is 10 pt above bottom edge of TVOSToast
              [5] 0x7ff728723710  top edge of UILabel 'Build started' is 10 pt below top edge of TVOSToast
              [6] 0x7ff728726930  bottom edge of UILabel 'Build started' is 10 pt above bottom edge of TVOSToast
            Conflict: these cannot all hold (the only minimal set)
              [1] center y of UIView is 70 pt below top edge of TVOSToast (from its autoresizing mask h=--& v=--&)
              [2] height of UIView is 140 (from its autoresizing mask h=--& v=--&)
              [3] center y of UILabel 'Build started' is 70 pt below top edge of TVOSToast (from its autoresizing mask h=--& v=--&)
              [4] bottom edge of UIView is 10 pt above bottom edge of TVOSToast
              [5] top edge of UILabel 'Build started' is 10 pt below top edge of TVOSToast
              [6] bottom edge of UILabel 'Build started' is 10 pt above bottom edge of TVOSToast
              70 [1] + 0.5 × 140 [2] + 10 [4] + 10 [5] = 160 ≠ 2 × 70 [3] + 10 [6] = 150
            UIKit broke [6] 0x7ff728726930: without it the others can all hold.
            Note: The log does not say which view contains UIView; it is taken to be TVOSToast, which 0x7ff72871c870 pins it to.
            """#
        #expect(try Fixture.explain("tvos-toast-1.log").text == expected + "\n")
    }

    /// A safe-area guide named after its owner, whose name carries an address suffix; what the
    /// identifiers UIKit gives its own constraints mean.
    @Test func safeAreaGuide() throws {
        let expected = #"""
            safe-area-guide.log: 1 report

            Report 1 (line 2): 4 constraints, 3 items
            Views
              UIView (292b0)                      0x13fd292b0
              UIView (76c30)                      0x140f76c30
              UIView (76c30).safeAreaLayoutGuide  0x600003e14d20, of UIView (76c30)
            Constraints
              [1] 0x6000023de9e0  bottom edge of UIView (292b0) is at bottom edge of UIView (76c30)
              [2] 0x6000023de8f0  top edge of UIView (292b0) is 844 pt below top edge of UIView (76c30).safeAreaLayoutGuide
              [3] 0x6000023de760  height of UIView (76c30) is 844 ('UIView-Encapsulated-Layout-Height': the height its table view, collection view or view controller sets)
              [4] 0x6000023de580  top edge of UIView (76c30).safeAreaLayoutGuide is 47 pt below top edge of UIView (76c30) ('UIViewSafeAreaLayoutGuide-top': the safe area's inset)
              [5] implied         height of UIView (292b0) is at least 0 (sizes are never negative)
            Conflict: these cannot all hold (the only minimal set)
              [1] bottom edge of UIView (292b0) is at bottom edge of UIView (76c30)
              [2] top edge of UIView (292b0) is 844 pt below top edge of UIView (76c30).safeAreaLayoutGuide
              [3] height of UIView (76c30) is 844 ('UIView-Encapsulated-Layout-Height': the height its table view, collection view or view controller sets)
              [4] top edge of UIView (76c30).safeAreaLayoutGuide is 47 pt below top edge of UIView (76c30) ('UIViewSafeAreaLayoutGuide-top': the safe area's inset)
              [5] height of UIView (292b0) is at least 0 (sizes are never negative)
              844 [2] + 47 [4] = 891 > 844 [3]
            UIKit broke [1] 0x6000023de9e0: without it the others can all hold.
            """#
        #expect(try Fixture.explain("safe-area-guide.log").text == expected + "\n")
    }

    /// AppKit: a cell known by its identifier in the names: block, an autoresizing width.
    @Test func appKitCell() throws {
        let expected = #"""
            munki-1241.log: 1 report

            Report 1 (line 3): 6 constraints, 3 items, AppKit
            Views
              NSTextField  0x78a523480, in ItemCell
              ItemCell     0x78b50b000
              NSImageView  0x78b556d00, in ItemCell
            Constraints
              [1] 0x78a6c2df0  width of NSTextField is at least 152
              [2] 0x78a6c2fd0  trailing edge of NSTextField is 8 pt left of trailing edge of ItemCell
              [3] 0x78a6c3020  leading edge of NSTextField is 3 pt right of trailing edge of NSImageView
              [4] 0x78a6c3c00  width of ItemCell is 194 (from its autoresizing mask h=--& v=-&-)
              [5] 0x78a6c2f30  leading edge of NSImageView is 6 pt right of leading edge of ItemCell
              [6] 0x78a6c2c10  width of NSImageView is 30
            Conflict: these cannot all hold (the only minimal set)
              [1] width of NSTextField is at least 152
              [2] trailing edge of NSTextField is 8 pt left of trailing edge of ItemCell
              [3] leading edge of NSTextField is 3 pt right of trailing edge of NSImageView
              [4] width of ItemCell is 194 (from its autoresizing mask h=--& v=-&-)
              [5] leading edge of NSImageView is 6 pt right of leading edge of ItemCell
              [6] width of NSImageView is 30
              152 [1] + 8 [2] + 3 [3] + 6 [5] + 30 [6] = 199 > 194 [4]
            AppKit broke [1] 0x78a6c2df0: without it the others can all hold.
            """#
        #expect(try Fixture.explain("munki-1241.log").text == expected + "\n")
    }
}
