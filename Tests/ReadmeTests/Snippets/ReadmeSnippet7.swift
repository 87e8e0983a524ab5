// Generated from the Swift block at README.md:495; do not edit. After changing
// README.md, `AUTOLAYOUT_UPDATE_README=1 swift test --filter ReadmeTests` writes it again.
import AutoLayoutKit
import Testing

@Suite struct ReadmeSnippet7 {
    @Test("README.md:495") func runsAsPrinted() throws {
        let printed = PrintedText()
        func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
            printed.print(items, separator: separator, terminator: terminator)
        }
        func assert(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String = "", line: Int = #line) {
            printed.check(condition(), message(), line: line)
        }
#sourceLocation(file: "README.md", line: 497)

        let window = Window(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let scrollView = ScrollView()
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(scrollView)
        let rows = StackView(arrangedSubviews: (0..<12).map { _ in
            let row = View()
            row.heightAnchor.constraint(equalToConstant: 80).isActive = true
            return row
        })
        rows.axis = .vertical
        rows.spacing = 8
        rows.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(rows)
        let content = scrollView.contentLayoutGuide
        LayoutConstraint.activate([
            scrollView.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: window.trailingAnchor),
            scrollView.topAnchor.constraint(equalTo: window.topAnchor),
            scrollView.bottomAnchor.constraint(equalTo: window.bottomAnchor),
            // The classic: the edges to the content guide, the width to the frame guide.
            rows.leadingAnchor.constraint(equalTo: content.leadingAnchor),
            rows.trailingAnchor.constraint(equalTo: content.trailingAnchor),
            rows.topAnchor.constraint(equalTo: content.topAnchor),
            rows.bottomAnchor.constraint(equalTo: content.bottomAnchor),
            rows.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
        ])
        window.layoutIfNeeded()
        print(scrollView.contentSize.height)            // 12 × 80 + 11 × 8
        scrollView.scrollRectToVisible(rows.arrangedSubviews[11].frame, animated: false)
        print(scrollView.contentOffset.y)               // the last row's bottom at the view's

        // A table of self-sizing rows: each cell's content decides its height.
        final class BoxCell: TableViewCell {
            let box = View()
            let height: LayoutConstraint
            required init(reuseIdentifier: String?) {
                height = box.heightAnchor.constraint(equalToConstant: 0)
                super.init(reuseIdentifier: reuseIdentifier)
                box.translatesAutoresizingMaskIntoConstraints = false
                contentView.addSubview(box)
                LayoutConstraint.activate([
                    box.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
                    box.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
                    box.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
                    box.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
                    height,
                ])
            }
            required init?(coder: NSCoder) { nil }
        }
        final class Heights: TableViewDataSource {
            func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 10_000 }
            func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "box", for: indexPath) as! BoxCell
                cell.height.constant = CGFloat(20 + indexPath.row % 3 * 20)
                return cell
            }
        }
        let table = TableView(frame: window.bounds)
        table.register(BoxCell.self, forCellReuseIdentifier: "box")   // rowHeight: automaticDimension
        let heights = Heights()
        table.dataSource = heights
        scrollView.removeFromSuperview()
        window.addSubview(table)
        window.layoutIfNeeded()
        print(table.visibleCells.count, table.visibleCells.prefix(3).map(\.frame.height))
        table.contentOffset.y += 667                    // one screen: only the rows that appear are asked for
        window.layoutIfNeeded()
        print(table.indexPathsForVisibleRows.first!.row, table.visibleCells.count)

        // A collection view with UIKit's list layout: items as wide as the list, each as tall as its
        // content asks (estimated at 44 until measured).
        final class NoteCell: CollectionViewCell {
            let note = Label()
            required init(frame: CGRect) {
                super.init(frame: frame)
                note.numberOfLines = 0
                note.translatesAutoresizingMaskIntoConstraints = false
                contentView.addSubview(note)
                let margins = contentView.layoutMarginsGuide
                LayoutConstraint.activate([
                    note.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                    note.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
                    note.topAnchor.constraint(equalTo: margins.topAnchor),
                    note.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
                ])
            }
            required init?(coder: NSCoder) { nil }
        }
        final class Notes: CollectionViewDataSource {
            let notes = ["Short", String(repeating: "A longer note that wraps. ", count: 8)]
            func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { notes.count }
            func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
                let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "note", for: indexPath) as! NoteCell
                cell.note.text = notes[indexPath.item]
                return cell
            }
        }
        let list = CollectionView(
            frame: window.bounds,
            collectionViewLayout: .list(using: CollectionLayoutListConfiguration(appearance: .plain)))
        list.register(NoteCell.self, forCellWithReuseIdentifier: "note")
        let notes = Notes()
        list.dataSource = notes
        table.removeFromSuperview()
        window.addSubview(list)
        window.layoutIfNeeded()
        print(list.visibleCells.map(\.frame.height), list.contentSize.height)
#sourceLocation()
        printed.expect(matching: #"""
            1048.0
            381.0
            12 [36.5, 56.5, 76.5]
            11 13
            [36.0, 135.0] 171.0
            """#)
    }
}
