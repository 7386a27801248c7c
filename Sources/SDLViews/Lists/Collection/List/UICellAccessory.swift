import Foundation

/// UIKit's `UICellAccessory`: a view a `UICollectionViewListCell` shows at
/// its leading or trailing edge (`accessories`): a disclosure chevron, a
/// checkmark, the editing delete and reorder controls, an outline's
/// expand/collapse chevron, a text label, a detail (info) button or a
/// custom view. Each is shown always, only while editing or only while not
/// editing, as its `DisplayedState` says.
///
/// Differences from UIKit: the options are the common ones (`isHidden`,
/// `reservedLayoutWidth`, `tintColor`); no insert, multiselect or popup menu accessories.
@MainActor
public struct UICellAccessory {
    /// When the accessory shows.
    public enum DisplayedState: Int, Sendable {
        case always
        case whenEditing
        case whenNotEditing
    }

    /// How wide the accessory's space is.
    public enum LayoutDimension: Sendable, Equatable {
        /// UIKit's standard width for the accessory.
        case standard
        /// The accessory's own width.
        case actual
        case custom(CGFloat)
    }

    /// Which edge a custom view sits at.
    public enum Placement: Sendable, Equatable {
        case leading(displayed: DisplayedState = .always)
        case trailing(displayed: DisplayedState = .always)
    }

    /// The look of an outline disclosure: a header row's or an ordinary row's.
    public enum OutlineDisclosureStyle: Int, Sendable {
        case automatic
        case header
        case cell
    }

