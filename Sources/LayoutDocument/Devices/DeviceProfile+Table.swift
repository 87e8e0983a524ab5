import AutoLayout
import Foundation
import LayoutFormats

extension DeviceProfile {
    /// The profiles as a table, one a line, columns padded with spaces: name, aliases, points
    /// (portrait), scale, safe-area insets in portrait and landscape (top left bottom right),
    /// size classes in portrait and landscape (`wC hR`: compact width, regular height), and the
    /// screen's corner radius; then a line saying how to read it. What `autolayout devices`
    /// prints.
    ///
    /// - Complexity: O(profiles).
    public static func table(_ profiles: [DeviceProfile] = all) -> String {
        func n(_ value: CGFloat) -> String { _JSONWriter.number(Double(value)) }
        func insets(_ insets: EdgeInsets?) -> String {
            guard let insets else { return "-" }
            return [insets.top, insets.left, insets.bottom, insets.right].map(n).joined(separator: " ")
        }
        func classes(_ classes: SizeClasses?) -> String {
            guard let classes else { return "-" }
            func letter(_ sizeClass: TraitCollection.SizeClass) -> String { sizeClass == .regular ? "R" : "C" }
            return "w\(letter(classes.horizontal)) h\(letter(classes.vertical))"
        }
        var rows = [
            [
                "device", "aliases", "points", "scale", "safe area portrait", "safe area landscape", "portrait",
                "landscape", "corner",
            ]
        ]
        for profile in profiles {
            rows.append([
                profile.name, profile.aliases.isEmpty ? "-" : profile.aliases.joined(separator: ", "),
                "\(n(profile.portraitSize.width)) × \(n(profile.portraitSize.height))", n(profile.scale),
                insets(profile.safeAreaInsets[.portrait]), insets(profile.safeAreaInsets[.landscape]),
                classes(profile.sizeClasses[.portrait]), classes(profile.sizeClasses[.landscape]), n(profile.cornerRadius),
            ])
        }
        var widths = [Int](repeating: 0, count: rows[0].count)
        for row in rows { for (index, cell) in row.enumerated() { widths[index] = max(widths[index], cell.count) } }
        var lines = rows.map { row in
            row.enumerated().map { index, cell in
                index == row.count - 1 ? cell : cell.padding(toLength: widths[index] + 2, withPad: " ", startingAt: 0)
            }.joined()
        }
        lines.append("")
        lines.append(
            "Points are portrait; safe areas are top left bottom right, in points; size classes are width (w) and height (h), compact (C) or regular (R).")
        return lines.joined(separator: "\n") + "\n"
    }
}
