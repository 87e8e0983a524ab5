import Foundation
import Graphics
import Testing

struct RecordingContextTests {
    static let run = GlyphRun(
        fontFile: "/fonts/a.ttf", faceIndex: 0, pointSize: 10, glyphs: [3, 4],
        positions: [.zero, CGPoint(x: 5, y: 0)], advance: 11)
    static let image = ImageReference(path: "/images/a.png", pixelSize: CGSize(width: 4, height: 2))

    /// Every call, recorded as made.
    static func drawEverything(into context: some GraphicsContext) {
        context.saveState()
        context.translate(by: CGPoint(x: 1, y: 2))
        context.scale(by: 2)
        context.clip(to: Path(rect: CGRect(x: 0, y: 0, width: 5, height: 5)))
        context.setAlpha(0.5)
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1), with: .red)
        context.stroke(Path(lineFrom: .zero, to: CGPoint(x: 3, y: 0)), with: .blue)
        context.stroke(Path(lineFrom: .zero, to: CGPoint(x: 3, y: 0)), with: .blue, lineWidth: 2, dash: [4, 2])
        context.draw(run, at: CGPoint(x: 0, y: 8), color: .label)
        context.draw(image: image, in: CGRect(x: 0, y: 0, width: 2, height: 1))
        context.restoreState()
    }

    static let expected: [DrawingCommand] = [
        .saveState,
        .translate(CGPoint(x: 1, y: 2)),
        .scale(2),
        .clip(Path(rect: CGRect(x: 0, y: 0, width: 5, height: 5))),
        .setAlpha(0.5),
        .fill(Path(rect: CGRect(x: 0, y: 0, width: 1, height: 1)), .red),
        .stroke(Path(lineFrom: .zero, to: CGPoint(x: 3, y: 0)), .blue, lineWidth: 1, dash: nil),
        .stroke(Path(lineFrom: .zero, to: CGPoint(x: 3, y: 0)), .blue, lineWidth: 2, dash: [4, 2]),
        .drawGlyphs(run, at: CGPoint(x: 0, y: 8), color: .label),
        .drawImage(image, in: CGRect(x: 0, y: 0, width: 2, height: 1)),
        .restoreState,
    ]

    @Test func everyCallIsRecordedInOrder() {
        let recorder = RecordingContext()
        Self.drawEverything(into: recorder)
        #expect(recorder.commands == Self.expected)
        recorder.removeAll()
        #expect(recorder.commands.isEmpty)
    }

    @Test func replayingADisplayListRecordsTheSameList() {
        let copy = RecordingContext()
        copy.replay(Self.expected)
        #expect(copy.commands == Self.expected)
    }

    @Test func withSavedStateBracketsTheBody() {
        let recorder = RecordingContext()
        let value = recorder.withSavedState {
            recorder.setAlpha(0.25)
            return 7
        }
        #expect(value == 7)
        #expect(recorder.commands == [.saveState, .setAlpha(0.25), .restoreState])
    }

    @Test func imageReferencesNameTheirSource() throws {
        #expect(Self.image.path == "/images/a.png")
        #expect(Self.image.description == "/images/a.png (4 × 2 px)")
        let inMemory = ImageReference(data: Data([1, 2, 3]), pixelSize: CGSize(width: 1, height: 1))
        #expect(inMemory.path == nil)
        #expect(try inMemory.bytes() == Data([1, 2, 3]))
        #expect(inMemory.description == "3 bytes (1 × 1 px)")
        #expect(throws: (any Error).self) { try Self.image.bytes() }
    }
}

struct CurrentGraphicsContextTests {
    @Test func theCurrentContextNestsAndIsNilOutside() {
        let outer = RecordingContext()
        let inner = RecordingContext()
        #expect(currentGraphicsContext == nil)
        withCurrentGraphicsContext(outer) {
            #expect(currentGraphicsContext === outer)
            withCurrentGraphicsContext(inner) {
                currentGraphicsContext?.setAlpha(0.5)
            }
            #expect(currentGraphicsContext === outer)
        }
        #expect(currentGraphicsContext == nil)
        #expect(inner.commands == [.setAlpha(0.5)])
        #expect(outer.commands.isEmpty)
    }

    @Test func eachThreadHasItsOwnCurrentContext() {
        let main = RecordingContext()
        let seenElsewhere = _Box()
        let done = DispatchSemaphore(value: 0)
        withCurrentGraphicsContext(main) {
            // While this thread has a current context, another thread has none.
            let thread = Thread {
                seenElsewhere.isNil = currentGraphicsContext == nil
                done.signal()
            }
            thread.start()
            done.wait()
            #expect(currentGraphicsContext === main)
        }
        #expect(seenElsewhere.isNil == true)
    }
}

/// What the other thread saw.
private final class _Box: @unchecked Sendable {
    var isNil: Bool?
}
