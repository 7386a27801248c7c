import Foundation
import SDLViews
import SDLViewsTesting

/// Reproducers of issue 21 (StackAndMemory): each must end normally.
let stackAndMemoryScenarios: [ProbeScenario] = [
]
