import AutoLayout
import Controls
import Foundation
import Graphics
import LayoutDocument
import LayoutFormats
import TextMeasurement

/// A document built, laid out and displayed in one environment (a device, an orientation, a
/// direction, a text size), with what the engine found: what `autolayout render` shows.
///
/// ```swift
/// let document = try LayoutDocument.read(contentsOfFile: "Examples/documents/sign-in.yaml")
/// let screen = RenderedScreen(document, settings: ScreenSettings(device: try DeviceProfile.named("iPhone 15")))
/// let svg = screen.svg(scale: 3)
/// let png = try screen.png(scale: 3)        // Cairo, loaded at run time
/// print(screen.text)                        // the tree with frames
/// screen.hasFindings                        // a conflict, an ambiguous view or a problem
/// ```
///
/// Building runs the whole cycle once (update constraints, layout, display: `Window.flush()`),
/// then asks the window for its ambiguity report. Conflicts are the engine's, as the
/// document's layout collected them (``DocumentLayout/conflicts``), in the order they arose.
public final class RenderedScreen {
    /// What to draw over the screen.
    public enum Overlay: String, Hashable, Sendable, CaseIterable {
        /// The screen alone.
        case none
        /// The findings: conflicting constraints in red, ambiguous views dashed.
        case findings
        /// Every constraint of the document as Xcode draws it, and the findings.
        case constraints
    }

    /// The document.
    public let document: LayoutDocument
    /// The document built into views, laid out and displayed.
    public let layout: DocumentLayout
    /// The device it is shown on; nil for the document's own size.
    public let device: DeviceProfile?
    /// The orientation.
    public let orientation: DeviceOrientation
    /// The window's size, safe area and traits (taller than the device's with
    /// ``ScreenSettings/showsFullContent``).
    public let environment: LayoutEnvironment
    /// The views whose layout the constraints leave undetermined.
    public let ambiguity: AmbiguityReport
    /// What could not be built (a device no profile has, an image that cannot be read, a
    /// constraint the engine refuses, …), each at its place.
    public let problems: [FormatError]

    /// Builds, lays out and displays a document.
    ///
    /// - Complexity: building and laying out the document, one display, and the ambiguity
    ///   report (a copy of the solver; two solves per ambiguous view and axis).
    public init(_ document: LayoutDocument, settings: ScreenSettings = ScreenSettings()) {
        self.document = document
        let resolved = settings.resolve(for: document)
        device = resolved.device
        orientation = resolved.orientation
        layout = DocumentLayout(document, environment: resolved.environment)
        if settings.showsFullContent { Self.growToFullContent(layout) }
        environment = layout.environment
        layout.window.flush()
        ambiguity = layout.window.ambiguityReport()
        problems = resolved.problems + layout.problems
    }

    /// The most times ``growToFullContent(_:)`` lays out again: each round measures the rows
    /// that came into view, whose heights may differ from their estimates.
    static let fullContentRounds = 16

    /// `render --full`: the window grows, as many points as the scroll view that lacks the most
    /// (its content's height and vertical insets beyond its own height), and is laid out again,
    /// until every scroll view of the document is as tall as its content, or no longer grows
    /// with the window (a height fixed by constraints), or after ``fullContentRounds`` rounds.
    /// With several scroll views, each grows as far as the constraints let the window's new
    /// height reach it: side by side, the tallest content sets the height; stacked, they share
    /// the growth as their constraints divide it. Only heights grow: horizontal content stays
    /// clipped.
    static func growToFullContent(_ layout: DocumentLayout) {
        for _ in 0..<fullContentRounds {
            layout.layoutIfNeeded()
            var lacking: CGFloat = 0
            var pending: [View] = [layout.window]
            while let view = pending.popLast() {
                if let scroll = view as? ScrollView, !scroll.isHidden {
                    let inset = scroll.adjustedContentInset
                    lacking = max(lacking, scroll.contentSize.height + inset.top + inset.bottom - scroll.bounds.height)
                }
                pending += view.subviews
            }
            // Less than a pixel of the densest screen is not worth a round.
            guard lacking > 0.25 else { return }
            var environment = layout.environment
            let before = environment.size.height
            environment.size.height += lacking
            layout.environment = environment
            layout.layoutIfNeeded()
            if layout.window.bounds.height == before { return }
        }
    }

    /// The conflicts the engine met and recovered from.
    public var conflicts: [LayoutConflict] { layout.conflicts }

    /// The window's size in points.
    public var size: CGSize { environment.size }

    /// Whether anything was found: a conflict, an ambiguous view, or a problem building.
    public var hasFindings: Bool { !conflicts.isEmpty || !ambiguity.isEmpty || !problems.isEmpty }

    // MARK: Pictures

    /// The screen's display list, with an overlay (none unless asked).
    ///
    /// - Complexity: O(visible views + their drawing + the overlay).
    public func commands(overlay: Overlay = .none) -> [DrawingCommand] {
        let recorder = RecordingContext()
        layout.window.render(in: recorder)
        if overlay != .none {
            let constraints = overlay == .constraints ? layout.activeConstraints.map(\.constraint) : []
            ConstraintOverlay(constraints: constraints, conflicts: conflicts, ambiguity: ambiguity)
                .draw(over: layout.window, in: recorder)
        }
        return recorder.commands
    }

    /// The scale pictures are made at unless told: the device's, else 1.
    public var defaultScale: CGFloat { device?.scale ?? 1 }

    /// The screen as an SVG document (``SVGRenderer``).
    ///
    /// - Parameters:
    ///   - scale: the document's `width` and `height` are the window's size times this.
    ///   - overlay: what to draw over the screen.
    ///   - idPrefix: put before every identifier (for several pictures in one HTML page).
    public func svg(scale: CGFloat? = nil, overlay: Overlay = .none, idPrefix: String = "") -> String {
        SVGRenderer().render(commands(overlay: overlay), size: size, scale: scale ?? defaultScale, idPrefix: idPrefix)
    }

    /// The screen as a PNG image (``CairoRenderer``), `size × scale` pixels.
    ///
    /// - Throws: ``RenderingError`` when Cairo cannot be loaded or fails.
    public func png(scale: CGFloat? = nil, overlay: Overlay = .none) throws(RenderingError) -> Data {
        try CairoRenderer().png(commands(overlay: overlay), size: size, scale: scale ?? defaultScale)
    }

    /// The screen as a one-page PDF document (``CairoRenderer``), `size` points large.
    ///
    /// - Throws: ``RenderingError`` when Cairo cannot be loaded or fails.
    public func pdf(overlay: Overlay = .none) throws(RenderingError) -> Data {
        try CairoRenderer().pdf(commands(overlay: overlay), size: size)
    }

    // MARK: Naming

    /// A constraint as the document writes it, at its place (`sign-in.yaml:12:7: logo.height == 50`),
    /// or as the engine describes a constraint the document did not write.
    public func describe(_ constraint: LayoutConstraint) -> String {
        if let entry = layout.entry(of: constraint) { return "\(entry.location): \(entry.text)" }
        return constraint.diagnosticDescription
    }
}
