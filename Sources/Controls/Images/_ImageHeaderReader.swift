import Foundation

/// Reads the pixel size of a PNG or JPEG from its header alone: the IHDR chunk of a PNG (bytes
/// 16–23), the first start-of-frame marker of a JPEG, found by walking the marker segments from
/// the start of the file and skipping each by its length. Nothing is decoded.
///
/// The bytes come from a source that reads a range at a time, so a file is read only as far as
/// its header (a JPEG's segments before the frame header are skipped, not read).
struct _ImageHeaderReader {
    /// Reads up to `count` bytes at `offset`; fewer at the end of the input.
    typealias Source = (_ offset: UInt64, _ count: Int) throws(ImageError) -> [UInt8]

    let path: String
    let read: Source

    /// The format and pixel size.
    ///
    /// - Throws: ``ImageError/Code/unsupportedFormat`` when the input is neither PNG nor JPEG,
    ///   ``ImageError/Code/corrupt`` when its header is cut short or invalid.
    func pixelSize() throws(ImageError) -> (format: Image.Format, width: Int, height: Int) {
        let start = try read(0, 8)
        if start.starts(with: Self.pngSignature) { return try pngSize() }
        if start.count >= 2, start[0] == 0xFF, start[1] == 0xD8 { return try jpegSize() }
        if !start.isEmpty, start.count < 8, Self.pngSignature.starts(with: start) {
            throw corrupt("the PNG signature is cut short")
        }
        throw ImageError(
            code: .unsupportedFormat, path: path,
            detail: start.isEmpty ? "the file is empty" : "it is neither a PNG nor a JPEG file")
    }

    static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// PNG: the signature, then the IHDR chunk first: length 13, type, width, height.
    private func pngSize() throws(ImageError) -> (format: Image.Format, width: Int, height: Int) {
        let header = try read(8, 16)
        guard header.count == 16 else { throw corrupt("the PNG header ends before the IHDR chunk") }
        guard Array(header[4..<8]) == Array("IHDR".utf8) else {
            throw corrupt("the first PNG chunk is not IHDR")
        }
        let width = Self.bigEndian(header[8..<12])
        let height = Self.bigEndian(header[12..<16])
        // PNG allows 1 ... 2^31 - 1 on each side.
        guard (1...Int(Int32.max)).contains(width), (1...Int(Int32.max)).contains(height) else {
            throw corrupt("the IHDR chunk gives an invalid size, \(width) × \(height)")
        }
        return (.png, width, height)
    }

    /// JPEG: markers from the start; the first start-of-frame (SOF0–SOF15 but DHT, JPG and
    /// DAC) holds precision, height, width.
    private func jpegSize() throws(ImageError) -> (format: Image.Format, width: Int, height: Int) {
        var offset: UInt64 = 2
        while true {
            let marker = try read(offset, 2)
            guard marker.count == 2 else { throw corrupt("the JPEG ends before its frame header") }
            guard marker[0] == 0xFF else {
                throw corrupt("a JPEG marker was expected at byte \(offset)")
            }
            let code = marker[1]
            switch code {
            case 0xFF:
                // Fill byte before a marker.
                offset += 1
                continue
            case 0x01, 0xD0...0xD7:
                // TEM and RST markers stand alone.
                offset += 2
                continue
            case 0xD9, 0xDA:
                throw corrupt("the JPEG has no frame header before its image data")
            default:
                break
            }
            let lengthBytes = try read(offset + 2, 2)
            guard lengthBytes.count == 2 else { throw corrupt("the JPEG ends inside a segment header") }
            let length = Self.bigEndian(lengthBytes[...])
            guard length >= 2 else { throw corrupt("a JPEG segment at byte \(offset) has length \(length)") }
            if Self.isStartOfFrame(code) {
                let frame = try read(offset + 4, 5)
                guard frame.count == 5, length >= 7 else { throw corrupt("the JPEG frame header is cut short") }
                let height = Self.bigEndian(frame[1..<3])
                let width = Self.bigEndian(frame[3..<5])
                // A height of 0 is defined later by a DNL marker, which this reader does not follow.
                guard width > 0, height > 0 else {
                    throw corrupt("the JPEG frame header gives a size of \(width) × \(height)")
                }
                return (.jpeg, width, height)
            }
            offset += 2 + UInt64(length)
        }
    }

    private static func isStartOfFrame(_ code: UInt8) -> Bool {
        (0xC0...0xCF).contains(code) && code != 0xC4 && code != 0xC8 && code != 0xCC
    }

    private static func bigEndian(_ bytes: ArraySlice<UInt8>) -> Int {
        bytes.reduce(0) { $0 << 8 | Int($1) }
    }

    private func corrupt(_ detail: String) -> ImageError {
        ImageError(code: .corrupt, path: path, detail: detail)
    }
}
