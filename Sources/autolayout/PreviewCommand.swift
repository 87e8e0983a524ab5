import ArgumentParser
import Foundation
import LayoutDocument
import LayoutFormats
import LayoutRendering

/// `autolayout preview DOC -o page.html`: the document on every device, orientation, direction
/// and three text sizes, in one self-contained HTML page.
struct PreviewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Show a layout document on every device, orientation, direction and three text sizes in one HTML page.",
        discussion: ExitStatus.help(
            """
            DOC is a layout document (docs/layout-documents.md). The page shows it on every \
            device profile (autolayout devices) in portrait and landscape, left to right and \
            right to left, at the text sizes small, large and accessibilityExtraLarge: 60 \
            pictures. Conflicting constraints are drawn in red and ambiguous views dashed in \
            orange on each picture, and listed under it; what could not be built is listed at \
            the top. The page is self-contained: inline SVG and CSS, no script, nothing loaded \
            from elsewhere; open it in any browser.

            Findings are also summed up on standard error. Errors in the document are printed \
            as FILE:LINE:COLUMN: expected ..., with the line and a caret. -o writes into the \
            file OUT names (following a symbolic link), creating it if needed; it refuses a \
            directory, a device, a FIFO or a socket, and DOC itself; without -o the page goes \
            to standard output.
            """,
            success: "the page is written, and no screen has a finding",
            findings: "the page is written, and a screen has a conflict or an ambiguous view, or something could not be built",
            unreadable: "DOC cannot be read or is not a layout document, or OUT cannot be written or is refused"))

    @Argument(help: "The layout document (YAML or JSON).")
    var document: String

    @Option(name: [.customShort("o"), .customLong("output")], help: ArgumentHelp("The HTML file to write.", valueName: "OUT"))
    var output: String?

    @OptionGroup var workLimit: WorkLimitOption

    func run() throws {
        workLimit.apply()
        let text: String
        let parsed: LayoutDocument
        do {
            text = try SourceFile.read(atPath: document)
            parsed = try LayoutDocument.parse(text, file: document, format: LayoutDocument.Format(path: document, text: text))
        } catch {
            FileHandle.standardError.write(Data("\(error)\n".utf8))
            throw ExitStatus.unreadable
        }
        let page = PreviewPage(parsed)
        let bytes = Array(page.html.utf8)
        if let output {
            do {
                try OutputFile.write(bytes, toPath: output, inputs: [document])
            } catch {
                FileHandle.standardError.write(Data("\(error)\n".utf8))
                throw ExitStatus.unreadable
            }
        } else {
            StandardOutput.send(bytes)
        }
        var summary = ""
        let lines = FormatError.lines(of: text)
        for problem in page.problems { summary += problem.caretDescription(inLines: lines) + "\n" }
        if page.screensWithFindings > 0 {
            summary += "\(document): \(page.screensWithFindings) of \(page.screens.count) screens have conflicts or ambiguities\n"
        }
        FileHandle.standardError.write(Data(summary.utf8))
        if page.hasFindings { throw ExitStatus.findings }
    }
}
