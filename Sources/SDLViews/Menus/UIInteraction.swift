import Foundation

/// UIKit's `UIInteraction`: behaviour added to a view with `addInteraction(_:)`
/// (here `UIContextMenuInteraction`), told when it moves to or from a view.
@MainActor
public protocol UIInteraction: AnyObject {
    var view: UIView? { get }
    func willMove(to view: UIView?)
    func didMove(to view: UIView?)
}

extension UIView {
    /// UIKit's `interactions`.
    public var interactions: [any UIInteraction] {
        get { interactionStorage }
        set {
            for interaction in interactionStorage { removeInteraction(interaction) }
            for interaction in newValue { addInteraction(interaction) }
        }
    }

    /// UIKit's `addInteraction(_:)`: the view keeps the interaction; one already added moves here.
    public func addInteraction(_ interaction: any UIInteraction) {
        guard !interactionStorage.contains(where: { $0 === interaction }) else { return }
        interaction.view?.removeInteraction(interaction)
        interaction.willMove(to: self)
        interactionStorage.append(interaction)
        interaction.didMove(to: self)
    }

    /// UIKit's `removeInteraction(_:)`.
    public func removeInteraction(_ interaction: any UIInteraction) {
        guard let index = interactionStorage.firstIndex(where: { $0 === interaction }) else { return }
        interaction.willMove(to: nil)
        interactionStorage.remove(at: index)
        interaction.didMove(to: nil)
    }
}
