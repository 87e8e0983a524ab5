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

    /// A cell made outside the window (as a data source dequeues it) joins a window at a large
    /// text size: its label takes the category's font as it joins, and must be laid out at the
    /// size measured with that font. (It failed before: the layout pass gave the label the
    /// width solved with its old font, 92, before the engine read the new size, and the label,
    /// taking that width as its own, wrapped one word on two lines: 84 wide, 28 high.)
    @Test func aCellThatJoinsAtALargeTextSizeIsLaidOutAtIt() {
        final class HuggingCell: CollectionViewCell {
            let label = makeLabel("label", nil, font: .preferredFont(forTextStyle: .body), lines: 0)
            required init(frame: CGRect) {
                super.init(frame: frame)
                label.adjustsFontForContentSizeCategory = true
                contentView.addSubview(label)
                LayoutConstraint.activate([
                    label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 12),
                    label.trailingAnchor.constraint(lessThanOrEqualTo: contentView.trailingAnchor, constant: -64),
                    label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
                    label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
                ])
            }
            required init?(coder: NSCoder) { nil }
        }
        final class Words: CollectionViewDataSource {
            func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 1 }
            func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
                let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "word", for: indexPath) as! HuggingCell
                cell.label.text = "abcdefghi"
                return cell
            }
        }
        let window = makeWindow(width: 320, height: 480)
        window.traitCollection.preferredContentSizeCategory = .accessibilityMedium
        let list = CollectionView(
            frame: window.bounds, collectionViewLayout: .list(using: CollectionLayoutListConfiguration(appearance: .plain)))
        list.register(HuggingCell.self, forCellWithReuseIdentifier: "word")
        let words = Words()
        window.addSubview(list)
        list.dataSource = words
        window.layoutIfNeeded()
        let cell = list.visibleCells[0] as! HuggingCell
        // 9 characters of 16.8 at 28 points: 151.2, 151.5 on the half-point grid; one line.
        #expect(cell.label.font.pointSize == 28)
        #expect(cell.label.frame == CGRect(x: 12, y: 8, width: 151.5, height: 28), "\(cell.label.frame.text)")
        #expect(cell.frame == CGRect(x: 0, y: 0, width: 320, height: 44))
    }
}
