import Foundation

/// Runs the main-actor part of a nonisolated `deinit` (UIKit's classes have
/// nonisolated deinitializers, so subclasses can write a plain `deinit`): at
/// once when the object dies on the main actor, as UIKit objects do, else
/// queued to it.
enum MainActorCleanup {
    /// Marks the main queue: where the main thread is parked in
    /// `dispatch_main` (test runners), the main actor runs on the main queue
    /// from another thread.
    private static let mainQueueKey: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    static var isOnMainActor: Bool { Thread.isMainThread || DispatchQueue.getSpecific(key: mainQueueKey) == true }

    static func run(_ work: @escaping @MainActor @Sendable () -> Void) {
        if isOnMainActor {
            MainActor.assumeIsolated(work)
        } else {
            Task { @MainActor in work() }
        }
    }
}
