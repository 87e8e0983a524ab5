#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import LayoutFormats
import Testing

/// `OutputFile.write`: into the file that is there (truncated, never renamed over), through a
/// symbolic link, and never into what is not a regular file or into one of the command's inputs.
@Suite struct OutputFileTests {
    /// A fresh folder for one test.
    let folder: String = {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("output-\(UUID().uuidString)").path
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }()

    func path(_ name: String) -> String { (folder as NSString).appendingPathComponent(name) }

    func contents(_ path: String) throws -> String { try String(contentsOfFile: path, encoding: .utf8) }

    /// The file's type bits, inode and permissions, following links.
    func info(_ path: String) -> (kind: mode_t, inode: ino_t, permissions: mode_t, device: dev_t) {
        var result = stat()
        _ = stat(path, &result)
        return (result.st_mode & S_IFMT, result.st_ino, result.st_mode & 0o777, result.st_rdev)
    }

    func refusal(_ path: String, inputs: [String] = []) -> String? {
        do {
            try OutputFile.write(Array("new".utf8), toPath: path, inputs: inputs)
            return nil
        } catch {
            return error.description
        }
    }

    @Test func aNewFileIsCreated() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try OutputFile.write(Array("<svg/>".utf8), toPath: path("new.svg"))
        #expect(try contents(path("new.svg")) == "<svg/>")
    }

    @Test func anExistingFileIsTruncatedAndWrittenInPlace() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Data("a much longer old content".utf8).write(to: URL(fileURLWithPath: path("old.svg")))
        chmod(path("old.svg"), 0o600)
        let before = info(path("old.svg"))
        try OutputFile.write(Array("new".utf8), toPath: path("old.svg"))
        #expect(try contents(path("old.svg")) == "new")
        // The same file (not a new one renamed over it), its permissions kept.
        #expect(info(path("old.svg")).inode == before.inode)
        #expect(info(path("old.svg")).permissions == 0o600)
    }

    @Test func aSymbolicLinkIsFollowed() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Data("old".utf8).write(to: URL(fileURLWithPath: path("target.svg")))
        try FileManager.default.createSymbolicLink(atPath: path("link.svg"), withDestinationPath: path("target.svg"))
        try OutputFile.write(Array("new".utf8), toPath: path("link.svg"))
        #expect(try contents(path("target.svg")) == "new")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: path("link.svg")) == path("target.svg"))
    }

    @Test func aDirectoryIsRefused() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(refusal(folder) == "\(folder): expected a regular file to write, found a directory")
    }

    /// A FIFO is refused without blocking (no reader is waiting) and stays a FIFO.
    @Test func aFIFOIsRefused() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(mkfifo(path("fifo"), 0o644) == 0)
        #expect(refusal(path("fifo")) == "\(path("fifo")): expected a regular file to write, found a FIFO")
        #expect(info(path("fifo")).kind == S_IFIFO)
    }

    /// A character device is refused and left as it is: a copy of /dev/null made in the folder
    /// when this process may make devices (so that a regression could never replace the
    /// system's), /dev/null itself otherwise (which a process that may not make devices cannot
    /// replace either), and /dev/null through a symbolic link in the folder.
    @Test func aDeviceIsRefusedAndUntouched() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let device = mknod(path("null"), S_IFCHR | 0o666, 0x103) == 0 ? path("null") : "/dev/null"
        let before = info(device)
        #expect(before.kind == S_IFCHR)
        #expect(refusal(device) == "\(device): expected a regular file to write, found a character device")
        #expect(info(device).kind == S_IFCHR && info(device).inode == before.inode && info(device).device == before.device)
        try FileManager.default.createSymbolicLink(atPath: path("null.svg"), withDestinationPath: "/dev/null")
        let system = info("/dev/null")
        #expect(refusal(path("null.svg")) == "\(path("null.svg")): expected a regular file to write, found a character device")
        #expect(info("/dev/null").kind == S_IFCHR && info("/dev/null").inode == system.inode)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: path("null.svg")) == "/dev/null")
    }

    /// An input is never overwritten, whatever path names it: itself, a symbolic link to it, a
    /// hard link to it.
    @Test func anInputIsRefusedAndUntouched() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Data("the log".utf8).write(to: URL(fileURLWithPath: path("app.log")))
        try FileManager.default.createSymbolicLink(atPath: path("soft.svg"), withDestinationPath: path("app.log"))
        #expect(link(path("app.log"), path("hard.svg")) == 0)
        for output in [path("app.log"), path("soft.svg"), path("hard.svg")] {
            #expect(
                refusal(output, inputs: [path("app.log")])
                    == "\(output): expected a file other than the input \(path("app.log")), which it would overwrite")
        }
        #expect(try contents(path("app.log")) == "the log")
        // Another file is not an input.
        try OutputFile.write(Array("drawing".utf8), toPath: path("other.svg"), inputs: [path("app.log")])
        #expect(try contents(path("other.svg")) == "drawing")
    }

    @Test func aFileThatCannotBeCreatedIsAnError() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let missing = path("no/such/folder/out.svg")
        #expect(refusal(missing) == "\(missing): expected a file that can be written (No such file or directory)")
    }
}
