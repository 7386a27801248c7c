import Foundation
import Testing
import CSDL
@testable import SDLViews
import SDLViewsTesting

/// The host contract's smaller seams: a hidden view's animations cost an idle
/// HUD nothing, a device reset mid-transition shows the view live at once, the
/// game's own text input survives a field, and a window whose renderer was
/// destroyed takes no input.
@MainActor
@Suite struct HostContractSeamTests {
    private static let frame = 1.0 / 60

    /// An idle HUD (a panel with a button) and a menu holding a dot that
    /// pulses forever, hidden in the way `hide` says.
    private func hudWithHiddenMenu(_ game: GameHost, hide: (UIView, UIView) -> Void) -> (menu: UIView, dot: UIView) {
        let panel = UIView(frame: CGRect(x: 4, y: 4, width: 80, height: 30))
        panel.backgroundColor = UIColor(white: 0, alpha: 0.6)
        panel.layer.cornerRadius = 6
        panel.addSubview(UIButton(frame: CGRect(x: 4, y: 4, width: 40, height: 20)))
        game.window.addSubview(panel)
        let menu = UIView(frame: CGRect(x: 20, y: 40, width: 100, height: 60))
        menu.backgroundColor = .darkGray
        let dot = UIView(frame: CGRect(x: 10, y: 10, width: 12, height: 12))
        dot.backgroundColor = .yellow
        menu.addSubview(dot)
        game.window.addSubview(menu)
        hide(menu, dot)
        UIView.animate(withDuration: 0.4, delay: 0, options: [.repeat, .autoreverse], animations: { dot.alpha = 0.2 })
        return (menu, dot)
    }

    private func advance(_ game: GameHost, frames: Int) {
        for _ in 0..<frames {
            VirtualClock.advance(by: Self.frame)
            game.frame()
        }
    }

    @Test(arguments: ["the menu hidden", "the dot hidden", "the menu at alpha 0"])
    func aHiddenViewsAnimationDoesNotRecompositeTheIdleHUD(way: String) throws {
        let game = try GameHost(width: 160, height: 120)
        defer { game.tearDown() }
        let (menu, dot) = hudWithHiddenMenu(game) { menu, dot in
            switch way {
            case "the menu hidden": menu.isHidden = true
            case "the dot hidden": dot.isHidden = true
            default: menu.alpha = 0
            }
        }
        advance(game, frames: 3)
        let composited = game.window.compositedFrameCount
        advance(game, frames: 60)
        #expect(game.window.compositedFrameCount == composited, "\(way): the idle HUD is only copied")
        #expect(runtime.animationEngine.parkedCount == 1, "\(way): the dot's animation is parked")
        // Shown again, the dot pulses at the phase its clock reached: every frame composites.
        switch way {
        case "the menu hidden": menu.isHidden = false
        case "the dot hidden": dot.isHidden = false
        default: menu.alpha = 1
        }
        advance(game, frames: 1)
        let shown = game.window.compositedFrameCount
        advance(game, frames: 10)
        #expect(game.window.compositedFrameCount == shown + 10, "\(way): the visible pulse composites each frame")
        let presented = try #require(dot.layer.presentation())
        #expect(presented.opacity > 0.2 && presented.opacity < 1, "\(way): mid-pulse, \(presented.opacity)")
    }

    /// UIKit runs a hidden view's animations on their clock: completion fires on time.
    @Test func aHiddenViewsAnimationCompletesOnTime() throws {
        let game = try GameHost(width: 160, height: 120)
        defer { game.tearDown() }
        let menu = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
        let dot = UIView(frame: CGRect(x: 10, y: 10, width: 12, height: 12))
        dot.backgroundColor = .yellow
        menu.addSubview(dot)
        game.window.addSubview(menu)
        menu.isHidden = true
        game.frame()
        var finishedAtFrame: Int?
        var frame = 0
        UIView.animate(
            withDuration: 0.5, animations: { dot.center.x = 80 },
            completion: { finished in
                #expect(finished)
                finishedAtFrame = frame
            })
        let composited = game.window.compositedFrameCount
        for _ in 0..<40 {
            frame += 1
            VirtualClock.advance(by: Self.frame)
            game.frame()
        }
        // 0.5 s at 60 frames a second ends in frame 30 (31 with rounding of the virtual steps).
        let done = try #require(finishedAtFrame)
        #expect((30...31).contains(done))
        #expect((dot.layer.presentation() ?? dot.layer).position.x == 80)
        #expect(game.window.compositedFrameCount <= composited + 2, "hidden: nothing to draw while it ran")
    }

