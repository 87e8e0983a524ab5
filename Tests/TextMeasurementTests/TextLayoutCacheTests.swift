import Foundation
import Testing
import TextMeasurement

@Suite struct TextLayoutCacheTests {
    let font = Font.systemFont(ofSize: 10)

    @Test func aRepeatedRequestIsAHit() {
        let measurer = FixedAdvanceTextMeasurer()
        _ = measurer.layout("abc", font: font)
        _ = measurer.layout("abc", font: font)
        #expect(measurer.cache.statistics == .init(hits: 1, misses: 1, count: 1))
    }

    @Test func everyPartOfTheRequestIsPartOfTheKey() {
        let measurer = FixedAdvanceTextMeasurer()
        func measure(
            _ text: String = "abc def", size: CGFloat = 10, width: CGFloat = 30,
            mode: LineBreakMode = .byWordWrapping, lines: Int = 0
        ) {
            _ = measurer.layout(
                text, font: font.withSize(size), maxWidth: width, lineBreakMode: mode, numberOfLines: lines)
        }
        measure()
        measure("abc deg")
        measure(size: 11)
        measure(width: 31)
        measure(mode: .byCharWrapping)
        measure(lines: 1)
        #expect(measurer.cache.statistics == .init(hits: 0, misses: 6, count: 6))
        // Spellings of "unlimited" share one entry.
        measure("x", width: .infinity)
        measure("x", width: .greatestFiniteMagnitude)
        measure("x", width: .nan, lines: -1)
        #expect(measurer.cache.statistics.hits == 2)
    }

    @Test(arguments: [1, 2, 5, 8])
    func theCacheIsBounded(capacity: Int) {
        let measurer = FixedAdvanceTextMeasurer(cacheCapacity: capacity)
        for index in 0..<50 { _ = measurer.layout("text \(index)", font: font) }
        #expect(measurer.cache.capacity == capacity)
        #expect(measurer.cache.statistics.count <= capacity)
        #expect(measurer.cache.statistics.count >= 1)
        // The most recent request is still there.
        _ = measurer.layout("text 49", font: font)
        #expect(measurer.cache.statistics.hits == 1)
    }

    @Test func recentlyUsedEntriesSurvive() {
        let measurer = FixedAdvanceTextMeasurer(cacheCapacity: 4)
        for index in 0..<20 {
            _ = measurer.layout("kept", font: font)
            _ = measurer.layout("churn \(index)", font: font)
        }
        #expect(measurer.cache.statistics.hits == 19)
    }

    @Test func aCapacityOfZeroCachesNothing() {
        let measurer = FixedAdvanceTextMeasurer(cacheCapacity: 0)
        let first = measurer.layout("abc", font: font)
        #expect(measurer.layout("abc", font: font) == first)
        #expect(measurer.cache.statistics == .init(hits: 0, misses: 2, count: 0))
        #expect(TextLayoutCache(capacity: -3).capacity == 0)
    }

    @Test func removeAllEmptiesTheCache() {
        let measurer = FixedAdvanceTextMeasurer()
        _ = measurer.layout("abc", font: font)
        measurer.cache.removeAll()
        #expect(measurer.cache.statistics.count == 0)
        _ = measurer.layout("abc", font: font)
        #expect(measurer.cache.statistics.misses == 2)
    }

    @Test func measuringFromManyTasksAtOnceGivesTheSameLayouts() async {
        let measurer = FreeTypeTextMeasurer(cacheCapacity: 16)
        let texts = (0..<40).map { "Line \($0): the quick brown fox jumps over the lazy dog" }
        let expected = texts.map {
            FreeTypeTextMeasurer(cacheCapacity: 0).layout(
                $0, font: .systemFont(ofSize: 15), maxWidth: 140, lineBreakMode: .byTruncatingMiddle, numberOfLines: 2)
        }
        let results = await withTaskGroup(of: [TextLayout].self) { group in
            for _ in 0..<8 {
                group.addTask {
                    texts.map {
                        measurer.layout(
                            $0, font: .systemFont(ofSize: 15), maxWidth: 140, lineBreakMode: .byTruncatingMiddle,
                            numberOfLines: 2)
                    }
                }
            }
            var all: [[TextLayout]] = []
            for await result in group { all.append(result) }
            return all
        }
        #expect(results.count == 8)
        for result in results { #expect(result == expected) }
        #expect(measurer.cache.statistics.count <= 16)
        #expect(measurer.cache.statistics.hits + measurer.cache.statistics.misses == 8 * 40)
    }
}
