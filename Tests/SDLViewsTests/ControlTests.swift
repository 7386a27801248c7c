import Foundation
import Testing
@testable import SDLViews
import SDLViewsTesting

/// UIControl's event sequences (with the 70-point slop) and UIButton's per-state appearance.
@MainActor
@Suite struct ControlTests {
    static let events: [(UIControl.Event, String)] = [
        (.touchDown, "down"), (.touchDownRepeat, "repeat"), (.touchDragInside, "in"), (.touchDragOutside, "out"),
        (.touchDragEnter, "enter"), (.touchDragExit, "exit"), (.touchUpInside, "upIn"), (.touchUpOutside, "upOut"),
        (.touchCancel, "cancel"), (.primaryActionTriggered, "primary")
    ]

    /// A control at (100, 100, 100, 50) logging every event by name.
    private func makeControl<C: UIControl>(_ control: C, in screen: HeadlessScreen) -> (C, EventLog) {
        let log = EventLog()
        control.frame = CGRect(x: 100, y: 100, width: 100, height: 50)
        screen.window.addSubview(control)
        for (event, name) in Self.events {
            control.addAction(UIAction { _ in log.add(name) }, for: event)
        }
        return (control, log)
    }

    @Test func tapInsideSendsDownAndUpInside() throws {
        let screen = try HeadlessScreen(width: 400, height: 400)
        let (control, log) = makeControl(UIControl(), in: screen)
        screen.touchDown(at: P(150, 120))
        #expect(control.isHighlighted && control.isTracking && control.state == .highlighted)
        screen.touchUp(at: P(150, 120))
        #expect(log.entries == ["down", "upIn"])
        #expect(!control.isHighlighted && !control.isTracking && control.state == .normal)
    }

    @Test func dragsInAndOutOfTheSlopArea() throws {
        let screen = try HeadlessScreen(width: 400, height: 400)
        let (control, log) = makeControl(UIControl(), in: screen)
        screen.touchDown(at: P(150, 120))
        screen.touchMove(to: P(269, 120))  // 69 pt right of the bounds: still inside
        #expect(control.isTouchInside && control.isHighlighted)
        screen.touchMove(to: P(271, 120))  // 71 pt: outside
        #expect(!control.isTouchInside && !control.isHighlighted)
        screen.touchMove(to: P(150, 30))  // 70 pt above: the slop's edge is inside
        screen.touchMove(to: P(150, 29))
        screen.touchUp(at: P(150, 29))
        #expect(log.entries == ["down", "in", "out", "exit", "in", "enter", "out", "exit", "upOut"])
        log.entries.removeAll()
        screen.touchDown(at: P(150, 120))
        screen.touchMove(to: P(300, 120))
        screen.touchUp(at: P(260, 120))
        #expect(log.entries == ["down", "out", "exit", "upIn"])
    }

    @Test func repeatTapsAndCancellation() throws {
        let screen = try HeadlessScreen(width: 400, height: 400)
        let (control, log) = makeControl(UIControl(), in: screen)
        screen.tap(at: P(150, 120))
        screen.advance(by: 0.1)
        screen.tap(at: P(152, 121))
        #expect(log.entries == ["down", "upIn", "down", "repeat", "upIn"])
        log.entries.removeAll()
        screen.advance(by: 1)
        screen.touchDown(at: P(150, 120))
        screen.loseFocus()
        #expect(log.entries == ["down", "cancel"])
        #expect(!control.isHighlighted)
    }

