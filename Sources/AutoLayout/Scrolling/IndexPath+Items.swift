import Foundation

extension IndexPath {
    /// The index path of an item in a section, as UIKit's extension of `IndexPath` for
    /// collection views.
    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }

    /// The item in its section (the second index, as ``row``).
    public var item: Int { self[1] }
}
