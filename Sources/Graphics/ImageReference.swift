import Foundation

/// An image to draw, by reference: where its bytes are (a file, or data in memory) and its size in
/// pixels. A display list holds references, never decoded pixels; each renderer reads the bytes
/// when it draws (SVG embeds them as they are, Cairo decodes PNG and JPEG).
public struct ImageReference: Hashable, Sendable, CustomStringConvertible {
    /// Where an image's bytes are.
    public enum Source: Hashable, Sendable {
        /// A PNG or JPEG file at a path.
        case file(String)
        /// The bytes of a PNG or JPEG file, in memory.
        case data(Data)
    }

    /// Where the bytes are.
    public var source: Source
    /// The size in pixels (what the file's header says).
    public var pixelSize: CGSize

    /// A reference to an image file.
    public init(path: String, pixelSize: CGSize) {
        self.source = .file(path)
        self.pixelSize = pixelSize
    }

    /// A reference to an image file's bytes in memory.
    public init(data: Data, pixelSize: CGSize) {
        self.source = .data(data)
        self.pixelSize = pixelSize
    }

    /// A reference to an image's bytes wherever they are.
    public init(source: Source, pixelSize: CGSize) {
        self.source = source
        self.pixelSize = pixelSize
    }

    /// The file's path, or nil for an image in memory.
    public var path: String? {
        if case .file(let path) = source { return path }
        return nil
    }

    /// The bytes: the file read now, or the data held.
    ///
    /// - Throws: the file system's error when the file cannot be read.
    public func bytes() throws -> Data {
        switch source {
        case .file(let path): try Data(contentsOf: URL(fileURLWithPath: path))
        case .data(let data): data
        }
    }

    /// The path (or the data's length) and the pixel size, e.g. `logo.png (120 × 80 px)`.
    public var description: String {
        let size = "\(Int(pixelSize.width)) × \(Int(pixelSize.height)) px"
        switch source {
        case .file(let path): return "\(path) (\(size))"
        case .data(let data): return "\(data.count) bytes (\(size))"
        }
    }
}
