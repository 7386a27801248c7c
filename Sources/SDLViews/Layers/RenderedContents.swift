import Foundation

/// Content a layer subclass renders from its state (shape, gradient, text):
/// the image and the rectangle of the layer's space it covers.
struct RenderedContents {
    let image: CGImage
    let rect: CGRect
}

/// A layer subclass that renders its own content from its (presentation)
/// state at composite time instead of holding `contents`: so an animated
/// `strokeEnd` or gradient redraws each frame it moves, and a static one is
/// served from its cached image. Such layers set `rendersContents`.
@MainActor
protocol LayerContentRenderer: CALayer {
    /// The content at `scale` pixels per point (cached by the layer while its inputs hold).
    func renderedContents(for state: CALayer.State, scale: CGFloat) -> RenderedContents?
    /// Where the content lands in the layer's space, without rendering (damage tracking).
    func renderedContentsExtent(for state: CALayer.State) -> CGRect?
    /// Changes whenever the content's pixels would (shadow caching).
    func renderedContentsKey(for state: CALayer.State) -> Int
}
