import Foundation

/// Row queries in content coordinates and scrolling a row into view.
extension UITableView {
    func rowsImplementation(in rect: CGRect) -> [IndexPath] {
        loadDataIfNeeded()
        var result: [IndexPath] = []
        var path = geometry.firstRow(endingBelow: rect.minY)
        while let current = path, let span = geometry.rowSpan(current), span.y < rect.maxY {
            result.append(current)
            path = geometry.row(after: current)
        }
        return result
    }

    func scrollToRowImplementation(at indexPath: IndexPath, at position: ScrollPosition, animated: Bool) {
        loadDataIfNeeded()
        guard geometry.contains(indexPath) else {
            SDLViewsLog.error("UITableView.scrollToRow: no row at \(indexPath); not scrolled")
            return
        }
        // Rows measured on the way may move the target: repeat until it stays (a few passes at most).
        for _ in 0..<(animated ? 1 : 4) {
            guard let offset = targetOffset(for: indexPath, at: position), offset != contentOffset.y else { return }
            setContentOffset(CGPoint(x: contentOffset.x, y: offset), animated: animated)
            if !animated { layoutIfNeeded() }
        }
    }

    private func targetOffset(for indexPath: IndexPath, at position: ScrollPosition) -> CGFloat? {
        guard let rect = rowRect(indexPath) else { return nil }
        let inset = adjustedContentInset
        let visibleTop = contentOffset.y + inset.top
        let visibleBottom = contentOffset.y + bounds.height - inset.bottom
        let wanted: CGFloat
        switch position {
        case .top: wanted = rect.minY - inset.top
        case .middle: wanted = rect.midY - (bounds.height - inset.top - inset.bottom) / 2 - inset.top
        case .bottom: wanted = rect.maxY - bounds.height + inset.bottom
        case .none:
            if rect.minY >= visibleTop && rect.maxY <= visibleBottom { return nil }
            wanted = rect.minY < visibleTop ? rect.minY - inset.top : rect.maxY - bounds.height + inset.bottom
        }
        let lowest = -inset.top
        let highest = max(lowest, geometry.contentHeight + inset.bottom - bounds.height)
        return min(max(wanted, lowest), highest)
    }
}
