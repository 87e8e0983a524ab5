import AutoLayout
import CommandLineTesting
import Foundation
import LayoutDocument
import LayoutRendering
import Testing
import TextMeasurement

/// The chat thread as a list (Examples/documents/messages-list.yaml): prototype cells and
/// sample messages, the visible part and the whole content (`--full`), right to left and a
/// large text size. Text is measured with the fixed-advance measurer (a character 0.6 em wide,
/// a line 1 em high): at the body style's 17 points a character is 10.2 wide, a line 17 high.
@Suite struct ListDocumentTests {
    func screen(
        _ direction: UserInterfaceLayoutDirection? = nil, category: ContentSizeCategory? = nil, full: Bool = false
    ) throws -> RenderedScreen {
        let path = ExampleDocumentTests.root.appendingPathComponent("Examples/documents/messages-list.yaml").path
        let document = try LayoutDocument.read(contentsOfFile: path)
        return RenderedScreen(
            document,
            settings: ScreenSettings(
                layoutDirection: direction, contentSizeCategory: category, textMeasurer: FixedAdvanceTextMeasurer(),
                showsFullContent: full))
    }

    /// The lines of the text that name the list and its cells (`thread/N`), and the bubbles
    /// (`thread/N/0/0/0`: cell, content view, the prototype's top view, the bubble).
    func lines(_ screen: RenderedScreen, bubbles: Bool = false) -> [String] {
        screen.text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter {
            $0.hasPrefix("root ") || $0.hasPrefix("thread list")
                || $0.range(of: bubbles ? #"^thread/\d+/0/0/0 "# : #"^thread/\d+ "#, options: .regularExpression) != nil
        }
    }

    func list(_ screen: RenderedScreen) -> CollectionView? { screen.layout.view(named: "thread") as? CollectionView }

    /// The thread's top: the contact label (safe area 59 + 8, a headline line of 17) + 8.
    /// "Chào anh!": 9 characters, 91.8 → 92 (a pixel at scale 3), the bubble 12 + 92 + 12,
    /// the item 8 + 17 + 8; items 8 apart. Every item fits in 852 but the last, cut.
    @Test func theVisiblePartOfTheThread() throws {
        let screen = try screen()
        #expect(screen.problems.isEmpty && screen.conflicts.isEmpty && screen.ambiguity.isEmpty)
        #expect(lines(screen) == [
            "root window (0, 0, 393, 852)", "thread list (0, 92, 393, 760)",
            "thread/0 _DocumentCollectionCell (0, 92, 393, 33)", "thread/1 _DocumentCollectionCell (0, 133, 393, 67)",
            "thread/2 _DocumentCollectionCell (0, 208, 393, 33)", "thread/3 _DocumentCollectionCell (0, 249, 393, 67)",
            "thread/4 _DocumentCollectionCell (0, 324, 393, 84)", "thread/5 _DocumentCollectionCell (0, 416, 393, 33)",
            "thread/6 _DocumentCollectionCell (0, 457, 393, 33)", "thread/7 _DocumentCollectionCell (0, 498, 393, 50)",
            "thread/8 _DocumentCollectionCell (0, 556, 393, 84)", "thread/9 _DocumentCollectionCell (0, 648, 393, 33)",
            "thread/10 _DocumentCollectionCell (0, 689, 393, 33)", "thread/11 _DocumentCollectionCell (0, 730, 393, 67)",
            "thread/12 _DocumentCollectionCell (0, 805, 393, 33)", "thread/13 _DocumentCollectionCell (0, 846, 393, 84)",
        ])
        // Incoming on the leading side (12), outgoing ending 12 before the trailing edge; a
        // message wraps at 393 - 12 - 64 - 24 = 293.
        #expect(Array(lines(screen, bubbles: true).prefix(4)) == [
            "root window (0, 0, 393, 852)", "thread list (0, 92, 393, 760)",
            "thread/0/0/0/0 _DocumentView (12, 92, 116, 33)", "thread/1/0/0/0 _DocumentView (12, 133, 309.666667, 67)",
        ])
        #expect(lines(screen, bubbles: true)[4] == "thread/2/0/0/0 _DocumentView (326.333333, 208, 54.666667, 33)")
        // The content: 14 items and 13 spacings, measured as they showed.
        #expect(list(screen)?.contentSize == CGSize(width: 393, height: 838))
        #expect(list(screen)?.visibleCells.count == 14)
    }

    @Test func rightToLeftPutsIncomingMessagesOnTheRight() throws {
        let screen = try screen(.rightToLeft)
        let bubbles = lines(screen, bubbles: true)
        #expect(bubbles[2] == "thread/0/0/0/0 _DocumentView (265, 92, 116, 33)")
        #expect(bubbles[3] == "thread/1/0/0/0 _DocumentView (71.333333, 133, 309.666667, 67)")
        #expect(bubbles[4] == "thread/2/0/0/0 _DocumentView (12, 208, 54.666667, 33)")
        #expect(lines(screen) == lines(try self.screen()))
    }

    /// Accessibility medium: the body at 28 points (16.8 a character); the contact's headline
    /// line is 28 high. Only the seven items that fit are asked for and measured.
    @Test func aLargeTextSizeShowsFewerTallerItems() throws {
        let screen = try screen(category: .accessibilityMedium)
        #expect(screen.problems.isEmpty && screen.conflicts.isEmpty)
        #expect(lines(screen) == [
            "root window (0, 0, 393, 852)", "thread list (0, 103, 393, 749)",
            "thread/0 _DocumentCollectionCell (0, 103, 393, 44)", "thread/1 _DocumentCollectionCell (0, 155, 393, 128)",
            "thread/2 _DocumentCollectionCell (0, 291, 393, 44)", "thread/3 _DocumentCollectionCell (0, 343, 393, 184)",
            "thread/4 _DocumentCollectionCell (0, 535, 393, 184)", "thread/5 _DocumentCollectionCell (0, 727, 393, 72)",
            "thread/6 _DocumentCollectionCell (0, 807, 393, 44)",
        ])
        // "Chào anh!": 151.2 → 151.333, the bubble 175.333, one line of 28.
        #expect(lines(screen, bubbles: true)[2] == "thread/0/0/0/0 _DocumentView (12, 103, 175.333333, 44)")
        #expect(list(screen)?.measurementCount == 7)
        #expect(list(screen)?.visibleCells.count == 7)
    }

    /// `--full`: the window grows until the list is as tall as its content (838) and its bottom
    /// inset (the home indicator's 34): 92 + 872.
    @Test func theFullContent() throws {
        let screen = try screen(full: true)
        #expect(screen.size == CGSize(width: 393, height: 964))
        #expect(lines(screen).prefix(2) == ["root window (0, 0, 393, 964)", "thread list (0, 92, 393, 872)"])
        #expect(lines(screen).last == "thread/13 _DocumentCollectionCell (0, 846, 393, 84)")
        // At a large text size, items measured as they come into view make the content taller
        // than its first estimate: the window grows until every item shows.
        let large = try self.screen(category: .accessibilityMedium, full: true)
        let thread = try #require(list(large))
        #expect(thread.visibleCells.count == 14)
        #expect(thread.measurementCount == 14)
        #expect(thread.bounds.height == thread.contentSize.height + 34)
        #expect(large.size.height == 103 + thread.contentSize.height + 34)
    }

    @Test func theSVGIsDeterministic() throws {
        let first = try screen(full: true).svg()
        #expect(first == (try screen(full: true).svg()))
        #expect(parsesAsXML(first).ok)
        #expect(first.contains(#"height="964""#) || first.contains(#"height="2892""#))
    }
}

/// `autolayout render --full` from the command line.
@Suite struct RenderFullCommandTests {
    @Test func fullRendersTheWholeContent() throws {
        let document = "Examples/documents/messages-list.yaml"
        let visible = try AutolayoutProcess.run(["render", document, "--format", "json"])
        let full = try AutolayoutProcess.run(["render", document, "--format", "json", "--full"])
        #expect(visible.status == 0 && full.status == 0)
        #expect(visible.text.contains(#""size": {"width": 393, "height": 852}"#))
        // Taller than the screen by what the list lacked (fonts installed decide how much).
        let height = full.text.firstMatch(of: /"size": \{"width": 393, "height": ([0-9.]+)\}/).map { Double($0.1)! } ?? 0
        #expect(height > 852)
        let help = try AutolayoutProcess.run(["render", "--help"])
        #expect(help.text.contains("--full"))
    }
}
