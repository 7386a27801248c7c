import CSDL
import Foundation
import SDLViews

/// accessibility (issue 40): what the accessibility output costs a frame and
/// how fast a screen reader hears of a focus move. A game menu (12 focusable
/// buttons and a status label that changes every frame) runs
/// `UIApplication.runFrame()` in alternating blocks: with the output off
/// entirely (the frame before issue 40), with the output but no assistive
/// client (what a player without a screen reader runs; target ≤ 1.01×), and
/// with a client connected (a bridge on a private `dbus-daemon` and a
/// listener with Orca's match rule). With the client: frames from an arrow
/// key to the focus event reaching the listener (target: 1), and how many
/// views the export walks for a 1,000-row table (only the visible rows).
struct AccessibilityScenario: Scenario {
    static let name = "accessibility"
    static let summary = "frame with the accessibility output off / no client / a client; focus move to event, frames; 1,000-row table walk"

    func run(in context: BenchContext) throws -> [BenchResult] {
        let window = try context.window()
        let menu = BenchGameMenu(window: window)
        defer {
            menu.hide()
            UIApplication.shared.benchSetAccessibilityOutput(enabled: false)
        }
        let bus = PrivateBus.start()
        defer { bus?.stop() }
        var client: ATSPIBenchClient?
        let frame = { menu.changeStatus(); UIApplication.shared.runFrame() }
        var subjects = [
            Interleaved.Subject(
                name: "off", setUp: { menu.show(); UIApplication.shared.benchSetAccessibilityOutput(enabled: false) },
                frame: frame),
            Interleaved.Subject(
                name: "no client", setUp: { menu.show(); UIApplication.shared.benchSetAccessibilityOutput(enabled: true) },
                frame: frame)
        ]
        if let bus {
            subjects.append(
                Interleaved.Subject(
                    name: "client",
                    setUp: {
                        menu.show()
                        client = try ATSPIBenchClient(address: bus.address)
                    },
                    tearDown: { client?.close(); client = nil }, frame: frame))
        }
        let stats = try Interleaved.measure(subjects, in: context)
        var rows = [
            BenchResult(
                scenario: Self.name, name: "frame, accessibility output off", n: 12, stats: stats[0], ratio: 1,
                ratioTo: "output off", note: "12 focusable buttons, one label changes per frame; the frame before issue 40")
        ]
        var noClient = BenchResult(
            scenario: Self.name, name: "frame, no assistive client", n: 12, stats: stats[1],
            ratio: BenchResult.ratio(stats[1].median, to: stats[0].median), ratioTo: "output off",
            note: "the output exists without a bridge, as for a player without a screen reader")
        noClient.setTarget("≤ 1.01×", limit: 1.01)
        rows.append(noClient)
        guard let bus else {
            rows.append(
                BenchResult(
                    scenario: Self.name, name: "client rows skipped", n: 0, stats: Stats(single: 0),
                    note: "dbus-daemon could not be started (Debian's dbus package)"))
            return rows
        }
        rows.append(
            BenchResult(
                scenario: Self.name, name: "frame, client connected", n: 12, stats: stats[2],
                ratio: BenchResult.ratio(stats[2].median, to: stats[0].median), ratioTo: "output off",
                note: "a bridge on a private bus, a listener with a StateChanged match rule"))
        rows += try focusLatency(menu: menu, bus: bus, moves: context.quick ? 5 : 40)
        rows.append(try tableWalk(window: window, rows: context.size(1_000)))
        return rows
    }

    /// Frames from an arrow key (handled as SDL delivers it) to the focus
    /// event written to the bus, and the wall time until the listener has it
    /// (through dbus-daemon, another process).
    private func focusLatency(menu: BenchGameMenu, bus: PrivateBus, moves: Int) throws -> [BenchResult] {
        menu.show()
        let client = try ATSPIBenchClient(address: bus.address)
        defer { client.close() }
        UIApplication.shared.runFrame()
        var frames: [Double] = [], received: [Double] = []
        var unmoved = 0, lost = 0
        for _ in 0..<moves {
            let (sentBefore, receivedBefore) = (client.sentFocusEvents, client.receivedFocusEvents())
            let start = DispatchTime.now().uptimeNanoseconds
            if !menu.stepFocus() { unmoved += 1 }
            var count = 0
            // Ten frames at most: a lost event shows as 10, not as a hang.
            while count < 10, client.sentFocusEvents == sentBefore {
                UIApplication.shared.runFrame()
                count += 1
            }
            frames.append(Double(count))
            // Then poll (no frames) until the listener has it, for at most a second.
            while client.receivedFocusEvents() == receivedBefore {
                if DispatchTime.now().uptimeNanoseconds - start > 1_000_000_000 { lost += 1; break }
            }
            received.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
        }
        var sent = BenchResult(
            scenario: Self.name, name: "focus move → focus event sent, frames", n: moves, unit: "frames",
            stats: Stats(frames), ratio: frames.max(), ratioTo: "worst of \(moves) moves",
            note: "frames run from the arrow key until the StateChanged focused signal is written to the bus; "
                + "\(unmoved) keys did not move focus")
        sent.setTarget("1 frame", limit: 1)
        let heard = BenchResult(
            scenario: Self.name, name: "focus move → event at the listener, ms", n: moves, stats: Stats(received),
            note: "wall time from the key to the listener reading the signal (via dbus-daemon); \(lost) not received in 1 s")
        return [sent, heard]
    }

