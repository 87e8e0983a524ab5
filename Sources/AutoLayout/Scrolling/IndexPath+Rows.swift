import Foundation

extension IndexPath {
    /// The index path of a row in a section, as UIKit's extension of `IndexPath`.
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// The section (the first index).
    public var section: Int { self[0] }

    /// The row in its section (the second index).
    public var row: Int { self[1] }
}