    @Test func aDeviceResetMidFlipShowsTheCardLiveAtOnce() throws {
        let game = try GameHost(width: 160, height: 120)
        defer { game.tearDown() }
        let card = UIView(frame: CGRect(x: 40, y: 30, width: 80, height: 60))
        card.backgroundColor = .red
        game.window.addSubview(card)
        game.frame()
        UIView.transition(
            with: card, duration: 0.5, options: .transitionFlipFromLeft, animations: { card.backgroundColor = .green })
        advance(game, frames: 6)  // a fifth of the way: the before side, turning
        var reset = SDL_Event()
        reset.type = SDL_RENDER_DEVICE_RESET.rawValue
        #expect(!game.handle(reset), "a reset is observed, never taken from the game")
        for step in 0..<3 {
            VirtualClock.advance(by: Self.frame)
            game.frame(clear: SDL_Color(r: 0, g: 0, b: 0, a: 255))
            let centre = try game.pixel(80, 60)
            #expect(centre.g > 100 && centre.r < 60, "frame \(step) after the reset: the card live (green), \(centre)")
        }
    }

    @Test func theGamesTextInputStateComesBackWhenAFieldResigns() throws {
        let game = try GameHost()
        defer {
            UIApplication.shared.hostWantsTextInput = false
            SDL_StopTextInput()
            game.tearDown()
        }
        let field = TextFieldStub(frame: CGRect(x: 0, y: 0, width: 80, height: 20))
        game.window.addSubview(field)
        // Off before the field: off after it.
        SDL_StopTextInput()
        #expect(field.becomeFirstResponder())
        #expect(SDL_IsTextInputActive() == SDL_TRUE)
        #expect(field.resignFirstResponder())
        #expect(SDL_IsTextInputActive() == SDL_FALSE)
        // On before the field (the game's console): on after it.
        SDL_StartTextInput()
        #expect(field.becomeFirstResponder())
        #expect(field.resignFirstResponder())
        game.frame()
        #expect(SDL_IsTextInputActive() == SDL_TRUE)
        SDL_StopTextInput()
        // Started by the game while the field edits: SDL cannot tell, the game says so.
        #expect(field.becomeFirstResponder())
        SDL_StartTextInput()
        UIApplication.shared.hostWantsTextInput = true
        #expect(field.resignFirstResponder())
        game.frame()
        #expect(SDL_IsTextInputActive() == SDL_TRUE, "the game's chat box keeps its text input")
        // The game is done with it, no field edits: off.
        UIApplication.shared.hostWantsTextInput = false
        #expect(SDL_IsTextInputActive() == SDL_FALSE)
        // Done while a field edits: on until the field resigns.
        UIApplication.shared.hostWantsTextInput = true
        #expect(field.becomeFirstResponder())
        UIApplication.shared.hostWantsTextInput = false
        #expect(SDL_IsTextInputActive() == SDL_TRUE)
        #expect(field.resignFirstResponder())
        #expect(SDL_IsTextInputActive() == SDL_FALSE)
    }

    @Test func aWindowWhoseRendererWasDestroyedTakesNoInput() throws {
        let game = try GameHost(width: 160, height: 120)
        var pressed = 0
        let button = UIButton(
            frame: CGRect(x: 10, y: 10, width: 60, height: 30), primaryAction: UIAction { _ in pressed += 1 })
        button.backgroundColor = .blue
        game.window.addSubview(button)
        let field = TextFieldStub(frame: CGRect(x: 10, y: 60, width: 80, height: 20))
        game.window.addSubview(field)
        game.frame()
        #expect(game.click(at: CGPoint(x: 30, y: 20)) == [true, true])
        #expect(pressed == 1)
        // The game destroys its renderer without telling SDLViews, mid-press.
        #expect(game.handle(game.button(SDL_MOUSEBUTTONDOWN, at: CGPoint(x: 30, y: 20))))
        #expect(field.becomeFirstResponder())
        SDL_DestroyRenderer(game.renderer)
        SDLViewsLog.clear()
        #expect(!game.handle(game.button(SDL_MOUSEBUTTONUP, at: CGPoint(x: 30, y: 20))))
        #expect(game.click(at: CGPoint(x: 30, y: 20)) == [false, false], "invisible buttons take no clicks")
        #expect(!game.handle(game.key(SDL_KEYDOWN, SDL_SCANCODE_D)))
        #expect(!game.handle(game.text("d")))
        #expect(pressed == 1)
        #expect(field.text.isEmpty)
        #expect(!game.handle(game.windowEvent(SDL_WINDOWEVENT_RESIZED)))
        let logged = SDLViewsLog.messages.filter { $0.contains("renderer is gone is left to the game") }
        #expect(logged.count == 1, "logged once: \(SDLViewsLog.messages)")
        // A frame and a render do nothing and do not crash; the window closes cleanly.
        UIApplication.shared.runFrame()
        game.window.render()
        game.window.close()
        SDL_DestroyWindow(game.sdlWindow)
    }
}