    @Test func trackingHooksRunInOrder() throws {
        final class Tracker: UIControl {
            var calls: [String] = []
            override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
                calls.append("begin"); return true
            }
            override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
                calls.append("continue"); return false
            }
            override func endTracking(_ touch: UITouch?, with event: UIEvent?) { calls.append("end") }
            override func cancelTracking(with event: UIEvent?) { calls.append("cancel") }
        }
        let screen = try HeadlessScreen(width: 400, height: 400)
        let (control, _) = makeControl(Tracker(), in: screen)
        screen.touchDown(at: P(150, 120))
        screen.touchMove(to: P(160, 120))
        #expect(!control.isTracking)
        screen.touchMove(to: P(170, 120))
        screen.touchUp(at: P(170, 120))
        screen.touchDown(at: P(150, 120))
        screen.loseFocus()
        #expect(control.calls == ["begin", "continue", "end", "begin", "cancel"])
    }

    @Test func disabledControlsLetTouchesThrough() throws {
        let (screen, _, log) = try makeScene(400, 400)
        let (control, controlLog) = makeControl(UIControl(), in: screen)
        control.isEnabled = false
        #expect(control.state == .disabled)
        screen.tap(at: P(150, 120))
        #expect(controlLog.entries.isEmpty)
        #expect(log.entries == ["view.began", "view.ended"])
        control.isEnabled = true
        control.isSelected = true
        #expect(control.state == .selected)
    }

    @Test func actionsCanBeRemovedAndSentDirectly() throws {
        let control = UIControl(frame: .zero)
        var log: [String] = []
        let a = UIAction(identifier: .init("a")) { action in
            log.append("a"); #expect(action.sender === control)
        }
        let b = UIAction(identifier: .init("b")) { _ in log.append("b") }
        control.addAction(a, for: .touchUpInside)
        control.addAction(a, for: .valueChanged)
        control.addAction(b, for: [.touchUpInside, .valueChanged])
        control.sendActions(for: [.touchUpInside, .valueChanged])
        #expect(log == ["a", "b"])
        control.removeAction(a, for: .touchUpInside)
        control.removeAction(identifiedBy: .init("b"), for: .valueChanged)
        control.sendActions(for: .touchUpInside)
        control.sendActions(for: .valueChanged)
        #expect(log == ["a", "b", "b", "a"])
        #expect(control.allControlEvents == [.touchUpInside, .valueChanged])
        #expect(a.sender == nil)
    }

    @Test func aControlWinsOverAnAncestorsSingleTap() throws {
        let (screen, view, log) = try makeScene(400, 400)
        view.addLogged(UITapGestureRecognizer(), as: "tap")
        let (_, controlLog) = makeControl(UIButton(type: .system), in: screen)
        view.addSubview(screen.window.subviews.last!)
        screen.tap(at: P(150, 120))
        #expect(controlLog.entries == ["down", "upIn", "primary"])
        #expect(log.entries.isEmpty)
        screen.advance(by: 1)
        screen.tap(at: P(20, 20))
        #expect(log.entries == ["view.began", "tap:ended", "view.cancelled"])
    }

    @Test func anAncestorsPanCancelsTheControl() throws {
        let (screen, view, log) = try makeScene(400, 400)
        view.addLogged(UIPanGestureRecognizer(), as: "pan")
        let (control, controlLog) = makeControl(UIControl(), in: screen)
        view.addSubview(control)
        screen.drag(from: P(150, 120), to: P(180, 120))
        #expect(controlLog.entries == ["down", "cancel"])
        #expect(log.entries == ["pan:began", "pan:ended"])
    }

    // MARK: UIButton

    private static func solidImage(_ size: Int, _ byte: UInt8) -> UIImage {
        UIImage(
            cgImage: CGImage(width: size, height: size, bgraPixels: [UInt8](repeating: byte, count: size * size * 4))!,
            scale: 1)
    }

    @Test func buttonValuesFallBackToNormal() throws {
        let button = UIButton(type: .custom)
        let normalImage = Self.solidImage(4, 255), selectedImage = Self.solidImage(6, 128)
        button.setTitle("Play", for: .normal)
        button.setTitle("Pause", for: .selected)
        button.setTitleColor(.red, for: .normal)
        button.setTitleColor(.green, for: .highlighted)
        button.setImage(normalImage, for: .normal)
        button.setImage(selectedImage, for: .selected)
        button.setBackgroundImage(normalImage, for: .disabled)
        #expect(
            button.currentTitle == "Play" && button.currentTitleColor == .red && button.currentImage === normalImage)
        #expect(button.currentBackgroundImage == nil)
        button.isHighlighted = true
        #expect(button.currentTitle == "Play" && button.currentTitleColor == .green)
        #expect(button.titleLabel?.textColor == .green)
        button.isHighlighted = false
        button.isSelected = true
        #expect(
            button.currentTitle == "Pause" && button.currentTitleColor == .red && button.currentImage === selectedImage)
        #expect(button.titleLabel?.text == "Pause" && button.imageView?.image === selectedImage)
        button.isSelected = false
        button.isEnabled = false
        #expect(button.currentBackgroundImage === normalImage && button.currentTitle == "Play")
    }

    @Test func systemButtonsUseTheTintAndDimWhileHighlighted() throws {
        let screen = try HeadlessScreen(width: 300, height: 200)
        let button = UIButton(type: .system)
        button.setTitle("Tap", for: .normal)
        button.frame = CGRect(x: 50, y: 50, width: 120, height: 44)
        screen.window.addSubview(button)
        #expect(button.currentTitleColor == .systemBlue)
        button.tintColor = .systemRed
        #expect(button.titleLabel?.textColor == .systemRed)
        screen.touchDown(at: P(100, 70))
        #expect(button.state == .highlighted)
        #expect(abs((button.titleLabel?.alpha ?? 0) - UIButton.systemHighlightAlpha) < 1e-6)
        screen.touchUp(at: P(100, 70))
        #expect(button.titleLabel?.alpha == 1)
        button.isEnabled = false
        #expect(button.currentTitleColor == UIButton.disabledSystemTitleColor)
        let custom = UIButton(type: .custom)
        custom.setTitle("Custom", for: .normal)
        custom.isHighlighted = true
        #expect(custom.currentTitleColor == .white && custom.titleLabel?.alpha == 1)
    }

    @Test func primaryActionButtons() throws {
        let screen = try HeadlessScreen(width: 300, height: 200)
        var taps = 0
        let button = UIButton(
            type: .system,
            primaryAction: UIAction(title: "Go") { action in
                taps += 1
                #expect(action.sender is UIButton)
            })
        #expect(button.buttonType == .system && button.currentTitle == "Go")
        button.sizeToFit()
        button.center = CGPoint(x: 150, y: 100)
        screen.window.addSubview(button)
        screen.tap(at: P(150, 100))
        #expect(taps == 1)
        let framed = UIButton(frame: CGRect(x: 0, y: 0, width: 50, height: 20), primaryAction: UIAction { _ in })
        #expect(framed.buttonType == .custom)
    }

    @Test func buttonSizeAndContentAlignment() throws {
        let screen = try HeadlessScreen(width: 300, height: 200)
        let button = UIButton(type: .custom)
        button.setTitle("Title", for: .normal)
        button.setImage(Self.solidImage(20, 200), for: .normal)
        button.contentEdgeInsets = UIEdgeInsets(top: 4, left: 8, bottom: 6, right: 10)
        screen.window.addSubview(button)
        let label = try #require(button.titleLabel), imageView = try #require(button.imageView)
        let text = label.intrinsicContentSize
        button.sizeToFit()
        #expect(button.bounds.size == CGSize(width: 20 + text.width + 18, height: max(20, text.height) + 10))
        button.frame = CGRect(x: 0, y: 0, width: 200, height: 60)
        button.layoutIfNeeded()
        let contentWidth = 20 + text.width
        let left = 8 + ((200 - 18 - contentWidth) / 2).rounded()
        #expect(imageView.frame == CGRect(x: left, y: 4 + ((50 - 20) / 2).rounded(), width: 20, height: 20))
        #expect(label.frame.minX == left + 20)
        button.contentHorizontalAlignment = .right
        button.contentVerticalAlignment = .bottom
        button.layoutIfNeeded()
        #expect(label.frame.maxX == 190 && imageView.frame.maxY == 54)
        button.contentHorizontalAlignment = .left
        button.contentVerticalAlignment = .top
        button.layoutIfNeeded()
        #expect(imageView.frame.origin == P(8, 4))
        button.contentHorizontalAlignment = .fill
        button.layoutIfNeeded()
        #expect(label.frame.maxX == 190)
    }
}
