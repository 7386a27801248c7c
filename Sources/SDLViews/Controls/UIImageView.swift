import Foundation

/// UIKit's `UIImageView`: shows an image (or, while highlighted, the
/// highlighted image) as its layer's contents, placed by `contentMode`
/// through the compositor's contents gravity, so moving or resizing never
/// redraws anything.
///
/// Resizable images (`UIImage.resizableImage(withCapInsets:resizingMode:)`)
/// are drawn nine-slice through the layer's `contentsCenter`; template images
/// (`.alwaysTemplate`) are tinted with `tintColor` (and follow its changes).
/// `animationImages` cycle with the media clock (so `HeadlessScreen` steps
/// them deterministically).
/// Differences from UIKit: see <doc:DifferencesFromUIKit>.
@MainActor
open class UIImageView: UIView {
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// UIKit's designated coder initializer (nothing is decoded: see `UIView`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
    }

    /// UIKit's `init(image:)`: the frame is the image's size in points.
    public convenience init(image: UIImage?) {
        self.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
        imageDidChange()  // observers do not run inside initializers
    }

    public convenience init(image: UIImage?, highlightedImage: UIImage?) {
        self.init(image: image)
        self.highlightedImage = highlightedImage
        imageDidChange()
    }

    open var image: UIImage? { didSet { if image !== oldValue { imageDidChange() } } }

    // MARK: Accessibility (UIKit's defaults until set; see UIResponder)

    /// Not an element, as UIKit, except that here an image view given a
    /// label becomes one (on iOS the app must also set `isAccessibilityElement`).
    override var isAccessibilityElementByDefault: Bool { !(accessibilityStorage?.label ?? "").isEmpty }
    override var defaultAccessibilityTraits: UIAccessibilityTraits { .image }
    open var highlightedImage: UIImage? {
        didSet { if isHighlighted, highlightedImage !== oldValue { imageDidChange() } }
    }
    open var isHighlighted = false { didSet { if isHighlighted != oldValue { imageDidChange() } } }

    /// UIKit's `preferredSymbolConfiguration`: laid over a symbol image's own
    /// configuration when it is shown (`image` stays the image that was set).
    open var preferredSymbolConfiguration: UIImage.SymbolConfiguration? {
        didSet { if preferredSymbolConfiguration != oldValue { imageDidChange() } }
    }

    /// The image shown now: highlighted image while highlighted, else the
    /// image; a symbol takes `preferredSymbolConfiguration`.
    private var displayedImage: UIImage? {
        let shown = isHighlighted ? (highlightedImage ?? image) : image
        guard let preferredSymbolConfiguration, let shown, shown.isSymbolImage else { return shown }
        return shown.applyingSymbolConfiguration(preferredSymbolConfiguration) ?? shown
    }

    private func imageDidChange() {
        applyContents()
        invalidateIntrinsicContentSize()
    }

    /// The image's size in points (no intrinsic size without an image).
    open override var intrinsicContentSize: CGSize {
        guard let image = displayedImage else {
            return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
        }
        return image.size
    }

    /// The image's size, as UIKit's `sizeThatFits(_:)`; the current size without one.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { displayedImage?.size ?? bounds.size }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        if displayedImage?.renderingMode == .alwaysTemplate { applyContents() }
    }

    /// Contents come from the image, never from drawing.
    open override func display(_ layer: CALayer) { applyContents() }

    /// The image (or the current animation frame) becomes the layer's contents,
    /// with its scale and its cap insets as `contentsCenter`.
    private func applyContents() {
        let shown = animationFrame ?? displayedImage
        guard let shown, var cgImage = shown.cgImage else {
            layer.contents = nil
            return
        }
        if shown.renderingMode == .alwaysTemplate { cgImage = tintedImage(cgImage) }
        layer.contentsScale = shown.scale
        layer.contentsCenter = shown.isResizable ? shown.contentsCenter : CGRect(x: 0, y: 0, width: 1, height: 1)
        layer.contentsCenterTiles = shown.isResizable && shown.resizingMode == .tile
        layer.contents = cgImage
    }

    /// Tinting makes a new bitmap, so the last one is kept for its source and colour.
    private var tintCache: (source: CGImage, color: UIColor, result: CGImage)?

    private func tintedImage(_ source: CGImage) -> CGImage {
        let color = tintColor ?? .systemBlue
        if let cache = tintCache, cache.source === source, cache.color == color { return cache.result }
        let result = UIImage.tinted(source, with: color.cgColor)
        tintCache = (source, color, result)
        return result
    }

    // MARK: Animation images

    /// UIKit's `animationImages`: shown in turn while animating.
    open var animationImages: [UIImage]?
    open var highlightedAnimationImages: [UIImage]?
    /// Seconds for one cycle; 0 means the number of images × 1/30 s, as UIKit.
    open var animationDuration: TimeInterval = 0
    /// 0 repeats forever.
    open var animationRepeatCount = 0

    private var animationLink: CADisplayLink?
    private var animationStart: CFTimeInterval = 0
    private var animationFrame: UIImage?

    open var isAnimating: Bool { animationLink != nil }

    private var currentAnimationImages: [UIImage]? {
        if isHighlighted, let highlightedAnimationImages, !highlightedAnimationImages.isEmpty {
            return highlightedAnimationImages
        }
        return animationImages
    }

    open func startAnimating() {
        guard !isAnimating, let images = currentAnimationImages, !images.isEmpty else { return }
        animationStart = CACurrentMediaTime()
        let link = CADisplayLink { [weak self] link in self?.stepAnimation(at: link.timestamp) }
        link.add(to: .main, forMode: .common)
        animationLink = link
        stepAnimation(at: animationStart)
    }

    open func stopAnimating() {
        animationLink?.invalidate()
        animationLink = nil
        animationFrame = nil
        applyContents()
    }

    private func stepAnimation(at time: CFTimeInterval) {
        guard let images = currentAnimationImages, !images.isEmpty else { return stopAnimating() }
        let cycle = animationDuration > 0 ? animationDuration : Double(images.count) / 30
        let elapsed = max(0, time - animationStart)
        if animationRepeatCount > 0, elapsed >= cycle * Double(animationRepeatCount) { return stopAnimating() }
        let index = min(
            images.count - 1, Int((elapsed.truncatingRemainder(dividingBy: cycle) / cycle) * Double(images.count)))
        guard animationFrame !== images[index] else { return }
        animationFrame = images[index]
        applyContents()
    }
}
