import Foundation

extension UIViewController {
    /// `loadView()`'s default: the storyboard scene's view, the nib's, or a plain view.
    func loadViewFromInterfaceBuilder() {
        loadInterfaceBuilderView()
        if viewIfLoaded == nil { view = UIView(frame: UIScreen.main.bounds) }
    }

    /// The storyboard scene's view or the nib's, when the controller has either
    /// (list controllers make their own list view otherwise).
    func loadInterfaceBuilderView() {
        if let storyboard = interfaceBuilderSource.storyboard, let scene = interfaceBuilderSource.scene {
            storyboard.loadView(of: scene, into: self)
        } else if let nibName {
            loadView(fromNibNamed: nibName, bundle: nibBundle ?? .main, required: true)
        } else if let nibBundle {
            loadView(fromNibNamed: defaultNibName, bundle: nibBundle, required: false)
        }
    }

    /// A list controller's `loadView()`: the file's view when it is a `List`,
    /// else (logged when the file had another view) a new one from `make`, the
    /// size of the screen and resizing with it.
    func loadListView<List: UIScrollView>(_ make: () -> List) -> List {
        loadInterfaceBuilderView()
        if let list = viewIfLoaded as? List { return list }
        if let loaded = viewIfLoaded {
            SDLViewsLog.error(
                "\(type(of: self)) loaded a view that is not a \(List.self) (\(type(of: loaded))); using a new one")
        }
        let list = make()
        list.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view = list
        return list
    }

    /// UIKit's default nib name: the class name without its module.
    var defaultNibName: String { String(describing: type(of: self)) }

    private func loadView(fromNibNamed name: String, bundle: Bundle, required: Bool) {
        guard let url = InterfaceBuilderFile.url(named: name, extension: "xib", in: bundle) else {
            if required {
                SDLViewsLog.error("Could not load NIB in bundle: '\(bundle.bundlePath)' with name '\(name)'")
            }
            return
        }
        let topLevel = UINib(file: InterfaceBuilderFile(contentsOf: url)).instantiate(withOwner: self)
        guard viewIfLoaded == nil else { return }
        SDLViewsLog.error(
            "\(type(of: self)) loaded the \"\(name)\" nib but the view outlet was not set; using its first view")
        if let first = topLevel.lazy.compactMap({ $0 as? UIView }).first { view = first }
    }

    /// Hot reload: builds the view again from its file, in the old view's place
    /// (superview, position among siblings, frame); `viewDidLoad()` runs again.
    func reloadViewFromInterfaceBuilder() {
        guard let old = viewIfLoaded else { return }
        let superview = old.superview
        let index = superview?.subviews.firstIndex { $0 === old }
        let frame = old.frame
        view = nil
        loadViewIfNeeded()
        guard let new = viewIfLoaded else { return }
        new.frame = frame
        if let superview, let index {
            old.removeFromSuperview()
            superview.insertSubview(new, at: min(index, superview.subviews.count))
        }
    }
}
