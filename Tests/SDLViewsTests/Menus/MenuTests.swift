import Foundation
import Testing
@testable import SDLViews
import SDLViewsTesting

/// Menus on buttons and context menus: opening by tap, right click, long
/// press, keyboard and gamepad; choosing, submenus, selection and dismissal.
@MainActor
@Suite struct MenuTests {
    private func screenWithButton(_ button: UIButton) throws -> (HeadlessScreen, UIViewController) {
        let screen = try HeadlessScreen(width: 400, height: 400)
        let root = UIViewController()
        screen.window.rootViewController = root
        button.frame = CGRect(x: 40, y: 40, width: 120, height: 40)
        root.view.addSubview(button)
        screen.runFrame()
        return (screen, root)
    }

    private func overlay(_ screen: HeadlessScreen) -> MenuOverlayView? { MenuPresenter.openMenu(in: screen.window) }

    private func titles(_ screen: HeadlessScreen) -> [String] {
        overlay(screen)?.card.rows.map { row in
            switch row.kind {
            case .action(let action, _): action.title
            case .submenu(let menu): menu.title + " >"
            case .back(let menu): "< " + menu.title
            case .loading: "Loading…"
            }
        } ?? []
    }

    private func center(_ row: MenuRowView) -> CGPoint {
        row.convert(CGPoint(x: row.bounds.midX, y: row.bounds.midY), to: nil)
    }

    @Test func menuModelMatchesUIKit() {
        let copy = UIAction(title: "Copy", image: UIImage(systemName: "doc.on.doc")) { _ in }
        #expect(copy.state == .off && copy.attributes.isEmpty)
        let on = UIAction(title: "Grid", state: .on) { _ in }
        let menu = UIMenu(title: "View", options: .singleSelection, children: [copy, on])
        #expect(menu.children.count == 2 && menu.options == .singleSelection)
        #expect(menu.selectedElements.map(\.title) == ["Grid"])
        let replaced = menu.replacingChildren([copy])
        #expect(replaced.title == "View" && replaced.children.count == 1 && replaced.identifier == menu.identifier)
        #expect(UIMenuElement.State.mixed.rawValue == 2 && UIMenu.Options.singleSelection.rawValue == 32)
    }

    @Test func tapOpensTheMenuInsteadOfThePrimaryAction() throws {
        var events: [String] = []
        let button = UIButton(type: .system, primaryAction: UIAction(title: "Sort") { _ in events.append("primary") })
        button.addAction(UIAction { _ in events.append("menu") }, for: .menuActionTriggered)
        button.menu = UIMenu(children: [
            UIAction(title: "Name") { action in events.append("name from \(action.sender === button)") },
            UIAction(title: "Date") { _ in events.append("date") }
        ])
        button.showsMenuAsPrimaryAction = true
        let (screen, _) = try screenWithButton(button)
        screen.tap(at: CGPoint(x: 100, y: 60))
        #expect(events == ["menu"])
        #expect(titles(screen) == ["Name", "Date"])
        let card = try #require(overlay(screen)?.card)
        #expect(card.frame.minY >= button.frame.maxY && card.frame.minX == button.frame.minX)
        screen.tap(at: center(card.rows[0]))
        #expect(events == ["menu", "name from true"])
        #expect(overlay(screen) == nil)
    }

    @Test func outsideClickClosesWithoutChoosing() throws {
        var chosen = 0
        let button = UIButton(type: .system)
        button.menu = UIMenu(children: [UIAction(title: "One") { _ in chosen += 1 }])
        button.showsMenuAsPrimaryAction = true
        let (screen, _) = try screenWithButton(button)
        screen.tap(at: CGPoint(x: 100, y: 60))
        #expect(overlay(screen) != nil)
        screen.tap(at: CGPoint(x: 380, y: 380))
        #expect(overlay(screen) == nil && chosen == 0)
    }