    /// The export's walk over a window showing a 1,000-row table.
    private func tableWalk(window: UIWindow, rows: Int) throws -> BenchResult {
        let controller = UITableViewController(style: .plain)
        let source = BenchRows(count: rows)
        controller.tableView.dataSource = source
        window.rootViewController = controller
        UIApplication.shared.runFrame()
        defer { window.rootViewController = nil }
        var samples: [Double] = []
        var walk = (exported: 0, visited: 0)
        for _ in 0..<20 {
            samples.append(try Stopwatch.milliseconds { walk = ATSPIBenchClient.exportWalk() })
        }
        let visibleRows = controller.tableView.visibleCells.count
        return BenchResult(
            scenario: Self.name, name: "export walk, \(rows)-row table", n: rows, stats: Stats(samples),
            note: "\(walk.visited) views walked, \(walk.exported) objects exported, \(visibleRows) rows visible")
    }
}

/// The bench's game menu: a column of 12 focusable buttons and a status label.
@MainActor
private final class BenchGameMenu {
    private let window: UIWindow
    private let controller = UIViewController()
    private let buttons: [UIButton]
    private let status = UILabel()
    private var tick = 0
    private var down = true

    init(window: UIWindow) {
        self.window = window
        buttons = (0..<12).map { index in
            let button = UIButton(type: .system)
            button.setTitle("Item \(index + 1)", for: .normal)
            button.frame = CGRect(x: 40, y: 20 + CGFloat(index) * 50, width: 240, height: 44)
            return button
        }
        controller.loadViewIfNeeded()
        controller.view.frame = window.bounds
        buttons.forEach(controller.view.addSubview)
        status.frame = CGRect(x: 320, y: 20, width: 300, height: 24)
        controller.view.addSubview(status)
    }

    func show() {
        guard window.rootViewController !== controller else { return }
        window.rootViewController = controller
        UIApplication.shared.runFrame()
        key(SDL_SCANCODE_DOWN)  // wakes focus on the first button
    }

    func hide() { window.rootViewController = nil }

    func changeStatus() {
        tick += 1
        // Never a text seen before: every subject pays the same rasterization.
        status.text = "Frame \(tick)"
    }

    /// Down to the last button, then up, so every step is a real move;
    /// false when the key left focus where it was.
    @discardableResult
    func stepFocus() -> Bool {
        let focused = UIFocusSystem.focusSystem(for: window)?.focusedItem as? UIButton
        if let index = buttons.firstIndex(where: { $0 === focused }) {
            if index == buttons.count - 1 { down = false } else if index == 0 { down = true }
        }
        key(down ? SDL_SCANCODE_DOWN : SDL_SCANCODE_UP)
        return UIFocusSystem.focusSystem(for: window)?.focusedItem !== focused
    }

    private func key(_ scancode: SDL_Scancode) {
        KeyPresses.press(scancode, in: window)
    }
}

/// A plain table's data: `count` one-line rows.
@MainActor
private final class BenchRows: NSObject, UITableViewDataSource {
    let count: Int
    init(count: Int) { self.count = count }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row") ?? UITableViewCell(style: .default, reuseIdentifier: "row")
        cell.textLabel?.text = "Row \(indexPath.row + 1)"
        return cell
    }
}

/// A private session bus (`dbus-daemon --session --nofork --print-address`),
/// stopped with the scenario: the bench never touches the desktop's buses.
private final class PrivateBus {
    let address: String
    private let process: Process

    private init(process: Process, address: String) {
        self.process = process
        self.address = address
    }

    static func start() -> PrivateBus? {
        let process = Process()
        let output = Pipe()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/dbus-daemon")
        process.arguments = ["--session", "--nofork", "--print-address=1"]
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        // The daemon prints its address once it listens: one line, read blocking.
        var data = Data()
        while !data.contains(UInt8(ascii: "\n")) {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            data += chunk
        }
        let address = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard !address.isEmpty else {
            process.terminate()
            return nil
        }
        return PrivateBus(process: process, address: address)
    }

    func stop() {
        process.terminate()
        process.waitUntilExit()
    }
}
