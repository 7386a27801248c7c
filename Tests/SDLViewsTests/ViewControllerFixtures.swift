import Foundation
import SDLViewsTesting

@testable import SDLViews

/// One log shared by several controllers, so tests can assert cross-controller orders.
@MainActor
final class LifecycleLog {
    var entries: [String] = []
    func clear() { entries = [] }
}

/// A controller that logs every lifecycle and containment callback as "name.callback".
@MainActor
final class LoggingController: UIViewController {
    let name: String
    let log: LifecycleLog
    /// What `isMovingToParent` etc. were inside the appearance callbacks.
    var flags: [String] = []

    init(_ name: String, log: LifecycleLog) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
        title = name
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    private func add(_ entry: String) { log.entries.append("\(name).\(entry)") }

    override func viewDidLoad() {
        super.viewDidLoad()
        add("viewDidLoad")
    }
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        add("viewWillAppear")
        recordFlags("willAppear")
    }
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        add("viewDidAppear")
        recordFlags("didAppear")
    }
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        add("viewWillDisappear")
        recordFlags("willDisappear")
    }
    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        add("viewDidDisappear")
        recordFlags("didDisappear")
    }
    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        add("viewWillLayoutSubviews")
    }
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        add("viewDidLayoutSubviews")
    }
    override func willMove(toParent parent: UIViewController?) {
        super.willMove(toParent: parent)
        add(parent == nil ? "willMove(nil)" : "willMove(parent)")
    }
    override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        add(parent == nil ? "didMove(nil)" : "didMove(parent)")
    }

    private func recordFlags(_ callback: String) {
        var set: [String] = []
        if isMovingToParent { set.append("movingTo") }
        if isMovingFromParent { set.append("movingFrom") }
        if isBeingPresented { set.append("presented") }
        if isBeingDismissed { set.append("dismissed") }
        flags.append("\(callback):\(set.joined(separator: ","))")
    }
}

extension LifecycleLog {
    /// The entries without layout callbacks (they may repeat with extra passes).
    var withoutLayout: [String] { entries.filter { !$0.contains("Layout") } }
}
