/// Something whose properties animations drive by key path (a layer's property set):
/// values are read and written as `Interpolatable` existentials, like key-value coding.
public protocol AnimationTarget {
    /// The value at `keyPath` (`"position"`, `"transform.scale"`, …), or `nil` when the
    /// key path is unknown.
    func animatableValue(forKeyPath keyPath: String) -> (any Interpolatable)?
    /// Sets the value at `keyPath`; returns false when the key path is unknown or the
    /// value has the wrong type.
    @discardableResult
    mutating func setAnimatableValue(_ value: any Interpolatable, forKeyPath keyPath: String) -> Bool
}
