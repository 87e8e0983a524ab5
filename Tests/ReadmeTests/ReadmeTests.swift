import Foundation
import Testing

/// README.md's code blocks are tests (see ``ReadmeDocument`` for how each kind is checked): its
/// Swift compiles and runs as printed, its commands run, and what it shows a command printing is
/// what the command prints.
@Suite struct ReadmeTests {
    let document: ReadmeDocument

    init() throws {
        document = try ReadmeDocument.load()
    }

    /// The generated snippet tests are README.md's Swift blocks as they are now.
    @Test func snippetsMatchTheReadme() throws {
        let expected = SnippetGenerator.files(for: document)
        let folder = SnippetGenerator.folder
        if ProcessInfo.processInfo.environment["AUTOLAYOUT_UPDATE_README"] == "1" {
            let existing = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            for name in existing where name.hasPrefix("ReadmeSnippet") {
                try FileManager.default.removeItem(at: folder.appendingPathComponent(name))
            }
            for file in expected {
                try Data(file.contents.utf8).write(to: folder.appendingPathComponent(file.name))
            }
        }
        let onDisk = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix("ReadmeSnippet") }
        #expect(Set(onDisk) == Set(expected.map(\.name)), "run AUTOLAYOUT_UPDATE_README=1 swift test --filter ReadmeTests")
        for file in expected {
            let contents = try? String(contentsOf: folder.appendingPathComponent(file.name), encoding: .utf8)
            let inSync = contents == file.contents
            #expect(inSync, "\(file.name) is not README.md's block as it is now: run AUTOLAYOUT_UPDATE_README=1 swift test --filter ReadmeTests")
        }
    }

    /// No block goes unchecked.
    @Test func everyBlockIsChecked() {
        for block in document.blocks {
            let checked = block.info == "swift" || block.info == "sh" || block.marker.map(Self.isKnownMarker) == true
            #expect(checked, "README.md:\(block.line): a code block no test checks (see ReadmeDocument for the markers)")
        }
    }

    static func isKnownMarker(_ marker: String) -> Bool {
        marker == "output" || marker == "tree" || marker.hasPrefix("output of: autolayout ")
            || marker.hasPrefix("excerpt of: ")
    }

    /// An output block follows a Swift block.
    @Test func outputsFollowSwift() {
        for (index, block) in document.blocks.enumerated() where block.marker == "output" {
            #expect(index > 0 && document.blocks[index - 1].info == "swift", "README.md:\(block.line): an output block not after a Swift block")
        }
    }

    /// Every `swift run autolayout …` line of a shell block runs, with the exit status it names.
    @Test func commandsRun() throws {
        for block in document.blocks where block.info == "sh" {
            for (offset, line) in block.lines.enumerated() {
                let command = line.components(separatedBy: "#")[0].trimmingCharacters(in: .whitespaces)
                guard !command.isEmpty else { continue }
                let place = "README.md:\(block.line + 1 + offset)"
                guard command.hasPrefix("swift run autolayout ") else {
                    let known = ReadmeDocument.commandsNotRun.contains { command.hasPrefix($0) }
                    #expect(known, "\(place): \(command) is neither run nor listed in ReadmeDocument.commandsNotRun")
                    continue
                }
                var status: Int32 = 0
                if let range = line.range(of: "# exit status ") {
                    status = Int32(line[range.upperBound...].prefix(while: \.isNumber)) ?? -1
                }
                let arguments = command.dropFirst("swift run autolayout ".count).split(separator: " ").map(String.init)
                let result = try CommandRunner.run(arguments)
                #expect(result.status == status, "\(place): \(command) exited with \(result.status)\n\(result.stderr)")
            }
        }
    }

    /// What README.md shows a command printing is what it prints.
    @Test func commandOutputs() throws {
        for block in document.blocks {
            guard let marker = block.marker, marker.hasPrefix("output of: autolayout ") else { continue }
            let arguments = marker.dropFirst("output of: autolayout ".count).split(separator: " ").map(String.init)
            let result = try CommandRunner.run(arguments)
            #expect(
                OutputPattern(block.text).matches(result.stdout),
                "README.md:\(block.line): autolayout \(arguments.joined(separator: " ")) prints:\n\(result.stdout)")
        }
    }

    /// Excerpts are in their files.
    @Test func excerpts() throws {
        for block in document.blocks {
            guard let marker = block.marker, marker.hasPrefix("excerpt of: ") else { continue }
            let path = String(marker.dropFirst("excerpt of: ".count))
            let text = try String(contentsOf: ReadmeDocument.root.appendingPathComponent(path), encoding: .utf8)
            #expect(OutputPattern(block.text).isExcerpt(of: text), "README.md:\(block.line): not an excerpt of \(path)")
        }
    }

    /// Every folder a tree names exists where the tree puts it. A line whose first word is a
    /// folder, indented two spaces more than the folder above it, names a folder in that one; the
    /// other folders on a line (and on a continuation line, indented further) are in that folder.
    @Test func trees() {
        for block in document.blocks where block.marker == "tree" {
            var parents: [(indentation: Int, path: String)] = []
            for line in block.lines {
                let indentation = line.prefix(while: { $0 == " " }).count
                let words = line.split(separator: " ")
                while let last = parents.last, last.indentation >= indentation { parents.removeLast() }
                var base = parents.last?.path ?? ""
                for (index, word) in words.enumerated() where word.hasSuffix("/") && word.first?.isLetter == true {
                    let path = base.isEmpty ? String(word.dropLast()) : base + "/" + word.dropLast()
                    var isFolder: ObjCBool = false
                    let exists = FileManager.default.fileExists(
                        atPath: ReadmeDocument.root.appendingPathComponent(path).path, isDirectory: &isFolder)
                    #expect(exists && isFolder.boolValue, "README.md:\(block.line): no folder \(path)")
                    let isFolderLine = index == 0 && indentation == (parents.last.map { $0.indentation + 2 } ?? 0)
                    if isFolderLine {
                        parents.append((indentation, path))
                        base = path
                    }
                }
            }
        }
    }
}
