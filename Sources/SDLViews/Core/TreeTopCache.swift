import Foundation

/// A node's cached answer to "what is the outermost ancestor of my tree?"
/// (a view's hierarchy root, a layer's top superlayer), so that finding a
/// window or a host does not walk up a deep tree each time.
///
/// A cache holds while its top still has no parent and the tree's generation
/// has not moved since it was stored. The generation moves whenever a node
/// leaves its parent; adding nodes never changes an existing node's top, so
/// building a tree of any depth finds each top in constant time.
/// Each node keeps its cached top and the generation it was stored at as
/// two stored properties of its own (a struct holding the weak reference
/// would be copied whole, weak reference included, on every lookup).
@MainActor
enum TreeTopCache {
    /// The node's top: from the cache when it holds, else by walking up to the
    /// first ancestor whose cache holds (or the top), storing the answer on
    /// the way back down. Inlined into its two callers, so that the common
    /// case (the node's own cache holds) costs two field reads and no calls.
    @inline(__always)
    static func top<Node: AnyObject>(
        of node: Node, generation: Int, parent: (Node) -> Node?,
        cached: (Node) -> (top: Node?, generation: Int), store: (Node, Node, Int) -> Void
    ) -> Node {
        func valid(_ n: Node) -> Node? {
            let entry = cached(n)
            guard entry.generation == generation, let top = entry.top, parent(top) == nil else { return nil }
            return top
        }
        if let top = valid(node) { return top }
        var last = node, top = node
        while let up = parent(last) {
            runtime.hierarchyDepth.ancestorSteps &+= 1
            if let found = valid(up) { top = found; break }
            last = up
            top = up
        }
        // A node is never stored as its own top: that weak reference would give
        // every node that was ever a root (each one, before it is added) a side
        // table, which makes each later retain of it take the slow path.
        var current: Node? = node
        while let n = current, n !== top {
            store(n, top, generation)
            if n === last { break }
            current = parent(n)
        }
        return top
    }
}
