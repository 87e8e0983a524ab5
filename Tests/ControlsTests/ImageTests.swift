import AutoLayout
import Controls
import Foundation
import Testing

/// Images read their size from PNG and JPEG headers; bad files are errors that name them.
@MainActor
struct ImageTests {
    // MARK: Writing small image files

    /// CRC-32 (ISO 3309, as PNG uses), so that the test PNGs are valid files.
    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    static func bigEndian32(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }

    static func bigEndian16(_ value: Int) -> [UInt8] {
        [UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }

    /// A PNG chunk: length, type, data, CRC of type and data.
    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        return bigEndian32(UInt32(data.count)) + body + bigEndian32(crc32(body))
    }

    /// A complete one-colour PNG of a size (8-bit greyscale, stored zlib blocks).
    static func png(width: Int, height: Int) -> [UInt8] {
        let ihdr = bigEndian32(UInt32(width)) + bigEndian32(UInt32(height)) + [8, 0, 0, 0, 0]
        // Each row: filter byte 0 and `width` grey bytes, in one stored deflate block.
        let raw = [UInt8](repeating: 0, count: (width + 1) * height)
        let stored: [UInt8] =
            [0x78, 0x01, 0x01] + [UInt8(raw.count & 0xFF), UInt8(raw.count >> 8)]
            + [UInt8(~raw.count & 0xFF), UInt8((~raw.count >> 8) & 0xFF)] + raw + [0, 0, 0, 1]
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
            + chunk("IHDR", ihdr) + chunk("IDAT", stored) + chunk("IEND", [])
    }

    /// The headers of a JPEG of a size: SOI, a JFIF APP0, an EXIF-sized APP1, a quantisation
    /// table, fill bytes, then the frame header (SOF0, or SOF2 for a progressive one), and EOI.
    static func jpeg(width: Int, height: Int, progressive: Bool = false) -> [UInt8] {
        var bytes: [UInt8] = [0xFF, 0xD8]
        bytes += [0xFF, 0xE0] + bigEndian16(16) + Array("JFIF".utf8) + [0, 1, 1, 0, 0, 1, 0, 1, 0, 0]
        let exif = [UInt8](repeating: 0x2A, count: 300)
        bytes += [0xFF, 0xE1] + bigEndian16(exif.count + 2) + exif
        bytes += [0xFF, 0xDB] + bigEndian16(67) + [0] + [UInt8](repeating: 1, count: 64)
        bytes += [0xFF, 0xFF]  // fill bytes before the next marker
        bytes += [0xFF, progressive ? 0xC2 : 0xC0] + bigEndian16(17) + [8] + bigEndian16(height) + bigEndian16(width)
        bytes += [3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]
        bytes += [0xFF, 0xD9]
        return bytes
    }

    /// A fresh temporary folder for one test's files.
    func makeFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("ControlsTests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    func write(_ bytes: [UInt8], to folder: URL, _ name: String) throws -> String {
        let url = folder.appendingPathComponent(name)
        try Data(bytes).write(to: url)
        return url.path
    }

    // MARK: Sizes

    @Test func aPNGsSizeComesFromItsHeader() throws {
        let folder = try makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = try write(Self.png(width: 30, height: 20), to: folder, "badge.png")
        let image = try Image(contentsOfFile: path)
        #expect(image.size == CGSize(width: 30, height: 20))
        #expect(image.scale == 1)
        #expect(image.format == .png)
    }

    @Test func aJPEGsSizeComesFromItsFrameHeader() throws {
        let folder = try makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = try write(Self.jpeg(width: 640, height: 427), to: folder, "photo.jpg")
        let image = try Image(contentsOfFile: path)
        #expect(image.size == CGSize(width: 640, height: 427))
        #expect(image.format == .jpeg)
        let progressive = try Image(data: Data(Self.jpeg(width: 300, height: 1200, progressive: true)))
        #expect(progressive.size == CGSize(width: 300, height: 1200))
    }

