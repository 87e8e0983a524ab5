/// Who made a printed constraint, as far as the log tells: its identifier (with what the
/// well-known ones mean), the autoresizing mask it comes from, and where a DSL made it.
///
/// `'UISV-alignment': made by a UIStackView`,
/// `from its autoresizing mask h=--& v=--&`, `made at BackupWordsController.swift#61`.
enum _ConstraintOrigin {
    static func text(of constraint: LogConstraint) -> String? {
        var parts: [String] = []
        if let identifier = constraint.identifier {
            parts.append("'\(identifier)'" + (meaning(of: identifier).map { ": " + $0 } ?? ""))
        }
        if let mask = constraint.autoresizingMask { parts.append("from its autoresizing mask \(mask)") }
        if let site = constraint.creationSite { parts.append("made at \(site)") }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }

    /// What the identifiers UIKit and AppKit give their own constraints mean.
    static func meaning(of identifier: String) -> String? {
        let meanings: [(prefix: String, meaning: String)] = [
            ("UIView-Encapsulated-Layout-Width", "the width its table view, collection view or view controller sets"),
            ("UIView-Encapsulated-Layout-Height", "the height its table view, collection view or view controller sets"),
            ("UIView-Encapsulated-Layout-", "the frame its table view, collection view or view controller sets"),
            ("UISV-", "made by a UIStackView"),
            ("NSStackView", "made by an NSStackView"),
            ("UIViewSafeAreaLayoutGuide-", "the safe area's inset"),
            ("UIView-leftMargin-guide-", "the view's left margin"),
            ("UIView-rightMargin-guide-", "the view's right margin"),
            ("UIView-topMargin-guide-", "the view's top margin"),
            ("UIView-bottomMargin-guide-", "the view's bottom margin"),
            ("UIView-leadingMargin-guide-", "the view's leading margin"),
            ("UIView-trailingMargin-guide-", "the view's trailing margin"),
            ("_UITemporaryLayout", "a size UIKit sets for a moment while it sizes the view"),
        ]
        return meanings.first { identifier.hasPrefix($0.prefix) }?.meaning
    }
}
