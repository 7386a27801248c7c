import Foundation

/// UIKit's `UIProgressView`: a bar filled from the leading edge to `progress`.
///
/// `progress` is clamped into 0…1 (NaN is logged and ignored);
/// `setProgress(_:animated:)` slides the fill. The `.default` style is a
/// 4-point rounded track in `systemFill` with the fill in the tint colour; the
/// `.bar` style (for toolbars) is 2.5 points high with square ends and a
/// clear track. `progressImage` and `trackImage` replace the colours.
///
/// `observedProgress` follows a Foundation `Progress`: its `fractionCompleted`
/// becomes `progress`. Linux Foundation has no key-value observing, so the
/// view reads the fraction once a frame while it is in a window and observing
/// (see <doc:DifferencesFromUIKit>).
@MainActor
open class UIProgressView: UIView {
    /// UIKit's `UIProgressView.Style`: `.default` or the thinner `.bar`.
    public enum Style: Int, Sendable { case `default`, bar }

    static let defaultHeight: CGFloat = 4
    static let barHeight: CGFloat = 2.5
    static let animationDuration: TimeInterval = 0.25

    private let track = UIImageView(frame: .zero)
    private let fill = UIImageView(frame: .zero)
    private var storedProgress: Float = 0
    private var observationTimer: ControlFrameTimer?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpParts()
    }

    /// UIKit's designated coder initializer (nothing is decoded: see `UIView`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpParts()
    }

    /// UIKit's `init(progressViewStyle:)`.
    public convenience init(progressViewStyle style: Style) {
        self.init(frame: .zero)
        progressViewStyle = style
        frame.size.height = intrinsicContentSize.height
    }

    private func setUpParts() {
        track.isUserInteractionEnabled = false
        fill.isUserInteractionEnabled = false
        addSubview(track)
        addSubview(fill)
        applyAppearance()
    }

    isolated deinit { observationTimer?.stop() }

    open var progressViewStyle: Style = .default {
        didSet { applyAppearance(); invalidateIntrinsicContentSize() }
    }

    /// The fraction shown, clamped into 0…1.
    open var progress: Float {
        get { storedProgress }
        set { setProgress(newValue, animated: false) }
    }

    /// Sets `progress` (clamped into 0…1); `animated` slides the fill.
    open func setProgress(_ progress: Float, animated: Bool) {
        guard ControlValueCheck.accepts(progress, for: "progress", of: "UIProgressView") else { return }
        storedProgress = min(max(progress, 0), 1)
        setNeedsLayout()
        guard animated, window != nil else { return }
        UIView.animate(withDuration: Self.animationDuration) { self.layoutIfNeeded() }
    }

    /// The fill's colour; nil draws the tint colour.
    open var progressTintColor: UIColor? { didSet { applyAppearance() } }
    /// The track's colour; nil draws `systemFill` (clear for `.bar`).
    open var trackTintColor: UIColor? { didSet { applyAppearance() } }
    open var progressImage: UIImage? { didSet { applyAppearance() } }
    open var trackImage: UIImage? { didSet { applyAppearance() } }

    /// A `Progress` whose `fractionCompleted` drives `progress` (read once a frame).
    open var observedProgress: Progress? {
        didSet {
            readObservedProgress()
            updateObservation()
        }
    }

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        updateObservation()
    }

    private func updateObservation() {
        let wanted = observedProgress != nil && window != nil
        if wanted, observationTimer == nil {
            observationTimer = ControlFrameTimer { [weak self] _ in self?.readObservedProgress() }
        } else if !wanted {
            observationTimer?.stop()
            observationTimer = nil
        }
    }

    private func readObservedProgress() {
        guard let observedProgress else { return }
        let fraction = Float(observedProgress.fractionCompleted)
        if fraction != storedProgress { setProgress(fraction, animated: false) }
    }

    // MARK: Appearance and size

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        applyAppearance()
    }

    private func applyAppearance() {
        let isBar = progressViewStyle == .bar
        track.image = trackImage
        fill.image = progressImage
        track.backgroundColor = trackImage != nil ? .clear : (trackTintColor ?? (isBar ? .clear : .systemFill))
        fill.backgroundColor = progressImage != nil ? .clear : (progressTintColor ?? tintColor)
        let radius = isBar ? 0 : Self.defaultHeight / 2
        track.layer.cornerRadius = radius
        fill.layer.cornerRadius = radius
        setNeedsLayout()
    }

    /// Flexible width; 4 points high (2.5 for `.bar`).
    open override var intrinsicContentSize: CGSize {
        let height = progressViewStyle == .bar ? Self.barHeight : Self.defaultHeight
        return CGSize(width: UIView.noIntrinsicMetric, height: height)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: intrinsicContentSize.height)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        track.frame = bounds
        fill.frame = CGRect(
            x: bounds.minX, y: bounds.minY, width: bounds.width * CGFloat(storedProgress), height: bounds.height)
        // Progress reads in the language's direction, so right to left it fills from the right, as UIKit's.
        if isRightToLeft { mirrorHorizontally([fill]) }
    }
}
