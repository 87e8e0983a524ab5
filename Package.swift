// swift-tools-version: 6.2
import PackageDescription

/// Settings every target shares: Swift 6 language mode (the tools version's default), strict
/// concurrency, and no warnings.
let strict: [SwiftSetting] = [
    .treatAllWarnings(as: .error),
]

/// The checked configuration (as swift-collections' `COLLECTIONS_INTERNAL_CHECKS`): with
/// `AUTOLAYOUT_INTERNAL_CHECKS=1` in the environment, the solver and the engine check their
/// invariants after every mutation and stop at the first one broken. Slow; for tests only
/// (`.ci/run` runs the suite once without and once with it).
let internalChecks: [SwiftSetting] =
    Context.environment["AUTOLAYOUT_INTERNAL_CHECKS"] == "1" ? [.define("AUTOLAYOUT_INTERNAL_CHECKS")] : []

let package = Package(
    name: "swift-autolayout",
    // On Apple platforms, the releases whose standard library has atomics (`Synchronization`,
    // which the solver uses); Linux has no minimum.
    platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
    products: [
        .library(name: "Cassowary", targets: ["Cassowary"]),
        .library(name: "Graphics", targets: ["Graphics"]),
        .library(name: "AutoLayout", targets: ["AutoLayout"]),
        .library(name: "TextMeasurement", targets: ["TextMeasurement"]),
        .library(name: "Controls", targets: ["Controls"]),
        .library(name: "AutoLayoutKit", targets: ["AutoLayoutKit"]),
        .library(name: "UIKitCompat", targets: ["UIKitCompat"]),
        .library(name: "LayoutFormats", targets: ["LayoutFormats"]),
        .library(name: "LayoutDocument", targets: ["LayoutDocument"]),
        .library(name: "Conformance", targets: ["Conformance"]),
        .library(name: "LayoutLogs", targets: ["LayoutLogs"]),
        .library(name: "LayoutRendering", targets: ["LayoutRendering"]),
        .executable(name: "autolayout", targets: ["autolayout"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
    ],
    targets: [
        // The incremental constraint solver. Depends on nothing, not even Foundation.
        .target(name: "Cassowary", swiftSettings: strict + internalChecks),

        // Colours, paths, glyph runs, images by reference, the drawing context and display lists.
        // Depends on Foundation only.
        .target(name: "Graphics", swiftSettings: strict),

        // Views, guides, anchors, constraints and the layout cycle, on the solver; views draw
        // through Graphics.
        .target(
            name: "AutoLayout", dependencies: ["Cassowary", "Graphics"], swiftSettings: strict + internalChecks),

        // Text measurement with real fonts (FreeType, fontconfig). Knows no views.
        .systemLibrary(
            name: "CFreeType", path: "Sources/CFreeType", pkgConfig: "freetype2",
            providers: [.apt(["libfreetype-dev"])]),
        .systemLibrary(
            name: "CFontconfig", path: "Sources/CFontconfig", pkgConfig: "fontconfig",
            providers: [.apt(["libfontconfig-dev"])]),
        .target(
            name: "TextMeasurement", dependencies: ["CFreeType", "CFontconfig", "Graphics"], swiftSettings: strict),

        // Controls whose intrinsic size comes from their content: labels, buttons, images, text
        // fields and views, switches, sliders, Dynamic Type. Views on top of text measurement.
        .target(name: "Controls", dependencies: ["AutoLayout", "TextMeasurement"], swiftSettings: strict),

        // One import for a screen: re-exports AutoLayout, Controls, TextMeasurement, Graphics and
        // Foundation.
        .target(
            name: "AutoLayoutKit", dependencies: ["AutoLayout", "Controls", "TextMeasurement", "Graphics"],
            swiftSettings: strict),

        // UIKit's names and call shapes on AutoLayoutKit (docs/porting-from-uikit.md): `import
        // UIKitCompat` and write `UIView`, `NSLayoutConstraint`, …; on Apple platforms it is the
        // real UIKit. Device profiles (UIScreen, rotation) come from LayoutDocument. Nothing
        // depends on it.
        .target(
            name: "UIKitCompat", dependencies: ["AutoLayoutKit", "LayoutDocument"], swiftSettings: strict),

        // File formats read by the command-line tool: JSON with source locations, raw solver
        // problems.
        .target(name: "LayoutFormats", dependencies: ["Cassowary"], swiftSettings: strict),

        // Layout documents (docs/layout-documents.md): the typed model of a screen (views, controls,
        // constraints, size classes), its YAML and JSON readers, device profiles (data, embedded),
        // and the builder that turns a document into views.
        .target(
            name: "LayoutDocument",
            dependencies: [
                "AutoLayout", "Controls", "Graphics", "LayoutFormats", .product(name: "Yams", package: "Yams"),
            ],
            resources: [.embedInCode("Resources/devices.json")],
            swiftSettings: strict),

        // The conformance runner: cases of docs/conformance-format.md through the engine; a case
        // is a layout document and expectations.
        .target(
            name: "Conformance", dependencies: ["AutoLayout", "LayoutFormats", "LayoutDocument"],
            swiftSettings: strict),

        // UIKit and AppKit console logs ("Unable to simultaneously satisfy constraints"): read,
        // rebuilt as a constraint system, re-solved and explained.
        .target(name: "LayoutLogs", dependencies: ["Cassowary", "LayoutFormats"], swiftSettings: strict),

        // JPEG decoding through libjpeg (in C: libjpeg reports errors by longjmp).
        .target(name: "CJPEG", linkerSettings: [.linkedLibrary("jpeg")]),

        // Display lists as SVG (written directly) and as PNG and PDF (Cairo, loaded at run time
        // with dlopen); constraint overlays; documents rendered on devices, their frames, and the
        // preview page; drawings of explained logs.
        .target(
            name: "LayoutRendering",
            dependencies: [
                "LayoutLogs", "LayoutFormats", "LayoutDocument", "AutoLayout", "Controls", "Graphics", "TextMeasurement",
                "CFreeType", "CJPEG",
            ],
            swiftSettings: strict),

        // The command-line tool: thin; all logic lives in the libraries.
        .executableTarget(
            name: "autolayout",
            dependencies: [
                "Cassowary", "AutoLayout", "LayoutFormats", "LayoutDocument", "Conformance", "LayoutLogs",
                "LayoutRendering", .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: strict
        ),

        // The benchmark: the shared workloads, beside kiwisolver, in release mode.
        .executableTarget(
            name: "autolayout-benchmark",
            dependencies: [
                "Cassowary", "LayoutFormats", "AutoLayout", "TextMeasurement", "Controls", "Graphics", "LayoutDocument",
                "LayoutRendering",
            ],
            path: "Benchmarks/Sources",
            swiftSettings: strict),

        // What the test targets share: a seeded generator whose output is the same everywhere.
        .target(name: "TestSupport", path: "Tests/TestSupport", swiftSettings: strict),
        .testTarget(name: "CassowaryTests", dependencies: ["Cassowary", "TestSupport"], swiftSettings: strict),
        .testTarget(
            name: "FuzzTests",
            dependencies: ["LayoutFormats", "LayoutDocument", "LayoutLogs", "Conformance", "AutoLayout", "TestSupport"],
            swiftSettings: strict),
        .testTarget(name: "GraphicsTests", dependencies: ["Graphics"], swiftSettings: strict),
        .testTarget(name: "AutoLayoutTests", dependencies: ["AutoLayout", "TestSupport"], swiftSettings: strict),
        .testTarget(
            name: "ConformanceTests", dependencies: ["Conformance"], exclude: ["Cases", "Fixtures"], swiftSettings: strict),
        .testTarget(
            name: "LayoutDocumentTests", dependencies: ["LayoutDocument", "LayoutFormats", "AutoLayout", "Controls", "TestSupport"],
            swiftSettings: strict),
        .testTarget(
            name: "UIKitCompatTests", dependencies: ["UIKitCompat", "LayoutDocument"], swiftSettings: strict),
        .testTarget(
            name: "TextMeasurementTests", dependencies: ["TextMeasurement", "CFreeType"], exclude: ["Fixtures"],
            swiftSettings: strict),
        .testTarget(
            name: "ControlsTests", dependencies: ["Controls", "AutoLayout", "TextMeasurement", "CFreeType"],
            swiftSettings: strict),
        .testTarget(
            name: "LayoutLogsTests", dependencies: ["LayoutLogs", "LayoutRendering", "LayoutFormats"],
            exclude: ["Fixtures"], swiftSettings: strict),
        // libpng, for the rendering tests to decode the PNGs they check.
        .systemLibrary(
            name: "CPNG", path: "Tests/CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
        // What the command line's end-to-end tests share: running the built binary.
        .target(name: "CommandLineTesting", path: "Tests/CommandLineTesting", swiftSettings: strict),
        .testTarget(
            name: "LayoutRenderingTests",
            dependencies: [
                "LayoutRendering", "LayoutDocument", "LayoutFormats", "Graphics", "TextMeasurement", "AutoLayout", "Controls",
                "CPNG", "CommandLineTesting", "autolayout",
            ],
            exclude: ["Fixtures"], swiftSettings: strict),
        .testTarget(
            name: "LayoutFormatsTests", dependencies: ["LayoutFormats", "CommandLineTesting", "autolayout"],
            swiftSettings: strict),
        // README.md's code blocks, as tests: its Swift snippets (generated into Snippets/ from the
        // README, checked to be in sync), its commands and the outputs it shows.
        .testTarget(
            name: "ReadmeTests", dependencies: ["AutoLayoutKit", "UIKitCompat", "Cassowary", "CommandLineTesting", "LayoutRendering", "autolayout"],
            swiftSettings: strict),
    ]
)
