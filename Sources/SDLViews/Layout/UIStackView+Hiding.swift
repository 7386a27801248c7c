import Foundation

/// UIKit's hiding of arranged subviews. A hidden arranged view stays in the
/// stack's constraints with a zero size along the axis ("UISV-hiding"), placed
/// after the previous visible view, so hiding or showing it inside an
/// animation block shrinks or grows it while its siblings move. Hiding inside
/// a block reports `isHidden == true` at once (no hit testing, no room taken)
/// but keeps the layer visible until the block ends, as UIKit does; showing is
/// visible at once. The last value set wins when a block ends. In a
/// `UIViewPropertyAnimator` the layer hides when the animator ends, however
/// it ends (finished, stopped or reversed to the start).
extension UIStackView {
    func arrangedSubview(_ view: UIView, setHidden hidden: Bool) {
        let block = runtime.viewAnimationStack.observableBlock
        if hidden, let block, !view.layer.isHidden {
            let serial = runtime.viewAnimationStack.nextSerial()
            view.layoutStateOrCreate.stackHidingSerial = serial
            block.finishObservers.append { [weak view] _ in
                if let view { UIStackView.finishHiding(view, serial: serial) }
            }
        } else {
            view.layoutState?.stackHidingSerial = nil
            view.layer.isHidden = hidden
        }
        setNeedsUpdateConstraints()
        // Inside an animation block the new frames are laid out now, so they animate.
        if UIView.inheritedAnimationDuration > 0 { (window ?? LayoutEngine.hierarchyRoot(of: self)).layoutIfNeeded() }
    }

    /// Hides the layer if `serial` is still the view's pending hide (a later
    /// show or hide replaced it otherwise).
    static func finishHiding(_ view: UIView, serial: Int?) {
        guard let serial, let state = view.layoutState, state.stackHidingSerial == serial else { return }
        state.stackHidingSerial = nil
        view.layer.isHidden = true
    }

    /// Hidden views: zero size along the axis after the previous visible view
    /// (no spacing), and across it the alignment's position only, so that
    /// they never size the stack.
    func hidingConstraints(_ e: Edges, firstVisible: UIView?) -> [NSLayoutConstraint] {
        var result: [NSLayoutConstraint] = []
        var previousVisible: UIView?
        for view in arrangedSubviews {
            guard view.isHidden else { previousVisible = view; continue }
            result.append(constraint(view, e.size, .equal, nil, .notAnAttribute, "UISV-hiding"))
            result.append(
                previousVisible.map { constraint(view, e.lead, .equal, $0, e.trail, "UISV-hiding") }
                    ?? constraint(view, e.lead, .equal, canvas, e.lead, "UISV-hiding"))
            result += hiddenAlignmentConstraints(view, firstVisible: firstVisible, e)
        }
        return result
    }

    private func hiddenAlignmentConstraints(_ view: UIView, firstVisible: UIView?, _ e: Edges) -> [NSLayoutConstraint] {
        var alignment = self.alignment
        if axis == .vertical && (alignment == .firstBaseline || alignment == .lastBaseline) { alignment = .fill }
        switch alignment {
        case .fill:
            // Stretched to the stack but never growing it: a view whose content
            // resists (compression) keeps its own size across the axis.
            return [
                constraint(view, e.crossLead, .equal, canvas, e.crossLead, "UISV-alignment"),
                constraint(
                    view, e.crossSize, .greaterThanOrEqual, canvas, e.crossSize, priority: 999, "UISV-alignment"),
                constraint(view, e.crossSize, .equal, canvas, e.crossSize, priority: 1, "UISV-alignment")
            ]
        case .leading:
            return [constraint(view, e.crossLead, .equal, canvas, e.crossLead, "UISV-alignment")]
        case .trailing:
            return [constraint(view, e.crossTrail, .equal, canvas, e.crossTrail, "UISV-alignment")]
        case .center:
            return [constraint(view, e.crossCenter, .equal, canvas, e.crossCenter, "UISV-alignment")]
        case .firstBaseline, .lastBaseline:
            let baseline: NSLayoutConstraint.Attribute = alignment == .firstBaseline ? .firstBaseline : .lastBaseline
            guard let firstVisible else { return [constraint(view, .top, .equal, canvas, .top, "UISV-alignment")] }
            return [constraint(view, baseline, .equal, firstVisible, baseline, "UISV-alignment")]
        }
    }
}
