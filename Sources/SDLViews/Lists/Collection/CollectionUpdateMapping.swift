import Foundation

/// Where each element goes in one batch update, worked out the way UIKit applies it: items
/// and sections leave in old index space, then sections and items arrive in ascending new
/// index space. The result must match the data source's new counts, or the update is invalid
/// (`invalidReason` carries UIKit's message).
///
/// The work follows the changes, not the items: per section only the indexes that leave and
/// arrive are kept (sorted), and an item's new path is worked out when asked
/// (`newPath(ofOldItem:)`), so one insert into 2,000,000 items costs what it does into 20.
struct CollectionUpdateMapping {
    /// New index of each old section that stays.
    private(set) var newSectionOfOldSection: [Int: Int] = [:]
    private(set) var invalidReason: String?
    private let oldCounts: [Int]
    /// Per old section, the old item indexes that leave (deleted or moved from), ascending.
    private var leavingByOldSection: [Int: [Int]] = [:]
    /// Per new section, the new item indexes that arrive (inserted or moved to), ascending.
    private var arrivingByNewSection: [Int: [Int]] = [:]
    private var deletedItems = Set<IndexPath>()
    private var movedItems: [IndexPath: IndexPath] = [:]

    init(oldCounts: [Int], newCounts: [Int], updates: CollectionUpdateRecorder) {
        self.oldCounts = oldCounts
        if let reason = Self.outOfRange(updates, oldCounts: oldCounts, newCounts: newCounts) {
            invalidReason = reason
            return
        }
        deletedItems = Set(updates.deletedItems)
        movedItems = Dictionary(updates.movedItems.map { ($0.from, $0.to) }) { first, _ in first }
        for path in Set(updates.deletedItems + updates.movedItems.map(\.from)) {
            leavingByOldSection[path.section, default: []].append(path.item)
        }
        for key in leavingByOldSection.keys { leavingByOldSection[key]!.sort() }
        guard placeSections(oldCounts: oldCounts, newCounts: newCounts, updates: updates) else { return }
        placeItems(oldCounts: oldCounts, newCounts: newCounts, updates: updates)
    }

    /// The new path of an old item that stays (reloaded items included), nil for one that leaves.
    func newPath(ofOldItem path: IndexPath) -> IndexPath? {
        guard invalidReason == nil, path.count == 2 else { return nil }
        if let target = movedItems[path] { return target }
        guard !deletedItems.contains(path), oldCounts.indices.contains(path.section),
            (0..<oldCounts[path.section]).contains(path.item),
            let section = newSectionOfOldSection[path.section]
        else { return nil }
        var index = path.item - Self.count(leavingByOldSection[path.section] ?? [], below: path.item)
        for arrival in arrivingByNewSection[section] ?? [] {
            guard arrival <= index else { break }
            index += 1
        }
        return IndexPath(item: index, section: section)
    }

    /// How many of the ascending `values` are below `limit` (binary search).
    private static func count(_ values: [Int], below limit: Int) -> Int {
        var low = 0, high = values.count
        while low < high {
            let middle = (low + high) / 2
            if values[middle] < limit { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// Sections: the old ones that stay keep their order, then inserted and moved-to sections
    /// arrive in ascending new index. Fills `newSectionOfOldSection`; false when invalid.
    private mutating func placeSections(oldCounts: [Int], newCounts: [Int], updates: CollectionUpdateRecorder)
        -> Bool
    {
        let sectionsOut = Set(updates.deletedSections + updates.movedSections.map(\.from))
        // Each new section as the old section it came from (nil: inserted).
        var model: [Int?] = oldCounts.indices.filter { !sectionsOut.contains($0) }
        let movedFrom = Dictionary(updates.movedSections.map { ($0.to, $0.from) }) { first, _ in first }
        let inserted = Set(updates.insertedSections)
        for section in Set(updates.insertedSections + updates.movedSections.map(\.to)).sorted() {
            guard section <= model.count else {
                invalidate(sections: oldCounts, newCounts, updates)
                return false
            }
            model.insert(inserted.contains(section) ? nil : movedFrom[section], at: section)
        }
        guard model.count == newCounts.count else {
            invalidate(sections: oldCounts, newCounts, updates)
            return false
        }
        for (section, origin) in model.enumerated() {
            if let origin { newSectionOfOldSection[origin] = section }
        }
        return true
    }

    /// Items: each new section holds its origin's items that stay, then the inserted and
    /// moved-to items arrive in ascending new index; the counts must match the data source's.
    private mutating func placeItems(oldCounts: [Int], newCounts: [Int], updates: CollectionUpdateRecorder) {
        for path in Set(updates.insertedItems + updates.movedItems.map(\.to)) {
            arrivingByNewSection[path.section, default: []].append(path.item)
        }
        for key in arrivingByNewSection.keys { arrivingByNewSection[key]!.sort() }
        var originOfNewSection: [Int: Int] = [:]
        for (origin, section) in newSectionOfOldSection { originOfNewSection[section] = origin }
        for section in newCounts.indices {
            let origin = originOfNewSection[section]
            let staying = origin.map { oldCounts[$0] - (leavingByOldSection[$0]?.count ?? 0) } ?? 0
            var count = staying
            for arrival in arrivingByNewSection[section] ?? [] {
                guard arrival <= count else {
                    invalidReason =
                        "Invalid update: attempt to insert item \(arrival) into section \(section), "
                        + "which does not have that many items or does not exist after the update"
                    return
                }
                count += 1
            }
            guard let origin else { continue }
            guard count == newCounts[section] else {
                invalidReason = Self.itemCountMessage(
                    newSection: section, oldSection: origin, oldCounts: oldCounts, newCounts: newCounts,
                    updates: updates)
                newSectionOfOldSection = [:]
                return
            }
        }
        if let section = arrivingByNewSection.keys.first(where: { !newCounts.indices.contains($0) }) {
            invalidReason =
                "Invalid update: attempt to insert item \(arrivingByNewSection[section]![0]) into section \(section), "
                + "which does not have that many items or does not exist after the update"
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
        return BatchUpdateValidation.repeatedPathReason(
            deletes: updates.deletedItems, reloads: updates.reloadedItems, inserts: updates.insertedItems,
            moves: updates.movedItems.map { ($0.from, $0.to) }, unit: "item")
    }
}
