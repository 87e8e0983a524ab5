import AutoLayout
import Foundation
import LayoutDocument
import LayoutRendering
import Testing
import TextMeasurement

/// The example documents (Examples/documents), each laid out and checked frame by frame. Text is
/// measured with the fixed-advance measurer (every character 0.6 em wide, lines 1 em apart), so
/// the frames do not depend on the fonts installed.
@Suite struct ExampleDocumentTests {
    /// The package's root.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// An example laid out: its text (the tree with frames) and the screen.
    func screen(
        _ name: String, device: String? = nil, orientation: DeviceOrientation? = nil,
        direction: UserInterfaceLayoutDirection? = nil
    ) throws -> RenderedScreen {
        let path = Self.root.appendingPathComponent("Examples/documents/\(name)").path
        let document = try LayoutDocument.read(contentsOfFile: path)
        let settings = ScreenSettings(
            device: try device.map { try DeviceProfile.named($0) }, orientation: orientation, layoutDirection: direction,
            textMeasurer: FixedAdvanceTextMeasurer())
        return RenderedScreen(document, settings: settings)
    }

    /// The frames' lines of the text (without the heading).
    func frames(_ screen: RenderedScreen) -> [String] {
        Array(screen.text.split(separator: "\n").dropFirst().map(String.init))
    }

