/// A single-segment animation between two values (`CABasicAnimation`).
///
/// A missing end takes the **model** value, Core Animation's actual rule (research note
/// §1 "Value semantics" [WL]):
///
/// | given | interpolates |
/// |---|---|
/// | from, to | from → to |
/// | from, by | from → from + by |
/// | by, to | to − by → to |
/// | from | from → model |
/// | to | model → to |
/// | by | model → model + by |
/// | none | `capturedFromValue` (the presentation value when added) → model |
public class BasicAnimation<Value: Interpolatable>: PropertyAnimation<Value> {
    /// The start value.
    public var fromValue: Value?
    /// The end value.
    public var toValue: Value?
    /// The change relative to the other end.
    public var byValue: Value?
    /// The value the layer showed when the animation was added; used when no end is given
    /// (implicit animations set it).
    public var capturedFromValue: Value?

    /// Creates a basic animation of `keyPath`.
    public init(keyPath: String, from: Value? = nil, to: Value? = nil, by: Value? = nil,
                duration: Double = 0, timingFunction: TimingFunction? = nil) {
        fromValue = from
        toValue = to
        byValue = by
        super.init(keyPath: keyPath, timing: MediaTiming(duration: duration), timingFunction: timingFunction)
    }

    /// The two ends after Core Animation's rules, given the model value.
    public func endValues(modelValue: Value) -> (from: Value, to: Value) {
        switch (fromValue, toValue, byValue) {
        case let (from?, to?, _): return (from, to)
        case let (from?, nil, by?): return (from, from.adding(by))
        case let (nil, to?, by?): return (to.subtracting(by), to)
        case let (from?, nil, nil): return (from, modelValue)
        case let (nil, to?, nil): return (modelValue, to)
        case let (nil, nil, by?): return (modelValue, modelValue.adding(by))
        case (nil, nil, nil): return (capturedFromValue ?? modelValue, modelValue)
        }
    }

    /// `from` + (`to` − `from`)·progress after the missing-end rules.
    public override func value(atProgress progress: Double, modelValue: Value) -> Value {
        let (from, to) = endValues(modelValue: modelValue)
        return from.interpolated(to: to, fraction: progress)
    }
}
