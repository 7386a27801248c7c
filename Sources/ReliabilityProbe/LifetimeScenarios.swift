import Foundation
import SDLViews
import SDLViewsTesting

/// Reproducers of issue 21 (Lifetime): each must end normally.
let lifetimeScenarios: [ProbeScenario] = [
]
