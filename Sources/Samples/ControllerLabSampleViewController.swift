import Foundation
import SDLViews

/// Controllers first: every value control adjusted with the D-pad or the
/// arrow keys (Left/Right change a focused slider, stepper, segments or
/// page dots; Up/Down move focus), a switch toggled with A / Return, a name
/// field that brings up the on-screen keyboard when opened with the pad,
/// buttons that play UIKit's haptic feedback on the controller's rumble,
/// and button prompts that follow the connected controller (Xbox,
/// PlayStation, Nintendo). The focus sound hooks print what a game would play.
@MainActor
final class ControllerLabSampleViewController: SampleViewController {
    private(set) var volume: UISlider!
    private(set) var lives: UIStepper!
    private(set) var difficulty: UISegmentedControl!
    private(set) var rumble: UISwitch!
    private(set) var pages: UIPageControl!
    private(set) var name: UITextField!
    private(set) var status: UILabel!
    private(set) var prompts: UILabel!
    private(set) var hooksLine: UILabel!
    private var promptLink: CADisplayLink?
    private var shownFamily: GamepadFamily?

    override func buildContent(in content: UIView) {
        let scroll = UIScrollView(frame: content.bounds)
        scroll.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        scroll.contentSize = CGSize(width: 600, height: 420)
        content.addSubview(scroll)
        let panel = UIView(frame: CGRect(x: max(0, (content.bounds.width - 600) / 2), y: 10, width: 600, height: 400))
        panel.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
        panel.backgroundColor = .white
        panel.layer.cornerRadius = 12
        scroll.addSubview(panel)
        addValueRows(to: panel)
        addHapticButtons(to: panel)
        addStatusLines(to: panel)
        attachSoundHooks()
    }

    private func title(_ text: String, y: CGFloat, in panel: UIView) {
        panel.addSubview(SampleTheme.label(text, frame: CGRect(x: 20, y: y, width: 130, height: 31)))
    }

    private func addValueRows(to panel: UIView) {
        title("Volume", y: 16, in: panel)
        volume = UISlider(frame: CGRect(x: 150, y: 16, width: 300, height: 31))
        volume.value = 0.5
        volume.accessibilityLabel = "Volume"
        volume.addAction(UIAction { [weak self] _ in self?.report("Volume \(Int((self?.volume.value ?? 0) * 100)) %") }, for: .valueChanged)
        panel.addSubview(volume)

        title("Lives", y: 60, in: panel)
        lives = UIStepper(frame: CGRect(x: 150, y: 60, width: 0, height: 0))
        lives.minimumValue = 1
        lives.maximumValue = 9
        lives.value = 3
        lives.wraps = true
        lives.accessibilityLabel = "Lives"
        lives.addAction(UIAction { [weak self] _ in self?.report("Lives \(Int(self?.lives.value ?? 0)) (wraps)") }, for: .valueChanged)
        panel.addSubview(lives)

        title("Difficulty", y: 104, in: panel)
        difficulty = UISegmentedControl(items: ["Story", "Normal", "Hard"])
        difficulty.frame = CGRect(x: 150, y: 104, width: 300, height: 32)
        difficulty.selectedSegmentIndex = 1
        difficulty.addAction(
            UIAction { [weak self] _ in
                guard let self else { return }
                report("Difficulty \(difficulty.titleForSegment(at: difficulty.selectedSegmentIndex) ?? "")")
                UISelectionFeedbackGenerator().selectionChanged()
            }, for: .valueChanged)
        panel.addSubview(difficulty)

        title("Rumble", y: 148, in: panel)
        rumble = UISwitch(frame: CGRect(x: 150, y: 148, width: 0, height: 0))
        rumble.isOn = true
        rumble.accessibilityLabel = "Rumble"
        rumble.addAction(UIAction { [weak self] _ in self?.report("Rumble \(self?.rumble.isOn == true ? "on" : "off")") }, for: .valueChanged)
        panel.addSubview(rumble)

        panel.addSubview(SampleTheme.label("Page", frame: CGRect(x: 260, y: 148, width: 60, height: 31)))
        pages = UIPageControl(frame: CGRect(x: 330, y: 145, width: 120, height: 37))
        pages.numberOfPages = 4
        pages.accessibilityLabel = "Page"
        pages.pageIndicatorTintColor = .systemGray3
        pages.currentPageIndicatorTintColor = .systemBlue
        pages.addAction(UIAction { [weak self] _ in self?.report("Page \((self?.pages.currentPage ?? 0) + 1) of 4") }, for: .valueChanged)
        panel.addSubview(pages)

        title("Pilot", y: 192, in: panel)
        name = UITextField(frame: CGRect(x: 150, y: 192, width: 300, height: 34))
        name.borderStyle = .roundedRect
        name.placeholder = "Press A: on-screen keyboard"
        name.accessibilityLabel = "Pilot name"
        name.addAction(UIAction { [weak self] _ in self?.report("Pilot \(self?.name.text ?? "")") }, for: .editingDidEnd)
        panel.addSubview(name)
    }

