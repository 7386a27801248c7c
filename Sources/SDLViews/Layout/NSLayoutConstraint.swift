import Foundation

/// UIKit's `NSLayoutConstraint`: `firstItem.firstAttribute <relation>
/// multiplier × secondItem.secondAttribute + constant`, solved by the
/// window's incremental Cassowary engine (`LayoutEngine`).
///
/// As in UIKit: activating installs the constraint (on the nearest common
/// ancestor of its items, see `UIView.constraints`); changing `constant` is an
/// in-place edit of the solver (no rebuild); `priority` may change between
/// non-required values while active (changing to or from `.required` on an
/// active constraint is refused with a log, where UIKit throws). Items are
/// held weakly. A constraint whose items share no ancestor is not activated
/// and the reason is logged (UIKit raises an exception).
@MainActor
open class NSLayoutConstraint: @preconcurrency CustomStringConvertible {
    /// UIKit's `NSLayoutConstraint.Attribute`: the part of an item's layout a constraint relates, margins included.
    public enum Attribute: Int, Sendable {
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY
        case lastBaseline, firstBaseline
        case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
        case centerXWithinMargins, centerYWithinMargins
        case notAnAttribute = 0

        /// 0: x axis, 1: y axis, nil: none.
        var axis: Int? {
            switch self {
            case .left, .right, .leading, .trailing, .width, .centerX,
                .leftMargin, .rightMargin, .leadingMargin, .trailingMargin, .centerXWithinMargins:
                return 0
            case .top, .bottom, .height, .centerY, .lastBaseline, .firstBaseline,
                .topMargin, .bottomMargin, .centerYWithinMargins:
                return 1
            case .notAnAttribute: return nil
            }
        }

        var isDimension: Bool { self == .width || self == .height }

        /// Leading and trailing (and their margins): resolved by layout direction.
        var isDirectional: Bool {
            switch self {
            case .leading, .trailing, .leadingMargin, .trailingMargin: true
            default: false
            }
        }

        /// The physical attribute this one is in a layout going right to left
        /// (`rightToLeft`) or left to right: leading is right to left's right edge.
        func resolved(rightToLeft: Bool) -> Attribute {
            switch self {
            case .leading: rightToLeft ? .right : .left
            case .trailing: rightToLeft ? .left : .right
            case .leadingMargin: rightToLeft ? .rightMargin : .leftMargin
            case .trailingMargin: rightToLeft ? .leftMargin : .rightMargin
            default: self
            }
        }

        /// The plain attribute a margin attribute stands for (on the margins guide).
        var withoutMargin: Attribute? {
            switch self {
            case .leftMargin: return .left
            case .rightMargin: return .right
            case .topMargin: return .top
            case .bottomMargin: return .bottom
            case .leadingMargin: return .leading
            case .trailingMargin: return .trailing
            case .centerXWithinMargins: return .centerX
            case .centerYWithinMargins: return .centerY
            default: return nil
            }
        }
    }

    /// UIKit's `NSLayoutConstraint.Relation`: less than or equal, equal, or greater than or equal.
    public enum Relation: Int, Sendable {
        case lessThanOrEqual = -1, equal = 0, greaterThanOrEqual = 1

        var solverRelation: ConstraintRelation {
            switch self {
            case .lessThanOrEqual: return .lessThanOrEqual
            case .equal: return .equal
            case .greaterThanOrEqual: return .greaterThanOrEqual
            }
        }
    }

    public private(set) weak var firstItem: AnyObject?
    public let firstAttribute: Attribute
    public let relation: Relation
    public private(set) weak var secondItem: AnyObject?
    public let secondAttribute: Attribute
    public let multiplier: CGFloat
    public var identifier: String?

    /// Edits the solver in place when active (UIKit's cheap constant change).
    public var constant: CGFloat {
        didSet {
            guard constant != oldValue else { return }
            guard constant.isFinite else {
                SDLViewsLog.error("NSLayoutConstraint constant \(constant) is not finite; keeping \(oldValue)")
                constant = oldValue
                return
            }
            engine?.constantDidChange(self)
        }
    }

    public var priority: UILayoutPriority = .required {
        didSet {
            guard priority != oldValue else { return }
            let wasRequired = oldValue.solverPriority >= ConstraintStrength.required
            if isActive && wasRequired != (priority.solverPriority >= ConstraintStrength.required) {
                SDLViewsLog.error(
                    "cannot change the priority of active constraint \(self) from or to required; deactivate it first")
                priority = oldValue
                return
            }
            engine?.priorityDidChange(self)
        }
    }

    public private(set) var isActiveStorage = false
    /// The engine that holds this constraint now (nil while pending or inactive).
    weak var engine: LayoutEngine?
    /// The view the constraint is installed on (`UIView.constraints`).
    weak var installedView: UIView?

