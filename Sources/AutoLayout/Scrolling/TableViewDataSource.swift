import Foundation

/// What a ``TableView`` shows, as UIKit's `UITableViewDataSource`: how many rows each section
/// has, and the cell of each row (configured, usually dequeued with
/// ``TableView/dequeueReusableCell(withIdentifier:for:)``).
public protocol TableViewDataSource: AnyObject {
    /// The number of sections (1 unless implemented).
    func numberOfSections(in tableView: TableView) -> Int
    /// The number of rows of a section.
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int
    /// The cell of a row, configured for it. The table asks only for the rows it shows (all of
    /// them, once, when ``TableView/estimatedRowHeight`` is 0 and heights are automatic).
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell
}

extension TableViewDataSource {
    /// One section.
    public func numberOfSections(in tableView: TableView) -> Int { 1 }
}
