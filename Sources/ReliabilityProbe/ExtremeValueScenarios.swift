import Foundation
import SDLViews
import SDLViewsTesting

/// Reproducers of issue 21 (ExtremeValue): each must end normally.
let extremeValueScenarios: [ProbeScenario] = [
]
