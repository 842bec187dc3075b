/// Hears about a page sheet's interactive dismissal (UIKit's
/// `UIAdaptivePresentationControllerDelegate`, reduced to the dismissal hooks). Set it as the
/// presented controller's `presentationDelegate`. Every method has a default.
public protocol PresentationControllerDelegate: AnyObject {
    /// Whether a drag down may dismiss `controller` (asked when the drag begins; UIKit:
    /// `presentationControllerShouldDismiss`). Default: true.
    func presentationControllerShouldDismiss(_ controller: ViewController) -> Bool
    /// A drag tried to dismiss `controller` and was refused (`isModalInPresentation` or the
    /// answer above); called on release (UIKit: `presentationControllerDidAttemptToDismiss`).
    func presentationControllerDidAttemptToDismiss(_ controller: ViewController)
    /// A drag dismissed `controller`; called after its `viewDidDisappear` (UIKit:
    /// `presentationControllerDidDismiss`, not called for `dismiss(animated:)`).
    func presentationControllerDidDismiss(_ controller: ViewController)
}

extension PresentationControllerDelegate {
    /// True: a drag may dismiss.
    public func presentationControllerShouldDismiss(_ controller: ViewController) -> Bool { true }
    /// Does nothing.
    public func presentationControllerDidAttemptToDismiss(_ controller: ViewController) {}
    /// Does nothing.
    public func presentationControllerDidDismiss(_ controller: ViewController) {}
}