    public var isActive: Bool {
        get { isActiveStorage }
        set {
            guard newValue != isActiveStorage else { return }
            if newValue { LayoutEngine.activate(self) } else { LayoutEngine.deactivate(self) }
        }
    }

    /// UIKit's designated initializer. A nil `toItem` requires `.notAnAttribute`
    /// as second attribute (a constant constraint); non-finite multiplier or
    /// constant are replaced by 1 and 0 with a log.
    public convenience init(
        item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation,
        toItem view2: Any?, attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
    ) {
        self.init(
            first: view1 as AnyObject, attr1, relation, second: view2.map { $0 as AnyObject }, attr2,
            multiplier: multiplier, constant: c)
    }

    /// The designated initializer on objects: anchors use it directly, as
    /// bridging through `Any` costs a dynamic cast per constraint.
    init(
        first view1: AnyObject?, _ attr1: Attribute, _ relation: Relation, second view2: AnyObject?,
        _ attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
    ) {
        firstItem = view1
        firstAttribute = attr1
        self.relation = relation
        secondItem = view2
        secondAttribute = view2 == nil ? .notAnAttribute : attr2
        if !multiplier.isFinite || !c.isFinite {
            SDLViewsLog.error(
                "NSLayoutConstraint with non-finite multiplier \(multiplier) or constant \(c); using 1 and 0")
        }
        self.multiplier = multiplier.isFinite ? multiplier : 1
        constant = c.isFinite ? c : 0
    }

    public class func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    public class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }

    func setActiveFlag(_ active: Bool) { isActiveStorage = active }

    /// The layout item state of first/second item (views and guides), nil
    /// once the item is gone. Cached: finding it takes dynamic casts, and the
    /// engine asks several times per constraint. The cache is unretained so
    /// that it makes no cycle with the item's constraint list; it is safe
    /// because an item's state lives exactly as long as the item (a view's
    /// `ViewLayoutState` and a guide's `itemState` are never replaced), and
    /// the cache is read only while the weak item is loaded and alive. Never
    /// pass the cache `inout` or read it before that check: reading an
    /// unowned(unsafe) reference retains it, and the state of an item that
    /// is gone may already be freed.
    var firstItemState: LayoutItemState? {
        guard let item = firstItem else { return nil }
        return withExtendedLifetime(item) {
            if let cached = firstStateCache { return checked(cached, of: item) }
            let state = LayoutEngine.itemState(of: item)
            firstStateCache = state
            return state
        }
    }

    var secondItemState: LayoutItemState? {
        guard let item = secondItem else { return nil }
        return withExtendedLifetime(item) {
            if let cached = secondStateCache { return checked(cached, of: item) }
            let state = LayoutEngine.itemState(of: item)
            secondStateCache = state
            return state
        }
    }

    /// Uses leading or trailing: resolved by the layout direction of the view it is installed on.
    var isDirectional: Bool { firstAttribute.isDirectional || secondAttribute.isDirectional }

    /// Debug builds verify the cache still names the live item's state.
    private func checked(_ cached: LayoutItemState, of item: AnyObject) -> LayoutItemState {
        assert(cached.view === item || cached.guide === item, "stale layout item state cache in \(self)")
        return cached
    }

    @exclusivity(unchecked) private unowned(unsafe) var firstStateCache: LayoutItemState?
    @exclusivity(unchecked) private unowned(unsafe) var secondStateCache: LayoutItemState?

    public var description: String {
        func name(_ item: AnyObject?, _ attribute: Attribute) -> String {
            guard let item else { return "" }
            let label: String
            if let view = item as? UIView {
                label = "\(type(of: view)):0x\(String(UInt(bitPattern: ObjectIdentifier(view).hashValue), radix: 16))"
            } else if let guide = item as? UILayoutGuide {
                label = "UILayoutGuide:'\(guide.identifier)'"
            } else {
                label = "\(type(of: item))"
            }
            return "\(label).\(attribute)"
        }
        let op = relation == .equal ? "==" : (relation == .lessThanOrEqual ? "<=" : ">=")
        var rhs = secondItem == nil ? "" : name(secondItem, secondAttribute)
        if secondItem != nil && multiplier != 1 { rhs += "*\(multiplier)" }
        if constant != 0 || secondItem == nil {
            rhs += rhs.isEmpty ? "\(constant)" : (constant < 0 ? " - \(-constant)" : " + \(constant)")
        }
        let id = identifier.map { "'\($0)' " } ?? ""
        let priorityText = priority == .required ? "" : " @\(priority.rawValue)"
        return "<NSLayoutConstraint \(id)\(name(firstItem, firstAttribute)) \(op) \(rhs)\(priorityText)>"
    }
}
