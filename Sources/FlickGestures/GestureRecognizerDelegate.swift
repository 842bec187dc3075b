import FlickInput

/// Lets an owner steer a recognizer, after `UIGestureRecognizerDelegate` [U1]. Every method
/// has a default (begin: yes; receive: yes; simultaneous: no).
public protocol GestureRecognizerDelegate: AnyObject {
    /// Asked when `recognizer`'s rule is met, before it begins or is recognized; returning
    /// false fails it.
    func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool
    /// Asked when a touch starts; returning false keeps the touch from `recognizer`.
    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool
    /// Asked when one of the two would exclude the other; returning true lets both recognize.
    func gestureRecognizer(_ recognizer: GestureRecognizer,
                           shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool
}

extension GestureRecognizerDelegate {
    /// Default: begin.
    public func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool { true }
    /// Default: receive every touch.
    public func gestureRecognizer(_ recognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool { true }
    /// Default: exclusive.
    public func gestureRecognizer(_ recognizer: GestureRecognizer,
                                  shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool { false }
}
