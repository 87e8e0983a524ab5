import AutoLayout
import Controls
import Foundation
import Testing
import TextMeasurement

/// A one-line title (10 points, at its natural width) above a body of several lines in the
/// body text style, which follows Dynamic Type: the content of the table's and the collection
/// view's article cells.
struct ArticleContent {
    let title = makeLabel("title", nil)
    let body = makeLabel("body", nil, font: .preferredFont(forTextStyle: .body), lines: 0)

    init(in contentView: View) {
        body.adjustsFontForContentSizeCategory = true
        contentView.addSubview(title)
        contentView.addSubview(body)
        LayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            title.trailingAnchor.constraint(lessThanOrEqualTo: contentView.trailingAnchor, constant: -16),
            title.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
            body.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            body.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
            body.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4),
            body.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
        ])
    }
}

/// A table cell holding an ``ArticleContent``.
final class ArticleCell: TableViewCell {
    private(set) var content: ArticleContent!
    var title: Label { content.title }
    var body: Label { content.body }

    required init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        content = ArticleContent(in: contentView)
    }

    required init?(coder: NSCoder) { nil }
}

/// Articles: a title and a body each.
final class ArticleSource: TableViewDataSource {
    var articles: [(title: String, body: String)]
    init(_ articles: [(String, String)]) { self.articles = articles }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { articles.count }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "article", for: indexPath) as! ArticleCell
        cell.title.text = articles[indexPath.row].title
        cell.body.text = articles[indexPath.row].body
        return cell
    }
}

/// Self-sizing table cells with labels: heights from wrapped text, right to left, and a large
/// text size (the fixed-advance measurer: a character is 0.6 em wide, a line 1 em high).
@MainActor
struct SelfSizingCellTests {
    /// `count` nine-letter words.
    func words(_ count: Int) -> String { (0..<count).map { _ in "abcdefghi" }.joined(separator: " ") }

    func table(in window: Window, source: ArticleSource) -> TableView {
        let table = TableView(frame: window.bounds)
        table.register(ArticleCell.self, forCellReuseIdentifier: "article")
        window.addSubview(table)
        table.dataSource = source
        return table
    }

    @Test func rowsAreAsTallAsTheirTextInBothDirections() {
        for direction in [UserInterfaceLayoutDirection.leftToRight, .rightToLeft] {
            let window = makeWindow(width: 320, height: 480, direction: direction)
            let source = ArticleSource([("Title", words(6)), ("Title", words(2))])
            let table = table(in: window, source: source)
            window.layoutIfNeeded()
            // The body is 288 wide at 17 points: a word is 91.8, a space 10.2, two words a
            // line. Six words: 3 lines of 17; the row is 8 + 10 + 4 + 51 + 8, and the
            // separator's half point.
            #expect(table.visibleCells.map(\.frame) == [
                CGRect(x: 0, y: 0, width: 320, height: 81.5), CGRect(x: 0, y: 81.5, width: 320, height: 47.5),
            ], "\(direction)")
            let cell = table.visibleCells[0] as! ArticleCell
            // "Title": 5 characters of 6 at 10 points, on the leading side.
            let titleX: CGFloat = direction == .leftToRight ? 16 : 320 - 16 - 30
            #expect(cell.title.frame == CGRect(x: titleX, y: 8, width: 30, height: 10), "\(direction) \(cell.title.frame.text)")
            #expect(cell.body.frame == CGRect(x: 16, y: 22, width: 288, height: 51), "\(direction) \(cell.body.frame.text)")
            #expect(table.contentSize == CGSize(width: 320, height: 129), "\(direction)")
        }
    }

    @Test func aLargeTextSizeMeasuresTheRowsAgain() {
        let window = makeWindow(width: 320, height: 480)
        let source = ArticleSource([("Title", words(6))])
        let table = table(in: window, source: source)
        window.layoutIfNeeded()
        #expect(table.visibleCells.first?.frame.height == 81.5)
        // Accessibility medium: the body at 28 points, a word 151.2 wide, one a line: 6 × 28.
        window.traitCollection.preferredContentSizeCategory = .accessibilityMedium
        window.layoutIfNeeded()
        let cell = table.visibleCells[0] as! ArticleCell
        #expect(cell.body.font.pointSize == 28)
        // 8 + 10 + 4 + 168 + 8, and the separator.
        #expect(cell.frame == CGRect(x: 0, y: 0, width: 320, height: 198.5), "\(cell.frame.text)")
        #expect(cell.body.frame == CGRect(x: 16, y: 22, width: 288, height: 168), "\(cell.body.frame.text)")
        #expect(table.contentSize.height == 198.5)
        #expect(table.measurementCount == 2)
    }

    @Test func aNarrowerTableMakesTallerRows() {
        let window = makeWindow(width: 320, height: 480)
        let table = table(in: window, source: ArticleSource([]))
        let source = ArticleSource([("Title", words(6))])
        table.dataSource = source
        table.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        window.layoutIfNeeded()
        #expect(table.visibleCells.first?.frame.height == 81.5)
        // 200 wide: the body is 168, one word a line.
        window.frame = CGRect(x: 0, y: 0, width: 200, height: 480)
        window.layoutIfNeeded()
        // 8 + 10 + 4 + 6 × 17 + 8, and the separator.
        #expect(table.visibleCells.first?.frame == CGRect(x: 0, y: 0, width: 200, height: 132.5))
    }
}
