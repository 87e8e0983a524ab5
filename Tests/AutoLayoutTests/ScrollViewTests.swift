import AutoLayout
import Foundation
import Testing

/// Scroll views: the content and frame layout guides, the content size the layout gives, the
/// offset, the insets with each adjustment behaviour, and scrolling a rectangle into view.
@MainActor
struct ScrollViewTests {
    /// A scroll view filling a window, placed by constraints.
    func scrollView(in window: Window) -> ScrollView {
        let scrollView = ScrollView()
        scrollView.identifier = "scroll"
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(scrollView)
        LayoutConstraint.activate([
            scrollView.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: window.trailingAnchor),
            scrollView.topAnchor.constraint(equalTo: window.topAnchor),
            scrollView.bottomAnchor.constraint(equalTo: window.bottomAnchor),
        ])
        return scrollView
    }

    /// A vertical stack of views of fixed heights, 10 apart.
    func stack(heights: [CGFloat]) -> StackView {
        let stack = StackView(arrangedSubviews: heights.enumerated().map { index, height in
            makeView("row\(index)", intrinsic: CGSize(width: View.noIntrinsicMetric, height: height))
        })
        stack.identifier = "stack"
        stack.axis = .vertical
        stack.spacing = 10
        stack.translatesAutoresizingMaskIntoConstraints = false
        return stack
    }

    /// The classic: edges to the content guide, width to the frame guide.
    func pin(_ content: View, in scrollView: ScrollView) {
        let guide = scrollView.contentLayoutGuide
        LayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            content.topAnchor.constraint(equalTo: guide.topAnchor),
            content.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
            content.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
        ])
    }

    @Test func aVerticalStackSetsTheContentSizeToItsFittingHeight() {
        let window = makeRoot(width: 375, height: 812)
        let scrollView = scrollView(in: window)
        let stack = stack(heights: [300, 300, 300])
        scrollView.addSubview(stack)
        pin(stack, in: scrollView)
        window.layoutIfNeeded()
        let fitting = stack.systemLayoutSizeFitting(
            CGSize(width: 375, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        #expect(fitting == CGSize(width: 375, height: 920))
        #expect(scrollView.contentSize == CGSize(width: 375, height: 920))
        #expect(scrollView.contentLayoutGuide.layoutFrame == CGRect(x: 0, y: 0, width: 375, height: 920))
        #expect(scrollView.frameLayoutGuide.layoutFrame == CGRect(x: 0, y: 0, width: 375, height: 812))
        #expect(stack.frame == CGRect(x: 0, y: 0, width: 375, height: 920))
        #expect(stack.arrangedSubviews[2].frame == CGRect(x: 0, y: 620, width: 375, height: 300))

        // Scrolled by 108 (to the end): the content keeps its frames, the frame guide follows
        // the offset, and the last row's bottom is at the window's.
        scrollView.contentOffset = CGPoint(x: 0, y: 108)
        window.layoutIfNeeded()
        #expect(scrollView.bounds == CGRect(x: 0, y: 108, width: 375, height: 812))
        #expect(stack.frame == CGRect(x: 0, y: 0, width: 375, height: 920))
        #expect(scrollView.frameLayoutGuide.layoutFrame == CGRect(x: 0, y: 108, width: 375, height: 812))
        #expect(stack.convert(CGPoint(x: 0, y: 920), to: window) == CGPoint(x: 0, y: 812))
        #expect(scrollView.contentOffsetRange.maximum == CGPoint(x: 0, y: 108))

        // A row grows: the content size follows.
        (stack.arrangedSubviews[0] as! IntrinsicView).size.height = 400
        window.layoutIfNeeded()
        #expect(scrollView.contentSize == CGSize(width: 375, height: 1020))
    }

    @Test func aViewPinnedToTheFrameGuideStaysOnScreen() {
        let window = makeRoot(width: 320, height: 480)
        let scrollView = scrollView(in: window)
        let stack = stack(heights: [400, 400])
        scrollView.addSubview(stack)
        pin(stack, in: scrollView)
        let badge = makeView("badge", in: scrollView)
        LayoutConstraint.activate([
            badge.trailingAnchor.constraint(equalTo: scrollView.frameLayoutGuide.trailingAnchor, constant: -10),
            badge.bottomAnchor.constraint(equalTo: scrollView.frameLayoutGuide.bottomAnchor, constant: -10),
            badge.widthAnchor.constraint(equalToConstant: 44),
            badge.heightAnchor.constraint(equalToConstant: 44),
        ])
        window.layoutIfNeeded()
        #expect(badge.frame == CGRect(x: 266, y: 426, width: 44, height: 44))
        scrollView.setContentOffset(CGPoint(x: 0, y: 250), animated: true)
        window.layoutIfNeeded()
        #expect(badge.frame == CGRect(x: 266, y: 676, width: 44, height: 44))
        #expect(badge.convert(CGPoint.zero, to: window) == CGPoint(x: 266, y: 426))
    }

    @Test func aHorizontalPagerInBothDirections() {
        for direction in [UserInterfaceLayoutDirection.leftToRight, .rightToLeft] {
            let window = makeRoot(width: 320, height: 480, direction: direction)
            let scrollView = scrollView(in: window)
            scrollView.isPagingEnabled = true
            let content = scrollView.contentLayoutGuide
            let frame = scrollView.frameLayoutGuide
            let pages = (0..<3).map { makeView("page\($0)", in: scrollView) }
            var constraints: [LayoutConstraint] = []
            for (index, page) in pages.enumerated() {
                constraints += [
                    page.widthAnchor.constraint(equalTo: frame.widthAnchor),
                    page.heightAnchor.constraint(equalTo: frame.heightAnchor),
                    page.topAnchor.constraint(equalTo: content.topAnchor),
                    page.bottomAnchor.constraint(equalTo: content.bottomAnchor),
                    index == 0
                        ? page.leadingAnchor.constraint(equalTo: content.leadingAnchor)
                        : page.leadingAnchor.constraint(equalTo: pages[index - 1].trailingAnchor),
                ]
            }
            constraints.append(pages[2].trailingAnchor.constraint(equalTo: content.trailingAnchor))
            LayoutConstraint.activate(constraints)
            window.layoutIfNeeded()
            #expect(scrollView.contentSize == CGSize(width: 960, height: 480), "\(direction)")
            let xs: [CGFloat] = direction == .leftToRight ? [0, 320, 640] : [640, 320, 0]
            for (page, x) in zip(pages, xs) {
                #expect(page.frame == CGRect(x: x, y: 0, width: 320, height: 480), "\(direction)")
            }
            // The second page: the offset is the page's left edge, in either direction.
            scrollView.scrollRectToVisible(pages[1].frame, animated: false)
            #expect(scrollView.contentOffset == CGPoint(x: 320, y: 0), "\(direction)")
            // The window grows: pages and content follow the frame guide.
            window.frame = CGRect(x: 0, y: 0, width: 400, height: 480)
            window.layoutIfNeeded()
            #expect(scrollView.contentSize == CGSize(width: 1200, height: 480), "\(direction)")
            #expect(pages[1].frame == CGRect(x: 400, y: 0, width: 400, height: 480), "\(direction)")
        }
    }

    @Test func aFormMovesAboveTheKeyboard() {
        let window = makeRoot(width: 375, height: 812)
        window.safeAreaInsets = EdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
        let scrollView = ScrollView()
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(scrollView)
        LayoutConstraint.activate([
            scrollView.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: window.trailingAnchor),
            scrollView.topAnchor.constraint(equalTo: window.safeAreaLayoutGuide.topAnchor),
            scrollView.bottomAnchor.constraint(equalTo: window.keyboardLayoutGuide.topAnchor),
        ])
        let form = stack(heights: [60, 60, 60, 60, 60, 60, 60, 60])
        scrollView.addSubview(form)
        pin(form, in: scrollView)
        window.layoutIfNeeded()
        #expect(scrollView.frame == CGRect(x: 0, y: 44, width: 375, height: 734))
        #expect(scrollView.contentSize == CGSize(width: 375, height: 550))

        window.keyboardHeight = 336
        window.layoutIfNeeded()
        #expect(scrollView.frame == CGRect(x: 0, y: 44, width: 375, height: 432))
        #expect(scrollView.contentSize == CGSize(width: 375, height: 550))
        // The last field, scrolled into view, sits just above the keyboard.
        let last = form.arrangedSubviews[7]
        #expect(last.frame == CGRect(x: 0, y: 490, width: 375, height: 60))
        scrollView.scrollRectToVisible(last.frame, animated: true)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 118))
        window.layoutIfNeeded()
        #expect(last.convert(CGPoint(x: 0, y: 60), to: window) == CGPoint(x: 0, y: 476))
        #expect(window.keyboardLayoutGuide.layoutFrame.minY == 476)
        // The first field back: scrolled up only as far as it needs.
        scrollView.scrollRectToVisible(form.arrangedSubviews[1].frame, animated: false)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 70))
        // Already visible: nothing moves.
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 100, width: 10, height: 10), animated: false)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 70))
    }

    @Test func adjustedContentInsetForEachBehaviour() {
        // Landscape: insets on every edge.
        let window = makeRoot(width: 812, height: 375)
        window.safeAreaInsets = EdgeInsets(top: 20, left: 44, bottom: 21, right: 44)
        let scrollView = scrollView(in: window)
        scrollView.contentInset = EdgeInsets(top: 10, left: 0, bottom: 10, right: 0)
        scrollView.contentSize = CGSize(width: 100, height: 100)
        window.layoutIfNeeded()
        #expect(scrollView.contentSize == CGSize(width: 100, height: 100))
        #expect(scrollView.safeAreaInsets == EdgeInsets(top: 20, left: 44, bottom: 21, right: 44))

        #expect(scrollView.contentInsetAdjustmentBehavior == .automatic)
        let small: [(ScrollView.ContentInsetAdjustmentBehavior, EdgeInsets)] = [
            (.automatic, EdgeInsets(top: 10, left: 0, bottom: 10, right: 0)),
            (.scrollableAxes, EdgeInsets(top: 10, left: 0, bottom: 10, right: 0)),
            (.never, EdgeInsets(top: 10, left: 0, bottom: 10, right: 0)),
            (.always, EdgeInsets(top: 30, left: 44, bottom: 31, right: 44)),
        ]
        for (behavior, expected) in small {
            scrollView.contentInsetAdjustmentBehavior = behavior
            #expect(scrollView.adjustedContentInset == expected, "\(behavior)")
        }
        // Bouncing vertically makes the vertical axis scrollable.
        scrollView.alwaysBounceVertical = true
        for behavior in [ScrollView.ContentInsetAdjustmentBehavior.automatic, .scrollableAxes] {
            scrollView.contentInsetAdjustmentBehavior = behavior
            #expect(scrollView.adjustedContentInset == EdgeInsets(top: 30, left: 0, bottom: 31, right: 0))
        }
        scrollView.contentInsetAdjustmentBehavior = .never
        #expect(scrollView.adjustedContentInset == EdgeInsets(top: 10, left: 0, bottom: 10, right: 0))
        // Wider content: the horizontal axis too.
        scrollView.alwaysBounceVertical = false
        scrollView.contentSize = CGSize(width: 2000, height: 100)
        window.layoutIfNeeded()
        scrollView.contentInsetAdjustmentBehavior = .scrollableAxes
        #expect(scrollView.adjustedContentInset == EdgeInsets(top: 10, left: 44, bottom: 10, right: 44))
        #expect(scrollView.contentOffsetRange.minimum == CGPoint(x: -44, y: -10))
        #expect(scrollView.contentOffsetRange.maximum == CGPoint(x: 2000 + 44 - 812, y: -10))
        // Scrolling to the far end stops at the last offset.
        scrollView.scrollRectToVisible(CGRect(x: 1990, y: 0, width: 10, height: 10), animated: false)
        #expect(scrollView.contentOffset == CGPoint(x: 1232, y: -10))
    }

    @Test func aContentSizeSetInCodeSizesAnUnconstrainedGuide() {
        let window = makeRoot(width: 320, height: 480)
        let scrollView = scrollView(in: window)
        #expect(scrollView.contentSize == .zero)
        scrollView.contentSize = CGSize(width: 500, height: 900)
        window.layoutIfNeeded()
        #expect(scrollView.contentLayoutGuide.layoutFrame == CGRect(x: 0, y: 0, width: 500, height: 900))
        #expect(scrollView.contentSize == CGSize(width: 500, height: 900))
        // Refused: the old size stays, and the refusal is reported.
        let collector = ReportCollector(window.layoutEngine)
        scrollView.contentSize = CGSize(width: -1, height: 10)
        scrollView.contentOffset = CGPoint(x: CGFloat.nan, y: 0)
        window.layoutIfNeeded()
        #expect(scrollView.contentSize == CGSize(width: 500, height: 900))
        #expect(scrollView.contentOffset == .zero)
        #expect(collector.errors.count == 2)
    }

    @Test func theGuidesConstraintsCarryUIKitsIdentifiers() {
        let scrollView = ScrollView()
        let identifiers = Set(scrollView.constraints.compactMap(\.identifier))
        #expect(identifiers == ["UIScrollView-contentLayoutGuide", "UIScrollView-frameLayoutGuide"])
        #expect(scrollView.layoutGuides.map(\.identifier) == ["UIScrollView-contentLayoutGuide", "UIScrollView-frameLayoutGuide"])
    }
}
