import Foundation

/// A row lifted by its reorder grip.
struct TableReorderState {
    let source: IndexPath
    let cell: UITableViewCell
    /// The lifted row's height (the rows it passes move by as much).
    let height: CGFloat
    /// The finger's distance below the cell's top when it was lifted.
    let grab: CGFloat
    /// Where the table proposed the row goes (before the delegate's redirect).
    var proposed: IndexPath
    /// Where the row goes on drop (after the delegate's redirect).
    var target: IndexPath
}
