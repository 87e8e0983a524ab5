import AutoLayout
import Controls
import Foundation
import LayoutDocument
import LayoutFormats
import Testing

/// Interface Builder's "vary for traits": views, constraints and properties installed by size
/// class, following the device and its rotation, incrementally.
@Suite struct SizeClassTests {
    static let yaml = """
        children:
          - view: sidebar
            when: wR
          - view: content
          - label: title
            text: Hi
            font: 10
            variants:
              - when: hC
                font: 20
        constraints:
          - content.top == root.safeArea.top
          - content.bottom == root.safeArea.bottom
          - content.trailing == root.trailing
          - title.top == content.top
          - title.leading == content.leading
          - when: wC
            constraints:
              - content.leading == root.leading
          - when: wR
            constraints:
              - sidebar.leading == root.leading
              - sidebar.top == root.top
              - sidebar.bottom == root.bottom
              - sidebar.width == 320
              - content.leading == sidebar.trailing
        """

    /// A visual format waits for the views it names, and only those: `[side_panel]` does not
    /// name `side` (it did: names were found by prefix), and `(==side)` in a predicate does.
    @Test func aVisualFormatWaitsForTheViewsItNamesOnly() throws {
        let layout = DocumentLayout(
            try document(
                """
                children:
                  - view: side
                    when: wR
                  - view: side_panel
                  - view: other
                constraints:
                  - H:|-10-[side_panel]-10-|
                  - V:|-10-[side_panel(20)]
                  - H:|[other(==side)]
                  - V:|[other(5)]
                """),
            environment: environment(320, 480))
        layout.window.layoutIfNeeded()
        #expect(frame(layout, "side_panel") == "10 10 300 20")
        // Its format names side, which is not installed in compact width: not made.
        #expect(layout.activeConstraints.map(\.entry.text).contains("H:|[other(==side)]") == false)
    }

    @Test func devicesAndRotationInstallWhatTheirSizeClassesCallFor() throws {
        let phone = try DeviceProfile.named("iPhone 15 Pro Max")
        func measured(_ orientation: DeviceOrientation) -> LayoutEnvironment {
            var environment = phone.environment(orientation: orientation)
            environment.traitCollection.textMeasurer = fixedMeasurer
            return environment
        }
        let layout = DocumentLayout(try document(Self.yaml), environment: measured(.portrait))
        layout.layoutIfNeeded()
        #expect(!layout.isInstalled("sidebar"))
        #expect(layout.view(named: "sidebar")?.superview == nil)
        #expect(frame(layout, "content") == "0 59 430 839")
        #expect(frame(layout, "title") == "0 59 12 10")

        // Landscape on a Max phone: regular width, compact height.
        layout.environment = measured(.landscape)
        layout.layoutIfNeeded()
        #expect(layout.isInstalled("sidebar"))
        #expect(frame(layout, "sidebar") == "0 0 320 430")
        #expect(frame(layout, "content") == "320 0 612 409")
        #expect(frame(layout, "title") == "320 0 24 20")

        // Back: the sidebar and its constraints leave, the variant's font goes.
        layout.environment = measured(.portrait)
        layout.layoutIfNeeded()
        #expect(!layout.isInstalled("sidebar"))
        #expect(frame(layout, "content") == "0 59 430 839")
        #expect(frame(layout, "title") == "0 59 12 10")
        #expect(layout.problems.isEmpty)
    }

    /// Setting the window's traits directly (not through the layout) installs too.
    @Test func theWindowsTraitsAreFollowed() throws {
        let layout = DocumentLayout(try document(Self.yaml), environment: environment(400, 400))
        #expect(!layout.isInstalled("sidebar"))
        layout.window.traitCollection.horizontalSizeClass = .regular
        #expect(layout.isInstalled("sidebar"))
        #expect(layout.activeConstraints.map(\.entry.text).contains("sidebar.width == 320"))
        #expect(!layout.activeConstraints.map(\.entry.text).contains("content.leading == root.leading"))
    }

