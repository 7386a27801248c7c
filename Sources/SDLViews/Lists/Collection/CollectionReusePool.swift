import Foundation

/// Views waiting to be dequeued again, by reuse key (a cell identifier, or a
/// supplementary kind and identifier), plus how many views each key has made.
@MainActor
final class CollectionReusePool {
    private var waiting: [String: [UICollectionReusableView]] = [:]
    /// Views made per key since the collection view was created (tests read reuse from it).
    private(set) var made: [String: Int] = [:]

    func take(_ key: String) -> UICollectionReusableView? {
        waiting[key]?.popLast()
    }

    func put(_ view: UICollectionReusableView, key: String) {
        waiting[key, default: []].append(view)
    }

    func noteMade(_ key: String) {
        made[key, default: 0] += 1
    }

    static func supplementaryKey(kind: String, identifier: String) -> String {
        "\(kind)\u{1F}\(identifier)"
    }
}
