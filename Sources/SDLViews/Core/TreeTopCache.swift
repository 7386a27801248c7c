import Foundation

/// A node's cached answer to "what is the outermost ancestor of my tree?"
/// (a view's hierarchy root, a layer's top superlayer), so that finding a
/// window or a host does not walk up a deep tree each time.
///
/// A cache holds while its top still has no parent and the tree's generation
/// has not moved since it was stored. The generation moves whenever a node
/// leaves its parent; adding nodes never changes an existing node's top, so
/// building a tree of any depth finds each top in constant time.
@MainActor
struct TreeTopCache<Node: AnyObject> {
    private weak var top: Node?
    private var generation = 0

    /// The node's top: from the cache when it holds, else by walking up to the
    /// first ancestor whose cache holds (or the top), storing the answer on
    /// the way back down.
    static func top(
        of node: Node, generation: Int, parent: (Node) -> Node?,
        cache: (Node) -> TreeTopCache, store: (Node, TreeTopCache) -> Void
    ) -> Node {
        func valid(_ n: Node) -> Node? { cache(n).hit(generation: generation, parent: parent) }
        if let top = valid(node) { return top }
        var last = node, top = node
        while let up = parent(last) {
            runtime.hierarchyDepth.ancestorSteps &+= 1
            if let cached = valid(up) { top = cached; break }
            last = up
            top = up
        }
        let entry = TreeTopCache(top: top, generation: generation)
        var current: Node? = node
        while let n = current {
            store(n, entry)
            if n === last { break }
            current = parent(n)
        }
        return top
    }

    private init(top: Node, generation: Int) {
        self.top = top
        self.generation = generation
    }

    init() {}

    /// The cached top when it still holds (read in place: copying the cache
    /// would copy its weak reference, which costs more than the lookup).
    @inline(__always)
    func hit(generation: Int, parent: (Node) -> Node?) -> Node? {
        guard self.generation == generation, let top, parent(top) == nil else { return nil }
        return top
    }
}
