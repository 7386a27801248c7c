import Foundation

/// One element of a larger document that a nib makes on its own: a table or
/// collection view's prototype cell (UIKit compiles each prototype into a nib
/// of its own). Its connections may name objects outside it (a button's action
/// to the scene's view controller); those resolve to the objects of the load
/// that made the table, held weakly so a cell nib keeps no controller alive.
@MainActor
final class InterfaceBuilderPrototype {
    let element: InterfaceBuilderElement
    private struct WeakObject { weak var object: AnyObject? }
    private var external: [String: WeakObject] = [:]

    init(element: InterfaceBuilderElement) { self.element = element }

    /// Remembers the enclosing load's objects, once they all exist.
    func adopt(_ objects: [String: AnyObject]) {
        external = objects.mapValues { WeakObject(object: $0) }
    }

    /// A new copy of the prototype: its views, then constraints, outlets, actions, `awakeFromNib()`.
    func instantiate(with loader: InterfaceBuilderLoader) -> [Any] {
        for (id, reference) in external {
            if let object = reference.object { loader.register(object, id: id) }
        }
        let view = loader.makeView(element)
        loader.finish()
        return view.map { [$0] } ?? []
    }
}
