import Foundation
import SDLViews

/// A game's options screen built from UIKit's value controls: music and
/// effects volume sliders, a subtitles switch, difficulty segments, a lives
/// stepper, a voice-pack download shown by a progress bar observing a
/// Foundation `Progress` with a spinner beside it, and tips paged by a page
/// control. Every control reports its user changes through `.valueChanged`
/// to the summary line at the bottom.
@MainActor
final class OptionsSampleViewController: SampleViewController {
    private(set) var musicVolume: UISlider!
    private(set) var effectsVolume: UISlider!
    private(set) var subtitles: UISwitch!
    private(set) var difficulty: UISegmentedControl!
    private(set) var lives: UIStepper!
    private var livesLabel: UILabel!
    private var musicLabel: UILabel!
    private var effectsLabel: UILabel!
    private var summary: UILabel!
    private var tip: UILabel!
    private var spinner: UIActivityIndicatorView!
    private let download = Progress(totalUnitCount: 100)
    private var downloadStart: CFTimeInterval?
    private var downloadLink: CADisplayLink?

    static let tips = [
        "Tip: drag a slider's thumb; its bare track ignores touches.",
        "Tip: hold + on the stepper: it repeats, then speeds up.",
        "Tip: drag the switch's thumb across, or just tap it."
    ]

    /// The card keeps its size, centred; a window smaller than it scrolls.
    override var contentLayout: SampleContentLayout { .adaptive(minimum: CGSize(width: 592, height: 510)) }

    override func buildContent(in content: UIView) {
        let panel = MirroringPanel(frame: CGRect(x: ((content.bounds.width - 560) / 2).rounded(), y: 20, width: 560, height: 470))
        panel.backgroundColor = .white
        panel.layer.cornerRadius = 12
        panel.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
        content.addSubview(panel)
        addVolumeRows(to: panel)
        addToggleRows(to: panel)
        addDownloadRow(to: panel)
        addTips(to: panel)
        summary = SampleTheme.label(
            "Change an option: its .valueChanged shows here", font: SampleTheme.captionFont,
            color: SampleTheme.secondaryText, frame: CGRect(x: 24, y: 436, width: 512, height: 20))
        panel.addSubview(summary)
    }

    private func rowTitle(_ text: String, y: CGFloat, in panel: UIView) {
        panel.addSubview(SampleTheme.label(text, frame: CGRect(x: 24, y: y, width: 150, height: 31)))
    }

    private func valueLabel(y: CGFloat, in panel: UIView) -> UILabel {
        let label = SampleTheme.label("", color: SampleTheme.secondaryText, frame: CGRect(x: 476, y: y, width: 60, height: 31))
        label.textAlignment = .right
        panel.addSubview(label)
        return label
    }

    private func addVolumeRows(to panel: UIView) {
        rowTitle("Music volume", y: 24, in: panel)
        musicLabel = valueLabel(y: 24, in: panel)
        musicVolume = volumeSlider(y: 24, value: 0.7, label: musicLabel, name: "Music", in: panel)
        rowTitle("Effects volume", y: 74, in: panel)
        effectsLabel = valueLabel(y: 74, in: panel)
        effectsVolume = volumeSlider(y: 74, value: 0.45, label: effectsLabel, name: "Effects", in: panel)
        effectsVolume.minimumTrackTintColor = .systemOrange
    }

    private func volumeSlider(y: CGFloat, value: Float, label: UILabel, name: String, in panel: UIView) -> UISlider {
        let slider = UISlider(frame: CGRect(x: 180, y: y, width: 280, height: 31))
        slider.value = value
        slider.accessibilityLabel = name
        label.text = Self.percent(value)
        slider.addAction(
            UIAction { [weak self, weak label] action in
                guard let slider = action.sender as? UISlider else { return }
                label?.text = Self.percent(slider.value)
                self?.report("\(name) volume \(Self.percent(slider.value))")
            }, for: .valueChanged)
        panel.addSubview(slider)
        return slider
    }

