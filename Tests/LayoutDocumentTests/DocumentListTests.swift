import AutoLayout
import Controls
import Foundation
import LayoutDocument
import LayoutFormats
import Testing

/// Tables and lists in documents: prototype cells with their own names and constraints, sample
/// items bound by name, in YAML and JSON, every mistake at its place.
@MainActor
@Suite struct DocumentListTests {
    static let yaml = """
        children:
          - table: rows
            cells:
              - cell: basic
                children:
                  - label: title
                    lines: 0
                  - switch: toggle
                constraints:
                  - H:|-16-[title]-8-[toggle]-16-|
                  - V:|-10-[title]-10-|
                  - toggle.centerY == basic.centerY
            items:
              - {title: Wi-Fi, toggle: true}
              - title: Bluetooth
              - {title: "A title long enough to wrap onto a second line", toggle: false}
        constraints:
          - H:|[rows]|
          - V:|[rows]|
        """

    /// A label of 17 points (10.2 a character, lines of 17) beside a switch of 51 × 31 centred
    /// on the cell: rows of 10 + the label's lines + 10, and the separator's half point.
    @Test func aTableShowsItsItemsInItsPrototype() throws {
        let document = try document(Self.yaml)
        let content = try #require(document.root.children[0].list)
        #expect(content.prototypes.map(\.identifier.value) == ["basic"])
        #expect(content.items.map(\.cell.value) == ["basic", "basic", "basic"])
        #expect(content.items[0].values.map(\.content.value) == [.text("Wi-Fi"), .isOn(true)])
        let layout = DocumentLayout(document, environment: environment(320, 480))
        layout.layoutIfNeeded()
        #expect(layout.problems.isEmpty && layout.conflicts.isEmpty)
        let table = try #require(layout.view(named: "rows") as? TableView)
        #expect(table.clipsToBounds)
        let cells = table.visibleCells
        #expect(cells.count == 3)
        let labels = cells.map { $0.contentView.subviews[0].subviews.compactMap { $0 as? Label }[0] }
        let switches = cells.map { $0.contentView.subviews[0].subviews.compactMap { $0 as? Switch }[0] }
        #expect(labels.map(\.text) == ["Wi-Fi", "Bluetooth", "A title long enough to wrap onto a second line"])
        // The second item leaves the switch as the prototype has it.
        #expect(switches.map(\.isOn) == [true, false, false])
        // The third title: 320 - 16 - 8 - 51 - 16 = 229 wide, 22 characters a line: three lines.
        #expect(cells.map(\.frame.height) == [37.5, 37.5, 71.5])
        #expect(labels[2].frame.height == 51)
    }

