import AutoLayout
import Controls
import Foundation
import LayoutFormats

/// A device a document can be shown on: its screen in points, scale, corner radius, and per
/// orientation its safe-area insets and size classes.
///
/// The profiles are data: `Sources/LayoutDocument/Resources/devices.json`, embedded in the
/// module when it is built and read at run time (``all``), each value with its source in that
/// file. At least iPhone SE (3rd generation), iPhone 15, iPhone 15 Pro Max, iPad (10th
/// generation) and iPad Pro 12.9-inch.
///
/// ```swift
/// let phone = try DeviceProfile.named("iPhone 15")
/// let window = phone.makeWindow(orientation: .landscape)   // 852 × 393, safe area 0/59/21/59, wC hC
/// ```
public struct DeviceProfile: Hashable, Sendable {
    /// The device's name, as Apple writes it (`iPhone 15 Pro Max`).
    public var name: String
    /// Other names it is found by (case and blanks are ignored when matching).
    public var aliases: [String]
    /// `phone` or `pad`.
    public var idiom: String
    /// The screen in portrait, in points.
    public var portraitSize: CGSize
    /// Pixels per point.
    public var scale: CGFloat
    /// The screen's corner radius in points (0 for a rectangular screen).
    public var cornerRadius: CGFloat
    /// Safe-area insets in portrait and landscape.
    public var safeAreaInsets: [DeviceOrientation: EdgeInsets]
    /// Size classes (horizontal, vertical) in portrait and landscape.
    public var sizeClasses: [DeviceOrientation: SizeClasses]
    /// The keys of the sources of its values (``sources``).
    public var sourceKeys: [String]
    /// The on-screen keyboard's height from the screen's bottom, by orientation (the data's
    /// `keyboard`; none where it gives none): see ``keyboardHeight(in:)``.
    public var keyboardHeights: [DeviceOrientation: CGFloat] = [:]

    /// A horizontal and a vertical size class.
    public struct SizeClasses: Hashable, Sendable {
        /// Width.
        public var horizontal: TraitCollection.SizeClass
        /// Height.
        public var vertical: TraitCollection.SizeClass

        /// Makes size classes.
        public init(horizontal: TraitCollection.SizeClass, vertical: TraitCollection.SizeClass) {
            self.horizontal = horizontal
            self.vertical = vertical
        }
    }

    /// The screen in an orientation.
    public func size(in orientation: DeviceOrientation) -> CGSize {
        orientation == .portrait ? portraitSize : CGSize(width: portraitSize.height, height: portraitSize.width)
    }

    /// The trait collection of the device in an orientation: its size classes and scale, a
    /// layout direction, and a content size category.
    public func traitCollection(
        orientation: DeviceOrientation, layoutDirection: UserInterfaceLayoutDirection = .leftToRight,
        contentSizeCategory: ContentSizeCategory = .large
    ) -> TraitCollection {
        let classes = sizeClasses[orientation] ?? SizeClasses(horizontal: .compact, vertical: .regular)
        var traits = TraitCollection(
            layoutDirection: layoutDirection, horizontalSizeClass: classes.horizontal,
            verticalSizeClass: classes.vertical, displayScale: scale)
        traits.preferredContentSizeCategory = contentSizeCategory
        return traits
    }

    /// Everything a window takes from the device in an orientation.
    public func environment(
        orientation: DeviceOrientation = .portrait, layoutDirection: UserInterfaceLayoutDirection = .leftToRight,
        contentSizeCategory: ContentSizeCategory = .large
    ) -> LayoutEnvironment {
        LayoutEnvironment(
            size: size(in: orientation), safeAreaInsets: safeAreaInsets[orientation] ?? .zero,
            traitCollection: traitCollection(
                orientation: orientation, layoutDirection: layoutDirection, contentSizeCategory: contentSizeCategory))
    }

    /// A window the size of the screen in an orientation, with the device's safe area, size
    /// classes and scale, a layout direction and a content size category.
    public func makeWindow(
        orientation: DeviceOrientation = .portrait, layoutDirection: UserInterfaceLayoutDirection = .leftToRight,
        contentSizeCategory: ContentSizeCategory = .large
    ) -> Window {
        environment(orientation: orientation, layoutDirection: layoutDirection, contentSizeCategory: contentSizeCategory)
            .makeWindow()
    }
}

extension DeviceProfile {
    /// Every profile of the embedded `devices.json`, in the file's order.
    public static let all: [DeviceProfile] = {
        // The file is the module's own, checked by the tests: it always reads.
        (try? read(String(decoding: PackageResources.devices_json, as: UTF8.self), file: "devices.json").profiles) ?? []
    }()

