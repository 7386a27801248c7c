import Foundation

/// Runs a storyboard `<segue>`: makes the destination scene's controller,
/// calls the source's `prepare(for:sender:)`, then performs it by kind —
/// `show`/`push`/`showDetail` push on the source's navigation controller (or
/// present without one), `presentation`/`modal` present, `embed` adds a child
/// in its container view. `unwind` and custom segues are logged and skipped.
@MainActor
enum StoryboardSegueRunner {
    static func perform(identifier: String, from source: UIViewController, sender: Any?) {
        guard let storyboard = source.interfaceBuilderSource.storyboard,
            let scene = source.interfaceBuilderSource.scene,
            let segue = segueElement(identifier: identifier, in: scene)
        else {
            return SDLViewsLog.error("Receiver (\(type(of: source))) has no segue with identifier '\(identifier)'")
        }
        run(segue, from: source, storyboard: storyboard, sender: sender)
    }

    /// The scene's segue named `identifier`, from the controller or from a control in its view.
    private static func segueElement(identifier: String, in element: InterfaceBuilderElement)
        -> InterfaceBuilderElement?
    {
        var pending = [element]
        while let current = pending.popLast() {
            if current.name == "segue", current["identifier"] == identifier { return current }
            pending.append(contentsOf: current.children)
        }
        return nil
    }

    static func run(
        _ element: InterfaceBuilderElement, from source: UIViewController, storyboard: UIStoryboard, sender: Any?,
        container: UIView? = nil
    ) {
        let kind = element["kind"] ?? "show"
        guard ["show", "push", "showDetail", "presentation", "modal", "embed"].contains(kind) else {
            return storyboard.diagnostics.error("segue kind \"\(kind)\" is not supported; not performed", at: element)
        }
        guard let id = element["destination"], let destination = storyboard.instantiateScene(id: id) else {
            return storyboard.diagnostics.error(
                "segue destination \"\(element["destination"] ?? "")\" names no scene; not performed", at: element)
        }
        let segue = UIStoryboardSegue(identifier: element["identifier"], source: source, destination: destination) {
            [weak source, weak container] in
            guard let source else { return }
            transition(kind: kind, from: source, to: destination, container: container)
        }
        source.prepare(for: segue, sender: sender)
        segue.perform()
    }

    private static func transition(
        kind: String, from source: UIViewController, to destination: UIViewController, container: UIView?
    ) {
        switch kind {
        case "embed":
            guard let container else { return }
            source.addChild(destination)
            destination.view.frame = container.bounds
            destination.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            container.addSubview(destination.view)
            destination.didMove(toParent: source)
        case "presentation", "modal": source.present(destination, animated: true)
        default:
            if let navigation = source.navigationController ?? (source as? UINavigationController) {
                navigation.pushViewController(destination, animated: true)
            } else {
                source.present(destination, animated: true)
            }
        }
    }
}