    @Test func theSameListReadsFromJSON() throws {
        let json = """
            {"children": [{"list": "rows", "spacing": 4,
              "cells": [{"cell": "basic", "children": [{"label": "title"}], "constraints": ["H:|-8-[title]-8-|", "V:|-8-[title]-8-|"]}],
              "items": [{"title": "One"}, {"cell": "basic", "title": "Two"}]}],
             "constraints": ["H:|[rows]|", "V:|[rows]|"]}
            """
        let document = try LayoutDocument.parse(json, file: "f.json", format: .json)
        let layout = DocumentLayout(document, environment: environment(320, 480))
        layout.layoutIfNeeded()
        let list = try #require(layout.view(named: "rows") as? CollectionView)
        // A line of 17, 8 above and below; 4 between the items; no separator.
        #expect(list.visibleCells.map(\.frame) == [CGRect(x: 0, y: 0, width: 320, height: 33), CGRect(x: 0, y: 37, width: 320, height: 33)])
        #expect(list.collectionViewLayout.interItemSpacing == 4)
        // A JSON mistake is at its key too.
        #expect(
            errors(
                #"{"children": [{"list": "l", "cells": [{"cell": "c", "children": [{"label": "t"}]}], "items": [{"x": "1"}]}]}"#,
                format: .json) == ["1:96: expected a view of the prototype cell c, found x (did you mean c?)"])
    }

    /// A prototype's constraints name only its own views (header is the document's: the
    /// nearest names are the prototype's).
    @Test func mistakesAreReportedAtTheirPlaces() {
        #expect(
            errors(
                """
                children:
                  - list: rows
                    spacing: -2
                    cells:
                      - cell: basic
                        children:
                          - label: title
                          - slider: level
                        constraints:
                          - title.top == header.bottom
                      - cell: basic
                      - children: []
                    items:
                      - {cell: basci, title: One}
                      - {cell: basic, titel: One}
                      - {cell: basic, level: high}
                      - {cell: basic, basic: Hi}
                    sections: []
                  - label: header
                """) == [
                    "3:14: expected a spacing (a number >= 0), found -2",
                    "10:26: expected a view of the document, found header (did you mean level?)",
                    "11:15: expected a cell identifier of its own, found basic (already declared)",
                    "12:9: expected a prototype cell with cell: (its reuse identifier)",
                    "14:16: expected a prototype cell of the list, found basci (did you mean basic?)",
                    "15:23: expected a view of the prototype cell basic, found titel (did you mean title?)",
                    "16:30: expected a number for the slider level, found high",
                    "17:23: expected a label, text field, text view, button, image view, switch or slider to bind a value to, found basic (a view)",
                    "18:5: expected a property of list, found sections (did you mean spacing?)",
                ])
    }

    /// A reused cell shows the prototype's own values where its new item gives none: the
    /// switch the first item turned on is off again, the image it set is gone.
    @Test func aReusedCellGetsThePrototypesValuesBack() throws {
        let yaml = """
            children:
              - table: rows
                cells:
                  - cell: basic
                    children:
                      - label: title
                      - switch: toggle
                      - imageView: icon
                    constraints:
                      - H:|-16-[icon(20)]-8-[title]-8-[toggle]-16-|
                      - V:|-10-[title]-10-|
                      - icon.height == 20
                      - icon.centerY == title.centerY
                      - toggle.centerY == title.centerY
                items:
                  - {title: A, toggle: true, icon: images/avatar.png}
                  - {title: B}
                  - {title: C}
                  - {title: D}
            constraints:
              - H:|[rows]|
              - V:|[rows]|
            """
        let folder = ExampleFolder.url
        let layout = DocumentLayout(try document(yaml), environment: environment(320, 40), baseURL: folder)
        layout.layoutIfNeeded()
        #expect(layout.problems.isEmpty)
        let table = try #require(layout.view(named: "rows") as? TableView)
        func shown() -> [(title: String?, isOn: Bool, hasImage: Bool)] {
            table.visibleCells.map { cell in
                let views = cell.contentView.subviews[0].subviews
                return (
                    views.compactMap { $0 as? Label }.first?.text, views.compactMap { $0 as? Switch }.first?.isOn ?? false,
                    views.compactMap { $0 as? ImageView }.first?.image != nil
                )
            }
        }
        // Rows of 10 + 17 + 10 and the separator: 37.5; two show in 40 points.
        #expect(shown().map(\.title) == ["A", "B"])
        #expect(shown().map(\.isOn) == [true, false] && shown().map(\.hasImage) == [true, false])
        table.contentOffset = CGPoint(x: 0, y: 75)
        layout.layoutIfNeeded()
        // Rows 2 and 3, in the cells of rows 0 and 1.
        #expect(table.cellRequestCount == 4 && table.subviews.count(where: { $0 is TableViewCell }) == 2)
        #expect(shown().map(\.title) == ["C", "D"])
        #expect(shown().map(\.isOn) == [false, false] && shown().map(\.hasImage) == [false, false])
    }
}

/// The folder of the example documents (their images).
enum ExampleFolder {
    static let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples/documents")
}