    /// The sources the profiles cite, by key (`hig`, `sizeClasses`, …), from `devices.json`.
    public static let sources: [String: String] = {
        (try? read(String(decoding: PackageResources.devices_json, as: UTF8.self), file: "devices.json").sources) ?? [:]
    }()

    /// The profile whose name or alias is `name` (case, blanks and punctuation ignored).
    ///
    /// - Throws: a ``DeviceProfileError`` naming the nearest known device.
    public static func named(_ name: String) throws(DeviceProfileError) -> DeviceProfile {
        let key = normalized(name)
        if let match = all.first(where: { normalized($0.name) == key || $0.aliases.contains { normalized($0) == key } }) {
            return match
        }
        throw DeviceProfileError(name: name, nearest: NearestName.nearest(to: name, in: all.map(\.name)))
    }

    static func normalized(_ name: String) -> String {
        String(name.lowercased().unicodeScalars.filter { $0.properties.isAlphabetic || ("0"..."9").contains($0) })
    }

    /// Reads profiles in the format of `devices.json`.
    ///
    /// - Throws: a ``FormatError`` at the first value that is not of the format.
    public static func read(_ text: String, file: String) throws(FormatError) -> (profiles: [DeviceProfile], sources: [String: String]) {
        let root = try JSONValue.parse(text, file: file)
        func member(_ value: JSONValue, _ key: String) throws(FormatError) -> JSONValue {
            guard let found = value.members?.first(where: { $0.key == key })?.value else {
                throw FormatError(location: value.location, message: "expected \"\(key)\"")
            }
            return found
        }
        func number(_ value: JSONValue, _ key: String) throws(FormatError) -> CGFloat {
            let found = try member(value, key)
            guard let number = found.number, number.isFinite, number >= 0 else {
                throw FormatError(location: found.location, message: "expected a number >= 0 for \"\(key)\"")
            }
            return CGFloat(number)
        }
        func sizeClass(_ value: JSONValue, _ key: String) throws(FormatError) -> TraitCollection.SizeClass {
            let found = try member(value, key)
            switch found.string {
            case "compact": return .compact
            case "regular": return .regular
            default: throw FormatError(location: found.location, message: "expected compact or regular")
            }
        }
        var profiles: [DeviceProfile] = []
        for device in try member(root, "devices").array ?? [] {
            guard let name = try member(device, "name").string else {
                throw FormatError(location: device.location, message: "expected a device name")
            }
            let portrait = try member(device, "portrait")
            var profile = DeviceProfile(
                name: name, aliases: (device.members?.first { $0.key == "aliases" }?.value.array ?? []).compactMap(\.string),
                idiom: try member(device, "idiom").string ?? "phone",
                portraitSize: CGSize(width: try number(portrait, "width"), height: try number(portrait, "height")),
                scale: try number(device, "scale"), cornerRadius: try number(device, "cornerRadius"), safeAreaInsets: [:],
                sizeClasses: [:], sourceKeys: (device.members?.first { $0.key == "sources" }?.value.array ?? []).compactMap(\.string))
            let safeArea = try member(device, "safeArea")
            let classes = try member(device, "sizeClasses")
            for orientation in DeviceOrientation.allCases {
                let insets = try member(safeArea, orientation.rawValue)
                profile.safeAreaInsets[orientation] = EdgeInsets(
                    top: try number(insets, "top"), left: try number(insets, "left"), bottom: try number(insets, "bottom"),
                    right: try number(insets, "right"))
                let pair = try member(classes, orientation.rawValue)
                profile.sizeClasses[orientation] = SizeClasses(
                    horizontal: try sizeClass(pair, "width"), vertical: try sizeClass(pair, "height"))
                if let keyboard = device.members?.first(where: { $0.key == "keyboard" })?.value {
                    profile.keyboardHeights[orientation] = try number(keyboard, orientation.rawValue)
                }
            }
            profiles.append(profile)
        }
        var sources: [String: String] = [:]
        for source in root.members?.first(where: { $0.key == "sources" })?.value.members ?? [] {
            sources[source.key] = source.value.string
        }
        return (profiles, sources)
    }
}

/// A device name no profile has.
public struct DeviceProfileError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The name asked for.
    public var name: String
    /// The nearest known device name.
    public var nearest: String?

    /// Makes an error.
    public init(name: String, nearest: String?) {
        self.name = name
        self.nearest = nearest
    }

    /// `expected a device (…), found NAME (did you mean NEAREST?)`.
    public var description: String {
        let known = DeviceProfile.all.map(\.name).joined(separator: ", ")
        return "expected a device (\(known)), found \(NearestName.shown(name))" + (nearest.map { " (did you mean \($0)?)" } ?? "")
    }
}