    @Test func aScaleInTheNameGivesPoints() throws {
        let folder = try makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let double = try Image(contentsOfFile: try write(Self.png(width: 120, height: 80), to: folder, "logo@2x.png"))
        #expect(double.size == CGSize(width: 60, height: 40))
        #expect(double.pixelSize == CGSize(width: 120, height: 80))
        let triple = try Image(contentsOfFile: try write(Self.jpeg(width: 90, height: 30), to: folder, "icon@3x.jpeg"))
        #expect(triple.size == CGSize(width: 30, height: 10))
        let given = try Image(contentsOfFile: try write(Self.png(width: 120, height: 80), to: folder, "plain.png"), scale: 4)
        #expect(given.size == CGSize(width: 30, height: 20))
    }

    @Test func anImageMadeFromASize() {
        #expect(Image(size: CGSize(width: 44, height: 44)).size == CGSize(width: 44, height: 44))
        let bad = Image(size: CGSize(width: -3, height: CGFloat.nan), scale: 0)
        #expect(bad.size == .zero)
        #expect(bad.scale == 1)
    }

    // MARK: Errors

    @Test func aMissingFileIsAnErrorNamingIt() {
        let path = "/nonexistent/folder/missing.png"
        #expect(throws: ImageError(code: .fileNotFound, path: path, detail: "the file does not exist")) {
            try Image(contentsOfFile: path)
        }
        do {
            _ = try Image(contentsOfFile: path)
        } catch {
            #expect(error.description == "Cannot read the image \"/nonexistent/folder/missing.png\": the file does not exist")
        }
    }

    @Test func aFolderIsUnreadable() throws {
        let folder = try makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        do {
            _ = try Image(contentsOfFile: folder.path)
            Issue.record("a folder was read as an image")
        } catch {
            #expect(error.code == .unreadable)
            #expect(error.path == folder.path)
        }
    }

    @Test func otherFilesAreUnsupported() throws {
        let folder = try makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, bytes) in [("notes.png", Array("not an image".utf8)), ("empty.jpg", [])] {
            let path = try write(bytes, to: folder, name)
            do {
                _ = try Image(contentsOfFile: path)
                Issue.record("\(name) was read as an image")
            } catch {
                #expect(error.code == .unsupportedFormat, "\(name)")
                #expect(error.description.contains(path))
            }
        }
    }

    @Test func corruptHeadersAreErrorsNotCrashes() throws {
        let png = Self.png(width: 30, height: 20)
        var zeroWidth = png
        zeroWidth.replaceSubrange(16..<20, with: [0, 0, 0, 0])
        var notIHDR = png
        notIHDR.replaceSubrange(12..<16, with: Array("IDAT".utf8))
        let jpeg = Self.jpeg(width: 10, height: 10)
        let cases: [(String, [UInt8])] = [
            ("a PNG cut inside its header", Array(png.prefix(20))),
            ("a PNG cut inside its signature", Array(png.prefix(5))),
            ("a PNG of width 0", zeroWidth),
            ("a PNG whose first chunk is not IHDR", notIHDR),
            ("a JPEG cut before its frame header", Array(jpeg.prefix(200))),
            ("a JPEG with image data and no frame header", [0xFF, 0xD8, 0xFF, 0xDA, 0, 2, 0xFF, 0xD9]),
            ("a JPEG with a segment of length 1", [0xFF, 0xD8, 0xFF, 0xE0, 0, 1]),
            ("a JPEG with garbage where a marker belongs", [0xFF, 0xD8, 0x12, 0x34]),
            ("a JPEG with a frame of height 0", Self.jpeg(width: 10, height: 0)),
        ]
        for (what, bytes) in cases {
            do {
                _ = try Image(data: Data(bytes), name: what)
                Issue.record("\(what) was read")
            } catch {
                #expect(error.code == .corrupt, "\(what): \(error)")
                #expect(error.path == what)
            }
        }
    }
}
