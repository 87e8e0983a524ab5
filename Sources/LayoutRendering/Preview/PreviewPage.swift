import AutoLayout
import Foundation
import LayoutDocument
import LayoutFormats
import TextMeasurement

/// One self-contained HTML page showing a document on many screens: every device profile ×
/// portrait and landscape × left to right and right to left × a few text sizes, each picture with
/// its conflicts and ambiguities drawn on it (``RenderedScreen/Overlay/findings``) and listed under
/// it. What `autolayout preview` writes.
///
/// ```swift
/// let document = try LayoutDocument.read(contentsOfFile: "Examples/documents/settings.yaml")
/// let page = PreviewPage(document)
/// try page.html.write(toFile: "settings.html", atomically: true, encoding: .utf8)
/// page.hasFindings          // a conflict or an ambiguous view on some screen, or a problem
/// ```
///
/// **Self-contained.** The page loads nothing: the pictures are inline SVG (images inside them
/// as `data:` URLs, glyphs as paths), the style an inline `<style>`, and there is no script. Each
/// picture's identifiers start with its own prefix (`s0-`, `s1-`, …), since an HTML page is one
/// name space. The page is also well-formed XML (every element closed, attributes quoted), so
/// an XML reader can check it.
///
/// **Structure.** After a heading and a summary, one `<section class="device">` per device
/// (`data-device`), each holding one `<figure class="screen">` per screen with `data-orientation`
/// (`portrait`, `landscape`), `data-direction` (`ltr`, `rtl`) and `data-content-size`
/// (`small`, …), and `data-findings` (the count); the figure holds the `<svg>`, a
/// `<figcaption>`, and a `<ul class="findings">` whose items have the class `conflict` or
/// `ambiguity` — or a `<p class="ok">` when nothing was found. What could not be built is
/// listed once, in `<ul class="problems">` before the sections.
public struct PreviewPage {
    /// The text sizes the page shows unless told: small, large (iOS's default) and
    /// accessibilityExtraLarge.
    public static let defaultContentSizeCategories: [ContentSizeCategory] = [.small, .large, .accessibilityExtraLarge]

    /// The document.
    public let document: LayoutDocument
    /// Every screen, device by device, then orientation, direction and text size.
    public let screens: [RenderedScreen]
    /// How large the pictures are shown: CSS pixels per point.
    public let pictureScale: CGFloat

    /// Lays out the document on every combination.
    ///
    /// - Parameters:
    ///   - devices: the devices (every profile unless given).
    ///   - orientations: portrait and landscape unless given.
    ///   - directions: left to right and right to left unless given.
    ///   - contentSizeCategories: ``defaultContentSizeCategories`` unless given.
    ///   - pictureScale: CSS pixels per point (0.5 unless given).
    ///   - textMeasurer: the measurer for text (FreeType's unless given).
    /// - Complexity: one ``RenderedScreen`` per combination (5 × 2 × 2 × 3 = 60 by default).
    public init(
        _ document: LayoutDocument, devices: [DeviceProfile] = DeviceProfile.all,
        orientations: [DeviceOrientation] = [.portrait, .landscape],
        directions: [UserInterfaceLayoutDirection] = [.leftToRight, .rightToLeft],
        contentSizeCategories: [ContentSizeCategory] = PreviewPage.defaultContentSizeCategories,
        pictureScale: CGFloat = 0.5, textMeasurer: (any TextMeasuring)? = nil
    ) {
        self.document = document
        self.pictureScale = pictureScale
        var screens: [RenderedScreen] = []
        for device in devices {
            for orientation in orientations {
                for direction in directions {
                    for category in contentSizeCategories {
                        let settings = ScreenSettings(
                            device: device, orientation: orientation, layoutDirection: direction,
                            contentSizeCategory: category, textMeasurer: textMeasurer)
                        screens.append(RenderedScreen(document, settings: settings))
                    }
                }
            }
        }
        self.screens = screens
    }

    /// What could not be built, once for the page (the same on every screen; a problem only some
    /// screens meet is listed once too), in order.
    public var problems: [FormatError] {
        var seen = Set<String>()
        return screens.flatMap(\.problems).filter { seen.insert($0.description).inserted }
    }

    /// Whether any screen has a conflict or an ambiguous view, or something could not be built.
    public var hasFindings: Bool { screens.contains { $0.hasFindings } }

