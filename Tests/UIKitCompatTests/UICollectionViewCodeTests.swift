import Testing
import UIKitCompat

/// A list written as for UIKit: `UICollectionViewCell` subclass, `UICollectionViewDataSource`,
/// `UICollectionViewCompositionalLayout.list(using:)`, `NSCollectionLayoutSize`,
/// `IndexPath(item:section:)`.
@MainActor
@Suite struct UICollectionViewCodeTests {
    final class NoteCell: UICollectionViewCell {
        let note = UILabel()

        required init(frame: CGRect) {
            super.init(frame: frame)
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

    final class Notes: UICollectionViewDataSource {
        let notes = ["", "a"]
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { notes.count }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "note", for: indexPath) as! NoteCell
            cell.note.text = notes[indexPath.item]
            return cell
        }
    }

    @Test func aListWrittenForUIKit() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        let list = UICollectionView(frame: window.bounds, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        list.register(NoteCell.self, forCellWithReuseIdentifier: "note")
        let notes = Notes()
        list.dataSource = notes
        window.addSubview(list)
        window.layoutIfNeeded()
        // An empty label: the margins alone (8 + 8); one line of the 10-point system font: 8 + 12 + 8.
        #expect(list.visibleCells.map(\.frame.height) == [16, 28])
        #expect(list.cellForItem(at: IndexPath(item: 1, section: 0))?.frame.minY == 16)

        // A layout of items of a fixed height, as UIKit's item size says it.
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40))
        list.collectionViewLayout = UICollectionViewCompositionalLayout(itemSize: size)
        window.layoutIfNeeded()
        #expect(list.visibleCells.map(\.frame.height) == [40, 40])
        #expect(size.heightDimension.isAbsolute && size.heightDimension.dimension == 40)
    }
}