    @Test func keyboardMovesChoosesAndEscapes() throws {
        var chosen: [String] = []
        let button = UIButton(type: .system)
        button.setTitle("Menu", for: .normal)
        button.menu = UIMenu(children: [
            UIAction(title: "First") { _ in chosen.append("first") },
            UIAction(title: "Off", attributes: .disabled) { _ in chosen.append("off") },
            UIAction(title: "Gone", attributes: .hidden) { _ in chosen.append("gone") },
            UIAction(title: "Last") { _ in chosen.append("last") }
        ])
        button.showsMenuAsPrimaryAction = true
        let (screen, _) = try screenWithButton(button)
        screen.key(.keyboardDownArrow)  // shows focus on the button
        #expect(button.isFocused)
        screen.key(.keyboardReturnOrEnter)
        #expect(titles(screen) == ["First", "Off", "Last"])
        let rows = try #require(overlay(screen)?.card.rows)
        screen.runFrame()
        #expect(rows[0].isFocused)
        screen.key(.keyboardDownArrow)
        #expect(rows[2].isFocused, "the disabled row is skipped")
        screen.key(.keyboardEscape)
        #expect(overlay(screen) == nil && chosen.isEmpty)
        screen.runFrame()
        #expect(button.isFocused, "focus returns to the button")
        screen.key(.keyboardReturnOrEnter)
        screen.runFrame()
        screen.key(.keyboardDownArrow)
        screen.key(.keyboardReturnOrEnter)
        #expect(chosen == ["last"] && overlay(screen) == nil)
    }

    @Test func submenusOpenInPlaceAndGoBack() throws {
        let button = UIButton(type: .system)
        var chosen = ""
        let inner = UIMenu(title: "Share", image: UIImage(systemName: "square.and.arrow.up"), children: [
            UIAction(title: "Mail") { _ in chosen = "mail" }
        ])
        button.menu = UIMenu(children: [
            UIMenu(options: .displayInline, children: [UIAction(title: "Copy") { _ in }]),
            inner,
            UIAction(title: "Delete", attributes: .destructive) { _ in }
        ])
        button.showsMenuAsPrimaryAction = true
        let (screen, _) = try screenWithButton(button)
        screen.tap(at: CGPoint(x: 100, y: 60))
        #expect(titles(screen) == ["Copy", "Share >", "Delete"])
        let card = try #require(overlay(screen)?.card)
        screen.tap(at: center(card.rows[1]))
        #expect(titles(screen) == ["< Share", "Mail"])
        screen.key(.keyboardEscape)
        #expect(titles(screen) == ["Copy", "Share >", "Delete"], "Escape goes back one level first")
        screen.tap(at: center(card.rows[1]))
        screen.tap(at: center(card.rows[1]))
        #expect(chosen == "mail" && overlay(screen) == nil)
    }

    @Test func singleSelectionAndPopUpButtons() throws {
        let small = UIAction(title: "Small") { _ in }
        let large = UIAction(title: "Large") { _ in }
        let button = UIButton(configuration: .gray())
        button.menu = UIMenu(options: .singleSelection, children: [small, large])
        button.showsMenuAsPrimaryAction = true
        button.changesSelectionAsPrimaryAction = true
        #expect(small.state == .on && button.configuration?.title == "Small")
        let (screen, _) = try screenWithButton(button)
        screen.tap(at: CGPoint(x: 100, y: 60))
        let card = try #require(overlay(screen)?.card)
        screen.tap(at: center(card.rows[1]))
        #expect(small.state == .off && large.state == .on)
        #expect(button.configuration?.title == "Large")
    }

    @Test func deferredElementsLoadWhenShown() throws {
        var finish: (([UIMenuElement]) -> Void)?
        var asked = 0
        let button = UIButton(type: .system)
        button.menu = UIMenu(children: [UIDeferredMenuElement { completion in asked += 1; finish = completion }])
        button.showsMenuAsPrimaryAction = true
        let (screen, _) = try screenWithButton(button)
        screen.tap(at: CGPoint(x: 100, y: 60))
        #expect(titles(screen) == ["Loading…"] && asked == 1)
        finish?([UIAction(title: "Recent") { _ in }])
        #expect(titles(screen) == ["Recent"])
        overlay(screen)?.dismiss()
        screen.tap(at: CGPoint(x: 100, y: 60))
        #expect(titles(screen) == ["Recent"] && asked == 1, "cached after the first load")
    }
}

/// Context menus: a delegate configures them; right click, long press and
/// gamepad Y open them.
@MainActor
@Suite struct ContextMenuTests {
    final class Delegate: UIContextMenuInteractionDelegate {
        var locations: [CGPoint] = []
        var events: [String] = []
        var gives = true

        func contextMenuInteraction(
            _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
        ) -> UIContextMenuConfiguration? {
            locations.append(location)
            guard gives else { return nil }
            return UIContextMenuConfiguration(identifier: "photo" as NSString, previewProvider: nil) { suggested in
                UIMenu(children: suggested + [UIAction(title: "Favorite") { [weak self] _ in self?.events.append("favorite") }])
            }
        }

