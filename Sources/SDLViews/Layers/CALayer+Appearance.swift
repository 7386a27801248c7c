import Foundation

/// Core Animation's appearance properties beyond background and corners:
/// contents placement, borders, shadows and masks. The compositor draws them
/// (`Compositor+Appearance`); animatable ones go through the same actions and
/// animations as geometry (`LayerKeyPath`).
extension CALayer {
    var contentsGravityImplementation: CALayerContentsGravity {
        get { state.appearance.contentsGravity }
        set { setAppearance(\.contentsGravity, newValue) }
    }

    var contentsRectImplementation: CGRect {
        get { state.appearance.contentsRect }
        set {
            setAppearance(
                \.contentsRect, newValue, animating: "contentsRect",
                if: newValue.isFinite && newValue.width >= 0 && newValue.height >= 0)
        }
    }

    var magnificationFilterImplementation: CALayerContentsFilter {
        get { state.appearance.magnificationFilter }
        set { setAppearance(\.magnificationFilter, newValue) }
    }

    var minificationFilterImplementation: CALayerContentsFilter {
        get { state.appearance.minificationFilter }
        set { setAppearance(\.minificationFilter, newValue) }
    }

    var minificationFilterBiasImplementation: Float {
        get { state.appearance.minificationFilterBias }
        set {
            guard newValue.isFinite else { return LayerGeometry.reject("minificationFilterBias", of: self) }
            setAppearance(\.minificationFilterBias, newValue)
        }
    }

    var allowsEdgeAntialiasingImplementation: Bool {
        get { state.appearance.allowsEdgeAntialiasing }
        set { setAppearance(\.allowsEdgeAntialiasing, newValue) }
    }

    var edgeAntialiasingMaskImplementation: CAEdgeAntialiasingMask {
        get { state.appearance.edgeAntialiasingMask }
        set { setAppearance(\.edgeAntialiasingMask, newValue) }
    }

    var maskedCornersImplementation: CACornerMask {
        get { state.appearance.maskedCorners }
        set { setAppearance(\.maskedCorners, newValue) }
    }

    var cornerCurveImplementation: CALayerCornerCurve {
        get { state.appearance.cornerCurve }
        set { setAppearance(\.cornerCurve, newValue) }
    }

    var borderWidthImplementation: CGFloat {
        get { state.appearance.borderWidth }
        set { setAppearance(\.borderWidth, max(newValue, 0), animating: "borderWidth", if: newValue.isFinite) }
    }

    var borderColorImplementation: CGColor? {
        get { state.appearance.borderColor }
        set { setAppearance(\.borderColor, newValue, animating: "borderColor") }
    }

    var shadowColorImplementation: CGColor? {
        get { state.appearance.shadowColor }
        set { setAppearance(\.shadowColor, newValue, animating: "shadowColor") }
    }

    var shadowOpacityImplementation: Float {
        get { state.appearance.shadowOpacity }
        set {
            setAppearance(\.shadowOpacity, min(max(newValue, 0), 1), animating: "shadowOpacity", if: !newValue.isNaN)
        }
    }

    var shadowOffsetImplementation: CGSize {
        get { state.appearance.shadowOffset }
        set { setAppearance(\.shadowOffset, newValue, animating: "shadowOffset", if: newValue.isFinite) }
    }

    var shadowRadiusImplementation: CGFloat {
        get { state.appearance.shadowRadius }
        set {
            if newValue.isFinite, newValue > ShadowRenderer.maximumRadius {
                SDLViewsLog.error(
                    "shadowRadius \(newValue) is beyond the largest shadow blur (\(ShadowRenderer.maximumRadius)); clamped"
                )
            }
            setAppearance(
                \.shadowRadius, min(max(newValue, 0), ShadowRenderer.maximumRadius), animating: "shadowRadius",
                if: newValue.isFinite)
        }
    }

    var shadowPathImplementation: CGPath? {
        get { state.appearance.shadowPath }
        set {
            guard newValue !== state.appearance.shadowPath else { return }
            state.appearance.shadowPath = newValue
            modelDidChange()
        }
    }

    func contentsAreFlippedImplementation() -> Bool { false }

    /// The common path of appearance setters: unchanged values do nothing;
    /// animatable ones run their action (implicit animation or UIView block).
    func setAppearance<Value: Equatable>(
        _ key: WritableKeyPath<LayerAppearance.Values, Value>, _ value: Value, animating name: String? = nil
    ) {
        guard state.appearance[dynamicMember: key] != value else { return }
        changeAppearance(animating: name) { $0[dynamicMember: key] = value }
    }

    /// An animatable setter that refuses bad input: when `valid` is false the
    /// value is logged and ignored and the old one stays.
    func setAppearance<Value: Equatable>(
        _ key: WritableKeyPath<LayerAppearance.Values, Value>, _ value: Value, animating name: String, if valid: Bool
    ) {
        guard valid else { return LayerGeometry.reject(name, of: self) }
        setAppearance(key, value, animating: name)
    }

    /// An animatable value of a layer subclass (stored with the appearance so
    /// animations interpolate it like any other key path).
    func customValue(_ key: String) -> AnimatableValue? { state.appearance.custom[key] }

    /// Setting nil removes the value without an animation.
    func setCustomValue(_ key: String, _ value: AnimatableValue?) {
        guard state.appearance.custom[key] != value else { return }
        changeAppearance(animating: key, canAnimate: value != nil) { $0.custom[key] = value }
    }

    /// `setCustomValue` refusing bad input: when `valid` is false the value is
    /// logged and ignored and the old one stays.
    func setCustomValue(_ key: String, _ value: AnimatableValue, if valid: Bool) {
        guard valid else { return LayerGeometry.reject(key, of: self) }
        setCustomValue(key, value)
    }

    /// Writes a changed appearance value; with an animatable key that had a
    /// value, the content changes and the key's action runs from the old value.
    private func changeAppearance(
        animating name: String?, canAnimate: Bool = true, _ write: (inout LayerAppearance) -> Void
    ) {
        let old = name.flatMap { LayerKeyPath.value(of: $0, in: state) }
        write(&state.appearance)
        guard let name, let old, canAnimate else { return modelDidChange() }
        contentDidChange()
        runAction(forKey: name, from: old)
    }

    func maskDidChange(from old: CALayer?) {
        guard old !== mask else { return }
        runtime.windowMembershipEpoch &+= 1
        if let old, old.maskOwner === self { old.maskOwner = nil }
        if let mask {
            guard !isSelfOrAncestor(mask) else {
                SDLViewsLog.error("refused to use a layer or one of its ancestors as its own mask")
                self.mask = nil
                return
            }
            mask.removeFromSuperlayer()
            if let previous = mask.maskOwner, previous !== self { previous.mask = nil }
            mask.maskOwner = self
            if let host = rootLayer.host { mask.enqueuePendingDisplays(into: host) }
        }
        contentDidChange()
    }
}
