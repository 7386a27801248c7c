import Foundation

/// What culling reads of each sublayer of a long list, side by side in memory.
///
/// Culling a sublayer needs its recorded box, when that box was recorded and
/// whether anything in its subtree changed since (`Compositor+Culling`). Read
/// from the layers, that is one cache line of each, scattered over the heap:
/// for a list of thousands of which a screenful shows, the walk past the
/// others costs more than drawing the few. The container keeps a copy of
/// those values in one array, so the walk skips a culled sublayer without
/// touching it.
///
/// The copy is exact: an entry is written from the layer after the
/// compositor drew (or skipped) it, and a change in the sublayer's subtree
/// marks it changed on the way up (`Compositor.noteChange`), as it moves the
/// layer's change stamp. It holds for one sublayer list: a new list (an insertion,
/// removal or reorder) makes the compositor build it again from the layers.
@MainActor
final class SublayerCullIndex {
    struct Entry {
        var box: CGRect
        var stamp: UInt64
        /// False once the sublayer's subtree changed after `stamp`.
        var holds: Bool
    }

    /// Lists shorter than this are walked from the layers: the copy would save little.
    static let minimumCount = 64

    /// The container's `sublayersVersion` the entries and slots belong to.
    let version: UInt64
    /// One entry per slot, in memory of its own: the walk reads and writes it
    /// for every sublayer, without the uniqueness and exclusivity checks of an
    /// array in a class. Only the main actor touches it; the deinit only frees it.
    private nonisolated(unsafe) let entries: UnsafeMutableBufferPointer<Entry>

    /// Reads every sublayer once and gives each its slot.
    init(_ container: CALayer) {
        version = container.sublayersVersion
        let list = container.sublayerList
        entries = .allocate(capacity: list.count)
        for (slot, layer) in list.enumerated() {
            layer.cullSlot = slot
            entries.initializeElement(at: slot, to: SublayerCullIndex.entry(of: layer))
        }
    }

    deinit {
        entries.deallocate()
    }

    /// The container's index when the compositor may use it for this list,
    /// building it first when missing or out of date; nil for short or z-sorted lists.
    static func current(for container: CALayer) -> SublayerCullIndex? {
        guard container.sublayerList.count >= minimumCount, !container.sublayersNeedZSort else {
            // Most containers never had one: no write for them on every composite.
            if container.cullIndex != nil { container.cullIndex = nil }
            return nil
        }
        if let index = container.cullIndex, index.version == container.sublayersVersion { return index }
        let index = SublayerCullIndex(container)
        container.cullIndex = index
        return index
    }

    /// The entry as the layer's own fields have it.
    @inline(__always)
    static func entry(of layer: CALayer) -> Entry {
        Entry(box: layer.lastSubtreeBox, stamp: layer.boxStamp, holds: layer.subtreeChangeStamp < layer.boxStamp)
    }

    /// Copies what the compositor just recorded for the sublayer in `slot`.
    @inline(__always)
    func record(_ slot: Int, from layer: CALayer) {
        guard slot < entries.count else { return }
        entries[slot] = SublayerCullIndex.entry(of: layer)
    }

    /// The sublayer in `slot` (or something below it) changed.
    @inline(__always)
    func noteChange(inSlot slot: Int) {
        guard slot < entries.count else { return }
        entries[slot].holds = false
    }

    /// The entry's box when the sublayer in `slot` may be skipped: it still
    /// holds, was recorded after `validFrom`, and misses `visible`.
    @inline(__always)
    func culledBox(_ slot: Int, visible: CGRect, validFrom: UInt64) -> CGRect? {
        guard slot < entries.count else { return nil }
        let entry = entries[slot]
        guard entry.holds, entry.stamp > validFrom, !entry.box.meets(visible) else { return nil }
        return entry.box
    }
}
