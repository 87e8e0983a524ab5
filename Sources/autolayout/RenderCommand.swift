import ArgumentParser
import Foundation
import LayoutDocument
import LayoutFormats
import LayoutRendering
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// `autolayout render DOC`: a layout document laid out on a device and drawn (SVG, PNG, PDF) or
/// listed (JSON, text); `--watch` renders again whenever the file changes.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Lay out a layout document on a device and draw it (SVG, PNG, PDF) or list its frames (JSON, text).",
        discussion: ExitStatus.help(
            """
            DOC is a layout document (docs/layout-documents.md). It is shown on --device (else \
            the document's device, else its size), in --orientation, right to left with --rtl, at \
            --content-size (large unless given). The format is --format, else -o's extension \
            (.svg .png .pdf .json .txt), else text. SVG and PNG are --scale times the points \
            (the device's scale unless given); PDF is one page in points. json gives every \
            view's frame in window coordinates by name (or path: parent/index), and the \
            findings; text the tree with frames. --overlay draws the constraints as Xcode \
            does, conflicts in red and ambiguous views dashed.

            Findings (conflicts, ambiguous views, what could not be built) are printed on \
            standard error, each at its place; the picture is still written. Errors in the \
            document are printed as FILE:LINE:COLUMN: expected ..., with the line and a caret. \
            -o writes into the file OUT names (following a symbolic link), creating it if \
            needed; it refuses a directory, a device, a FIFO or a socket, and DOC itself; \
            without -o the output goes to standard output. PNG and PDF need Cairo's runtime \
            library (libcairo.so.2); SVG, JSON and text need nothing.

            --watch renders, then renders again each time DOC's modification time changes \
            (checked 4 times a second), printing "rendered DOC (N)" on standard error each \
            time; an unreadable state of the file is reported and waited out. It ends on \
            SIGINT (Ctrl-C) with status 0.
            """,
            success: "rendered, and nothing found",
            findings: "rendered, with a conflict, an ambiguous view, or something that could not be built",
            unreadable: "DOC cannot be read or is not a layout document, or OUT cannot be written or is refused, or Cairo is missing for PNG or PDF",
            usage: ", an unknown --device or --content-size, or an -o extension that names no format without --format"))

    @Argument(help: "The layout document (YAML or JSON).")
    var document: String

    @Option(help: "The device profile (autolayout devices lists them; case and blanks are ignored).")
    var device: String?

    @Option(help: "portrait or landscape.")
    var orientation: DeviceOrientation?

    @Flag(help: "Lay out right to left.")
    var rtl = false

    @Option(name: .customLong("content-size"), help: "The text size: extraSmall, small, medium, large (default), extraLarge, extraExtraLarge, extraExtraExtraLarge, accessibilityMedium ... accessibilityExtraExtraExtraLarge.")
    var contentSize: String?

    @Option(help: "svg, png, pdf, json or text.")
    var format: ScreenFormat?

    @Option(help: "Pixels per point for SVG and PNG (the device's scale unless given).")
    var scale: Double?

    @Flag(help: "Draw the constraints over the screen, conflicts in red and ambiguous views dashed.")
    var overlay = false

    @Option(name: [.customShort("o"), .customLong("output")], help: ArgumentHelp("The file to write.", valueName: "OUT"))
    var output: String?

    @Flag(help: "Render again whenever DOC changes, until interrupted.")
    var watch = false

    func validate() throws {
        if let device {
            do {
                _ = try DeviceProfile.named(device)
            } catch {
                throw ValidationError("--device: \(error)")
            }
        }
        if let contentSize, !ScreenSettings.contentSizeCategoryNames.contains(where: { $0.name == contentSize }) {
            let names = ScreenSettings.contentSizeCategoryNames.map(\.name)
            throw ValidationError(
                "--content-size: " + NearestName.message(expected: "a content size category", found: contentSize, known: names))
        }
        if let scale, !(scale.isFinite && scale > 0 && scale <= 16) {
            throw ValidationError("--scale: expected a number above 0 and at most 16, found \(scale)")
        }
        if format == nil, let output, ScreenFormat(path: output) == nil {
            throw ValidationError("-o \(output): expected a file ending in .svg, .png, .pdf, .json or .txt, or --format")
        }
    }

    func run() throws {
        guard watch else {
            let status = render()
            if status != 0 { throw ExitCode(status) }
            return
        }
        try watchDocument()
    }

    /// Reads, renders and writes once; the exit status.
    func render() -> Int32 {
        let text: String
        let parsed: LayoutDocument
        do {
            text = try SourceFile.read(atPath: document)
            parsed = try LayoutDocument.parse(text, file: document, format: LayoutDocument.Format(path: document))
        } catch {
            FileHandle.standardError.write(Data("\(error)\n".utf8))
            return ExitStatus.unreadable.rawValue
        }
        let screen = RenderedScreen(parsed, settings: settings)
        let format = self.format ?? output.flatMap { ScreenFormat(path: $0) } ?? .text
        let bytes: [UInt8]
        do {
            bytes = try screen.output(format, scale: scale.map { CGFloat($0) }, overlay: overlay ? .constraints : .none)
        } catch {
            FileHandle.standardError.write(Data("\(error)\n".utf8))
            return ExitStatus.unreadable.rawValue
        }
        if let output {
            do {
                try OutputFile.write(bytes, toPath: output, inputs: [document])
            } catch {
                FileHandle.standardError.write(Data("\(error)\n".utf8))
                return ExitStatus.unreadable.rawValue
            }
        } else {
            FileHandle.standardOutput.write(Data(bytes))
        }
        let findings = screen.findingsDescription(text: text)
        FileHandle.standardError.write(Data(findings.utf8))
        return screen.hasFindings ? ExitStatus.findings.rawValue : 0
    }

    /// What the options choose.
    var settings: ScreenSettings {
        ScreenSettings(
            device: device.flatMap { try? DeviceProfile.named($0) }, orientation: orientation,
            layoutDirection: rtl ? .rightToLeft : nil,
            contentSizeCategory: contentSize.flatMap { name in
                ScreenSettings.contentSizeCategoryNames.first { $0.name == name }?.category
            })
    }

    /// Renders now and whenever the document's modification time changes, until SIGINT.
    func watchDocument() throws {
        signal(SIGINT) { _ in watchInterrupted.store(true, ordering: .relaxed) }
        // A parent may have started us with SIGINT blocked (the mask is inherited): take it.
        var interrupt = sigset_t()
        sigemptyset(&interrupt)
        sigaddset(&interrupt, SIGINT)
        pthread_sigmask(SIG_UNBLOCK, &interrupt, nil)
        var count = 0
        var lastModified: Date?
        var first = true
        while !watchInterrupted.load(ordering: .relaxed) {
            let modified = (try? FileManager.default.attributesOfItem(atPath: document))?[.modificationDate] as? Date
            if first || modified != lastModified {
                first = false
                lastModified = modified
                _ = render()
                count += 1
                FileHandle.standardError.write(Data("rendered \(document) (\(count))\n".utf8))
            }
            usleep(250_000)
        }
    }
}

/// Set by the SIGINT handler of `render --watch`: the loop ends at its next check.
let watchInterrupted = Atomic<Bool>(false)

extension DeviceOrientation: ExpressibleByArgument {}
extension ScreenFormat: ExpressibleByArgument {}
