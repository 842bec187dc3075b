import FlickUI

extension WindowTester {
    /// `settle(timeout:)` gave up: the window still moved after `timeout` seconds of frames.
    public struct NotSettled: Error, CustomStringConvertible {
        /// The virtual time waited, seconds.
        public var timeout: Double
        /// What still kept the window from settling, as `Window.isSettled` checks it.
        public var reasons: [String]

        /// Names what keeps `window` from settling.
        init(timeout: Double, window: Window) {
            self.timeout = timeout
            var reasons: [String] = []
            if window.hasTouchesDown { reasons.append("a touch is still down (a gesture script that never lifts)") }
            if let deadline = window.nextDeadline {
                reasons.append("a recognizer waits on a deadline at \(deadline) s")
            }
            let animating = window.subtree.filter { $0.layer.hasAnimations }.map(\.debugName)
            if !animating.isEmpty { reasons.append("layers animate: " + animating.joined(separator: ", ")) }
            if let field = window.firstResponder as? TextField {
                // The caret blinks for as long as the field edits (UIKit's text fields do too).
                reasons.append("\(field.debugName) is editing and its caret blinks: pump a fixed time while a field edits")
            }
            if reasons.isEmpty {
                reasons.append("a view moves by itself (a scroll view decelerating) or a content transition runs")
            }
            self.reasons = reasons
        }

        /// The timeout and the reasons, in one sentence.
        public var description: String {
            "the window did not settle within \(timeout) s: " + reasons.joined(separator: "; ")
        }
    }
}
