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

            --animate plays the document's animations (its animations: list) from the laid-out \
            screen, sampled --fps times a second (30 unless given) from 0 to their end, both \
            included: as SVG, one animated document (SMIL <animate> on the elements that move, \
            deterministic); as PNG, one image per frame, into the folder -o names (created if \
            needed; frame-000.png, frame-001.png, ...) or at the paths of a pattern with a \
            printf-style number (-o 'walk-%03d.png'). Other formats refuse --animate.

            Tables and lists show the rows that fit the window (only those are laid out). \
            --full renders the whole content instead: the window grows by what the scroll view \
            that lacks the most is missing and is laid out again, until every scroll view is as \
            tall as its content or stops growing with the window (a height its constraints fix); \
            side by side, the tallest content sets the height. The picture is the grown window.

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

    @Flag(help: "Render the whole content of the tables and lists: the window grows until every scroll view is as tall as its content.")
    var full = false

    @Flag(help: "Render again whenever DOC changes, until interrupted.")
    var watch = false

    @Flag(help: "Play the document's animations: an animated SVG, or PNG frames into a folder or a pattern (-o).")
    var animate = false

    @Option(help: "Frames per second for --animate (default 30).")
    var fps: Double?

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
        if let fps, !(fps.isFinite && fps > 0 && fps <= 240) {
            throw ValidationError("--fps: expected a number above 0 and at most 240, found \(fps)")
        }
        if fps != nil, !animate { throw ValidationError("--fps: expected --animate with it") }
        if animate {
            if watch { throw ValidationError("--animate: expected it without --watch") }
            let chosen = format ?? output.flatMap { ScreenFormat(path: $0) } ?? (output.map(Self.isFramesPath) == true ? .png : nil)
            guard let chosen, chosen == .svg || chosen == .png else {
                throw ValidationError("--animate: expected --format svg or png (or -o FILE.svg, -o FOLDER/ or -o 'NAME-%03d.png')")
            }
            if chosen == .png, output == nil {
                throw ValidationError("--animate: expected -o FOLDER or -o 'NAME-%03d.png' for PNG frames")
            }
            if chosen == .png, let output, output.contains("%"), Self.framePath(pattern: output, index: 0) == nil {
                throw ValidationError("-o \(output): expected one number in the pattern, written %d or %0Nd (N at most 9)")
            }
            return
        }
        if format == nil, let output, ScreenFormat(path: output) == nil {
            throw ValidationError("-o \(output): expected a file ending in .svg, .png, .pdf, .json or .txt, or --format")
        }
    }

    @OptionGroup var workLimit: WorkLimitOption

    func run() throws {
        workLimit.apply()
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
            parsed = try LayoutDocument.parse(text, file: document, format: LayoutDocument.Format(path: document, text: text))
        } catch {
            FileHandle.standardError.write(Data("\(error)\n".utf8))
            return ExitStatus.unreadable.rawValue
        }
        let screen = RenderedScreen(parsed, settings: settings)
        if animate { return renderAnimation(screen, text: text) }
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
            StandardOutput.send(bytes)
        }
        let findings = screen.findingsDescription(text: text)
        FileHandle.standardError.write(Data(findings.utf8))
        return screen.hasFindings ? ExitStatus.findings.rawValue : 0
    }

    /// Whether an -o names PNG frames: a folder (ends with / or is one) or a pattern with %.
    static func isFramesPath(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return path.hasSuffix("/") || path.contains("%")
            || (FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue)
    }

    /// A frame's path from a pattern with one `%d` or `%0Nd` (N ≤ 9); nil for another pattern.
    static func framePath(pattern: String, index: Int) -> String? {
        guard let percent = pattern.firstIndex(of: "%") else { return nil }
        var rest = pattern[pattern.index(after: percent)...]
        let digits = rest.prefix { $0.isASCII && $0.isNumber }
        rest = rest.dropFirst(digits.count)
        guard rest.first == "d", digits.isEmpty || (digits.first == "0" && digits.count == 2),
            !rest.dropFirst().contains("%")
        else { return nil }
        let width = digits.isEmpty ? 0 : Int(String(digits.dropFirst()))!
        let number = String(index)
        let padded = String(repeating: "0", count: max(0, width - number.count)) + number
        return String(pattern[..<percent]) + padded + String(rest.dropFirst())
    }

    /// `--animate`: the animated SVG, or the PNG frames; the exit status.
    func renderAnimation(_ screen: RenderedScreen, text: String) -> Int32 {
        let format = self.format ?? output.flatMap { ScreenFormat(path: $0) } ?? .png
        let scale = self.scale.map { CGFloat($0) }
        do {
            if format == .svg {
                let bytes = Array(screen.animatedSVG(framesPerSecond: fps ?? 30, scale: scale).utf8)
                if let output {
                    try OutputFile.write(bytes, toPath: output, inputs: [document])
                } else {
                    StandardOutput.send(bytes)
                }
            } else if let output {
                let images = try screen.animationPNGs(framesPerSecond: fps ?? 30, scale: scale)
                let isPattern = output.contains("%")
                if !isPattern { try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true) }
                for (index, image) in images.enumerated() {
                    let path =
                        isPattern
                        ? Self.framePath(pattern: output, index: index)!
                        : URL(fileURLWithPath: output).appendingPathComponent(String(format: "frame-%03d.png", index)).path
                    try OutputFile.write(Array(image), toPath: path, inputs: [document])
                }
            }
        } catch {
            FileHandle.standardError.write(Data("\(error)\n".utf8))
            return ExitStatus.unreadable.rawValue
        }
        FileHandle.standardError.write(Data(screen.findingsDescription(text: text).utf8))
        return screen.hasFindings ? ExitStatus.findings.rawValue : 0
    }

    /// What the options choose.
    var settings: ScreenSettings {
        ScreenSettings(
            device: device.flatMap { try? DeviceProfile.named($0) }, orientation: orientation,
            layoutDirection: rtl ? .rightToLeft : nil,
            contentSizeCategory: contentSize.flatMap { name in
                ScreenSettings.contentSizeCategoryNames.first { $0.name == name }?.category
            }, showsFullContent: full)
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