        func contextMenuInteraction(
            _ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
            animator: (any UIContextMenuInteractionAnimating)?
        ) { events.append("display") }

        func contextMenuInteraction(
            _ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
            animator: (any UIContextMenuInteractionAnimating)?
        ) { animator?.addCompletion { [weak self] in self?.events.append("ended") } }
    }

    private func setUp() throws -> (HeadlessScreen, UIView, Delegate, UIContextMenuInteraction) {
        let screen = try HeadlessScreen(width: 400, height: 400)
        let root = UIViewController()
        screen.window.rootViewController = root
        let tile = FocusableTile(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        root.view.addSubview(tile)
        let delegate = Delegate()
        let interaction = UIContextMenuInteraction(delegate: delegate)
        tile.addInteraction(interaction)
        screen.runFrame()
        return (screen, tile, delegate, interaction)
    }

    final class FocusableTile: UIView {
        override var canBecomeFocused: Bool { true }
    }

    @Test func rightClickOpensAtTheClick() throws {
        let (screen, tile, delegate, interaction) = try setUp()
        #expect(tile.interactions.count == 1 && interaction.view === tile)
        screen.secondaryClick(at: CGPoint(x: 130, y: 150))
        #expect(delegate.locations == [CGPoint(x: 30, y: 50)])
        #expect(interaction.location(in: nil) == CGPoint(x: 130, y: 150))
        let open = try #require(MenuPresenter.openMenu(in: screen.window))
        #expect(open.card.frame.minY >= 150 && open.card.frame.minX == 130)
        #expect(delegate.events == ["display"])
        screen.tap(at: open.card.rows[0].convert(CGPoint(x: 20, y: 20), to: nil))
        #expect(delegate.events == ["display", "ended", "favorite"])
    }

    @Test func noConfigurationShowsNothing() throws {
        let (screen, _, delegate, _) = try setUp()
        delegate.gives = false
        screen.secondaryClick(at: CGPoint(x: 130, y: 150))
        #expect(MenuPresenter.openMenu(in: screen.window) == nil && delegate.locations.count == 1)
    }

    @Test func longPressOpens() throws {
        let (screen, _, delegate, _) = try setUp()
        screen.touchDown(at: CGPoint(x: 150, y: 150))
        screen.advance(by: 0.7)
        #expect(MenuPresenter.openMenu(in: screen.window) != nil)
        screen.touchUp(at: CGPoint(x: 150, y: 150))
        #expect(delegate.events == ["display"])
    }

    @Test func gamepadYOpensOnTheFocusedViewAndBCloses() throws {
        let (screen, tile, delegate, interaction) = try setUp()
        screen.plugGamepad()
        screen.gamepadButton(.dpadDown)
        #expect(tile.isFocused)
        screen.gamepadButton(.y)
        let open = try #require(MenuPresenter.openMenu(in: screen.window))
        screen.runFrame()
        #expect(open.card.rows[0].isFocused)
        screen.gamepadButton(.b)
        #expect(MenuPresenter.openMenu(in: screen.window) == nil)
        #expect(delegate.events == ["display", "ended"])
        screen.gamepadButton(.y)
        interaction.dismissMenu()
        #expect(MenuPresenter.openMenu(in: screen.window) == nil)
    }

    @Test func systemBarItemsHaveTitlesAndSymbols() {
        #expect(UIBarButtonItem(systemItem: .done).title == "Done")
        #expect(UIBarButtonItem(systemItem: .done).style == .done)
        #expect(UIBarButtonItem(systemItem: .cancel).title == "Cancel")
        let add = UIBarButtonItem(systemItem: .add, primaryAction: UIAction { _ in })
        #expect(add.title == nil && add.image?.isSymbolImage == true && add.primaryAction != nil)
        let more = UIBarButtonItem(systemItem: .action, menu: UIMenu(children: []))
        #expect(more.menu != nil && more.systemItem == .action)
        let tab = UITabBarItem(tabBarSystemItem: .favorites, tag: 3)
        #expect(tab.title == "Favorites" && tab.tag == 3 && tab.image?.isSymbolImage == true)
        #expect(UITabBarItem(tabBarSystemItem: .mostViewed, tag: 0).title == "Most Viewed")
    }
}
