import Foundation
import SDLViews

/// The game's SDLViews interface over its scene: a HUD (score, a health bar,
/// the pilot's name field, Pause and Inventory buttons), a pause menu
/// (Escape, or the Pause button; Resume and Inventory) and an inventory (a
/// scrollable grid of item buttons). Opened from the pause menu, the
/// inventory takes navigation input (focus on its first item); back (B,
/// Escape) closes it and focus returns to the menu's Inventory button. The
/// container itself is transparent to the game: clicks on empty space are
/// the game's (the capture contract of `UIApplication.handle(_:)`).
@MainActor
public final class ShooterOverlay: UIView {
    public let scoreLabel = UILabel()
    public let healthBar = UIProgressView(progressViewStyle: .default)
    public let nameField = UITextField()
    public private(set) var pauseButton: UIButton!
    public private(set) var inventoryButton: UIButton!
    public private(set) var resumeButton: UIButton!
    /// The pause menu's Inventory button (the pad's way to the inventory).
    public private(set) var menuInventoryButton: UIButton!
    public let pauseMenu = ShooterPauseMenu()
    public let inventory = UIView()
    public let itemGrid = UIScrollView()
    public let equippedLabel = UILabel()
    public static let items = [
        "Blaster", "Laser", "Shield", "Boost", "Mine", "Repair", "Radar", "Cloak", "Magnet", "Decoy", "Drone",
        "Flare"
    ]

    public var isPaused: Bool { !pauseMenu.isHidden }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
        buildHUD()
        buildPauseMenu()
        buildInventory()
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Whether the inventory shows over the pause menu, taking navigation input.
    public var isInventoryOpenFromMenu: Bool { isPaused && !inventory.isHidden }

    public func setPaused(_ paused: Bool) {
        pauseMenu.isHidden = !paused
        pauseMenu.preferredButton = resumeButton
        setInventoryShown(false)
        if !paused, nameField.isFirstResponder { _ = nameField.resignFirstResponder() }
    }

    /// Shows or hides the inventory. Over the pause menu it takes navigation
    /// input (marked `.ui` last, so it wins over the menu); during play it
    /// leaves it to the game, like the rest of the HUD.
    public func setInventoryShown(_ shown: Bool) {
        inventory.isHidden = !shown
        inventory.navigationInput = shown && isPaused ? .ui : .automatic
    }

    /// The back action (gamepad B, Escape) while paused: closes the
    /// inventory first, focus returning to the menu's Inventory button, then
    /// the pause menu. False during play (back is the game's then).
    @discardableResult
    public func back() -> Bool {
        guard isPaused else { return false }
        if isInventoryOpenFromMenu {
            pauseMenu.preferredButton = menuInventoryButton
            setInventoryShown(false)
        } else {
            setPaused(false)
        }
        return true
    }

    /// Shows the game's figures.
    public func show(score: Int, health: Float) {
        let text = "Score \(score)"
        if scoreLabel.text != text { scoreLabel.text = text }
        if healthBar.progress != health { healthBar.progress = health }
    }

    private func panel(_ frame: CGRect) -> UIView {
        let view = UIView(frame: frame)
        view.backgroundColor = UIColor(white: 0, alpha: 0.55)
        view.layer.cornerRadius = 8
        return view
    }

    private func button(_ title: String, _ frame: CGRect, action: @escaping () -> Void) -> UIButton {
        let button = UIButton(type: .system)
        button.frame = frame
        button.setTitle(title, for: .normal)
        // Opaque and darker than systemBlue: white titles read at 7:1 over any part of the game.
        button.backgroundColor = UIColor(red: 0, green: 0x40 / 255.0, blue: 0xDD / 255.0, alpha: 1)
        button.setTitleColor(.white, for: .normal)
        button.layer.cornerRadius = 6
        button.addAction(UIAction { _ in action() }, for: .touchUpInside)
        return button
    }