    /// The number of screens with a conflict or an ambiguous view.
    public var screensWithFindings: Int { screens.count { !$0.conflicts.isEmpty || !$0.ambiguity.isEmpty } }

    /// The page.
    ///
    /// - Complexity: rendering every screen to SVG.
    public var html: String {
        let title = document.title ?? document.file
        var out = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8"/>
            <title>\(escape(title)) — preview</title>
            <style>
            \(Self.style)
            </style>
            </head>
            <body>
            <h1>\(escape(title))</h1>
            <p class="summary">\(escape(document.file)): \(screens.count) screens, \(screensWithFindings) with conflicts or ambiguities. Conflicting constraints are drawn in red, ambiguous views dashed in orange.</p>

            """
        let problems = self.problems
        if !problems.isEmpty {
            out += "<ul class=\"problems\">\n"
            for problem in problems { out += "<li>\(escape(problem.description))</li>\n" }
            out += "</ul>\n"
        }
        var index = 0
        var deviceName: String?
        for screen in screens {
            let name = screen.device?.name ?? "\(screen.size.width) × \(screen.size.height)"
            if name != deviceName {
                if deviceName != nil { out += "</section>\n" }
                out += "<section class=\"device\" data-device=\"\(escape(name))\">\n<h2>\(escape(name))</h2>\n"
                deviceName = name
            }
            out += figure(screen, index: index)
            index += 1
        }
        if deviceName != nil { out += "</section>\n" }
        out += "</body>\n</html>\n"
        return out
    }

    private func figure(_ screen: RenderedScreen, index: Int) -> String {
        let traits = screen.environment.traitCollection
        let direction = traits.layoutDirection == .rightToLeft ? "rtl" : "ltr"
        let category = ScreenSettings.name(of: traits.preferredContentSizeCategory)
        let ambiguities = screen.ambiguityMessages
        let count = screen.conflicts.count + ambiguities.count
        var out = "<figure class=\"screen\" data-orientation=\"\(screen.orientation.rawValue)\" data-direction=\"\(direction)\""
        out += " data-content-size=\"\(category)\" data-findings=\"\(count)\">\n"
        out += screen.svg(scale: pictureScale, overlay: .findings, idPrefix: "s\(index)-")
        out += "<figcaption>\(screen.orientation.rawValue) · \(direction) · \(category)</figcaption>\n"
        if count == 0 {
            out += "<p class=\"ok\">No conflicts or ambiguities.</p>\n"
        } else {
            out += "<ul class=\"findings\">\n"
            for conflict in screen.conflicts {
                let members = conflict.conflictingConstraints.map { escape(screen.describe($0)) }.joined(separator: "; ")
                out += "<li class=\"conflict\">Conflict: the engine broke \(escape(screen.describe(conflict.brokenConstraint)))"
                out += " (these cannot all hold: \(members))</li>\n"
            }
            for entry in ambiguities {
                out += "<li class=\"ambiguity\">Ambiguous: \(escape(entry.view)) (\(entry.axis)): \(escape(entry.message))</li>\n"
            }
            out += "</ul>\n"
        }
        out += "</figure>\n"
        return out
    }

    /// Text made safe inside an element or a quoted attribute.
    private func escape(_ text: String) -> String { _XML.escape(text) }

    private static let style = """
        body { font-family: -apple-system, system-ui, sans-serif; margin: 24px; color: #1c1c1e; background: #f2f2f7; }
        h1 { font-size: 24px; margin: 0 0 4px; }
        h2 { font-size: 18px; margin: 24px 0 8px; }
        .summary { color: #3c3c43; margin: 0 0 16px; }
        .device { display: flex; flex-wrap: wrap; gap: 16px; align-items: flex-start; }
        .device h2 { flex-basis: 100%; }
        figure { margin: 0; padding: 8px; background: #ffffff; border-radius: 8px; box-shadow: 0 1px 3px rgba(0, 0, 0, 0.15); max-width: 560px; }
        figure svg { display: block; border: 1px solid #c6c6c8; }
        figure[data-findings]:not([data-findings="0"]) { outline: 2px solid #ff3b30; }
        figcaption { font-size: 13px; color: #3c3c43; margin-top: 4px; }
        .ok { font-size: 12px; color: #248a3d; margin: 4px 0 0; }
        .findings, .problems { font-size: 12px; margin: 4px 0 0; padding-left: 16px; }
        .conflict, .problems li { color: #d70015; }
        .ambiguity { color: #c93400; }
        """
}
