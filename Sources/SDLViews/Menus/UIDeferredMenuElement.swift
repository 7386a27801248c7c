import Foundation

/// UIKit's `UIDeferredMenuElement`: a placeholder whose elements come from a
/// provider when the menu shows ("Loading…" until the provider's completion
/// runs). The elements are kept after the first load unless the element was
/// made with `uncached(_:)`, as UIKit.
@MainActor
public final class UIDeferredMenuElement: UIMenuElement {
    public typealias ElementProvider = (@escaping ([UIMenuElement]) -> Void) -> Void

    private let provider: ElementProvider
    private let caches: Bool
    private var cached: [UIMenuElement]?

    /// UIKit's `init(_:)`: a cached deferred element.
    public init(_ elementProvider: @escaping ElementProvider) {
        provider = elementProvider
        caches = true
        super.init(title: "", subtitle: nil, image: nil)
    }

    private init(uncached elementProvider: @escaping ElementProvider) {
        provider = elementProvider
        caches = false
        super.init(title: "", subtitle: nil, image: nil)
    }

    /// UIKit's `uncached(_:)`: asks the provider every time the menu shows.
    public static func uncached(_ elementProvider: @escaping ElementProvider) -> UIDeferredMenuElement {
        UIDeferredMenuElement(uncached: elementProvider)
    }

    /// The elements if known now; else asks the provider, and `loaded` runs
    /// when they arrive (a completion called twice is ignored the second time).
    func elements(loaded: @escaping () -> Void) -> [UIMenuElement]? {
        if let pending {
            self.pending = nil
            return pending
        }
        if let cached { return cached }
        var delivered: [UIMenuElement]?
        var synchronous = true
        var done = false
        provider { [weak self] elements in
            guard !done else { return }
            done = true
            delivered = elements
            if self?.caches == true { self?.cached = elements }
            if !synchronous { self?.pending = elements; loaded() }
        }
        synchronous = false
        return delivered
    }

    /// Elements that arrived after the menu asked (read once by the menu that asked).
    var pending: [UIMenuElement]?
}