    private func addHapticButtons(to panel: UIView) {
        let kinds: [(String, () -> Void)] = [
            ("Light", { UIImpactFeedbackGenerator(style: .light).impactOccurred() }),
            ("Heavy", { UIImpactFeedbackGenerator(style: .heavy).impactOccurred() }),
            ("Rigid", { UIImpactFeedbackGenerator(style: .rigid).impactOccurred() }),
            ("Success", { UINotificationFeedbackGenerator().notificationOccurred(.success) }),
            ("Error", { UINotificationFeedbackGenerator().notificationOccurred(.error) })
        ]
        title("Haptics", y: 242, in: panel)
        for (index, (label, play)) in kinds.enumerated() {
            let button = UIButton(type: .system)
            button.setTitle(label, for: .normal)
            button.backgroundColor = UIColor(white: 0.93, alpha: 1)
            button.layer.cornerRadius = 8
            button.frame = CGRect(x: 150 + CGFloat(index) * 88, y: 240, width: 80, height: 34)
            button.addAction(
                UIAction { [weak self] _ in
                    guard self?.rumble.isOn == true else { return }
                    play()
                    self?.report("\(label) feedback")
                }, for: .primaryActionTriggered)
            panel.addSubview(button)
        }
    }

    private func addStatusLines(to panel: UIView) {
        status = SampleTheme.label("Use the D-pad or arrows; Left/Right change the focused control", font: SampleTheme.captionFont, color: SampleTheme.secondaryText, frame: CGRect(x: 20, y: 300, width: 560, height: 20))
        prompts = SampleTheme.label("", font: SampleTheme.captionFont, frame: CGRect(x: 20, y: 330, width: 560, height: 20))
        hooksLine = SampleTheme.label("Focus sounds: —", font: SampleTheme.captionFont, color: SampleTheme.secondaryText, frame: CGRect(x: 20, y: 360, width: 560, height: 20))
        for label in [status!, prompts!, hooksLine!] { panel.addSubview(label) }
        refreshPrompts()
        // The prompts follow the controller used last: look again each frame (cheap when unchanged).
        let link = CADisplayLink { [weak self] _ in self?.refreshPrompts() }
        link.add(to: .main, forMode: .common)
        promptLink = link
    }

    /// "A Select · B Back · Start Done", in the connected controller's glyphs.
    func refreshPrompts() {
        let family = GamepadButtonPrompt.currentFamily
        guard family != shownFamily else { return }
        shownFamily = family
        let hints = [
            GamepadButtonPrompt.hint("Select", for: .select), GamepadButtonPrompt.hint("Back", for: .menu),
            GamepadButtonPrompt.hint("Space", for: .buttonX), GamepadButtonPrompt.hint("Done", for: .playPause)
        ]
        prompts.text = "\(family): " + hints.joined(separator: " · ")
    }

    private func attachSoundHooks() {
        let hooks = UIApplication.shared.focusSoundHooks
        hooks.focusDidMove = { [weak self] context in
            if !context.focusHeading.isEmpty { self?.hooksLine.text = "Focus sounds: tick (moved)" }
        }
        hooks.itemActivated = { [weak self] _ in self?.hooksLine.text = "Focus sounds: confirm (activated)" }
        hooks.valueAdjusted = { [weak self] _ in self?.hooksLine.text = "Focus sounds: click (adjusted)" }
    }

    private func report(_ text: String) { status.text = text }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        promptLink?.invalidate()
        promptLink = nil
        let hooks = UIApplication.shared.focusSoundHooks
        hooks.focusDidMove = nil
        hooks.itemActivated = nil
        hooks.valueAdjusted = nil
    }
}
