/// A page sheet's interactive dismissal, as a state machine (drawn in FlickUI.docc,
/// ScreensAndSheets.md): a drag down follows the finger (or, when the sheet refuses,
/// rubber-bands), then the release finishes or cancels in a spring.
struct SheetDismissal {
    /// Where the dismissal is.
    enum State: Equatable {
        /// Following the finger, at `progress` (0 = the sheet at its top, 1 = off the bottom).
        case tracking(progress: Double)
        /// The sheet refuses (`isModalInPresentation`, or its delegate said no): it moves a
        /// damped `offset` (points) of the drag.
        case refusing(offset: Double)
        /// Released past the decision: sliding off.
        case finishing
        /// Released short of it, or refused: springing back to the top.
        case cancelling
    }

    /// Where it is.
    private(set) var state: State

    /// A dismissal begun by a drag; `refusing` when the sheet may not be dismissed.
    init(refusing: Bool) {
        state = refusing ? .refusing(offset: 0) : .tracking(progress: 0)
    }

    /// True while the finger drives it.
    var isInteractive: Bool {
        switch state {
        case .tracking, .refusing: true
        case .finishing, .cancelling: false
        }
    }

    /// The finger moved: `translation` points down on a sheet `height` points tall. Tracking
    /// follows it (clamped to 0…1 of the height); refusing shows its rubber band.
    mutating func update(translation: Double, height: Double) {
        switch state {
        case .tracking:
            state = .tracking(progress: min(max(translation / max(height, 1), 0), 1))
        case .refusing:
            state = .refusing(offset: ViewController.sheetRefusalOffset(forDrag: translation, height: height))
        case .finishing, .cancelling:
            break
        }
    }

    /// The finger lifted: finish when `finishing` and not refusing, else cancel. Only while
    /// interactive; returns whether it finishes.
    @discardableResult
    mutating func release(finishing: Bool) -> Bool {
        switch state {
        case .tracking:
            state = finishing ? .finishing : .cancelling
            return finishing
        case .refusing:
            state = .cancelling
            return false
        case .finishing, .cancelling:
            return false
        }
    }

    /// True when the end of its animation dismisses the sheet.
    var completes: Bool { state == .finishing }
}