    private static func percent(_ value: Float) -> String { "\(Int((value * 100).rounded())) %" }

    private func addToggleRows(to panel: UIView) {
        rowTitle("Subtitles", y: 124, in: panel)
        subtitles = UISwitch(frame: CGRect(x: 180, y: 124, width: 0, height: 0))
        subtitles.isOn = true
        subtitles.accessibilityLabel = "Subtitles"
        subtitles.addAction(
            UIAction { [weak self] _ in self?.report("Subtitles \(self?.subtitles.isOn == true ? "on" : "off")") },
            for: .valueChanged)
        panel.addSubview(subtitles)

        rowTitle("Difficulty", y: 174, in: panel)
        difficulty = UISegmentedControl(items: ["Story", "Normal", "Hard", "Nightmare"])
        difficulty.frame = CGRect(x: 180, y: 174, width: 356, height: 32)
        difficulty.selectedSegmentIndex = 1
        difficulty.addAction(
            UIAction { [weak self] _ in
                guard let self else { return }
                report("Difficulty \(difficulty.titleForSegment(at: difficulty.selectedSegmentIndex) ?? "")")
            }, for: .valueChanged)
        panel.addSubview(difficulty)

        rowTitle("Lives", y: 224, in: panel)
        lives = UIStepper(frame: CGRect(x: 180, y: 224, width: 0, height: 0))
        lives.minimumValue = 1
        lives.maximumValue = 9
        lives.value = 3
        lives.accessibilityLabel = "Lives"
        livesLabel = SampleTheme.label("3", frame: CGRect(x: 290, y: 224, width: 60, height: 32))
        lives.addAction(
            UIAction { [weak self] _ in
                guard let self else { return }
                livesLabel.text = "\(Int(lives.value))"
                report("Lives \(Int(lives.value))")
            }, for: .valueChanged)
        panel.addSubview(lives)
        panel.addSubview(livesLabel)
    }

    /// The download runs on the application clock: 20 % a second, then starts over after a pause.
    private func addDownloadRow(to panel: UIView) {
        rowTitle("Voice pack", y: 276, in: panel)
        let bar = UIProgressView(progressViewStyle: .default)
        bar.frame = CGRect(x: 180, y: 290, width: 280, height: 4)
        bar.observedProgress = download
        panel.addSubview(bar)
        spinner = UIActivityIndicatorView(style: .medium)
        spinner.frame.origin = CGPoint(x: 480, y: 282)
        panel.addSubview(spinner)
        spinner.startAnimating()
        let link = CADisplayLink { [weak self] link in self?.advanceDownload(at: link.timestamp) }
        link.add(to: .main, forMode: .common)
        downloadLink = link
    }

    private func advanceDownload(at time: CFTimeInterval) {
        let start = downloadStart ?? time
        downloadStart = start
        let elapsed = (time - start).truncatingRemainder(dividingBy: 7)
        download.completedUnitCount = Int64(min(100, elapsed * 20))
        let busy = download.completedUnitCount < 100
        if busy != spinner.isAnimating { busy ? spinner.startAnimating() : spinner.stopAnimating() }
    }

    private func addTips(to panel: UIView) {
        tip = SampleTheme.label(Self.tips[0], frame: CGRect(x: 24, y: 336, width: 512, height: 24))
        tip.textAlignment = .center
        panel.addSubview(tip)
        let pages = UIPageControl(frame: CGRect(x: 180, y: 366, width: 200, height: 37))
        pages.numberOfPages = Self.tips.count
        pages.accessibilityLabel = "Tips"
        pages.pageIndicatorTintColor = .systemGray3
        pages.currentPageIndicatorTintColor = .systemBlue
        pages.addAction(
            UIAction { [weak self] action in
                guard let pages = action.sender as? UIPageControl else { return }
                self?.tip.text = Self.tips[pages.currentPage]
            }, for: .valueChanged)
        panel.addSubview(pages)
    }

    private func report(_ text: String) { summary.text = "valueChanged: \(text)" }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        downloadLink?.invalidate()
        downloadLink = nil
    }
}
