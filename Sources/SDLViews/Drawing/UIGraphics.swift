import Foundation

/// The stack of current graphics contexts that UIKit's drawing functions use.
@MainActor
final class GraphicsContextStack {
    var contexts: [CGContext] = []
    var current: CGContext? { contexts.last }
    /// Contexts made by `UIGraphicsBeginImageContextWithOptions`, with their scale.
    var imageContexts: [(context: CGContext, scale: CGFloat)] = []
}

/// UIKit's `UIGraphicsGetCurrentContext()`: the context `draw(_:)` and image renderers draw into.
@MainActor public func UIGraphicsGetCurrentContext() -> CGContext? { runtime.graphicsContexts.current }

/// UIKit's `UIGraphicsPushContext(_:)`.
@MainActor public func UIGraphicsPushContext(_ context: CGContext) { runtime.graphicsContexts.contexts.append(context) }

/// UIKit's `UIGraphicsPopContext()`; popping an empty stack does nothing.
@MainActor public func UIGraphicsPopContext() { _ = runtime.graphicsContexts.contexts.popLast() }

/// UIKit's `UIRectFill(_:)`: fills with the current fill color.
@MainActor public func UIRectFill(_ rect: CGRect) { UIGraphicsGetCurrentContext()?.fill(rect) }

/// UIKit's `UIRectFillUsingBlendMode(_:_:)`.
@MainActor public func UIRectFillUsingBlendMode(_ rect: CGRect, _ blendMode: CGBlendMode) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.saveGState()
    context.setBlendMode(blendMode)
    context.fill(rect)
    context.restoreGState()
}

/// UIKit's `UIRectFrame(_:)`: a 1-point frame inside the rectangle.
@MainActor public func UIRectFrame(_ rect: CGRect) { UIRectFrameUsingBlendMode(rect, .normal) }

/// UIKit's `UIRectFrameUsingBlendMode(_:_:)`.
@MainActor public func UIRectFrameUsingBlendMode(_ rect: CGRect, _ blendMode: CGBlendMode) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.saveGState()
    context.setBlendMode(blendMode)
    context.setLineWidth(1)
    context.stroke(rect.insetBy(dx: 0.5, dy: 0.5))
    context.restoreGState()
}

/// UIKit's `UIRectClip(_:)`: intersects the current clip with the rect.
@MainActor public func UIRectClip(_ rect: CGRect) { UIGraphicsGetCurrentContext()?.clip(to: rect) }

/// UIKit's `UIGraphicsBeginImageContextWithOptions(_:_:_:)`: pushes a new
/// bitmap context; a scale of 0 means the main screen's. An invalid size logs
/// an error and pushes nothing (UIKit logs too).
@MainActor public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    let s = scale.isFinite && scale > 0 ? scale : UIScreen.main.scale
    guard let context = CGContext(bitmapSize: size, scale: s, opaque: opaque) else { return }
    runtime.graphicsContexts.imageContexts.append((context, s))
    UIGraphicsPushContext(context)
}

/// UIKit's `UIGraphicsBeginImageContext(_:)`: scale 1, transparent.
@MainActor public func UIGraphicsBeginImageContext(_ size: CGSize) {
    UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

/// UIKit's `UIGraphicsGetImageFromCurrentImageContext()`: nil unless the
/// current context is one made by `UIGraphicsBeginImageContext…`.
@MainActor public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    guard let top = runtime.graphicsContexts.imageContexts.last, top.context === UIGraphicsGetCurrentContext(),
        let image = top.context.makeImage()
    else { return nil }
    return UIImage(cgImage: image, scale: top.scale)
}

/// UIKit's `UIGraphicsEndImageContext()`: pops the current image context.
@MainActor public func UIGraphicsEndImageContext() {
    guard let top = runtime.graphicsContexts.imageContexts.last, top.context === UIGraphicsGetCurrentContext() else {
        SDLViewsLog.error("UIGraphicsEndImageContext: the current context is not an image context")
        return
    }
    runtime.graphicsContexts.imageContexts.removeLast()
    UIGraphicsPopContext()
}
