import Foundation

/// UIKit's `UISegmentedControl`: a row of segments, each showing a title or
/// an image, of which one may be selected.
///
/// Touching a segment highlights it; lifting the touch inside the control
/// selects the segment under it (a disabled segment is never highlighted or
/// selected), slides the selection indicator there and sends `.valueChanged`
/// (with `.primaryActionTriggered`), after the segment's own `UIAction` if it
/// has one. Touching the selected segment again changes nothing. With
/// `isMomentary` the tapped segment becomes `selectedSegmentIndex` and sends
/// the event but no indicator is shown. Setting `selectedSegmentIndex` in code
/// sends nothing; an index out of range is logged and ignored.
///
/// The default look is iOS's: a `tertiarySystemFill` rounded background, the
/// selected segment on a white rounded indicator with a shadow, 13-point
/// titles (semibold when selected) and thin separators between unselected
/// segments. Segments share the width equally unless `setWidth(_:forSegmentAt:)`
/// fixes some or `apportionsSegmentWidthsByContent` sizes them by content.
/// Differences from UIKit: see <doc:DifferencesFromUIKit>.
@MainActor
open class UISegmentedControl: UIControl {
    override var takesFocus: Bool { true }
    override var drawsOwnFocusLook: Bool { true }
    /// UIKit's `noSegment` (-1): no segment is selected.
    public static let noSegment = -1

    static let height: CGFloat = 32
    static let cornerRadius: CGFloat = 9
    static let indicatorInset: CGFloat = 2
    static let indicatorCornerRadius: CGFloat = 7
    /// Space on each side of a segment's content in the intrinsic size.
    static let contentPadding: CGFloat = 12
    static let separatorHeight: CGFloat = 16
    static let fontSize: CGFloat = 13
    static let animationDuration: TimeInterval = 0.25
    static let highlightedContentAlpha: CGFloat = 0.35
    static let disabledAlpha: CGFloat = 0.5

    /// One segment's content and the views that show it.
    @MainActor private final class Segment {
        var title: String?
        var image: UIImage?
        var action: UIAction?
        var isEnabled = true
        var fixedWidth: CGFloat = 0
        var contentOffset: CGSize = .zero
        let label = UILabel(frame: .zero)
        let imageView = UIImageView(frame: .zero)
        let separator = UIView(frame: .zero)

        init(title: String?, image: UIImage?) {
            self.title = title
            self.image = image
            label.textAlignment = .center
            imageView.contentMode = .center
            separator.backgroundColor = UIColor.systemGray.withAlphaComponent(0.3)
        }

        var views: [UIView] { [label, imageView, separator] }
    }

