import AutoLayout
import Controls
import Foundation
import Testing
import TextMeasurement

/// A collection cell holding an ``ArticleContent`` (SelfSizingCellTests).
final class ArticleItemCell: CollectionViewCell {
    private(set) var content: ArticleContent!
    var title: Label { content.title }
    var body: Label { content.body }

    required init(frame: CGRect) {
        super.init(frame: frame)
        content = ArticleContent(in: contentView)
    }

    required init?(coder: NSCoder) { nil }
}

/// Articles for a collection view: a title and a body each.
final class ArticleItemSource: CollectionViewDataSource {
    var articles: [(title: String, body: String)]
    init(_ articles: [(String, String)]) { self.articles = articles }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { articles.count }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "article", for: indexPath) as! ArticleItemCell
        cell.title.text = articles[indexPath.item].title
        cell.body.text = articles[indexPath.item].body
        return cell
    }
}

/// Self-sizing collection cells with labels in the list layout: heights from wrapped text in
/// both directions, and a large text size (the fixed-advance measurer: a character is 0.6 em
/// wide, a line 1 em high). The same content as SelfSizingCellTests' table, without the
/// separator's half point.
@MainActor
struct SelfSizingItemTests {
    /// `count` nine-letter words.
    func words(_ count: Int) -> String { (0..<count).map { _ in "abcdefghi" }.joined(separator: " ") }

    func list(in window: Window, source: ArticleItemSource) -> CollectionView {
        let list = CollectionView(
            frame: window.bounds, collectionViewLayout: .list(using: CollectionLayoutListConfiguration(appearance: .plain)))
        list.register(ArticleItemCell.self, forCellWithReuseIdentifier: "article")
        window.addSubview(list)
        list.dataSource = source
        return list
    }

    @Test func itemsAreAsTallAsTheirTextInBothDirections() {
        for direction in [UserInterfaceLayoutDirection.leftToRight, .rightToLeft] {
            let window = makeWindow(width: 320, height: 480, direction: direction)
            let source = ArticleItemSource([("Title", words(6)), ("Title", words(2))])
            let list = list(in: window, source: source)
            window.layoutIfNeeded()
            // The body is 288 wide at 17 points: two words a line. Six words: 8 + 10 + 4 + 51 + 8.
            #expect(list.visibleCells.map(\.frame) == [
                CGRect(x: 0, y: 0, width: 320, height: 81), CGRect(x: 0, y: 81, width: 320, height: 47),
            ], "\(direction)")
            let cell = list.visibleCells[0] as! ArticleItemCell
            let titleX: CGFloat = direction == .leftToRight ? 16 : 320 - 16 - 30
            #expect(cell.title.frame == CGRect(x: titleX, y: 8, width: 30, height: 10), "\(direction) \(cell.title.frame.text)")
            #expect(cell.body.frame == CGRect(x: 16, y: 22, width: 288, height: 51), "\(direction) \(cell.body.frame.text)")
            #expect(list.contentSize == CGSize(width: 320, height: 128), "\(direction)")
        }
    }

    @Test func aLargeTextSizeMeasuresTheItemsAgain() {
        let window = makeWindow(width: 320, height: 480)
        let source = ArticleItemSource([("Title", words(6))])
        let list = list(in: window, source: source)
        window.layoutIfNeeded()
        #expect(list.visibleCells.first?.frame.height == 81)
        // Accessibility medium: the body at 28 points, one word a line: 6 × 28.
        window.traitCollection.preferredContentSizeCategory = .accessibilityMedium
        window.layoutIfNeeded()
        let cell = list.visibleCells[0] as! ArticleItemCell
        #expect(cell.body.font.pointSize == 28)
        #expect(cell.frame == CGRect(x: 0, y: 0, width: 320, height: 198), "\(cell.frame.text)")
        #expect(cell.body.frame == CGRect(x: 16, y: 22, width: 288, height: 168), "\(cell.body.frame.text)")
        #expect(list.contentSize.height == 198)
        #expect(list.measurementCount == 2)
    }
}
