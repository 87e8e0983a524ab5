import Foundation

extension View {

    /// The guide of the area inside the ``safeAreaInsets``.
    public var safeAreaLayoutGuide: LayoutGuide {
        if let guide = storedSafeAreaGuide { return guide }
        if !ownsSystemGuide { didBecomeGuideOwner() }
        let guide = LayoutGuide(systemRole: .safeArea)
        storedSafeAreaGuide = guide
        addLayoutGuide(guide)
        return guide
    }


    /// A rectangle of this view's coordinate space in another view's (nil: the root of the
    /// tree).
    public func convert(_ rect: CGRect, to view: View?) -> CGRect {
        let fromOrigin = originInRoot()
        let toOrigin = view?.originInRoot() ?? .zero
        return CGRect(
            x: rect.minX + fromOrigin.x - toOrigin.x, y: rect.minY + fromOrigin.y - toOrigin.y,
            width: rect.width, height: rect.height)
    }

    /// A rectangle of another view's coordinate space in this view's (nil: the root of the tree).
    public func convert(_ rect: CGRect, from view: View?) -> CGRect {
        (view ?? layoutRoot ?? self).convert(rect, to: self)
    }

    /// A point of this view's coordinate space in another view's.
    public func convert(_ point: CGPoint, to view: View?) -> CGPoint {
        convert(CGRect(origin: point, size: .zero), to: view).origin
    }

    /// Where the point (0, 0) of this view's coordinate space lies in the root's.
    func originInRoot() -> CGPoint {
        var x: CGFloat = 0
        var y: CGFloat = 0
        var current: View = self
        while let parent = current.storedSuperview {
            x += current.storedFrame.minX - current.storedBoundsOrigin.x
            y += current.storedFrame.minY - current.storedBoundsOrigin.y
            current = parent
        }
        return CGPoint(x: x, y: y)
    }
}

extension EdgeInsets {
    /// The insets with none larger than the size allows.
    func clamped(to size: CGSize) -> EdgeInsets {
        EdgeInsets(
            top: min(top, size.height), left: min(left, size.width), bottom: min(bottom, size.height),
            right: min(right, size.width))
    }
}