    private let background = UIView(frame: .zero)
    private let indicator = UIView(frame: .zero)
    private let focusRing = FocusRingView.controlRing()
    private var segments: [Segment] = []
    private var storedSelectedIndex = UISegmentedControl.noSegment
    private var highlightedSegment: Int?
    private var titleAttributes = PerStateValues<[NSAttributedString.Key: Any]>()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpParts()
    }

    /// UIKit's designated coder initializer (nothing is decoded: see `UIView`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpParts()
    }

    /// UIKit's `init(items:)`: one segment per `String` (a title) or `UIImage`;
    /// other items are logged and skipped.
    public convenience init(items: [Any]?) {
        self.init(frame: .zero)
        for item in items ?? [] {
            switch item {
            case let title as String: appendSegment(Segment(title: title, image: nil))
            case let image as UIImage: appendSegment(Segment(title: nil, image: image))
            default:
                SDLViewsLog.error("UISegmentedControl(items:): \(type(of: item)) is neither a String nor a UIImage")
            }
        }
        frame.size = intrinsicContentSize
    }

    /// UIKit's `init(frame:actions:)`: one segment per action, titled and
    /// imaged by it; selecting the segment performs the action.
    public convenience init(frame: CGRect, actions: [UIAction]) {
        self.init(frame: frame)
        for action in actions { insertSegment(action: action, at: segments.count, animated: false) }
    }

    private func setUpParts() {
        background.isUserInteractionEnabled = false
        background.backgroundColor = .tertiarySystemFill
        background.layer.cornerRadius = Self.cornerRadius
        indicator.layer.cornerRadius = Self.indicatorCornerRadius
        indicator.layer.shadowColor = UIColor.black.cgColor
        indicator.layer.shadowOpacity = 0.12
        indicator.layer.shadowRadius = 4
        indicator.layer.shadowOffset = CGSize(width: 0, height: 2)
        indicator.layer.borderWidth = 0.5
        indicator.layer.borderColor = UIColor.black.withAlphaComponent(0.04).cgColor
        background.addSubview(indicator)
        addSubview(background)
        addSubview(focusRing)
        applyState()
    }

    private func appendSegment(_ segment: Segment) { insert(segment, at: segments.count) }

    // MARK: Segments

    open var numberOfSegments: Int { segments.count }

    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        insert(Segment(title: title, image: nil), at: segment, animated: animated)
    }

    open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
        insert(Segment(title: nil, image: image), at: segment, animated: animated)
    }

    open func insertSegment(action: UIAction, at segment: Int, animated: Bool) {
        let new = Segment(title: action.title.isEmpty ? nil : action.title, image: action.image)
        new.action = action
        insert(new, at: segment, animated: animated)
    }

    /// Inserts at `index` clamped into `0...numberOfSegments`, as UIKit does;
    /// the selected segment stays selected.
    private func insert(_ segment: Segment, at index: Int, animated: Bool = false) {
        let position = min(max(index, 0), segments.count)
        segments.insert(segment, at: position)
        for view in segment.views { background.addSubview(view) }
        if storedSelectedIndex >= position { storedSelectedIndex += 1 }
        segmentsDidChange(animated: animated)
    }

    /// Removes a segment (an index out of range is logged and ignored); removing
    /// the selected one leaves `noSegment` selected.
    open func removeSegment(at segment: Int, animated: Bool) {
        guard checkIndex(segment, "removeSegment(at:animated:)") else { return }
        for view in segments[segment].views { view.removeFromSuperview() }
        segments.remove(at: segment)
        if storedSelectedIndex == segment {
            storedSelectedIndex = Self.noSegment
        } else if storedSelectedIndex > segment {
            storedSelectedIndex -= 1
        }
        segmentsDidChange(animated: animated)
    }

    open func removeAllSegments() {
        for segment in segments { for view in segment.views { view.removeFromSuperview() } }
        segments.removeAll()
        storedSelectedIndex = Self.noSegment
        segmentsDidChange(animated: false)
    }

    private func segmentsDidChange(animated: Bool) {
        highlightedSegment = nil
        invalidateIntrinsicContentSize()
        applyState()
        guard animated, window != nil else { return }
        UIView.animate(withDuration: Self.animationDuration) { self.layoutIfNeeded() }
    }

    /// True for a valid segment index; otherwise logs why `operation` was refused.
    private func checkIndex(_ index: Int, _ operation: String) -> Bool {
        guard segments.indices.contains(index) else {
            SDLViewsLog.error(
                "UISegmentedControl.\(operation): segment \(index) is out of range (\(segments.count) segments)")
            return false
        }
        return true
    }

    // MARK: Per-segment content

    /// Gives the segment a title (replacing its image, as a segment shows one or the other).
    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard checkIndex(segment, "setTitle(_:forSegmentAt:)") else { return }
        segments[segment].title = title
        segments[segment].image = nil
        contentDidChange()
    }

    open func titleForSegment(at segment: Int) -> String? {
        segments.indices.contains(segment) ? segments[segment].title : nil
    }

    /// Gives the segment an image (replacing its title).
    open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
        guard checkIndex(segment, "setImage(_:forSegmentAt:)") else { return }
        segments[segment].image = image
        segments[segment].title = nil
        contentDidChange()
    }

    open func imageForSegment(at segment: Int) -> UIImage? {
        segments.indices.contains(segment) ? segments[segment].image : nil
    }

    open func setAction(_ action: UIAction, forSegmentAt segment: Int) {
        guard checkIndex(segment, "setAction(_:forSegmentAt:)") else { return }
        segments[segment].action = action
    }

    open func actionForSegment(at segment: Int) -> UIAction? {
        segments.indices.contains(segment) ? segments[segment].action : nil
    }

    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        guard checkIndex(segment, "setEnabled(_:forSegmentAt:)") else { return }
        segments[segment].isEnabled = enabled
        applyState()
    }

    open func isEnabledForSegment(at segment: Int) -> Bool {
        segments.indices.contains(segment) ? segments[segment].isEnabled : false
    }

    /// A fixed width for the segment; 0 (the default) sizes it automatically.
    /// Negative and non-finite widths are logged and ignored.
    open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
        guard checkIndex(segment, "setWidth(_:forSegmentAt:)"),
            ControlValueCheck.accepts(width, for: "setWidth(_:forSegmentAt:)", of: "UISegmentedControl")
        else { return }
        guard width >= 0 else {
            SDLViewsLog.error("UISegmentedControl.setWidth(_:forSegmentAt:): width \(width) is negative; ignored")
            return
        }
        segments[segment].fixedWidth = width
        contentDidChange()
    }

    open func widthForSegment(at segment: Int) -> CGFloat {
        segments.indices.contains(segment) ? segments[segment].fixedWidth : 0
    }

    open func setContentOffset(_ offset: CGSize, forSegmentAt segment: Int) {
        guard checkIndex(segment, "setContentOffset(_:forSegmentAt:)") else { return }
        segments[segment].contentOffset = offset
        setNeedsLayout()
    }

    open func contentOffsetForSegment(at segment: Int) -> CGSize {
        segments.indices.contains(segment) ? segments[segment].contentOffset : .zero
    }

    /// Sizes segments by their content instead of equally.
    open var apportionsSegmentWidthsByContent = false { didSet { contentDidChange() } }

    private func contentDidChange() {
        invalidateIntrinsicContentSize()
        applyState()
    }

    // MARK: Selection

    /// The selected segment, or `noSegment`; setting it sends no event.
    // MARK: Accessibility (UIKit's defaults until set; see UIResponder)

    /// One element per segment until set (the control itself is their
    /// container, not an element), as UIKit: its title (else its symbol's
    /// name), `.button`, `.selected` on the selected one, "2 of 3" as value.
    open override var accessibilityElements: [Any]? {
        get {
            if let elements = accessibilityStorage?.elements { return elements }
            if segmentElements.count != segments.count {
                segmentElements = segments.indices.map { SegmentAccessibilityElement(control: self, index: $0) }
            }
            return segmentElements
        }
        set { super.accessibilityElements = newValue }
    }
    private var segmentElements: [SegmentAccessibilityElement] = []

    func accessibilityLabel(ofSegment index: Int) -> String? {
        titleForSegment(at: index) ?? imageForSegment(at: index)?.accessibilityName
    }

    func accessibilityFrame(ofSegment index: Int) -> CGRect {
        let frames = segmentFrames(in: bounds)
        return frames.indices.contains(index) ? convert(frames[index], to: nil) : .zero
    }

    /// A screen reader's activation selects the segment as a tap does.
    func accessibilityActivate(segment index: Int) -> Bool {
        guard isEnabled, segments.indices.contains(index), segments[index].isEnabled else { return false }
        userSelected(index)
        return true
    }

    open var selectedSegmentIndex: Int {
        get { storedSelectedIndex }
        set {
            guard newValue == Self.noSegment || checkIndex(newValue, "selectedSegmentIndex") else { return }
            storedSelectedIndex = newValue
            applyState()
        }
    }

    /// Segments send their event but do not stay selected.
    open var isMomentary = false { didSet { applyState() } }

    /// The selection indicator's colour; nil draws it white.
    open var selectedSegmentTintColor: UIColor? { didSet { applyState() } }

    /// Title attributes (`.font`, `.foregroundColor`) for a state, falling back to `.normal`'s.
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: State) {
        titleAttributes[state] = attributes
        contentDidChange()
    }

    open func titleTextAttributes(for state: State) -> [NSAttributedString.Key: Any]? { titleAttributes[state] }

    // MARK: Directional presses (keyboard arrows, D-pad)

    /// The focused control takes Left and Right (even at the ends, so focus does not jump off it).
    open override func acceptsDirectionalPress(_ heading: UIFocusHeading) -> Bool {
        (heading == .left || heading == .right) && !segments.isEmpty
    }

    /// Selects the nearest enabled segment that way (no wrapping) and sends
    /// what a tap on it sends: its action and `.valueChanged` (with
    /// `.primaryActionTriggered`). With nothing selected, Right selects the
    /// first enabled segment and Left the last.
    open override func performDirectionalPress(_ heading: UIFocusHeading, repeatCount: Int) {
        // The arrows move by geometry: right to left the next segment is to the left.
        let forward = (heading == .right) != isRightToLeft
        var index = storedSelectedIndex == Self.noSegment ? (forward ? -1 : segments.count) : storedSelectedIndex
        repeat { index += forward ? 1 : -1 } while segments.indices.contains(index) && !segments[index].isEnabled
        guard segments.indices.contains(index) else { return }
        userSelected(index)
        UIFocusSoundHooks.valueAdjusted(self)
    }

    // MARK: Tracking

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        highlight(segmentUnder(touch))
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        highlight(segmentUnder(touch))
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        let chosen = touch.flatMap { segmentUnder($0) }
        highlight(nil)
        if let chosen { userSelected(chosen) }
    }

    open override func cancelTracking(with event: UIEvent?) { highlight(nil) }

    /// The enabled segment under the touch, if it is inside the bounds.
    private func segmentUnder(_ touch: UITouch) -> Int? {
        let point = touch.location(in: self)
        guard bounds.contains(point) else { return nil }
        let frames = segmentFrames(in: bounds)
        guard let index = frames.firstIndex(where: { point.x >= $0.minX && point.x < $0.maxX }) ?? frames.indices.last
        else { return nil }
        return segments[index].isEnabled ? index : nil
    }

    private func highlight(_ index: Int?) {
        guard index != highlightedSegment else { return }
        highlightedSegment = index
        applyState()
    }

    private func userSelected(_ index: Int) {
        guard isMomentary || index != storedSelectedIndex else { return }
        storedSelectedIndex = index
        applyState()
        if !isMomentary, window != nil {
            UIView.animate(withDuration: Self.animationDuration) { self.layoutIfNeeded() }
        }
        segments[index].action.map { sendAction($0) }
        sendUserValueChange()
    }

    // MARK: Size

    /// The widest segment's content plus padding times the number of segments
    /// (each segment's own when apportioned by content; fixed widths as set); 32 points tall.
    open override var intrinsicContentSize: CGSize {
        let contents = segments.map { contentWidth(of: $0) + 2 * Self.contentPadding }
        let widest = contents.max() ?? 0
        let width = zip(segments, contents).reduce(CGFloat(0)) { sum, pair in
            let (segment, content) = pair
            if segment.fixedWidth > 0 { return sum + segment.fixedWidth }
            return sum + (apportionsSegmentWidthsByContent ? content : widest)
        }
        let tallest = segments.map { contentSize(of: $0).height }.max() ?? 0
        return CGSize(width: width.rounded(.up), height: max(Self.height, tallest + 2 * Self.indicatorInset))
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    private func contentSize(of segment: Segment) -> CGSize {
        if let image = segment.image { return image.size }
        return segment.label.intrinsicContentSize
    }

    private func contentWidth(of segment: Segment) -> CGFloat { contentSize(of: segment).width }

    /// Fixed widths first; the rest of `rect` is shared equally, or by content when apportioned.
    func segmentFrames(in rect: CGRect) -> [CGRect] {
        let fixed = segments.reduce(CGFloat(0)) { $0 + $1.fixedWidth }
        let flexible = segments.filter { $0.fixedWidth == 0 }
        let shares = flexible.map {
            apportionsSegmentWidthsByContent ? contentWidth(of: $0) + 2 * Self.contentPadding : 1
        }
        let totalShares = shares.reduce(0, +)
        let free = max(0, rect.width - fixed)
        var shareIterator = shares.makeIterator()
        var x = rect.minX
        // Right to left the first segment is at the right, as UIKit's.
        let rightToLeft = isRightToLeft
        return segments.map { segment in
            let width =
                segment.fixedWidth > 0
                ? segment.fixedWidth : (totalShares > 0 ? free * (shareIterator.next() ?? 0) / totalShares : 0)
            defer { x += width }
            let left = rightToLeft ? rect.minX + rect.maxX - x - width : x
            return CGRect(x: left, y: rect.minY, width: width, height: rect.height)
        }
    }

    // MARK: Appearance

    override func controlStateDidChange() { applyState() }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        applyState()
    }

    private var showsSelection: Bool { !isMomentary && segments.indices.contains(storedSelectedIndex) }

    private func applyState() {
        indicator.backgroundColor = selectedSegmentTintColor ?? .white
        indicator.isHidden = !showsSelection
        for (index, segment) in segments.enumerated() { applyContent(of: segment, at: index) }
        background.alpha = isEnabled ? 1 : Self.disabledAlpha
        focusRing.update(focused: showsFocusLook, color: tintColor)
        setNeedsLayout()
    }

    private func applyContent(of segment: Segment, at index: Int) {
        let selected = showsSelection && index == storedSelectedIndex
        let segmentState: State = !segment.isEnabled ? .disabled : (selected ? .selected : .normal)
        let attributes = titleTextAttributes(for: segmentState) ?? [:]
        let defaultFont = UIFont.systemFont(ofSize: Self.fontSize, weight: selected ? .semibold : .regular)
        segment.label.font = attributes[.font] as? UIFont ?? defaultFont
        segment.label.textColor =
            attributes[.foregroundColor] as? UIColor ?? (segment.isEnabled ? .label : .tertiaryLabel)
        segment.label.text = segment.title
        segment.label.isHidden = segment.title == nil
        segment.imageView.image = segment.image
        segment.imageView.tintColor = segment.isEnabled ? tintColor : .tertiaryLabel
        let dimmed = index == highlightedSegment && !selected
        segment.label.alpha = dimmed ? Self.highlightedContentAlpha : 1
        segment.imageView.alpha = segment.label.alpha
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        background.frame = bounds
        let frames = segmentFrames(in: background.bounds)
        for (index, segment) in segments.enumerated() {
            place(segment, in: frames[index])
            segment.separator.isHidden = !separatorShows(after: index)
        }
        if showsSelection {
            indicator.frame = frames[storedSelectedIndex].insetBy(dx: Self.indicatorInset, dy: Self.indicatorInset)
            indicator.layer.shadowPath =
                UIBezierPath(roundedRect: indicator.bounds, cornerRadius: Self.indicatorCornerRadius).cgPath
        }
        focusRing.surround(bounds, cornerRadius: Self.cornerRadius)
    }

    private func place(_ segment: Segment, in frame: CGRect) {
        let size = contentSize(of: segment)
        let centre = CGPoint(x: frame.midX + segment.contentOffset.width, y: frame.midY + segment.contentOffset.height)
        let content = CGRect(
            x: (centre.x - min(size.width, frame.width) / 2).rounded(), y: (centre.y - size.height / 2).rounded(),
            width: min(size.width, frame.width), height: size.height)
        segment.label.frame = content
        segment.imageView.frame = content
        segment.separator.frame = CGRect(
            x: (isRightToLeft ? frame.minX : frame.maxX) - 0.5, y: frame.midY - Self.separatorHeight / 2, width: 1,
            height: Self.separatorHeight)
    }

    /// A separator sits between two segments unless one of them is selected.
    private func separatorShows(after index: Int) -> Bool {
        guard index + 1 < segments.count else { return false }
        guard showsSelection else { return true }
        return index != storedSelectedIndex && index + 1 != storedSelectedIndex
    }
}
