import Foundation

/// The editing layout of a cell: the editing control slides in from the
/// leading edge and indents the content, the reorder grip from the trailing
/// edge; the swipe actions push everything sideways and show their buttons in
/// the space left.
extension UITableViewCell: SwipeableCell {
    static let editingIndent: CGFloat = 38
    static let editingDuration: TimeInterval = 0.3

    func setEditingImplementation(_ editing: Bool, animated: Bool) {
        guard editing != editingState else { return }
        editingState = editing
        setNeedsUpdateConfiguration()
        guard animated && window != nil else { return layoutIfNeeded() }
        UIView.animate(withDuration: Self.editingDuration) { self.layoutIfNeeded() }
    }

    var showsEditingControl: Bool { editingState && tableEditingStyle != .none }
    var showsReorderGrip: Bool { editingState && showsReorderControl && tableAllowsMove }

    var editingLeadingInset: CGFloat {
        showsEditingControl && shouldIndentWhileEditing && tableIndents ? Self.editingIndent : 0
    }
    var editingTrailingWidth: CGFloat { showsReorderGrip ? TableCellReorderControl.width : 0 }

    /// The controls are made on first use and stay, hidden outside the cell, so showing them can slide.
    func layoutEditingControls() {
        guard hasEditingControls || editingState else { return }
        if !hasEditingControls {
            hasEditingControls = true
            UIView.performWithoutAnimation {
                addSubview(editingControl)
                addSubview(reorderControl)
                placeEditingControls(shown: false, grip: false)
            }
        }
        editingControl.style = tableEditingStyle
        placeEditingControls(shown: showsEditingControl, grip: showsReorderGrip)
    }

    private func placeEditingControls(shown: Bool, grip: Bool) {
        let width = TableCellEditingControl.width
        // Bounds and centre, not frame: the control turns while the confirmation shows.
        editingControl.bounds = CGRect(x: 0, y: 0, width: width, height: bounds.height)
        editingControl.center = CGPoint(x: (shown ? 0 : -width) + width / 2, y: bounds.height / 2)
        let turn = showingDeleteConfirmation ? CGAffineTransform(rotationAngle: -.pi / 2) : .identity
        if editingControl.transform != turn { editingControl.transform = turn }
        editingControl.alpha = shown ? 1 : 0
        let gripWidth = TableCellReorderControl.width
        reorderControl.frame = CGRect(
            x: grip ? bounds.width - gripWidth : bounds.width, y: 0, width: gripWidth, height: bounds.height)
        // The delete confirmation takes the grip's place, as UIKit.
        reorderControl.alpha = grip && !showingDeleteConfirmation ? 1 : 0
    }

    /// The grip's frame in the cell while it shows, for the table's reorder recognizer.
    var reorderGripFrame: CGRect? { showsReorderGrip ? reorderControl.frame : nil }
    /// The editing control's unturned frame in the cell while it shows.
    var editingControlFrame: CGRect? {
        guard showsEditingControl else { return nil }
        let size = editingControl.bounds.size
        let centre = editingControl.center
        return CGRect(
            x: centre.x - size.width / 2, y: centre.y - size.height / 2, width: size.width, height: size.height)
    }

    // MARK: Swipe actions

    var swipeMovingViews: [UIView] {
        let views: [UIView?] = [
            contentView, accessoryHost, backgroundView, selectedBackgroundView, separatorLine,
            hasEditingControls ? editingControl : nil, hasEditingControls ? reorderControl : nil
        ]
        return views.compactMap { $0 }
    }

    var swipeActionsAnchor: UIView? { separatorLine }
}
