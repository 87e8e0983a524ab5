import Conformance
import Foundation
import Testing

/// `autolayout check`'s library side: what the engine finds in each case (conflicts,
/// ambiguities, refused constraints), whatever the case expects.
struct ConformanceCheckTests {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let example = packageRoot.appendingPathComponent("Examples/check/diagnostics.json").path

    /// The cases of the files at the paths, with their checks.
    func checkedCases(_ paths: [String]) throws -> [(testCase: ConformanceCase, check: ConformanceCheck)] {
        var result: [(ConformanceCase, ConformanceCheck)] = []
        for path in paths {
            var files = [path]
            if let names = try? FileManager.default.contentsOfDirectory(atPath: path) {
                files = names.sorted().filter { $0.hasSuffix(".json") && !$0.hasPrefix("x") }
                    .map { (path as NSString).appendingPathComponent($0) }
            }
            for file in files {
                let text = try String(contentsOfFile: file, encoding: .utf8)
                for testCase in try ConformanceCase.read(text, file: file) where !testCase.isDisabled {
                    result.append((testCase, ConformanceRunner().check(testCase)))
                }
            }
        }
        return result
    }

    func temporaryFile(_ text: String) throws -> String {
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("check-\(UUID().uuidString).json").path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    // MARK: Every case through ambiguity detection

    /// Every Apple semantics case and every case of the runner's own: the ambiguity cases report exactly
    /// their views and axes, and no other case reports any ambiguity (nor a conflict, unless it
    /// expects one). Cases whose constraints are refused on purpose leave their views free, so
    /// only their refusal is asserted.
    @Test func ambiguityDetectionAgreesWithEveryCase() throws {
        let cases = try checkedCases([AppleSemanticsCasesTests.casesDirectory, RunnerCasesTests.fixtures])
        #expect(cases.count >= 37)
        var ambiguityCases: [String] = []
        for (testCase, check) in cases {
            let found = Set(check.ambiguousViews.map { "\($0.name) \($0.axis)" })
            switch testCase.expectation {
            case .ambiguous(let views, let axes):
                ambiguityCases.append(testCase.id)
                let expected = Set(views.flatMap { view in axes.map { "\(view.text) \($0.text)" } })
                #expect(found == expected, "\(testCase.id)")
                #expect(check.conflicts.isEmpty && check.refusals.isEmpty, "\(testCase.id)")
            case .unsatisfiable:
                #expect(found.isEmpty, "\(testCase.id): \(found.sorted())")
                #expect(check.conflicts.count == 1, "\(testCase.id)")
            case .frames where testCase.id.hasPrefix("open-"):
                // Under-constrained layouts pin where the engine puts an ambiguous view; it is
                // still reported ambiguous (docs/under-constrained-layouts.md).
                #expect(!found.isEmpty, "\(testCase.id)")
                #expect(check.conflicts.isEmpty && check.refusals.isEmpty, "\(testCase.id)")
            case .frames, .fittingSize:
                #expect(found.isEmpty, "\(testCase.id): \(found.sorted())")
                #expect(!check.hasProblems && check.parseErrors.isEmpty, "\(testCase.id): \(check)")
            case .invalidConstraint:
                #expect(check.refusals.count == 1, "\(testCase.id)")
            case .formatError:
                #expect(check.parseErrors.count == 1, "\(testCase.id)")
            }
        }
        #expect(ambiguityCases.count >= 3)
        #expect(cases.filter { $0.testCase.id.hasPrefix("open-") }.count == 15)
        #expect(ambiguityCases.contains("row-ambiguous-equal-hugging") && ambiguityCases.contains("ambiguous-top-leading-only"))
    }

    /// The Apple semantics ambiguity and conflict cases, report for report, with the case file's places.
    @Test func theAppleSemanticsDiagnosisCasesReadExactly() throws {
        let cases = try checkedCases([AppleSemanticsCasesTests.casesDirectory])
        let topLeading = try #require(cases.first { $0.testCase.id == "ambiguous-top-leading-only" })
        let at = topLeading.check.location
        #expect(
            topLeading.check.description == """
                \(at): ambiguous-top-leading-only: ambiguous: v: width is not determined; add a width, or pin both leading and trailing
                \(at): ambiguous-top-leading-only: ambiguous: v: height is not determined; add a height, or pin both top and bottom
                """)
        let widths = try #require(cases.first { $0.testCase.id == "unsat-two-required-widths" })
        let narrow = widths.testCase.document.root.constraints[0].location
        let wide = widths.testCase.document.root.constraints[1].location
        #expect(
            widths.check.description == """
                \(widths.check.location): unsat-two-required-widths: conflict: these required constraints cannot all hold:
                    v.width == 100   (\(narrow))
                    v.width == 200   (\(wide))
                  Multiplied by these factors and added up:
                    +1 × v.width == 100   (\(narrow))
                    -1 × v.width == 200   (\(wide))
                  Adding these up, every position and size cancels, leaving 100 ≠ 200: the two sides must be equal.
                  Broken to recover: v.width == 200   (\(wide))
                  because it was being activated, and the constraints already in place are kept.
                """)
        let hugging = try #require(cases.first { $0.testCase.id == "row-ambiguous-equal-hugging" })
        let tie = """
                a.width <= 50 @250   (content hugging)
                b.width <= 50 @250   (content hugging)
              give one of a, b a higher content hugging priority than 250 (setContentHuggingPriority(_:for: .horizontal))
            """
        let head = "\(hugging.check.location): row-ambiguous-equal-hugging: ambiguous:"
        #expect(
            hugging.check.description == """
                \(head) a: width is not determined (anything from 50 to 270): optional constraints of equal priority (250) tie, and every value leaves them equally unmet:
                \(tie)
                \(head) b: width is not determined (anything from 50 to 270): optional constraints of equal priority (250) tie, and every value leaves them equally unmet:
                \(tie)
                """)
    }

    // MARK: The example file

    @Test func theExampleFile() throws {
        let summary = try ConformanceRunner().check(paths: [Self.example])
        let file = Self.example
        let tie = """
                name.width <= 60 @250   (content hugging)
                score.width <= 40 @250   (content hugging)
              give one of name, score a higher content hugging priority than 250 (setContentHuggingPriority(_:for: .horizontal))
            """
        let expected = """
            \(file):4:5: wide-button: no conflicts, no ambiguity
            \(file):18:5: red-view: ambiguous: red: width is not determined; add a width, or pin both leading and trailing
            \(file):18:5: red-view: ambiguous: red: height is not determined; add a height, or pin both top and bottom
            \(file):29:5: too-wide: conflict: these required constraints cannot all hold:
                root.width == 300   ('AL-root-width', the root's bounds)
                field.leading == root.leading + 8   (\(file):35:9)
                field.width == 300   (\(file):36:9)
                root.trailing >= field.trailing + 8   (\(file):37:9)
              Multiplied by these factors and added up:
                -1 × root.width == 300   ('AL-root-width', the root's bounds)
                +1 × field.leading == root.leading + 8   (\(file):35:9)
                +1 × field.width == 300   (\(file):36:9)
                +1 × root.trailing >= field.trailing + 8   (\(file):37:9)
              Adding these up, every position and size cancels, leaving 8 + 300 + 8 = 316 > 300: the left side must be at most the right.
              Broken to recover: root.trailing >= field.trailing + 8   (\(file):37:9)
              because it was being activated, and the constraints already in place are kept.
            \(file):47:5: equal-hugging: ambiguous: name: width is not determined (anything from 60 to 272): optional constraints of equal priority (250) tie, and every value leaves them equally unmet:
            \(tie)
            \(file):47:5: equal-hugging: ambiguous: score: width is not determined (anything from 40 to 252): optional constraints of equal priority (250) tie, and every value leaves them equally unmet:
            \(tie)
            """
        #expect(summary.checks.map(\.description).joined(separator: "\n") == expected)
        #expect(summary.closingLine == "4 cases checked: 1 conflict, 4 ambiguities, 0 refused constraints")
        #expect(summary.exitStatus == 1)
        #expect(summary.checks.map(\.hasProblems) == [false, true, true, true])
        // The conflict is the smallest set: the field's top and height are not in it.
        #expect(summary.checks[2].conflicts.map(\.conflictingConstraints.count) == [4])
    }

    // MARK: Parse errors, free-standing trees, visual formats

    @Test func placesThatCannotBeReadAreParseErrors() throws {
        let path = try temporaryFile(
            """
            {"cases": [
              {"id": "syntax", "root": {"w": 100, "h": 100}, "views": [{"name": "v"}],
               "constraints": ["v.width == == 100", "w.top == root.top", "v.leading == root.safeArea.leading", "v.top == q.layoutMargins.top"],
               "expect": {"frames": {}}},
              {"id": "parent", "root": {"w": 100, "h": 100}, "views": [{"name": "v", "parent": "nowhere"}, {"name": "v"}],
               "vfl": [{"format": "H:|[v]|", "options": ["alignAllSideways"]}],
               "expect": {"frames": {}}},
              {"id": "vfl", "root": {"w": 100, "h": 100}, "views": [{"name": "v"}],
               "vfl": [{"format": "H:|-[v]-[nobody]|"}],
               "expect": {"frames": {}}},
              {"id": "fine", "root": {"w": 100, "h": 100}, "views": [{"name": "v"}],
               "constraints": ["v.leading == root.leading", "v.trailing == root.trailing", "v.top == root.top", "v.height == 10"],
               "expect": {"frames": {}}},
              {"id": "xdisabled", "root": {"w": 100, "h": 100}, "expect": {"frames": {}}}
            ]}
            """)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let summary = try ConformanceRunner().check(paths: [path])
        #expect(
            summary.parseErrors.map(\.description) == [
                "\(path):3:32: expected item.attribute",
                "\(path):3:42: expected a view of the case, found w (did you mean v?)",
                "\(path):3:110: expected a view of the case or its safeArea or layoutMargins guide, found q.layoutMargins (did you mean v.layoutMargins?)",
                "\(path):5:84: expected a parent view of the case or null, found nowhere (did you mean root?)",
                "\(path):5:96: expected a name of its own, found v (already declared)",
                "\(path):6:46: expected a visual format option, found alignAllSideways (did you mean alignAllLeft?)",
                "\(path):9:33: nobody is not a key in the views dictionary.",
            ])
        #expect(summary.checks.map(\.description) == ["", "", "", "\(path):11:3: fine: no conflicts, no ambiguity"])
        #expect(summary.skipped == ["xdisabled"])
        #expect(
            summary.closingLine
                == "1 case checked: 0 conflicts, 0 ambiguities, 0 refused constraints, 3 cases not read, 1 skipped")
        #expect(summary.exitStatus == 2)
    }

    @Test func aFreeStandingTreeIsCheckedAtItsFittingSize() throws {
        let path = try temporaryFile(
            """
            {"cases": [
              {"id": "cell", "root": null,
               "views": [{"name": "cell", "parent": null}, {"name": "label", "parent": "cell", "intrinsic": {"w": 100, "h": 20}}],
               "constraints": ["label.leading == cell.leading + 16", "cell.trailing == label.trailing + 16",
                 "label.top == cell.top + 16", "cell.bottom == label.bottom + 16"],
               "expect": {"frames": {}}},
              {"id": "narrow-cell", "root": null,
               "views": [{"name": "cell", "parent": null}, {"name": "label", "parent": "cell", "intrinsic": {"w": 100, "h": 20}}],
               "constraints": ["label.leading == cell.leading + 16", "cell.trailing == label.trailing + 16",
                 "label.top == cell.top + 16", "cell.bottom == label.bottom + 16", "label.width == 100", "cell.width == 50"],
               "expect": {"frames": {}}}
            ]}
            """)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let summary = try ConformanceRunner().check(paths: [path])
        #expect(
            summary.checks.map(\.description).joined(separator: "\n") == """
                \(path):2:3: cell: no conflicts, no ambiguity
                \(path):7:3: narrow-cell: conflict: these required constraints cannot all hold:
                    cell.width == 50   ('AL-root-width', the root's bounds)
                    label.leading == cell.leading + 16   (\(path):9:20)
                    cell.trailing == label.trailing + 16   (\(path):9:58)
                    label.width == 100   (\(path):10:72)
                  Multiplied by these factors and added up:
                    +1 × cell.width == 50   ('AL-root-width', the root's bounds)
                    -1 × label.leading == cell.leading + 16   (\(path):9:20)
                    -1 × cell.trailing == label.trailing + 16   (\(path):9:58)
                    -1 × label.width == 100   (\(path):10:72)
                  Adding these up, every position and size cancels, leaving 50 ≠ 16 + 16 + 100 = 132: the two sides must be equal.
                  Broken to recover: label.width == 100   (\(path):10:72)
                  because it was being activated, and the constraints already in place are kept.
                """)
    }

    @Test func visualFormatConstraintsAreNamedByTheirFormat() throws {
        let path = try temporaryFile(
            """
            {"cases": [
              {"id": "vfl-ambiguous", "root": {"w": 320, "h": 100}, "views": [{"name": "a"}, {"name": "b"}],
               "vfl": [{"format": "H:|-[a]-[b]-|"}, {"format": "V:|[a(20)]"}, {"format": "V:|[b(20)]"}],
               "expect": {"frames": {}}},
              {"id": "vfl-conflict", "root": {"w": 100, "h": 100}, "views": [{"name": "a"}],
               "vfl": [{"format": "H:|[a(200)]|"}, {"format": "V:|[a(20)]"}],
               "expect": {"frames": {}}},
              {"id": "refused", "root": {"w": 100, "h": 100}, "views": [{"name": "a"}, {"name": "b"}],
               "constraints": ["a.leading == b.left + 8"],
               "expect": {"frames": {}}}
            ]}
            """)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let summary = try ConformanceRunner().check(paths: [path])
        let ambiguous = "\(path):2:3: vfl-ambiguous: ambiguous:"
        #expect(
            summary.checks[0].description == """
                \(ambiguous) a: width is not determined (anything from 0 to 296); add a width, or pin both leading and trailing
                \(ambiguous) b: width is not determined (anything from 0 to 296); add a width, or pin both leading and trailing
                """)
        #expect(
            summary.checks[1].description == """
                \(path):5:3: vfl-conflict: conflict: these required constraints cannot all hold:
                    root.width == 100   ('AL-root-width', the root's bounds)
                    a.width == 200   (\(path):6:23, visual format)
                    a.leading == root.leading   (\(path):6:23, visual format)
                    root.trailing == a.trailing   (\(path):6:23, visual format)
                  Multiplied by these factors and added up:
                    +1 × root.width == 100   ('AL-root-width', the root's bounds)
                    -1 × a.width == 200   (\(path):6:23, visual format)
                    -1 × a.leading == root.leading   (\(path):6:23, visual format)
                    -1 × root.trailing == a.trailing   (\(path):6:23, visual format)
                  Adding these up, every position and size cancels, leaving 100 ≠ 200: the two sides must be equal.
                  Broken to recover: root.trailing == a.trailing   (\(path):6:23, visual format)
                  because it was being activated, and the constraints already in place are kept.
                """)
        #expect(summary.checks[2].refusals.map(\.description) == [
            "\(path):9:20: a.leading == b.left + 8: A constraint cannot relate leading or trailing to left or right: a.leading == b.left + 8"
        ])
        #expect(summary.closingLine == "3 cases checked: 1 conflict, 6 ambiguities, 1 refused constraint")
    }

    @Test func aFileThatIsNotOfTheFormatThrowsWithItsPlace() throws {
        let path = try temporaryFile(#"{"cases": ["#)
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(throws: (any Error).self) { try ConformanceRunner().check(paths: [path]) }
        do {
            _ = try ConformanceRunner().check(paths: [path])
        } catch {
            #expect(error.description == "\(path):1:12: expected a value or ']'")
        }
    }
}
