import CSDL
import Foundation
import SDLViewsTesting
import Testing

@testable import SDLViews

/// Game controllers start from the second frame (`SDLRuntime.startVideo`): a
/// pad that is already connected when the app's first frame runs is opened
/// by SDLViews once the subsystem starts, from the device-added event SDL
/// sends then. (Alone in a process this runs the deferred start; after other
/// tests started the subsystem, the pad arrives as a new device: either way
/// it is open by the second frame.)
@MainActor @Suite(.serialized) struct DeferredGameControllerTests {
    @Test func aPadConnectedBeforeTheFirstFrameIsOpenedByTheSecond() throws {
        let screen = try HeadlessScreen(width: 40, height: 40)
        // Virtual joysticks need the joystick subsystem, which the game-controller one would also start.
        #expect(SDL_InitSubSystem(UInt32(SDL_INIT_JOYSTICK)) == 0)
        defer { SDL_QuitSubSystem(UInt32(SDL_INIT_JOYSTICK)) }
        var desc = SDL_VirtualJoystickDesc()
        desc.version = UInt16(SDL_VIRTUAL_JOYSTICK_DESC_VERSION)
        desc.type = UInt16(SDL_JOYSTICK_TYPE_GAMECONTROLLER.rawValue)
        desc.naxes = UInt16(SDL_CONTROLLER_AXIS_MAX.rawValue)
        desc.nbuttons = 15
        let index = "deferred-start pad".withCString { name in
            desc.name = name
            return SDL_JoystickAttachVirtualEx(&desc)
        }
        try #require(index >= 0)
        let id = SDL_JoystickGetDeviceInstanceID(index)
        defer {
            for device in 0..<SDL_NumJoysticks() where SDL_JoystickGetDeviceInstanceID(device) == id {
                SDL_JoystickDetachVirtual(device)
            }
            screen.runFrame()
        }
        screen.runFrame()
        screen.runFrame()
        #expect(SDL_WasInit(UInt32(SDL_INIT_GAMECONTROLLER)) != 0)
        #expect(SDL_GameControllerFromInstanceID(id) != nil)
    }
}
