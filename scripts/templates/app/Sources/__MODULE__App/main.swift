import Foundation
import SDLViews
import __MODULE__

// Opens the app in a window of its own; UIApplication runs the event loop.
let status = MainActor.assumeIsolated { UIApplication.shared.run(delegate: AppDelegate()) }
exit(status)