    /// The sign-in form: 900 beats 850 (the card 100 below the safe area), 950 beats 750 (the logo 100 × 50).
    @Test func signInForm() throws {
        let screen = try screen("sign-in.yaml")
        #expect(
            frames(screen) == [
                "root window (0, 0, 393, 852)",
                "  card view (20, 159, 353, 268)",
                "    logo imageView (146.5, 175, 100, 50)",
                "    username textField (36, 249, 321, 44)",
                "    password textField (36, 301, 321, 44)",
                "    signIn button (36, 361, 321, 50)",
                "      signIn/0 Label (165, 378.5, 63, 15)",
            ])
        #expect(screen.hasFindings == false)
    }

    /// 900 lowered to 800: 850 wins, the card 50 below the safe area.
    @Test func signInFormLowered() throws {
        let screen = try screen("sign-in-lowered.yaml")
        #expect(
            frames(screen) == [
                "root window (0, 0, 393, 852)",
                "  card view (20, 109, 353, 268)",
                "    logo imageView (146.5, 125, 100, 50)",
                "    username textField (36, 199, 321, 44)",
                "    password textField (36, 251, 321, 44)",
                "    signIn button (36, 311, 321, 50)",
                "      signIn/0 Label (165, 328.5, 63, 15)",
            ])
        #expect(screen.hasFindings == false)
    }

    /// The menu cell is as high as its label's three lines (3 × 17) and the insets (2 × 10 + 2 × 5).
    @Test func menuCell() throws {
        let screen = try screen("menu-cell.yaml")
        #expect(
            frames(screen) == [
                "root window (0, 0, 320, 480)",
                "  cell view (0, 20, 320, 81)",
                "    container view (5, 25, 310, 71)",
                "      content label (15, 35, 290, 51)",
            ])
        #expect(screen.hasFindings == false)
    }

    /// The username (compression 750) is compressed, the star and trophy (751) keep their widths.
    @Test func detailRow() throws {
        let screen = try screen("detail-row.yaml")
        #expect(
            frames(screen) == [
                "root window (0, 0, 240, 60)",
                "  username label (16, 21.5, 79.5, 17)",
                "  star label (103.5, 21.5, 71.5, 17)",
                "  trophy label (183, 21.5, 41, 17)",
            ])
        #expect(screen.hasFindings == false)
    }

    /// In the stack the username (hugging 251) stretches; the star (252) and trophy (253) hug.
    @Test func detailStack() throws {
        let screen = try screen("detail-stack.yaml")
        #expect(
            frames(screen) == [
                "root window (0, 0, 375, 60)",
                "  row stack (16, 16, 343, 17)",
                "    username label (16, 16, 214.5, 17)",
                "    star label (238.5, 16, 71.5, 17)",
                "    trophy label (318, 16, 41, 17)",
            ])
        #expect(screen.hasFindings == false)
    }

    /// The stack is as wide as the image view's width constraint, and centred.
    @Test func helloStack() throws {
        let screen = try screen("hello-stack.yaml")
        #expect(
            frames(screen) == [
                "root window (0, 0, 375, 667)",
                "  hello stack (67.5, 214, 240, 239)",
                "    greeting label (111.75, 214, 151.5, 28)",
                "    photo imageView (67.5, 254, 240, 160)",
                "    wave button (147, 426, 81, 27)",
                "      wave/0 Label (147, 432, 81, 15)",
            ])
        #expect(screen.hasFindings == false)
    }

    /// The 600-point design at 393: every frame × 0.655.
    @Test func proportionalPortrait() throws {
        let screen = try screen("proportional.yaml")
        #expect(
            frames(screen) == [
                "root window (0, 0, 393, 852)",
                "  canvas view (0, 242, 393, 393)",
                "    sun view (39.3, 281.3, 117.9, 117.9)",
                "    house view (196.5, 399.2, 157.2, 196.5)",
                "    door view (255.45, 517.1, 39.3, 78.6)",
                "    lawn view (0, 595.7, 393, 39.3)",
            ])
        #expect(screen.hasFindings == false)
    }

    /// In landscape the square fits the height and is centred across.
    @Test func proportionalLandscape() throws {
        let screen = try screen("proportional.yaml", device: "iPhone SE", orientation: .landscape)
        #expect(
            frames(screen) == [
                "root window (0, 0, 667, 375)",
                "  canvas view (146, 0, 375, 375)",
                "    sun view (183.5, 37.5, 112.5, 112.5)",
                "    house view (333.5, 150, 150, 187.5)",
                "    door view (389.75, 262.5, 37.5, 75)",
                "    lawn view (146, 337.5, 375, 37.5)",
            ])
        #expect(screen.hasFindings == false)
    }

    /// On the large iPad the design is 1024 wide.
    @Test func proportionalIPad() throws {
        let screen = try screen("proportional.yaml", device: "iPad Pro 12.9-inch")
        #expect(
            frames(screen) == [
                "root window (0, 0, 1024, 1366)",
                "  canvas view (0, 173, 1024, 1024)",
                "    sun view (102.4, 275.4, 307.2, 307.2)",
                "    house view (512, 582.6, 409.6, 512)",
                "    door view (665.6, 889.8, 102.4, 204.8)",
                "    lawn view (0, 1094.6, 1024, 102.4)",
            ])
        #expect(screen.hasFindings == false)
    }

    /// The red view lacks a size: at its position, 0 × 0, and ambiguous on both axes.
    @Test func redView() throws {
        let screen = try screen("red-view.yaml")
        #expect(
            frames(screen) == [
                "root window (0, 0, 200, 200)",
                "  RedView view (10, 10, 0, 0)",
            ])
        #expect(screen.hasFindings == true)
        #expect(screen.ambiguityMessages.map { "\($0.view) \($0.axis): \($0.message)" } == [
            "RedView horizontal: width is not determined; add a width, or pin both leading and trailing",
            "RedView vertical: height is not determined; add a height, or pin both top and bottom",
        ])
    }

    /// The 300 @999 button is as wide as its 250-point superview.
    @Test func wideButton() throws {
        let screen = try screen("wide-button.yaml")
        #expect(
            frames(screen) == [
                "root window (0, 0, 320, 160)",
                "  box view (35, 30, 250, 100)",
                "    button button (35, 58, 250, 44)",
                "      button/0 Label (124, 72.5, 72, 15)",
            ])
        #expect(screen.hasFindings == false)
    }

    /// Settings in compact width: one column, no sidebar.
    @Test func settingsCompact() throws {
        let screen = try screen("settings.yaml")
        #expect(
            frames(screen) == [
                "root window (0, 0, 393, 852)",
                "  heading label (20, 75, 143, 34)",
                "  form view (20, 125, 353, 169)",
                "    airplaneLabel label (36, 140, 132.666667, 17)",
                "    airplane switch (306, 133, 51, 31)",
                "    separator1 view (36, 172, 337, 0.5)",
                "    wifiLabel label (36, 184.5, 51, 17)",
                "    wifiValue label (316, 184.5, 41, 17)",
                "    separator2 view (36, 213.5, 337, 0.5)",
                "    textSizeLabel label (36, 226, 321, 17)",
                "    textSize slider (36, 251, 321, 31)",
            ])
        #expect(screen.hasFindings == false)
    }

    /// Settings in regular width: the sidebar, and the form beside it.
    @Test func settingsRegular() throws {
        let screen = try screen("settings.yaml", device: "iPad")
        #expect(
            frames(screen) == [
                "root window (0, 0, 820, 1180)",
                "  sidebar view (0, 0, 320, 1180)",
                "    sidebarTitle label (20, 40, 106, 22)",
                "    general label (20, 86, 71.5, 17)",
                "    display label (20, 119, 204, 17)",
                "    privacy label (20, 152, 184, 17)",
                "  heading label (340, 40, 143, 34)",
                "  form view (340, 90, 460, 169)",
                "    airplaneLabel label (356, 105, 133, 17)",
                "    airplane switch (733, 98, 51, 31)",
                "    separator1 view (356, 137, 444, 0.5)",
                "    wifiLabel label (356, 149.5, 51, 17)",
                "    wifiValue label (743, 149.5, 41, 17)",
                "    separator2 view (356, 178.5, 444, 0.5)",
                "    textSizeLabel label (356, 191, 428, 17)",
                "    textSize slider (356, 216, 428, 31)",
            ])
        #expect(screen.hasFindings == false)
    }

    /// The Pro Max turned is regular in width: the sidebar comes in.
    @Test func settingsProMaxLandscape() throws {
        let screen = try screen("settings.yaml", device: "iPhone 15 Pro Max", orientation: .landscape)
        #expect(
            frames(screen) == [
                "root window (0, 0, 932, 430)",
                "  sidebar view (0, 0, 320, 430)",
                "    sidebarTitle label (20, 16, 105.666667, 22)",
                "    general label (20, 62, 71.666667, 17)",
                "    display label (20, 95, 204, 17)",
                "    privacy label (20, 128, 183.666667, 17)",
                "  heading label (340, 16, 143, 34)",
                "  form view (340, 66, 513, 169)",
                "    airplaneLabel label (356, 81, 132.666667, 17)",
                "    airplane switch (786, 74, 51, 31)",
                "    separator1 view (356, 113, 497, 0.5)",
                "    wifiLabel label (356, 125.5, 51, 17)",
                "    wifiValue label (796, 125.5, 41, 17)",
                "    separator2 view (356, 154.5, 497, 0.5)",
                "    textSizeLabel label (356, 167, 481, 17)",
                "    textSize slider (356, 192, 481, 31)",
            ])
        #expect(screen.hasFindings == false)
    }

    /// The chat on a phone: bubbles up to three quarters of the width, wrapped.
    @Test func chatCompact() throws {
        let screen = try screen("chat.yaml")
        #expect(
            frames(screen) == [
                "root window (0, 0, 393, 852)",
                "  header view (0, 0, 393, 111)",
                "    avatar imageView (16, 67, 36, 36)",
                "    name label (62, 67, 41, 17)",
                "    presence label (62, 91, 43.333333, 12)",
                "  incoming1 view (12, 123, 279, 50)",
                "    text1 label (24, 131, 255, 34)",
                "  outgoing1 view (112, 181, 269, 33)",
                "    text2 label (124, 189, 245, 17)",
                "  incoming2 view (12, 222, 289.333333, 84)",
                "    text3 label (24, 230, 265.333333, 68)",
                "  outgoing2 view (234.333333, 314, 146.666667, 33)",
                "    text4 label (246.333333, 322, 122.666667, 17)",
                "  messageBar view (0, 766, 393, 86)",
                "    message textField (12, 774, 325, 36)",
                "    send button (345, 778.5, 36, 27)",
                "      send/0 Label (345, 784.5, 36, 15)",
            ])
        #expect(screen.hasFindings == false)
    }

    /// The chat on an iPad: bubbles up to 0.55 of the width, and a call button.
    @Test func chatRegular() throws {
        let screen = try screen("chat.yaml", device: "iPad")
        #expect(
            frames(screen) == [
                "root window (0, 0, 820, 1180)",
                "  header view (0, 0, 820, 76)",
                "    avatar imageView (16, 32, 36, 36)",
                "    name label (62, 32, 41, 17)",
                "    presence label (62, 56, 43.5, 12)",
                "    call button (768, 36.5, 36, 27)",
                "      call/0 Label (768, 42.5, 36, 15)",
                "  incoming1 view (12, 88, 401.5, 33)",
                "    text1 label (24, 96, 377.5, 17)",
                "  outgoing1 view (539, 129, 269, 33)",
                "    text2 label (551, 137, 245, 17)",
                "  incoming2 view (12, 170, 422, 67)",
                "    text3 label (24, 178, 398, 51)",
                "  outgoing2 view (661.5, 245, 146.5, 33)",
                "    text4 label (673.5, 253, 122.5, 17)",
                "  messageBar view (0, 1108, 820, 72)",
                "    message textField (12, 1116, 752, 36)",
                "    send button (772, 1120.5, 36, 27)",
                "      send/0 Label (772, 1126.5, 36, 15)",
            ])
        #expect(screen.hasFindings == false)
    }

    /// Right to left on an iPad: the sidebar stands on the right, the form on its left.
    @Test func settingsRightToLeft() throws {
        let screen = try screen("settings.yaml", device: "iPad", direction: .rightToLeft)
        let frames = Dictionary(uniqueKeysWithValues: screen.viewFrames.map { ($0.id, $0.frame) })
        #expect(frames["sidebar"] == CGRect(x: 500, y: 0, width: 320, height: 1180))
        #expect(frames["form"] == CGRect(x: 20, y: 90, width: 460, height: 169))
        #expect(frames["airplane"] == CGRect(x: 36, y: 98, width: 51, height: 31))
        #expect(screen.hasFindings == false)
    }
}
