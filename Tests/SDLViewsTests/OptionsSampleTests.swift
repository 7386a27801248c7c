import Foundation
import Testing
import SDLViewsTesting
@testable import SDLViews
@testable import Samples

/// The options sample: its controls react to real touches and report their changes.
@Suite @MainActor struct OptionsSampleTests {
    private func summary(_ sample: OpenSample<OptionsSampleViewController>) -> String? {
        sample.controller.view.firstDescendant(UILabel.self) { $0.text?.hasPrefix("valueChanged") == true }?.text
    }

    @Test func draggingTheMusicThumbReportsTheVolume() throws {
        let sample = try OpenSample("options", as: OptionsSampleViewController.self)
        let slider = sample.controller.musicVolume!
        let track = slider.trackRect(forBounds: slider.bounds)
        let thumb = slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: slider.value)
        let start = slider.convert(CGPoint(x: thumb.midX, y: thumb.midY), to: nil)
        let low = slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: 0).midX
        let high = slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: 1).midX
        sample.screen.mouseDrag([start, CGPoint(x: start.x - 0.2 * (high - low), y: start.y)])
        #expect(abs(slider.value - 0.5) < 0.01)
        #expect(summary(sample) == "valueChanged: Music volume 50 %")
    }

    @Test func switchSegmentsAndStepperReport() throws {
        let sample = try OpenSample("options", as: OptionsSampleViewController.self)
        let controller = sample.controller
        sample.screen.tap(at: controller.subtitles.centreInWindow)
        #expect(!controller.subtitles.isOn && summary(sample) == "valueChanged: Subtitles off")
        // Four 89-point segments: "Hard" is the third.
        sample.screen.tap(at: controller.difficulty.convert(CGPoint(x: 2.5 * 89, y: 16), to: nil))
        #expect(controller.difficulty.selectedSegmentIndex == 2 && summary(sample) == "valueChanged: Difficulty Hard")
        let plus = controller.lives.convert(CGPoint(x: 70, y: 16), to: nil)
        sample.screen.tap(at: plus)
        #expect(controller.lives.value == 4 && summary(sample) == "valueChanged: Lives 4")
    }
}

/// The pause menu's music volume is a real UISlider, enabled while Music is on.
@Suite @MainActor struct PauseMenuMusicVolumeTests {
    @Test func musicVolumeFollowsTheMusicToggle() throws {
        let sample = try OpenSample("pause-menu", as: PauseMenuSampleViewController.self)
        let slider = sample.controller.musicVolume!
        #expect(slider.isEnabled && slider.value == 0.8)
        let track = slider.trackRect(forBounds: slider.bounds)
        let thumb = slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: slider.value)
        let start = slider.convert(CGPoint(x: thumb.midX, y: thumb.midY), to: nil)
        sample.screen.mouseDrag([start, CGPoint(x: start.x - 400, y: start.y)])
        #expect(slider.value == 0)
        #expect(sample.controller.view.firstDescendant(UILabel.self) { $0.text == "Music volume 0 %" } != nil)
        let music = try #require(sample.controller.view.firstDescendant(UILabel.self) { $0.text == "Music" })
        sample.screen.tap(at: music.centreInWindow)
        #expect(!slider.isEnabled && sample.controller.options["Music"] == false)
    }
}
