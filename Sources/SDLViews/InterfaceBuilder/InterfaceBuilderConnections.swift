import Foundation

/// Connects a document's `<outlet>` and `<action>` elements once every object
/// exists (see `Outlet` and `InterfaceBuilderConnectable`).
@MainActor
struct InterfaceBuilderConnections {
    let diagnostics: InterfaceBuilderDiagnostics

    func connectOutlet(_ element: InterfaceBuilderElement, from source: AnyObject, to destination: AnyObject) {
        guard let property = element["property"] else {
            return diagnostics.error("outlet without a property name; skipped", at: element)
        }
        if let controller = source as? UIViewController, property == "view", let view = destination as? UIView {
            controller.view = view
            return
        }
        if let connected = connectViewOutlet(property, from: source, to: destination) {
            if connected { return }
            return diagnostics.error(
                "\(type(of: destination)) cannot be the \(property) of \(type(of: source)) (it does not conform "
                    + "to the protocol); not connected", at: element)
        }
        if let storage = outletStorage(named: property, in: source) {
            if storage.connect(destination) { return }
            return diagnostics.error(
                "outlet \(property) of \(type(of: source)) cannot hold a \(type(of: destination)); not connected",
                at: element)
        }
        if let connectable = source as? InterfaceBuilderConnectable,
            connectable.connect(outlet: property, to: destination)
        {
            return
        }
        diagnostics.error(
            "\(type(of: source)) has no outlet \(property) (declare it with @Outlet or "
                + "InterfaceBuilderConnectable.connect(outlet:to:)); not connected", at: element)
    }

    /// The data source and delegate outlets of UIKit's list and scroll views
    /// (weak, as UIKit's): true when set, false when `destination` has the
    /// wrong type, nil when `property` is not one of them.
    private func connectViewOutlet(_ property: String, from source: AnyObject, to destination: AnyObject) -> Bool? {
        switch (source, property) {
        case (let table as UITableView, "dataSource"):
            table.dataSource = destination as? UITableViewDataSource
            return table.dataSource != nil
        case (let table as UITableView, "prefetchDataSource"):
            table.prefetchDataSource = destination as? UITableViewDataSourcePrefetching
            return table.prefetchDataSource != nil
        case (let collection as UICollectionView, "dataSource"):
            collection.dataSource = destination as? UICollectionViewDataSource
            return collection.dataSource != nil
        case (let scroll as UIScrollView, "delegate"):
            scroll.delegate = destination as? UIScrollViewDelegate
            return scroll.delegate != nil
        default: return nil
        }
    }

    /// The `@Outlet` box stored as `_property` in `object`'s class or one of its superclasses.
    private func outletStorage(named property: String, in object: AnyObject) -> OutletStorage? {
        var mirror: Mirror? = Mirror(reflecting: object)
        while let current = mirror {
            for child in current.children where child.label == "_" + property {
                if let storage = child.value as? OutletStorage { return storage }
            }
            mirror = current.superclassMirror
        }
        return nil
    }

    func connectAction(_ element: InterfaceBuilderElement, from source: AnyObject, to destination: AnyObject?) {
        guard let selector = element["selector"] else {
            return diagnostics.error("action without a selector; skipped", at: element)
        }
        guard let control = source as? UIControl else {
            return diagnostics.error(
                "action \(selector) on \(type(of: source)), which is not a control; skipped", at: element)
        }
        let events =
            element["eventType"].map { eventName in
                Self.events[eventName]
                    ?? {
                        diagnostics.error("unknown event type \"\(eventName)\"; using touchUpInside", at: element)
                        return .touchUpInside
                    }()
            } ?? .primaryActionTriggered
        guard let target = destination as? InterfaceBuilderConnectable else {
            return diagnostics.error(
                "action \(selector)'s destination \(destination.map { "\(type(of: $0))" } ?? "(none)") does not "
                    + "conform to InterfaceBuilderConnectable; not connected", at: element)
        }
        // UIKit fails when the action is sent to a method that does not exist; here the
        // missing handler is reported at load, naming the method, never silently.
        guard target.action(named: selector) != nil else {
            return diagnostics.error(
                "\(type(of: target)) has no action \(selector) (answer it in "
                    + "InterfaceBuilderConnectable.action(named:)); not connected", at: element)
        }
        let fileName = diagnostics.fileName
        control.addAction(
            UIAction { [weak target] action in
                guard let target else { return }
                guard let handler = target.action(named: selector) else {
                    return SDLViewsLog.error("\(fileName): \(type(of: target)) has no action \(selector); not sent")
                }
                handler(action.sender)
            }, for: events)
    }

    static let events: [String: UIControl.Event] = [
        "touchDown": .touchDown, "touchDownRepeat": .touchDownRepeat, "touchDragInside": .touchDragInside,
        "touchDragOutside": .touchDragOutside, "touchDragEnter": .touchDragEnter, "touchDragExit": .touchDragExit,
        "touchUpInside": .touchUpInside, "touchUpOutside": .touchUpOutside, "touchCancel": .touchCancel,
        "valueChanged": .valueChanged, "primaryActionTriggered": .primaryActionTriggered,
        "editingDidBegin": .editingDidBegin, "editingChanged": .editingChanged, "editingDidEnd": .editingDidEnd,
        "editingDidEndOnExit": .editingDidEndOnExit
    ]
}
