import Foundation
@testable import SDLViews

/// A view with a fixed intrinsic content size that can be changed (and
/// invalidated), standing in for controls in layout tests.
@MainActor
final class IntrinsicView: UIView {
    var size: CGSize { didSet { invalidateIntrinsicContentSize() } }

    init(_ width: CGFloat, _ height: CGFloat) {
        size = CGSize(width: width, height: height)
        super.init(frame: .zero)
        translatesAutoresizingMaskIntoConstraints = false
    }

    required init?(coder: NSCoder) { nil }

    override var intrinsicContentSize: CGSize { size }
}

/// Records layout-cycle calls into a shared log.
@MainActor
final class LayoutRecordingView: UIView {
    var name = ""
    var log: LayoutLog?

    override func layoutSubviews() { log?.entries.append("\(name).layoutSubviews") }
    override func updateConstraints() { log?.entries.append("\(name).updateConstraints"); super.updateConstraints() }
}

@MainActor
final class LayoutLog { var entries: [String] = [] }

@MainActor
func container(_ width: CGFloat = 400, _ height: CGFloat = 300) -> UIView {
    UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
}

@MainActor
func constrained(in parent: UIView) -> UIView {
    let view = UIView()
    view.translatesAutoresizingMaskIntoConstraints = false
    parent.addSubview(view)
    return view
}
