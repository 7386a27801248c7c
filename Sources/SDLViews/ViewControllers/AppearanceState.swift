/// UIKit's per-controller appearance state and the transition flags read
/// inside the appearance callbacks.
struct AppearanceState {
    enum Phase { case disappeared, appearing, appeared, disappearing }
    var phase = Phase.disappeared
    var animated = false
    var movingToParent = false
    var movingFromParent = false
    var beingPresented = false
    var beingDismissed = false

    var isVisibleOrAppearing: Bool { phase == .appearing || phase == .appeared }
}
