import Foundation

/// The stack of current graphics contexts that UIKit's drawing functions use.
@MainActor
enum GraphicsContextStack {
    static var contexts: [CGContext] = []
    static var current: CGContext? { contexts.last }
}

/// UIKit's `UIGraphicsGetCurrentContext()`: the context `draw(_:)` and image renderers draw into.
@MainActor public func UIGraphicsGetCurrentContext() -> CGContext? { GraphicsContextStack.current }

/// UIKit's `UIGraphicsPushContext(_:)`.
@MainActor public func UIGraphicsPushContext(_ context: CGContext) { GraphicsContextStack.contexts.append(context) }

/// UIKit's `UIGraphicsPopContext()`; popping an empty stack does nothing.
@MainActor public func UIGraphicsPopContext() { _ = GraphicsContextStack.contexts.popLast() }

/// UIKit's `UIRectFill(_:)`: fills with the current fill color.
@MainActor public func UIRectFill(_ rect: CGRect) { UIGraphicsGetCurrentContext()?.fill(rect) }

/// UIKit's `UIRectFrame(_:)`: a 1-point frame inside the rectangle.
@MainActor public func UIRectFrame(_ rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.saveGState()
    context.setLineWidth(1)
    context.stroke(rect.insetBy(dx: 0.5, dy: 0.5))
    context.restoreGState()
}
