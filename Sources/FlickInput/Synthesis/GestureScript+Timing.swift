extension GestureScript {
    /// Default durations of scripted gestures (the text steps, FlickTesting's `WindowTester`),
    /// seconds (ours: a quick tap, a press past the recognizers' 0.5 s, taps of a double tap
    /// within their 0.3 s, a stroke short enough to fling, moves slow enough to follow).
    public enum Timing {
        /// A tap's contact.
        public static let tap = 0.08
        /// The pause between the taps of `double-tap`.
        public static let doubleTapGap = 0.12
        /// A long press's contact.
        public static let longPress = 0.8
        /// A drag's move.
        public static let drag = 0.4
        /// A swipe's stroke.
        public static let swipe = 0.15
        /// A fling's stroke: short, so the release keeps the stroke's speed.
        public static let fling = 0.1
        /// A pinch's or rotation's move.
        public static let twoFingerMove = 0.5
    }
}
