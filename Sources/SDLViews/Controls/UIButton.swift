import Foundation

/// UIKit's `UIButton`: a title label and an image view (image left of the
/// title) over an optional stretched background image, with title, title
/// colour, image and background image per control state, falling back to
/// the `.normal` value.
///
/// `.system` buttons draw their title in the tint colour, dim title and
/// image to 20 % while highlighted and grey the title when disabled;
/// `.custom` buttons default to a white title and change only what is set
/// per state. Content is placed by `contentHorizontalAlignment`,
/// `contentVerticalAlignment` and `contentEdgeInsets`; the intrinsic size is
/// the content plus the insets. A tap sends `.touchUpInside` and
/// `.primaryActionTriggered`.
/// Differences from UIKit: see <doc:DifferencesFromUIKit>.
@MainActor
open class UIButton: UIControl {
    override var takesFocus: Bool { true }
    /// UIKit's `UIButton.ButtonType`; the types without a glyph here behave as `.system` (see Differences from UIKit).
    public enum ButtonType: Int, Sendable {
        case custom, system, detailDisclosure, infoLight, infoDark, contactAdd, close
        public static let roundedRect = ButtonType.system
    }

    /// The alpha of a system button's title and image while highlighted.
    static let systemHighlightAlpha: CGFloat = 0.2
    static let disabledSystemTitleColor = UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.3)

    public private(set) var buttonType: ButtonType = .custom
    private let label = UILabel(frame: .zero)
    private let image = UIImageView(frame: .zero)
    private let background = UIImageView(frame: .zero)

    private var titles: [UInt: String] = [:]
    private var titleColors: [UInt: UIColor] = [:]
    private var attributedTitles = PerStateValues<NSAttributedString>()
    private var images: [UInt: UIImage] = [:]
    private var backgroundImages: [UInt: UIImage] = [:]

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpParts()
    }

    /// UIKit's designated coder initializer (nothing is decoded: see `UIView`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpParts()
    }

    private func setUpParts() {
        label.font = UIFont.systemFont(ofSize: 15)
        label.textAlignment = .center
        label.lineBreakMode = .byTruncatingMiddle
        background.contentMode = .scaleToFill
        image.contentMode = .center
        addSubview(background)
        addSubview(image)
        addSubview(label)
        applyState()
    }

    /// UIKit's `UIButton(type:)`.
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
        applyState()
    }

    /// UIKit's `UIButton(type:primaryAction:)`: the action's title and image
    /// become the normal title and image; it runs on `.primaryActionTriggered`.
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        if let primaryAction { adopt(primaryAction) }
    }

    /// UIKit's `UIButton(frame:primaryAction:)` (a custom button).
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { adopt(primaryAction) }
    }

    private func adopt(_ action: UIAction) {
        if !action.title.isEmpty { setTitle(action.title, for: .normal) }
        if let image = action.image { setImage(image, for: .normal) }
        addAction(action, for: .primaryActionTriggered)
    }

    override var sendsPrimaryActionOnTouchUpInside: Bool { true }
    /// A focused button activated by a press sends `.touchUpInside` and `.primaryActionTriggered`, as a tap does
    /// (UIKit's keyboard and remote activation fire both, so target-action code written for taps works).
    override func performPrimaryPressAction() { sendActions(for: [.touchUpInside, .primaryActionTriggered]) }

    // MARK: Per-state values

    open var titleLabel: UILabel? { label }
    open var imageView: UIImageView? { image }

    open func setTitle(_ title: String?, for state: State) { titles[state.rawValue] = title; applyState() }
    open func setTitleColor(_ color: UIColor?, for state: State) { titleColors[state.rawValue] = color; applyState() }
    open func setImage(_ image: UIImage?, for state: State) { images[state.rawValue] = image; applyState() }
    open func setBackgroundImage(_ image: UIImage?, for state: State) {
        backgroundImages[state.rawValue] = image; applyState()
    }

    /// UIKit's `setAttributedTitle(_:for:)`: shown instead of the plain title
    /// in the states it covers (the normal one covers states without their own),
    /// with its own fonts and colours; the title colours do not apply to it.
    open func setAttributedTitle(_ title: NSAttributedString?, for state: State) {
        attributedTitles[state] = title.map { NSAttributedString(attributedString: $0) }
        applyState()
    }

    /// The attributed title set for `state`, else the normal state's, as UIKit.
    open func attributedTitle(for state: State) -> NSAttributedString? { attributedTitles[state] }

    open var currentAttributedTitle: NSAttributedString? { attributedTitle(for: state) }

    open func title(for state: State) -> String? { titles[state.rawValue] ?? titles[State.normal.rawValue] }
    open func image(for state: State) -> UIImage? { images[state.rawValue] ?? images[State.normal.rawValue] }
    open func backgroundImage(for state: State) -> UIImage? {
        backgroundImages[state.rawValue] ?? backgroundImages[State.normal.rawValue]
    }

    /// The set colour for `state`, else the normal one, else the type's default.
    open func titleColor(for state: State) -> UIColor? {
        titleColors[state.rawValue] ?? defaultTitleColor(for: state) ?? titleColors[State.normal.rawValue]
            ?? defaultTitleColor(for: .normal)
    }

    /// A system button's own colours for states without a set colour.
    private func defaultTitleColor(for state: State) -> UIColor? {
        let system = buttonType != .custom
        if state.contains(.disabled) { return system ? Self.disabledSystemTitleColor : nil }
        if state == .normal { return system ? (titleColors[State.normal.rawValue] ?? tintColor) : .white }
        return nil
    }

    open var currentTitle: String? { title(for: state) }
    open var currentTitleColor: UIColor { titleColor(for: state) ?? .white }
    open var currentImage: UIImage? { image(for: state) }
    open var currentBackgroundImage: UIImage? { backgroundImage(for: state) }

    // MARK: Accessibility (UIKit's defaults until set; see UIResponder)

    override var isAccessibilityElementByDefault: Bool { true }
    /// The title (the configuration's, else the current state's), else the image's symbol name, as UIKit.
    override var defaultAccessibilityLabel: String? {
        if let title = configuration?.title ?? currentAttributedTitle?.string ?? currentTitle, !title.isEmpty {
            return title
        }
        return (configuration?.image ?? currentImage)?.accessibilityName
    }
    override var defaultAccessibilityTraits: UIAccessibilityTraits { .button }

    /// Space around the content (image and title), as UIKit's `contentEdgeInsets`.
    open var contentEdgeInsets: UIEdgeInsets = .zero { didSet { applyState() } }

    // MARK: State and layout

    override func controlStateDidChange() {
        applyState()
        if configurationStorage != nil, automaticallyUpdatesConfiguration { setNeedsUpdateConfiguration() }
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        applyState()
        if configurationStorage != nil { setNeedsUpdateConfiguration() }
    }

    // MARK: Menus

    /// UIKit's `menu`: shown on a tap when `showsMenuAsPrimaryAction`, else on
    /// a long press; also on a right click and the gamepad's Y button (the
    /// keyboard's Menu key) while the button is focused.
    open var menu: UIMenu? { didSet { menuDidChange() } }

    /// UIKit's `showsMenuAsPrimaryAction`: a tap opens `menu` instead of sending
    /// `.primaryActionTriggered` (`.menuActionTriggered` is sent).
    open var showsMenuAsPrimaryAction = false

    /// UIKit's `changesSelectionAsPrimaryAction` (a pop-up button): one action
    /// of `menu` is `.on` (the first unless one is), the button's title is
    /// its title, and choosing another moves the selection and the title.
    open var changesSelectionAsPrimaryAction = false { didSet { menuDidChange() } }

    private var menuLongPress: UILongPressGestureRecognizer?

    private func menuDidChange() {
        installMenuLongPress()
        guard changesSelectionAsPrimaryAction, let menu else { return }
        let actions = menu.allActions
        if !actions.contains(where: { $0.state == .on }), let first = actions.first { first.state = .on }
        showSelection(of: menu)
    }

    private func installMenuLongPress() {
        guard menu != nil, menuLongPress == nil else { return }
        let recognizer = UILongPressGestureRecognizer { [weak self] recognizer in
            guard recognizer.state == .began, let self, !self.showsMenuAsPrimaryAction else { return }
            self.presentMenu()
        }
        addGestureRecognizer(recognizer)
        menuLongPress = recognizer
    }

    private func showSelection(of menu: UIMenu) {
        guard let selected = menu.allActions.first(where: { $0.state == .on }) else { return }
        if configurationStorage != nil {
            configurationStorage?.title = selected.title
            setNeedsUpdateConfiguration()
        } else {
            setTitle(selected.title, for: .normal)
        }
    }

    /// Opens `menu` under the button; false without one or outside a window.
    @discardableResult
    func presentMenu() -> Bool {
        guard let menu, let overlay = MenuPresenter.present(menu, from: self, sender: self) else { return false }
        guard changesSelectionAsPrimaryAction else { return true }
        overlay.willPerform = { [weak self] action in
            guard let self, let menu = self.menu else { return }
            for other in menu.allActions { other.state = other === action ? .on : .off }
            self.showSelection(of: menu)
        }
        return true
    }

    /// With `showsMenuAsPrimaryAction` the primary action opens the menu.
    open override func sendActions(for controlEvents: Event) {
        guard showsMenuAsPrimaryAction, menu != nil, controlEvents.contains(.primaryActionTriggered) else {
            return super.sendActions(for: controlEvents)
        }
        super.sendActions(for: controlEvents.subtracting(.primaryActionTriggered).union(.menuActionTriggered))
        presentMenu()
    }

    // MARK: Configuration

    private var configurationStorage: Configuration?
    private var configurationNeedsUpdate = false
    private var isUpdatingConfiguration = false
    lazy var configurationParts = ButtonConfigurationParts(in: self)

    /// UIKit's `UIButton(configuration:primaryAction:)`: a system button
    /// drawn from `configuration`; the action's title and image fill the
    /// configuration's when it has none, and it runs on `.primaryActionTriggered`.
    public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
        self.init(type: .system)
        var configuration = configuration
        if let primaryAction {
            if configuration.title == nil, !primaryAction.title.isEmpty { configuration.title = primaryAction.title }
            if configuration.image == nil { configuration.image = primaryAction.image }
            addAction(primaryAction, for: .primaryActionTriggered)
        }
        self.configuration = configuration
    }

    /// UIKit's `configuration`: when set, the button draws its content and
    /// background from it (the per-state titles and images are not shown);
    /// nil returns to the classic look. Setting it asks for an update
    /// (`setNeedsUpdateConfiguration()`), made before the next layout.
    open var configuration: Configuration? {
        get { configurationStorage }
        set {
            configurationStorage = newValue
            if newValue == nil { configurationParts.remove(); applyState() }
            if !isUpdatingConfiguration { setNeedsUpdateConfiguration() }
        }
    }

    /// UIKit's `configurationUpdateHandler`: called when the configuration
    /// needs an update (the state changed, or `setNeedsUpdateConfiguration()`),
    /// to set `button.configuration` for the new state.
    open var configurationUpdateHandler: ((UIButton) -> Void)? { didSet { setNeedsUpdateConfiguration() } }

    /// UIKit's `automaticallyUpdatesConfiguration`: state changes ask for an update.
    open var automaticallyUpdatesConfiguration = true

    /// UIKit's `setNeedsUpdateConfiguration()`: the update runs once, before the next layout.
    open func setNeedsUpdateConfiguration() {
        configurationNeedsUpdate = true
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    /// UIKit's `updateConfiguration()`: runs `configurationUpdateHandler`;
    /// subclasses override it to restyle `configuration` for the state (call super to keep the handler).
    open func updateConfiguration() { configurationUpdateHandler?(self) }

    /// Runs a pending configuration update and draws the result.
    private func updateConfigurationIfNeeded() {
        guard configurationNeedsUpdate else { return }
        configurationNeedsUpdate = false
        isUpdatingConfiguration = true
        updateConfiguration()
        isUpdatingConfiguration = false
        guard let configuration = configurationStorage else { return }
        let shown = automaticallyUpdatesConfiguration ? configuration.updated(for: self) : configuration
        configurationParts.apply(shown, title: label, image: image)
    }

    private func applyState() {
        guard configurationStorage == nil else { return }
        label.textColor = currentTitleColor
        if let attributed = currentAttributedTitle {
            label.attributedText = attributed
        } else {
            label.text = currentTitle
        }
        image.image = currentImage
        background.image = currentBackgroundImage
        let dimmed = buttonType != .custom && isHighlighted
        label.alpha = dimmed ? Self.systemHighlightAlpha : 1
        image.alpha = dimmed ? Self.systemHighlightAlpha : 1
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    private var titleSize: CGSize {
        guard let text = label.text, !text.isEmpty else { return .zero }
        return label.intrinsicContentSize
    }

    private var imageSize: CGSize { image.image?.size ?? .zero }

    /// Image and title side by side, plus `contentEdgeInsets`.
    open override var intrinsicContentSize: CGSize {
        if configurationStorage != nil {
            updateConfigurationIfNeeded()
            return configurationParts.fittingSize
        }
        let title = titleSize, picture = imageSize
        let insets = contentEdgeInsets
        return CGSize(
            width: title.width + picture.width + insets.left + insets.right,
            height: max(title.height, picture.height) + insets.top + insets.bottom)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    open override func layoutSubviews() {
        super.layoutSubviews()
        background.frame = bounds
        if configurationStorage != nil {
            updateConfigurationIfNeeded()
            return configurationParts.layout(
                in: bounds, horizontal: contentHorizontalAlignment, vertical: contentVerticalAlignment)
        }
        let area = bounds.inset(by: contentEdgeInsets)
        var title = titleSize, picture = imageSize
        if contentHorizontalAlignment == .fill { title.width = max(0, area.width - picture.width) }
        if contentVerticalAlignment == .fill {
            title.height = area.height
            if picture != .zero { picture.height = area.height }
        }
        let contentWidth = title.width + picture.width
        // Right to left the image follows the title (the image leads, on the right),
        // as UIKit's: laid out left to right with .left and .right swapped, then
        // mirrored inside the (physical) insets.
        let rightToLeft = isRightToLeft
        let x = horizontalOrigin(contentWidth, in: area, physicallySwapped: rightToLeft)
        let imageFrame = CGRect(
            x: x, y: verticalOrigin(picture.height, in: area), width: picture.width, height: picture.height)
        let labelFrame = CGRect(
            x: x + picture.width, y: verticalOrigin(title.height, in: area), width: title.width, height: title.height)
        image.frame = rightToLeft ? Self.mirrored(imageFrame, in: area) : imageFrame
        label.frame = rightToLeft ? Self.mirrored(labelFrame, in: area) : labelFrame
    }

    private static func mirrored(_ frame: CGRect, in area: CGRect) -> CGRect {
        CGRect(x: area.minX + area.maxX - frame.maxX, y: frame.minY, width: frame.width, height: frame.height)
    }

    private func horizontalOrigin(_ width: CGFloat, in area: CGRect, physicallySwapped: Bool) -> CGFloat {
        switch contentHorizontalAlignment {
        case .leading, .fill: area.minX
        case .trailing: area.maxX - width
        case .left: physicallySwapped ? area.maxX - width : area.minX
        case .right: physicallySwapped ? area.minX : area.maxX - width
        case .center: area.minX + ((area.width - width) / 2).rounded()
        }
    }

    private func verticalOrigin(_ height: CGFloat, in area: CGRect) -> CGFloat {
        switch contentVerticalAlignment {
        case .top, .fill: area.minY
        case .bottom: area.maxY - height
        case .center: area.minY + ((area.height - height) / 2).rounded()
        }
    }
}
