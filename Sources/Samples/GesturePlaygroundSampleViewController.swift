import Foundation
import SDLViews

/// A card to drag (pan), pinch and rotate (simultaneously, on the whole
/// area, so an Alt-drag's mirrored finger works), tap to recolour (the
/// single tap requires the double tap to fail), double-tap to reset, swipe
/// away (recognized together with the pan) and long-press for a menu.
@MainActor
final class GesturePlaygroundSampleViewController: SampleViewController, UIGestureRecognizerDelegate {
    private static let colors: [UIColor] = [.systemIndigo, .systemTeal, .systemOrange, .systemPink]
    let card = UIView(frame: CGRect(x: 0, y: 0, width: 240, height: 160))
    private(set) var status: UILabel!
    private var colorIndex = 0
    private var menu: UIView?
    private weak var area: UIView?
    private var bringBack: UITapGestureRecognizer?
    private(set) var pan: UIPanGestureRecognizer?
    /// The card's centre when the pan began: the pan's translation is applied to it.
    private var panStart = CGPoint.zero
    private var pinchStartScale: CGFloat = 1
    private var rotationStartAngle: CGFloat = 0
    /// The card's transform is its scale and angle.
    private var cardScale: CGFloat = 1 { didSet { updateTransform() } }
    private var cardAngle: CGFloat = 0 { didSet { updateTransform() } }

    override func buildContent(in content: UIView) {
        area = content
        status = SampleTheme.label(
            "Drag, pinch (Alt-drag), rotate, tap, double-tap, swipe or long-press the card",
            font: SampleTheme.captionFont, frame: CGRect(x: 20, y: 12, width: content.bounds.width - 40, height: 20))
        status.autoresizingMask = [.flexibleWidth]
        content.addSubview(status)
        card.center = home(in: content)
        card.backgroundColor = Self.colors[0]
        card.layer.cornerRadius = 18
        let caption = SampleTheme.label(
            "Drag · pinch · rotate\nTap · double-tap · swipe\nHold for a menu",
            font: SampleTheme.bodyFont, color: .white, frame: card.bounds.insetBy(dx: 12, dy: 12))
        caption.numberOfLines = 3
        caption.textAlignment = .center
        card.addSubview(caption)
        content.addSubview(card)
        installRecognizers(in: content)
    }

    private func home(in content: UIView) -> CGPoint { CGPoint(x: content.bounds.midX, y: content.bounds.midY + 10) }

    private func installRecognizers(in content: UIView) {
        let pan = UIPanGestureRecognizer { [weak self] pan in self?.panned(pan) }
        pan.delegate = self
        self.pan = pan
        let pinch = UIPinchGestureRecognizer { [weak self] pinch in self?.pinched(pinch) }
        pinch.delegate = self
        let rotation = UIRotationGestureRecognizer { [weak self] rotation in self?.rotated(rotation) }
        rotation.delegate = self
        let double = UITapGestureRecognizer { [weak self] _ in self?.reset() }
        double.numberOfTapsRequired = 2
        let single = UITapGestureRecognizer { [weak self] _ in self?.recolour() }
        single.require(toFail: double)
        let swipe = UISwipeGestureRecognizer { [weak self] swipe in self?.dismiss(swipe) }
        swipe.direction = [.left, .right]
        swipe.delegate = self
        let press = UILongPressGestureRecognizer { [weak self] press in self?.pressed(press) }
        let back = UITapGestureRecognizer { [weak self] _ in self?.restore() }
        back.isEnabled = false
        bringBack = back
        [pan, double, single, swipe, press].forEach(card.addGestureRecognizer)
        [pinch, rotation, back].forEach(content.addGestureRecognizer)
    }