    private func buildHUD() {
        let hud = panel(CGRect(x: 10, y: 10, width: 230, height: 104))
        addSubview(hud)
        scoreLabel.frame = CGRect(x: 10, y: 6, width: 120, height: 22)
        scoreLabel.textColor = .white
        scoreLabel.text = "Score 0"
        hud.addSubview(scoreLabel)
        healthBar.frame = CGRect(x: 10, y: 34, width: 120, height: 4)
        healthBar.progressTintColor = .systemGreen
        healthBar.progress = 1
        hud.addSubview(healthBar)
        nameField.frame = CGRect(x: 10, y: 46, width: 210, height: 26)
        nameField.placeholder = "Pilot name"
        nameField.accessibilityLabel = "Pilot name"
        nameField.borderStyle = .roundedRect
        hud.addSubview(nameField)
        pauseButton = button("Pause", CGRect(x: 140, y: 6, width: 80, height: 30)) { [weak self] in
            self?.setPaused(true)
        }
        hud.addSubview(pauseButton)
        inventoryButton = button("Inventory", CGRect(x: 10, y: 76, width: 210, height: 22)) { [weak self] in
            guard let self else { return }
            self.setInventoryShown(self.inventory.isHidden)
        }
        hud.addSubview(inventoryButton)
    }

    private func buildPauseMenu() {
        pauseMenu.frame = CGRect(x: 0, y: 0, width: 220, height: 166)
        pauseMenu.backgroundColor = UIColor(white: 0.1, alpha: 0.85)
        pauseMenu.layer.cornerRadius = 10
        pauseMenu.autoresizingMask = [
            .flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin,
            .flexibleBottomMargin
        ]
        let title = UILabel(frame: CGRect(x: 0, y: 14, width: 220, height: 30))
        title.text = "Paused"
        title.textAlignment = .center
        title.textColor = .white
        title.font = UIFont.boldSystemFont(ofSize: 22)
        pauseMenu.addSubview(title)
        resumeButton = button("Resume", CGRect(x: 40, y: 62, width: 140, height: 36)) { [weak self] in
            self?.setPaused(false)
        }
        pauseMenu.addSubview(resumeButton)
        menuInventoryButton = button("Inventory", CGRect(x: 40, y: 110, width: 140, height: 36)) { [weak self] in
            self?.setInventoryShown(true)
        }
        pauseMenu.addSubview(menuInventoryButton)
        pauseMenu.preferredButton = resumeButton
        pauseMenu.isHidden = true
        // The focus ring takes the tint: white shows on the blue buttons, the default blue would not.
        pauseMenu.tintColor = .white
        // While it shows, the pause menu takes arrows, the D-pad and the stick
        // (focus starts on Resume); during play they are the game's.
        pauseMenu.navigationInput = .ui
        addSubview(pauseMenu)
    }

    private func buildInventory() {
        inventory.frame = CGRect(x: 10, y: 122, width: 230, height: 150)
        inventory.backgroundColor = UIColor(white: 0, alpha: 0.55)
        inventory.layer.cornerRadius = 8
        itemGrid.frame = CGRect(x: 6, y: 6, width: 218, height: 112)
        inventory.addSubview(itemGrid)
        for (i, item) in Self.items.enumerated() {
            // A 4-point margin inside the clipping grid leaves room for the focus ring.
            let frame = CGRect(x: 4 + CGFloat(i % 3) * 71, y: 4 + CGFloat(i / 3) * 40, width: 66, height: 34)
            itemGrid.addSubview(button(item, frame) { [weak self] in self?.equippedLabel.text = "Equipped: \(item)" })
        }
        itemGrid.contentSize = CGSize(width: 218, height: CGFloat((Self.items.count + 2) / 3) * 40 + 4)
        equippedLabel.frame = CGRect(x: 10, y: 122, width: 210, height: 22)
        equippedLabel.textColor = .white
        equippedLabel.text = "Equipped: Blaster"
        inventory.addSubview(equippedLabel)
        inventory.isHidden = true
        inventory.tintColor = .white
        addSubview(inventory)
    }

    /// The container is not a target itself: a click between the HUD's
    /// panels reaches the playfield under it (in the launcher's sample) or
    /// the game (`handle(_:)` false in host mode).
    public override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        return hit === self ? nil : hit
    }

    public override func layoutSubviews() {
        super.layoutSubviews()
        pauseMenu.center = CGPoint(x: bounds.midX, y: bounds.midY)
    }
}