    /// A smaller iPhone in landscape is compact on both axes (the tables, not the width).
    @Test func anIPhone15InLandscapeIsCompact() throws {
        let layout = DocumentLayout(try document(Self.yaml), environment: try DeviceProfile.named("iPhone 15").environment(orientation: .landscape))
        #expect(layout.window.traitCollection.horizontalSizeClass == .compact)
        #expect(layout.window.traitCollection.verticalSizeClass == .compact)
        #expect(!layout.isInstalled("sidebar"))
    }

    @Test(arguments: [
        ("wC", "wC h*"), ("hR", "w* hR"), ("wR hC", "wR hC"), ("w* hC", "w* hC"), ("wAny hRegular", "w* hR"),
    ])
    func shorthand(text: String, described: String) {
        #expect(TraitCondition(shorthand: text)?.description == described)
    }

    @Test(arguments: ["", "wC wR", "xC", "wQ"])
    func badShorthand(text: String) {
        #expect(TraitCondition(shorthand: text) == nil)
    }
}

/// The device profiles: data embedded in the module, read at run time.
@Suite struct DeviceProfileTests {
    @Test func theFiveDevices() throws {
        #expect(
            DeviceProfile.all.map {
                "\($0.name) \(Int($0.portraitSize.width))x\(Int($0.portraitSize.height)) @\(Int($0.scale))x r\(Int($0.cornerRadius))"
            } == [
                "iPhone SE (3rd generation) 375x667 @2x r0", "iPhone 15 393x852 @3x r55", "iPhone 15 Pro Max 430x932 @3x r55",
                "iPad (10th generation) 820x1180 @2x r18", "iPad Pro 12.9-inch 1024x1366 @2x r18",
            ])
    }

    @Test func orientationsGiveSizeSafeAreaAndClasses() throws {
        let phone = try DeviceProfile.named("iphone 15")
        let landscape = phone.environment(orientation: .landscape, layoutDirection: .rightToLeft, contentSizeCategory: .extraLarge)
        #expect(landscape.size == CGSize(width: 852, height: 393))
        #expect(landscape.safeAreaInsets == EdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
        #expect(landscape.traitCollection.layoutDirection == .rightToLeft)
        #expect(landscape.traitCollection.displayScale == 3)
        #expect(landscape.traitCollection.preferredContentSizeCategory == .extraLarge)
        let window = try DeviceProfile.named("iPad Pro 12.9\"").makeWindow(orientation: .landscape)
        #expect(window.bounds.size == CGSize(width: 1366, height: 1024))
        #expect(window.safeAreaInsets == EdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
        #expect(window.traitCollection.horizontalSizeClass == .regular)
        #expect(try DeviceProfile.named("SE").sizeClasses[.landscape] == .init(horizontal: .compact, vertical: .compact))
    }

    @Test func everyValueCitesASource() {
        for profile in DeviceProfile.all {
            #expect(!profile.sourceKeys.isEmpty)
            for key in profile.sourceKeys { #expect(DeviceProfile.sources[key] != nil, "\(profile.name): \(key)") }
        }
    }

    @Test func anUnknownDeviceNamesTheNearest() {
        #expect(throws: DeviceProfileError(name: "iPhone 51", nearest: "iPhone 15")) { try DeviceProfile.named("iPhone 51") }
    }

    /// A document's own device, orientation and direction are its default environment.
    @Test func aDocumentsDeviceIsItsDefault() throws {
        let layout = DocumentLayout(try document("device: iPad (10th generation)\norientation: landscape\ndirection: rtl\n"))
        #expect(layout.window.bounds.size == CGSize(width: 1180, height: 820))
        #expect(layout.window.traitCollection.layoutDirection == .rightToLeft)
        let unknown = DocumentLayout(try document("device: Nokia\n"))
        #expect(unknown.problems.first?.description.hasPrefix("test.yaml:1:9: expected a device (") == true)
        #expect(unknown.window.bounds.size == CGSize(width: 375, height: 667))
    }
}
