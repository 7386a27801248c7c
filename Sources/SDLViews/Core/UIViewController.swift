import Foundation

/// UIKit's `UIViewController`, minimal: a lazily loaded root view, the load and
/// appearance callbacks, and layout callbacks around its view's `layoutSubviews`.
@MainActor
open class UIViewController: UIResponder {
    private var viewStorage: UIView?
    open var title: String?

    /// UIKit's `init()`: `init(nibName: nil, bundle: nil)`.
    public override convenience init() { self.init(nibName: nil, bundle: nil) }

    /// UIKit's designated initializer, which subclasses call with
    /// `super.init(nibName: nil, bundle: nil)`. Nibs do not exist here: the
    /// names are kept (`nibName`, `nibBundle`) and `loadView()` makes the view.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        nibName = nibNameOrNil
        nibBundle = nibBundleOrNil
        super.init()
    }

    /// UIKit's designated coder initializer (nothing is decoded; it never fails).
    public required init?(coder: NSCoder) { super.init() }

    public private(set) var nibName: String?
    public private(set) var nibBundle: Bundle?

    /// The root view, created by `loadView()` on first access, then `viewDidLoad()`.
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return viewStorage
        }
        set {
            viewStorage?.viewControllerStorage = nil
            viewStorage = newValue
            newValue?.viewControllerStorage = self
        }
    }

    open var viewIfLoaded: UIView? { viewStorage }
    open var isViewLoaded: Bool { viewStorage != nil }

    open func loadViewIfNeeded() {
        guard viewStorage == nil else { return }
        loadView()
        if viewStorage == nil { view = UIView(frame: UIScreen.main.bounds) }
        viewDidLoad()
    }

    /// Creates the root view; the default makes a plain view the size of the screen.
    open func loadView() { view = UIView(frame: UIScreen.main.bounds) }
    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}
    open func viewWillLayoutSubviews() {}
    open func viewDidLayoutSubviews() {}
    /// Runs in the update-constraints pass right after the view's `updateConstraints()`.
    open func updateViewConstraints() {}
    /// Added to the safe area insets of the view and its subviews, as UIKit.
    open var additionalSafeAreaInsets: UIEdgeInsets = .zero { didSet { viewIfLoaded?.setNeedsLayout() } }

    /// After the view controller: its view's superview, as UIKit.
    open override var next: UIResponder? { viewStorage?.superview }

    override var responderWindow: UIWindow? { viewStorage?.window }

    func notifyAppearance(appearing: Bool) {
        if appearing {
            viewWillAppear(false); viewDidAppear(false)
        } else {
            viewWillDisappear(false); viewDidDisappear(false)
        }
    }
}

/// Installing a window's root view controller: the old one's view leaves, the
/// new one's view fills the window and follows its size.
@MainActor
enum RootViewControllerTransition {
    static func replace(_ old: UIViewController?, with new: UIViewController?, in window: UIWindow) {
        guard old !== new else { return }
        let visible = !window.isHidden
        if let old, old.isViewLoaded {
            if visible { old.viewWillDisappear(false) }
            old.view.removeFromSuperview()
            if visible { old.viewDidDisappear(false) }
        }
        guard let new else { return }
        let view: UIView = new.view
        view.frame = window.bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        if visible { new.viewWillAppear(false) }
        window.addSubview(view)
        if visible { new.viewDidAppear(false) }
    }
}
