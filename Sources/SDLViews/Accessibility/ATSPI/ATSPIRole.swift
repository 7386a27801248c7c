import Foundation

/// The AT-SPI roles the bridge exports (`AtspiRole` numbers from
/// at-spi2-core's atspi-constants.h) and how UIKit's traits map onto them.
///
/// UIKit has no roles, only traits; the mapping follows what VoiceOver says
/// for each trait ("button", "heading", "adjustable"…) so Orca says the
/// matching word: `.button` → push button, `.staticText` → label,
/// `.adjustable` → slider, `.header` → heading, `.link`, `.image`,
/// `.searchField` and text fields → entry, `.tabBar` → page tab list; a
/// `UISwitch` is a toggle button with the checked state.
enum ATSPIRole: UInt32, CaseIterable, Sendable {
    case checkBox = 7
    case dialog = 16
    case frame = 23
    case image = 27
    case label = 29
    case list = 31
    case listItem = 32
    case pageTab = 37
    case pageTabList = 38
    case panel = 39
    case progressBar = 42
    case pushButton = 43
    case slider = 51
    case spinButton = 52
    case table = 55
    case tableCell = 56
    case text = 61
    case toggleButton = 62
    case unknown = 67
    case application = 75
    case entry = 79
    case heading = 83
    case link = 88
    case landmark = 110

    /// AT-SPI's role name (`GetRoleName`), as atspi_role_get_name spells it.
    var name: String {
        switch self {
        case .checkBox: "check box"
        case .dialog: "dialog"
        case .frame: "frame"
        case .image: "image"
        case .label: "label"
        case .list: "list"
        case .listItem: "list item"
        case .pageTab: "page tab"
        case .pageTabList: "page tab list"
        case .panel: "panel"
        case .progressBar: "progress bar"
        case .pushButton: "push button"
        case .slider: "slider"
        case .spinButton: "spin button"
        case .table: "table"
        case .tableCell: "table cell"
        case .text: "text"
        case .toggleButton: "toggle button"
        case .unknown: "unknown"
        case .application: "application"
        case .entry: "entry"
        case .heading: "heading"
        case .link: "link"
        case .landmark: "landmark"
        }
    }

    /// The role of an exported responder (a window, a view or an element).
    @MainActor
    static func of(_ responder: UIResponder) -> ATSPIRole {
        if responder is UIWindow { return .frame }
        if responder is UISwitch { return .toggleButton }
        if responder is UIProgressView { return .progressBar }
        if responder is UIStepper { return .spinButton }
        if responder is UITextField { return .entry }
        if let textView = responder as? UITextView, textView.isEditable { return .entry }
        if responder.accessibilityViewIsModal { return .dialog }
        return of(traits: responder.accessibilityTraits, container: responder.accessibilityContainerType,
                  isElement: responder.isAccessibilityElement, inTabBar: isTab(responder))
    }

    /// The trait mapping alone (what a custom element or view gets), most
    /// specific trait first: a header that is also a button is a heading.
    static func of(
        traits: UIAccessibilityTraits, container: UIAccessibilityContainerType = .none,
        isElement: Bool = true, inTabBar: Bool = false
    ) -> ATSPIRole {
        if traits.contains(.searchField) { return .entry }
        if traits.contains(.tabBar) { return .pageTabList }
        if inTabBar { return .pageTab }
        if traits.contains(.header) { return .heading }
        if traits.contains(.link) { return .link }
        if traits.contains(.adjustable) { return .slider }
        if traits.contains(.button) || traits.contains(.keyboardKey) { return .pushButton }
        if traits.contains(.image) { return .image }
        if traits.contains(.staticText) { return .label }
        switch container {
        case .dataTable: return .table
        case .list: return .list
        case .landmark: return .landmark
        case .semanticGroup: return .panel
        case .none: break
        }
        // An element without traits is read as text; a container as a panel.
        return isElement ? .label : .panel
    }

    /// A tab bar's buttons are its page tabs (the bar may hold them in containers).
    @MainActor
    private static func isTab(_ responder: UIResponder) -> Bool {
        var ancestor = (responder as? UIView)?.superview
        while let view = ancestor {
            if view.accessibilityTraits.contains(.tabBar) { return true }
            ancestor = view.superview
        }
        return false
    }
}
