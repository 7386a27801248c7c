import CSDL
import Foundation
import SDLViewsTesting
import Testing

@testable import SDLViews

/// The left stick as the D-pad (a virtual controller): a focused slider,
/// stepper, segmented control and page control change by a step with the
/// user-change events, repeating while the stick is held; the stick's
/// direction goes through `StickDirectionFilter`, so a diagonal wobble or
/// jitter at the dead zone's edge never moves focus; in host mode a HUD
/// leaves the stick to the game.
@MainActor
@Suite struct StickControlTests {
    private func sliderScene(value: Float = 0.5) throws -> (FocusScene, UISlider, UIButton) {
        let scene = try FocusScene()
        let slider = UISlider(frame: CGRect(x: 20, y: 20, width: 200, height: 31))
        slider.value = value
        scene.root.view.addSubview(slider)
        let below = scene.button("Below", CGRect(x: 20, y: 100, width: 100, height: 40))
        scene.focus(slider)
        scene.screen.plugGamepad()
        return (scene, slider, below)
    }

    /// Pushes the stick to (`x`, `y`) and releases it, each in its own frame.
    private func flick(_ scene: FocusScene, x: Double, y: Double) {
        scene.screen.gamepadStick(x: x, y: y)
        scene.screen.gamepadStick(x: 0, y: 0)
    }

    @Test func theStickStepsAFocusedSliderWithTheUserChangeEvents() throws {
        let (scene, slider, below) = try sliderScene()
        let log = ControlEventLog(slider)
        flick(scene, x: 0.9, y: 0.1)
        #expect(abs(slider.value - 0.55) < 1e-6)
        #expect(log.entries == ["valueChanged", "primaryActionTriggered"])
        flick(scene, x: -0.9, y: 0)
        flick(scene, x: -0.9, y: 0)
        #expect(abs(slider.value - 0.45) < 1e-6 && log.valueChanges == 3)
        #expect(scene.focused === slider, "Left and Right belong to the slider")
        flick(scene, x: 0, y: 0.9)
        #expect(scene.focused === below && abs(slider.value - 0.45) < 1e-6, "Down still moves focus")
    }

    @Test func aHeldStickRepeatsOnTheStepperSchedule() throws {
        let (scene, slider, _) = try sliderScene(value: 0)
        slider.maximumValue = 1000
        slider.focusStepValue = 1
        let log = ControlEventLog(slider)
        scene.screen.gamepadStick(x: 1, y: 0)
        #expect(slider.value == 1, "one step at once")
        scene.screen.advance(by: 0.49)
        #expect(slider.value == 1, "no repeat before 0.5 s")
        scene.screen.advance(by: 0.11)
        #expect(slider.value == 3, "0.6 s held: the push and two repeats")
        scene.screen.gamepadStick(x: 0, y: 0)
        scene.screen.advance(by: 1)
        #expect(slider.value == 3 && log.valueChanges == 3, "released: the repeat stops")
    }

    @Test func theStickStepsAStepperSegmentsAndAPageControl() throws {
        let scene = try FocusScene(width: 400, height: 400)
        let stepper = UIStepper(frame: CGRect(x: 20, y: 20, width: 0, height: 0))
        stepper.maximumValue = 10
        stepper.stepValue = 2
        let segments = UISegmentedControl(items: ["A", "B", "C"])
        segments.frame = CGRect(x: 20, y: 100, width: 240, height: 32)
        segments.selectedSegmentIndex = 0
        let pages = UIPageControl(frame: CGRect(x: 20, y: 200, width: 200, height: 37))
        pages.numberOfPages = 3
        for view in [stepper, segments, pages] as [UIView] { scene.root.view.addSubview(view) }
        let logs = [ControlEventLog(stepper), ControlEventLog(segments), ControlEventLog(pages)]
        scene.focus(stepper)
        scene.screen.plugGamepad()
        flick(scene, x: 0.95, y: -0.2)
        #expect(stepper.value == 2 && logs[0].entries == ["valueChanged", "primaryActionTriggered"])
        flick(scene, x: 0, y: 0.95)
        #expect(scene.focused === segments)
        flick(scene, x: 0.95, y: 0)
        #expect(segments.selectedSegmentIndex == 1 && logs[1].entries == ["valueChanged", "primaryActionTriggered"])
        flick(scene, x: 0, y: 0.95)
        #expect(scene.focused === pages)
        flick(scene, x: 0.95, y: 0)
        flick(scene, x: 0.95, y: 0)
        flick(scene, x: -0.95, y: 0)
        #expect(pages.currentPage == 1 && logs[2].valueChanges == 3)
        #expect(logs[2].entries.suffix(2) == ["valueChanged", "primaryActionTriggered"])
    }

