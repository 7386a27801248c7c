import Foundation

/// The check tables and collection views share on one batch update: each old
/// row or item may leave (deleted or moved from) or be reloaded only once,
/// and each new row or item may arrive (inserted or moved to) only once.
/// UIKit raises an exception for such a batch; SDLViews logs the returned
/// message and the caller reloads instead, so the list never shows a count
/// that differs from its data source's (a move counted twice passes the
/// per-section count check but leaves one row too many or too few).
enum BatchUpdateValidation {
    /// UIKit's message for the first old or new path named twice, or nil when the batch names each once.
    /// `unit` is "row" or "item"; deletes, reloads and inserts may hold repeats of the same path
    /// (a `Set` in the table's recorder), which count once.
    static func repeatedPathReason(
        deletes: [IndexPath], reloads: [IndexPath], inserts: [IndexPath],
        moves: [(from: IndexPath, to: IndexPath)], unit: String
    ) -> String? {
        let deleted = Set(deletes)
        var movedFrom = Set<IndexPath>()
        for move in moves {
            if deleted.contains(move.from) {
                return "Invalid update: attempt to perform a delete and a move from the same index path \(move.from)"
            }
            if !movedFrom.insert(move.from).inserted {
                return "Invalid update: attempt to move the \(unit) at index path \(move.from) more than once"
            }
        }
        if let both = Set(reloads).first(where: { deleted.contains($0) || movedFrom.contains($0) }) {
            return "Invalid update: attempt to delete or move and reload the same index path \(both)"
        }
        let inserted = Set(inserts)
        var movedTo = Set<IndexPath>()
        for move in moves {
            if inserted.contains(move.to) {
                return "Invalid update: attempt to perform an insert and a move to the same index path \(move.to)"
            }
            if !movedTo.insert(move.to).inserted {
                return "Invalid update: attempt to move two \(unit)s to the same index path \(move.to)"
            }
        }
        return nil
    }
}
