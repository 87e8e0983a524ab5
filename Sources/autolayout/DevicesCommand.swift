import ArgumentParser
import LayoutDocument

/// `autolayout devices`: the device profiles documents are shown on.
struct DevicesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "devices",
        abstract: "List the device profiles that render and preview show documents on.",
        discussion: ExitStatus.help(
            """
            One device a line: its name and aliases (what --device takes, case and blanks \
            ignored), its screen in points (portrait), scale, safe-area insets in portrait and \
            landscape (top left bottom right), size classes in portrait and landscape (wC hR: \
            compact width, regular height) and screen corner radius. The profiles are data: \
            Sources/LayoutDocument/Resources/devices.json, with a source for each value.
            """,
            success: "listed",
            findings: "not used",
            unreadable: "not used (standard output cannot be written)"))

    func run() {
        print(DeviceProfile.table(), terminator: "")
    }
}
