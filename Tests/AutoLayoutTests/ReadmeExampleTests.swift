import AutoLayout
import Foundation
import Testing

/// The examples of README.md, as written there, with the values it states.
@MainActor
struct ReadmeExampleTests {
    @Test func theTour() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let label = View()
        label.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(label)

        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: window.layoutMarginsGuide.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: window.layoutMarginsGuide.trailingAnchor),
            label.topAnchor.constraint(equalTo: window.safeAreaLayoutGuide.topAnchor, constant: 20),
            label.heightAnchor.constraint(equalToConstant: 44),
        ])
        window.layoutIfNeeded()
        #expect(label.frame == CGRect(x: 8, y: 20, width: 359, height: 44))
    }

    @Test func theVisualFormat() throws {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let title = View()
        let icon = View()
        for view in [title, icon] {
            view.translatesAutoresizingMaskIntoConstraints = false
            window.addSubview(view)
        }
        let views = ["title": title, "icon": icon]
        LayoutConstraint.activate(try LayoutConstraint.constraints(
            withVisualFormat: "H:|-[icon(32)]-[title]-|", options: .alignAllCenterY, views: views))
        LayoutConstraint.activate(try LayoutConstraint.constraints(withVisualFormat: "V:|-[icon(32)]", views: views))
        LayoutConstraint.activate([title.heightAnchor.constraint(equalToConstant: 20)])
        window.layoutIfNeeded()
        #expect(icon.frame == CGRect(x: 8, y: 8, width: 32, height: 32))
        #expect(title.frame == CGRect(x: 48, y: 14, width: 319, height: 20))

        #expect(throws: VisualFormatError.self) {
            try LayoutConstraint.constraints(withVisualFormat: "V|[title]|", views: views)
        }
        do {
            _ = try LayoutConstraint.constraints(withVisualFormat: "V|[title]|", views: views)
        } catch {
            #expect(error.description == "Unable to parse constraint format: \nExpected ':' after 'V' \nV|[title]| \n ^")
        }
    }
}
