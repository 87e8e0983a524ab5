import Foundation

/// The context a view's `draw(_:)` draws into, as UIKit's `UIGraphicsGetCurrentContext()`: the
/// innermost one made current on this thread by ``withCurrentGraphicsContext(_:perform:)``, or nil.
///
/// (A protocol cannot carry a static property that is read as `GraphicsContext.current`, so the
/// current context is this global, as UIKit's is a function.) Each thread has its own, so two
/// windows drawn on two threads never see each other's.
public var currentGraphicsContext: (any GraphicsContext)? {
    _GraphicsContextStack.forCurrentThread(creating: false)?.contexts.last
}

/// Makes a context current on this thread while `body` runs, as UIKit's `UIGraphicsPushContext`
/// and `UIGraphicsPopContext` around it; calls nest.
public func withCurrentGraphicsContext<Result>(
    _ context: any GraphicsContext, perform body: () throws -> Result
) rethrows -> Result {
    let stack = _GraphicsContextStack.forCurrentThread(creating: true)!
    stack.contexts.append(context)
    defer { stack.contexts.removeLast() }
    return try body()
}