    @Test func aDiagonalWobbleNeverMovesFocus() throws {
        let scene = try FocusScene(width: 400, height: 300)
        let grid = scene.grid(rows: 3, columns: 3)
        scene.screen.gamepadButton(.dpadDown)
        scene.screen.gamepadButton(.dpadDown)
        scene.screen.gamepadButton(.dpadRight)
        #expect(scene.focused === grid[1][1])
        // Around 45° in each quadrant, in and out of the dead zone's edge.
        let wobble: [(Double, Double)] = [
            (0.7, 0.68), (0.68, 0.72), (0.5, 0.45), (0.36, 0.38), (0.72, 0.66), (0.0, 0.0),
            (-0.7, 0.69), (-0.64, 0.74), (-0.75, -0.7), (-0.69, -0.73), (0.7, -0.72), (0.66, -0.7), (0.3, -0.3)
        ]
        for _ in 0..<3 {
            for (x, y) in wobble {
                scene.screen.gamepadStick(x: x, y: y)
                scene.screen.advance(by: 0.15)
            }
        }
        #expect(scene.focused === grid[1][1], "no direction near a diagonal")
        scene.screen.gamepadStick(x: 0, y: 0)
    }

    @Test func aHeldDirectionSurvivesDriftTowardsTheDiagonalAndJitterAtTheDeadZone() throws {
        let scene = try FocusScene(width: 600, height: 300)
        let row = scene.grid(rows: 1, columns: 5)
        scene.screen.gamepadButton(.dpadRight)
        #expect(scene.focused === row[0][0])
        scene.screen.gamepadStick(x: 0.9, y: 0)
        #expect(scene.focused === row[0][1], "one move at once")
        // Drifting to 40° and jittering around the engage radius: still the same push.
        for (x, y) in [(0.7, 0.58), (0.48, 0.1), (0.52, 0.05), (0.4, 0.2), (0.6, 0.5)] {
            scene.screen.gamepadStick(x: x, y: y)
            scene.screen.advance(by: 0.05)
        }
        #expect(scene.focused === row[0][1], "no second press within the repeat delay")
        scene.screen.gamepadStick(x: 0, y: 0)
        #expect(scene.focused === row[0][1])
    }

    @Test func theFilterStartsOnlyNearAnAxisAndReleasesBelowTheInnerRadius() {
        var filter = StickDirectionFilter()
        #expect(filter.update(x: 0.45, y: 0) == nil, "inside the dead zone")
        #expect(filter.update(x: 0.6, y: 0.6) == nil, "a diagonal starts nothing")
        #expect(filter.update(x: 0.6, y: 0.2) == .right)
        #expect(filter.update(x: 0.5, y: 0.5) == .right, "drift to the diagonal keeps it")
        #expect(filter.update(x: 0.1, y: 0.8) == .down, "near another axis it takes over")
        #expect(filter.update(x: 0, y: 0.4) == .down, "between the radii it holds")
        #expect(filter.update(x: 0, y: 0.3) == nil, "below the inner radius it ends")
        #expect(filter.update(x: .nan, y: 1) == nil, "bad input is at rest")
        #expect(filter.update(x: -0.2, y: -0.9) == .up)
        #expect(filter.update(x: .infinity, y: 0) == nil)
    }

    // MARK: Host mode

    @Test func inHostModeAHUDLeavesTheStickToTheGame() throws {
        let game = try GameHost(width: 320, height: 240)
        defer { game.tearDown() }
        let hud = HUDController()
        game.window.rootViewController = hud
        game.frame()
        for (x, y) in [(30000, 0), (30000, 25000), (0, -32000), (-32000, 0), (0, 0)] as [(Int16, Int16)] {
            #expect(game.handle(game.padAxis(SDL_CONTROLLER_AXIS_LEFTX, x)) == false)
            #expect(game.handle(game.padAxis(SDL_CONTROLLER_AXIS_LEFTY, y)) == false)
            game.run(0.7)
            #expect(game.focused == nil && !game.focusShown, "stick at \(x), \(y)")
        }
        #expect(!UIApplication.shared.wantsNavigationInput)
    }

    @Test func aMenuOpenedUnderAHeldStickWaitsForItsRelease() throws {
        let game = try GameHost(width: 320, height: 240)
        defer { game.tearDown() }
        let hud = HUDController()
        game.window.rootViewController = hud
        game.frame()
        #expect(game.handle(game.padAxis(SDL_CONTROLLER_AXIS_LEFTY, 32000)) == false, "steering the game")
        game.run(0.2)
        let menu = MenuController()
        hud.present(menu, animated: false)
        game.run(1)
        #expect(game.focused === menu.buttons[0], "the held stick did not move the new menu's focus")
        #expect(game.handle(game.padAxis(SDL_CONTROLLER_AXIS_LEFTY, 0)))
        game.frame()
        #expect(game.handle(game.padAxis(SDL_CONTROLLER_AXIS_LEFTY, 32000)))
        game.frame()
        #expect(game.focused === menu.buttons[1], "a fresh push moves it")
    }
}
