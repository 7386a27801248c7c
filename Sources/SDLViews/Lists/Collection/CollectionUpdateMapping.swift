import Foundation

/// Where each element goes in one batch update, worked out the way UIKit applies it: items
/// and sections leave in old index space, then sections and items arrive in ascending new
/// index space. The result must match the data source's new counts, or the update is invalid
/// (`invalidReason` carries UIKit's message).
struct CollectionUpdateMapping {
    /// New index path of each old item that stays (reloaded items included).
    private(set) var newPathOfOldItem: [IndexPath: IndexPath] = [:]
    /// New index of each old section that stays.
    private(set) var newSectionOfOldSection: [Int: Int] = [:]
    private(set) var invalidReason: String?

    init(oldCounts: [Int], newCounts: [Int], updates: CollectionUpdateRecorder) {
        if let reason = Self.outOfRange(updates, oldCounts: oldCounts, newCounts: newCounts) {
            invalidReason = reason
            return
        }
        let sectionsOut = Set(updates.deletedSections + updates.movedSections.map(\.from))
        let itemsOut = Set(updates.deletedItems + updates.movedItems.map(\.from))
        // Each section as the old section it came from (nil: inserted) and its items' old paths.
        var model: [(origin: Int?, items: [IndexPath?])] = oldCounts.enumerated().map { section, count in
            (section, (0..<count).map { IndexPath(item: $0, section: section) }.filter { !itemsOut.contains($0) })
        }
        let movedContents = Dictionary(updates.movedSections.map { ($0.to, model[$0.from]) }) { first, _ in first }
        model = model.enumerated().filter { !sectionsOut.contains($0.offset) }.map(\.element)
        let inserted = Set(updates.insertedSections)
        for section in Set(updates.insertedSections + updates.movedSections.map(\.to)).sorted() {
            guard section <= model.count else {
                invalidate(sections: oldCounts, newCounts, updates)
                return
            }
            model.insert(inserted.contains(section) ? (nil, []) : movedContents[section]!, at: section)
        }
        let movedItems = Dictionary(updates.movedItems.map { ($0.to, $0.from) }) { first, _ in first }
        for path in Set(updates.insertedItems + updates.movedItems.map(\.to)).sorted() {
            guard path.section < model.count, path.item <= model[path.section].items.count else {
                invalidReason =
                    "Invalid update: attempt to insert item \(path.item) into section \(path.section), "
                    + "which does not have that many items or does not exist after the update"
                return
            }
            model[path.section].items.insert(movedItems[path], at: path.item)
        }
        guard model.count == newCounts.count else {
            invalidate(sections: oldCounts, newCounts, updates)
            return
        }
        for (section, entry) in model.enumerated() {
            if entry.origin == nil {
                continue
            }
            guard entry.items.count == newCounts[section] else {
                invalidReason = Self.itemCountMessage(
                    newSection: section, oldSection: entry.origin!, oldCounts: oldCounts, newCounts: newCounts,
                    updates: updates)
                return
            }
            newSectionOfOldSection[entry.origin!] = section
            for (item, oldPath) in entry.items.enumerated() {
                if let oldPath { newPathOfOldItem[oldPath] = IndexPath(item: item, section: section) }
            }
        }
    }

    private mutating func invalidate(sections oldCounts: [Int], _ newCounts: [Int], _ updates: CollectionUpdateRecorder)
    {
        invalidReason =
            "Invalid update: invalid number of sections. The number of sections contained in the collection view "
            + "after the update (\(newCounts.count)) must be equal to the number of sections contained in the "
            + "collection view before the update (\(oldCounts.count)), plus or minus the number of sections inserted "
            + "or deleted (\(updates.insertedSections.count) inserted, \(updates.deletedSections.count) deleted)."
    }

    private static func itemCountMessage(
        newSection: Int, oldSection: Int, oldCounts: [Int], newCounts: [Int], updates: CollectionUpdateRecorder
    ) -> String {
        let inserted = updates.insertedItems.filter { $0.section == newSection }.count
        let deleted = updates.deletedItems.filter { $0.section == oldSection }.count
        let movedIn = updates.movedItems.filter { $0.to.section == newSection && $0.from.section != oldSection }.count
        let movedOut = updates.movedItems.filter { $0.from.section == oldSection && $0.to.section != newSection }.count
        return "Invalid update: invalid number of items in section \(newSection). The number of items contained in "
            + "an existing section after the update (\(newCounts[newSection])) must be equal to the number of items "
            + "contained in that section before the update (\(oldCounts[oldSection])), plus or minus the number of "
            + "items inserted or deleted from that section (\(inserted) inserted, \(deleted) deleted) and plus or "
            + "minus the number of items moved into or out of that section (\(movedIn) moved in, \(movedOut) moved out)."
    }

    /// UIKit's refusals of indexes outside the old or new data.
    private static func outOfRange(_ updates: CollectionUpdateRecorder, oldCounts: [Int], newCounts: [Int]) -> String? {
        func oldItemExists(_ path: IndexPath) -> Bool {
            path.count == 2 && oldCounts.indices.contains(path.section)
                && (0..<oldCounts[path.section]).contains(path.item)
        }
        let oldSections = updates.deletedSections + updates.movedSections.map(\.from)
        if let bad = oldSections.first(where: { !oldCounts.indices.contains($0) }) {
            return "Invalid update: attempt to delete or move section \(bad), but there are only \(oldCounts.count) "
                + "sections before the update"
        }
        if let bad = updates.insertedSections.first(where: { !newCounts.indices.contains($0) }) {
            return "Invalid update: attempt to insert section \(bad), but there are only \(newCounts.count) sections "
                + "after the update"
        }
        let oldItems = updates.deletedItems + updates.reloadedItems + updates.movedItems.map(\.from)
        if let bad = oldItems.first(where: { !oldItemExists($0) }) {
            return
                "Invalid update: attempt to delete, reload or move item \(bad), which does not exist before the update"
        }
        let sectionsOut = Set(updates.deletedSections)
        if let bad = updates.movedItems.first(where: { sectionsOut.contains($0.from.section) }) {
            return "Invalid update: attempt to move item \(bad.from) out of a section being deleted"
        }
        let outs = updates.deletedItems + updates.movedItems.map(\.from)
        if Set(outs).count < outs.count || Set(updates.reloadedItems).intersection(outs).count > 0 {
            return "Invalid update: an item is deleted, moved or reloaded more than once"
        }
        return nil
    }
}
