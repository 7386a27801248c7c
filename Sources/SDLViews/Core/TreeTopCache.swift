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
    // Readable, so that the hot lookups (`CALayer.treeTop`, `UIView.hierarchyTop`)
    // test them in place: a copy of the cache copies its weak reference.
    private(set) weak var top: Node?
    private(set) var generation = 0

    /// The node's top: from the cache when it holds, else by walking up to the
    /// first ancestor whose cache holds (or the top), storing the answer on
    /// the way back down.
    static func top(
        of node: Node, generation: Int, parent: (Node) -> Node?,
        cache: (Node) -> TreeTopCache, store: (Node, TreeTopCache) -> Void
    ) -> Node {
        func valid(_ n: Node) -> Node? {
            let entry = cache(n)
            guard entry.generation == generation, let top = entry.top, parent(top) == nil else { return nil }
            return top
        }
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
}
