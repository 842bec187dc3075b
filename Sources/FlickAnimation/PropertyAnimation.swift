/// An animation of one property named by a key path (`CAPropertyAnimation`), generic over
/// the property's value type.
///
/// - `isAdditive`: the value is added to the value underneath (the model value or the
///   animations added before) instead of replacing it; transforms concatenate.
/// - `isCumulative`: each repeat cycle builds on the previous: cycle k adds k times the
///   value at the end of one cycle.
public class PropertyAnimation<Value: Interpolatable>: Animation {
    /// The animated key path (`"position"`, `"opacity"`, `"transform.rotation.z"`, …).
    public var keyPath: String
    /// Add to the underlying value rather than replace it.
    public var isAdditive: Bool = false
    /// Accumulate across repeat cycles.
    public var isCumulative: Bool = false
    /// True once a key-path/type mismatch has been logged (logged once, not every frame).
    private var hasWarnedAboutKeyPath = false

    /// Creates an animation of `keyPath`.
    public init(keyPath: String, timing: MediaTiming = MediaTiming(), timingFunction: TimingFunction? = nil) {
        self.keyPath = keyPath
        super.init(timing: timing, timingFunction: timingFunction)
    }

    /// The animated key paths: just `keyPath`.
    public override var animatedKeyPaths: [String] { [keyPath] }

    /// The raw value at eased progress `progress` (0…1, may overshoot with a curve),
    /// given the model value. Subclasses override this.
    public func value(atProgress progress: Double, modelValue: Value) -> Value { modelValue }

    /// The value one cycle ends on (the basis of cumulative repeats).
    public func cycleEndValue(modelValue: Value) -> Value { value(atProgress: 1, modelValue: modelValue) }

    /// The animated value at parent time `time`, or `nil` when the animation has no
    /// effect then. `underlyingValue` (default: the model value) is what an additive
    /// animation adds to.
    public func value(at time: Double, modelValue: Value, underlyingValue: Value? = nil) -> Value? {
        guard let (progress, iteration) = easedProgress(at: time) else { return nil }
        var result = value(atProgress: progress, modelValue: modelValue)
        if isCumulative, iteration > 0 {
            result = result.adding(cycleEndValue(modelValue: modelValue).scaled(by: Double(iteration)))
        }
        if isAdditive { result = (underlyingValue ?? modelValue).adding(result) }
        return result
    }

    /// Sets `keyPath` on `presentation` to the animated value (nothing outside the
    /// active interval without fill, or when the key path holds another type).
    public override func apply<Target: AnimationTarget>(to presentation: inout Target, model: Target, at time: Double) {
        guard let modelValue = model.animatableValue(forKeyPath: keyPath) as? Value else {
            if !hasWarnedAboutKeyPath {
                hasWarnedAboutKeyPath = true
                log.warning("animation of \(keyPath): no \(Value.self) value at that key path; it has no effect")
            }
            return
        }
        let underlying = presentation.animatableValue(forKeyPath: keyPath) as? Value
        guard let value = value(at: time, modelValue: modelValue, underlyingValue: underlying) else { return }
        presentation.setAnimatableValue(value, forKeyPath: keyPath)
    }
}
