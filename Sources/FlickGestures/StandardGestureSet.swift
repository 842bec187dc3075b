import FlickInput

/// The recognizers `flick replay --gestures` runs on one full-window view: tap,
/// double tap, two-finger tap, long press, one- and two-finger swipes in all four directions,
/// pan (any number of touches), pinch and rotation. All may recognize together, except that
/// the tap requires the double tap to fail.
public final class StandardGestureSet {
    /// One tap of one finger; requires `doubleTap` to fail.
    public let tap: TapGestureRecognizer
    /// Two taps of one finger.
    public let doubleTap: TapGestureRecognizer
    /// One tap of two fingers.
    public let twoFingerTap: TapGestureRecognizer
    /// A one-finger long press.
    public let longPress: LongPressGestureRecognizer
    /// A one-finger swipe in any direction.
    public let swipe: SwipeGestureRecognizer
    /// A two-finger swipe in any direction.
    public let twoFingerSwipe: SwipeGestureRecognizer
    /// A pan of one or more fingers.
    public let pan: PanGestureRecognizer
    /// A pinch of two or more fingers.
    public let pinch: PinchGestureRecognizer
    /// A rotation of two or more fingers.
    public let rotation: RotationGestureRecognizer

    /// Creates the set; `optimisticTap` reports single taps at once (retracted if they turn
    /// into a double tap) instead of waiting for the double tap to fail.
    public init(optimisticTap: Bool = false) {
        tap = TapGestureRecognizer(name: "tap")
        doubleTap = TapGestureRecognizer(name: "doubleTap", numberOfTapsRequired: 2)
        twoFingerTap = TapGestureRecognizer(name: "twoFingerTap", numberOfTouchesRequired: 2)
        longPress = LongPressGestureRecognizer(name: "longPress")
        let all = Set(SwipeDirection.allCases)
        swipe = SwipeGestureRecognizer(name: "swipe", directions: all)
        twoFingerSwipe = SwipeGestureRecognizer(name: "twoFingerSwipe", directions: all, numberOfTouchesRequired: 2)
        pan = PanGestureRecognizer(name: "pan")
        pinch = PinchGestureRecognizer(name: "pinch")
        rotation = RotationGestureRecognizer(name: "rotation")
        tap.isOptimistic = optimisticTap
        // Cannot throw: the set has a single requirement between two fresh recognizers.
        try? tap.require(toFail: doubleTap)
    }

    /// Every recognizer of the set, in a fixed order.
    public var all: [GestureRecognizer] {
        [doubleTap, tap, twoFingerTap, longPress, swipe, twoFingerSwipe, pan, pinch, rotation]
    }

    /// An arbiter letting all recognize together, with the set attached to `node`.
    public func makeArbiter(on node: any GestureNode) -> GestureArbiter {
        let arbiter = GestureArbiter(defaultSimultaneity: .simultaneous)
        for recognizer in all { arbiter.attach(recognizer, to: node) }
        return arbiter
    }

    /// The JSON gesture name of an event's recognizer: "tap", "doubleTap", "twoFingerTap",
    /// "longPress", "swipe", "pan", "pinch" or "rotation".
    public static func kind(of recognizer: GestureRecognizer) -> String {
        switch recognizer {
        case let tap as TapGestureRecognizer:
            if tap.numberOfTapsRequired >= 2 { return "doubleTap" }
            return tap.numberOfTouchesRequired >= 2 ? "twoFingerTap" : "tap"
        case is LongPressGestureRecognizer: return "longPress"
        case is SwipeGestureRecognizer: return "swipe"
        case is PanGestureRecognizer: return "pan"
        case is PinchGestureRecognizer: return "pinch"
        case is RotationGestureRecognizer: return "rotation"
        default: return recognizer.name
        }
    }

    /// The JSON gesture names in the summary's key order.
    public static let kinds = ["doubleTap", "longPress", "pan", "pinch", "rotation", "swipe", "tap", "twoFingerTap"]
}
