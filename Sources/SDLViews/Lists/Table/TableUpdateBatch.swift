import Foundation

/// The row changes of one batch (`performBatchUpdates`, `beginUpdates`/
/// `endUpdates`, or a single insert/delete/move/reload call), in UIKit's
/// terms: deletions, reloads and move sources name rows before the update,
/// insertions and move destinations rows after it.
struct TableUpdateBatch {
    var deletes = Set<IndexPath>()
    var inserts = Set<IndexPath>()
    var reloads = Set<IndexPath>()
    var moves: [(from: IndexPath, to: IndexPath)] = []
    var deletedSections = IndexSet()
    var insertedSections = IndexSet()
    var reloadedSections = IndexSet()
    var sectionMoves: [(from: Int, to: Int)] = []
    var animation = UITableView.RowAnimation.automatic

    var isEmpty: Bool {
        deletes.isEmpty && inserts.isEmpty && reloads.isEmpty && moves.isEmpty && !changesSections
    }

    var changesSections: Bool {
        !deletedSections.isEmpty || !insertedSections.isEmpty || !reloadedSections.isEmpty || !sectionMoves.isEmpty
    }

    /// UIKit's check of the section count when sections are inserted or deleted.
    func sectionInconsistency(oldCount: Int, newCount: Int) -> String? {
        let expected = oldCount - deletedSections.count + insertedSections.count
        guard expected != newCount else { return nil }
        return "Invalid update: invalid number of sections. The number of sections contained in the table view "
            + "after the update (\(newCount)) must be equal to the number of sections contained in the table view "
            + "before the update (\(oldCount)), plus or minus the number of sections inserted or deleted "
            + "(\(insertedSections.count) inserted, \(deletedSections.count) deleted)."
    }

    /// UIKit's consistency check: each section's new count must be its old
    /// count plus insertions and moves in, minus deletions and moves out.
    /// Returns UIKit's message for the first section that breaks it.
    func inconsistency(oldCounts: [Int], newCounts: [Int]) -> String? {
        guard oldCounts.count == newCounts.count else {
            return "Invalid update: invalid number of sections. The number of sections contained in the table view "
                + "after the update (\(newCounts.count)) must be equal to the number of sections contained in the "
                + "table view before the update (\(oldCounts.count))."
        }
        for section in newCounts.indices {
            let deleted = deletes.filter { $0.section == section }.count
            let inserted = inserts.filter { $0.section == section }.count
            let movedIn = moves.filter { $0.to.section == section && $0.from.section != section }.count
            let movedOut = moves.filter { $0.from.section == section && $0.to.section != section }.count
            let expected = oldCounts[section] - deleted + inserted + movedIn - movedOut
            guard expected != newCounts[section] else { continue }
            return "Invalid update: invalid number of rows in section \(section). The number of rows contained in "
                + "an existing section after the update (\(newCounts[section])) must be equal to the number of rows "
                + "contained in that section before the update (\(oldCounts[section])), plus or minus the number of "
                + "rows inserted or deleted from that section (\(inserted) inserted, \(deleted) deleted) and plus or "
                + "minus the number of rows moved into or out of that section (\(movedIn) moved in, \(movedOut) "
                + "moved out)."
        }
        return outOfRange(oldCounts: oldCounts, newCounts: newCounts)
            ?? BatchUpdateValidation.repeatedPathReason(
                deletes: Array(deletes), reloads: Array(reloads), inserts: Array(inserts), moves: moves, unit: "row")
    }

    private func outOfRange(oldCounts: [Int], newCounts: [Int]) -> String? {
        let old = deletes.union(reloads).union(moves.map(\.from))
        let new = inserts.union(moves.map(\.to))
        if let bad = old.first(where: { !Self.valid($0, in: oldCounts) }) {
            return "Invalid update: attempt to delete, reload or move row \(bad.row) from section \(bad.section), "
                + "which does not exist before the update"
        }
        if let bad = new.first(where: { !Self.valid($0, in: newCounts) }) {
            return "Invalid update: attempt to insert or move to row \(bad.row) in section \(bad.section), "
                + "which does not exist after the update"
        }
        return nil
    }

    private static func valid(_ path: IndexPath, in counts: [Int]) -> Bool {
        path.count == 2 && path.section >= 0 && path.section < counts.count && path.row >= 0
            && path.row < counts[path.section]
    }

    /// Where each surviving old row goes (deleted and reloaded rows are absent; reloaded rows keep their place).
    func newPositions(oldCounts: [Int], newCounts: [Int], rows: some Sequence<IndexPath>) -> [IndexPath: IndexPath] {
        var result: [IndexPath: IndexPath] = [:]
        let moveTargets = Dictionary(moves.map { ($0.from, $0.to) }, uniquingKeysWith: { first, _ in first })
        for section in oldCounts.indices {
            let removed = deletes.union(moves.map(\.from)).filter { $0.section == section }.map(\.row).sorted()
            let added = inserts.union(moves.map(\.to)).filter { $0.section == section }.map(\.row).sorted()
            for path in rows where path.section == section {
                if deletes.contains(path) { continue }
                if let target = moveTargets[path] {
                    result[path] = target
                    continue
                }
                result[path] = IndexPath(
                    row: Self.shifted(path.row, removed: removed, added: added), section: section)
            }
        }
        return result
    }

    /// An old row's index after `removed` old rows go and `added` new rows come.
    static func shifted(_ row: Int, removed: [Int], added: [Int]) -> Int {
        var index = row - removed.prefix { $0 < row }.count
        for insertion in added where insertion <= index { index += 1 }
        return index
    }
}
