import Foundation

/// AT-SPI's Selection interface on the containers whose children a user
/// selects (table and collection views, segmented controls, tab bars): which
/// exported children carry the `.selected` trait, and selecting one by
/// activating it, as a tap or VoiceOver's double tap does.
///
/// Deselecting, selecting all and clearing answer false: UIKit's controls
/// offer no such gesture to assistive technology (a segment or tab stays
/// selected until another is chosen).
extension ATSPIRequestHandler {
    /// Whether the responder's exported children are a selection.
    func offersSelection(_ responder: UIResponder) -> Bool {
        responder is UITableView || responder is UICollectionView || responder is UISegmentedControl
            || responder is UITabBar
    }

    func selectedChildren(of node: ATSPITree.Node) -> [UIResponder] {
        tree.children(of: node).filter { $0.accessibilityTraits.contains(.selected) }
    }

    func selection(_ request: Request) -> Reply? {
        guard let responder = request.responder, offersSelection(responder) else { return nil }
        let children = tree.children(of: request.node)
        switch request.member {
        case "GetSelectedChild":
            let selected = selectedChildren(of: request.node)
            guard let index = request.int(0), selected.indices.contains(index) else {
                return Self.invalid(request, "no selected child at \(request.int(0).map(String.init) ?? "(missing index)")")
            }
            return .values([reference(.object(selected[index]))])
        case "IsChildSelected", "SelectChild":
            guard let index = request.int(0), children.indices.contains(index) else {
                return Self.invalid(request, "no child at \(request.int(0).map(String.init) ?? "(missing index)")")
            }
            let child = children[index]
            if request.member == "SelectChild" && !child.accessibilityTraits.contains(.selected) {
                _ = child.accessibilityActivate() || activateByTap(child)
            }
            return .values([.bool(child.accessibilityTraits.contains(.selected))])
        case "DeselectSelectedChild", "DeselectChild", "SelectAll", "ClearSelection":
            return .values([.bool(false)])
        default:
            return nil
        }
    }

    /// An element without its own activation is chosen as a tap at its
    /// activation point would (UIKit's default `accessibilityActivate()`).
    private func activateByTap(_ child: UIResponder) -> Bool {
        guard let view = child as? UIView, let control = view as? UIControl else { return false }
        control.sendActions(for: .primaryActionTriggered)
        return true
    }
}