    /// The options every built-in accessory takes.
    public struct DisclosureIndicatorOptions: Sendable {
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension?
        public var tintColor: UIColor?
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
        }
    }
    public typealias CheckmarkOptions = DisclosureIndicatorOptions
    public typealias DeleteOptions = DisclosureIndicatorOptions
    public typealias ReorderOptions = DisclosureIndicatorOptions
    public typealias LabelOptions = DisclosureIndicatorOptions
    public typealias DetailOptions = DisclosureIndicatorOptions

    /// The outline disclosure's options: the common ones and its style.
    public struct OutlineDisclosureOptions: Sendable {
        public var style: OutlineDisclosureStyle
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension?
        public var tintColor: UIColor?
        public init(
            style: OutlineDisclosureStyle = .automatic, isHidden: Bool? = nil,
            reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil
        ) {
            self.style = style
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
        }
    }

    /// A custom view accessory.
    public struct CustomViewConfiguration {
        public var customView: UIView
        public var placement: Placement
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension
        public var tintColor: UIColor?
        public var maintainsFixedSize: Bool

        public init(
            customView: UIView, placement: Placement, isHidden: Bool? = nil,
            reservedLayoutWidth: LayoutDimension = .standard, tintColor: UIColor? = nil,
            maintainsFixedSize: Bool = false
        ) {
            self.customView = customView
            self.placement = placement
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
            self.maintainsFixedSize = maintainsFixedSize
        }
    }

    /// What the accessory is.
    enum Kind {
        case disclosureIndicator, checkmark, delete, reorder, detail
        case outlineDisclosure(OutlineDisclosureStyle)
        case label(String)
        case customView(UIView)
    }

    let kind: Kind
    let displayed: DisplayedState
    let isLeading: Bool
    let isHidden: Bool
    let reservedLayoutWidth: LayoutDimension
    let tintColor: UIColor?
    let actionHandler: (@MainActor () -> Void)?

    init(
        _ kind: Kind, displayed: DisplayedState, leading: Bool, options: DisclosureIndicatorOptions,
        actionHandler: (@MainActor () -> Void)? = nil
    ) {
        self.kind = kind
        self.displayed = displayed
        isLeading = leading
        isHidden = options.isHidden ?? false
        reservedLayoutWidth = options.reservedLayoutWidth ?? .actual
        tintColor = options.tintColor
        self.actionHandler = actionHandler
    }

    /// UIKit's grey chevron at the trailing edge.
    public static func disclosureIndicator(
        displayed: DisplayedState = .always, options: DisclosureIndicatorOptions = .init()
    ) -> UICellAccessory {
        UICellAccessory(.disclosureIndicator, displayed: displayed, leading: false, options: options)
    }

    /// A checkmark in the tint colour at the trailing edge.
    public static func checkmark(displayed: DisplayedState = .always, options: CheckmarkOptions = .init())
        -> UICellAccessory
    {
        UICellAccessory(.checkmark, displayed: displayed, leading: false, options: options)
    }

    /// The red delete control at the leading edge (while editing, by default);
    /// a tap runs `actionHandler` (UIKit's default without one: the swipe's delete confirmation).
    public static func delete(
        displayed: DisplayedState = .whenEditing, options: DeleteOptions = .init(),
        actionHandler: (@MainActor () -> Void)? = nil
    ) -> UICellAccessory {
        UICellAccessory(.delete, displayed: displayed, leading: true, options: options, actionHandler: actionHandler)
    }

    /// The reorder grip at the trailing edge (while editing, by default).
    public static func reorder(displayed: DisplayedState = .whenEditing, options: ReorderOptions = .init())
        -> UICellAccessory
    {
        UICellAccessory(.reorder, displayed: displayed, leading: false, options: options)
    }

    /// The outline chevron at the trailing edge (as on iOS; Mac Catalyst puts
    /// a cell's at the leading edge), pointing down while the row's children show; a tap expands or collapses the row in its diffable data
    /// source's section snapshot, or runs `actionHandler` instead when given.
    public static func outlineDisclosure(
        displayed: DisplayedState = .always, options: OutlineDisclosureOptions = .init(),
        actionHandler: (@MainActor () -> Void)? = nil
    ) -> UICellAccessory {
        let common = DisclosureIndicatorOptions(
            isHidden: options.isHidden, reservedLayoutWidth: options.reservedLayoutWidth, tintColor: options.tintColor)
        return UICellAccessory(
            .outlineDisclosure(options.style), displayed: displayed, leading: false, options: common,
            actionHandler: actionHandler)
    }

    /// Grey text at the trailing edge (a count, a value).
    public static func label(text: String, displayed: DisplayedState = .always, options: LabelOptions = .init())
        -> UICellAccessory
    {
        UICellAccessory(.label(text), displayed: displayed, leading: false, options: options)
    }

    /// The info button at the trailing edge; a tap runs `actionHandler`.
    public static func detail(
        displayed: DisplayedState = .always, options: DetailOptions = .init(),
        actionHandler: (@MainActor () -> Void)? = nil
    ) -> UICellAccessory {
        UICellAccessory(.detail, displayed: displayed, leading: false, options: options, actionHandler: actionHandler)
    }

    /// The app's own view at the edge its placement names.
    public static func customView(configuration: CustomViewConfiguration) -> UICellAccessory {
        let displayed: DisplayedState
        let leading: Bool
        switch configuration.placement {
        case .leading(let state): (displayed, leading) = (state, true)
        case .trailing(let state): (displayed, leading) = (state, false)
        }
        let options = DisclosureIndicatorOptions(
            isHidden: configuration.isHidden, reservedLayoutWidth: configuration.reservedLayoutWidth,
            tintColor: configuration.tintColor)
        return UICellAccessory(
            .customView(configuration.customView), displayed: displayed, leading: leading, options: options)
    }

    /// Where a system accessory sits among those on its side, counted from the
    /// edge inwards: UIKit places system accessories itself, whatever their
    /// order in the array (a value label stays inside the chevron). The app's
    /// own views come after them, in the array's order.
    var edgeRank: Int {
        switch kind {
        case .delete, .reorder: return 0
        case .outlineDisclosure, .disclosureIndicator: return 1
        case .detail: return 2
        case .checkmark: return 3
        case .label: return 4
        case .customView: return 5
        }
    }

    /// Whether the accessory shows in a cell that is (or is not) editing.
    func isShown(editing: Bool) -> Bool {
        guard !isHidden else { return false }
        switch displayed {
        case .always: return true
        case .whenEditing: return editing
        case .whenNotEditing: return !editing
        }
    }
}