    /// Pinch and rotation go together, and a swipe may happen during a pan.
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        let pair = [gestureRecognizer, otherGestureRecognizer]
        let twoFinger = pair.allSatisfy { $0 is UIPinchGestureRecognizer || $0 is UIRotationGestureRecognizer }
        let flick = pair.contains { $0 is UISwipeGestureRecognizer } && pair.contains { $0 is UIPanGestureRecognizer }
        return twoFinger || flick
    }

    /// The translation is applied to where the card was when the pan began (as
    /// UIKit's documentation advises), not reset each time: resetting it also
    /// resets the velocity. A pan cancelled by the swipe (which disables it)
    /// leaves the swipe's message.
    private func panned(_ pan: UIPanGestureRecognizer) {
        if pan.state == .began { panStart = card.center }
        let t = pan.translation(in: card.superview)
        card.center = CGPoint(x: panStart.x + t.x, y: panStart.y + t.y)
        guard pan.state != .cancelled else { return }
        status.text = String(
            format: "Pan %@: velocity (%.0f, %.0f) pt/s", "\(pan.state)", pan.velocity(in: nil).x,
            pan.velocity(in: nil).y)
    }

    /// Pinch and rotation apply their totals to the card's scale and angle at
    /// the start of each gesture, never resetting the recognizers (which would
    /// also reset their velocity, as in UIKit).
    private func pinched(_ pinch: UIPinchGestureRecognizer) {
        if pinch.state == .began { pinchStartScale = cardScale }
        cardScale = pinchStartScale * pinch.scale
        status.text = String(
            format: "Pinch %@: card at ×%.2f, velocity %.2f/s", "\(pinch.state)", cardScale, pinch.velocity)
    }

    private func rotated(_ rotation: UIRotationGestureRecognizer) {
        if rotation.state == .began { rotationStartAngle = cardAngle }
        cardAngle = rotationStartAngle + rotation.rotation
        status.text = String(
            format: "Rotation %@: card at %.1f°, velocity %.0f°/s", "\(rotation.state)",
            cardAngle * 180 / .pi, rotation.velocity * 180 / .pi)
    }

    private func recolour() {
        colorIndex = (colorIndex + 1) % Self.colors.count
        card.backgroundColor = Self.colors[colorIndex]
        status.text = "Single tap (it waited for the double tap to fail)"
    }

    private func updateTransform() {
        card.transform = CGAffineTransform(rotationAngle: cardAngle).scaledBy(x: cardScale, y: cardScale)
    }

    private func reset() {
        guard let area else { return }
        UIView.animate(withDuration: 0.3) {
            self.cardScale = 1
            self.cardAngle = 0
            self.card.center = self.home(in: area)
        }
        status.text = "Double tap: reset"
    }

    private func dismiss(_ swipe: UISwipeGestureRecognizer) {
        guard let area else { return }
        pan?.isEnabled = false
        let direction: CGFloat = swipe.location(in: area).x < card.center.x ? -1 : 1
        UIView.animate(withDuration: 0.35) {
            self.card.center.x += direction * area.bounds.width
            self.card.alpha = 0
        }
        bringBack?.isEnabled = true
        status.text = "Swiped away: tap anywhere to bring the card back"
    }

    private func restore() {
        bringBack?.isEnabled = false
        pan?.isEnabled = true
        card.alpha = 1
        reset()
        status.text = "Tap: the card is back"
    }

    private func pressed(_ press: UILongPressGestureRecognizer) {
        guard press.state == .began, let area else { return }
        menu?.removeFromSuperview()
        let point = press.location(in: area)
        let panel = UIView(
            frame: CGRect(
                x: min(point.x, area.bounds.width - 150), y: min(point.y, area.bounds.height - 130), width: 140,
                height: 120))
        panel.backgroundColor = .white
        panel.layer.cornerRadius = 10
        for (index, (name, color)) in zip(["Indigo", "Teal", "Orange"], Self.colors.prefix(3)).enumerated() {
            let item = UIButton(
                type: .system, primaryAction: UIAction(title: name) { [weak self] _ in self?.pick(color, name) })
            item.frame = CGRect(x: 0, y: 6 + CGFloat(index) * 36, width: 140, height: 36)
            panel.addSubview(item)
        }
        area.addSubview(panel)
        menu = panel
        status.text = "Long press: choose a colour"
    }

    private func pick(_ color: UIColor, _ name: String) {
        card.backgroundColor = color
        menu?.removeFromSuperview()
        menu = nil
        status.text = "Menu: \(name)"
    }
}
