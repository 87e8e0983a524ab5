import Testing
import UIKitCompat

/// A table written as for UIKit: `UITableViewCell` subclass, `UITableViewDataSource`,
/// `UITableView.automaticDimension`, `IndexPath(row:section:)`, a `UIScrollView` behaviour.
@MainActor
@Suite struct UITableViewCodeTests {
    final class NoteCell: UITableViewCell {
        let note = UILabel()

        required init(reuseIdentifier: String?) {
            super.init(reuseIdentifier: reuseIdentifier)
            note.numberOfLines = 0
            note.font = .systemFont(ofSize: 10)
            note.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(note)
            NSLayoutConstraint.activate([
                note.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
                note.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
                note.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor),
                note.bottomAnchor.constraint(equalTo: contentView.layoutMarginsGuide.bottomAnchor),
            ])
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }

    final class Notes: UITableViewDataSource {
        let notes = ["", "a"]
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { notes.count }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "note", for: indexPath) as! NoteCell
            cell.note.text = notes[indexPath.row]
            return cell
        }
    }

    @Test func aTableWrittenForUIKit() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let table = UITableView(frame: window.bounds)
        table.register(NoteCell.self, forCellReuseIdentifier: "note")
        table.rowHeight = UITableView.automaticDimension
        table.estimatedRowHeight = 44
        table.contentInsetAdjustmentBehavior = UIScrollView.ContentInsetAdjustmentBehavior.never
        let notes = Notes()
        table.dataSource = notes
        window.addSubview(table)
        window.layoutIfNeeded()
        // An empty label: the margins alone (8 + 8) and the separator's half point.
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 16.5)
        #expect(table.visibleCells.count == 2)
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.frame.minY == 16.5)
    }
}
