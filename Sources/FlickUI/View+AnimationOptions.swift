import FlickAnimation

extension View {
    /// Options of `animate(withDuration:delay:options:animations:completion:)`
    /// (`UIView.AnimationOptions`): behaviour flags and one timing curve. The curve is a
    /// two-bit field as in UIKit; with none given it is ease-in-ease-out.
    public struct AnimationOptions: OptionSet, Hashable, Sendable {
        /// The bits.
        public let rawValue: UInt32
        /// Creates options from their bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        /// The animating views stay hit-testable, at their on-screen (presentation)
        /// position; without it they ignore touches until the animation ends (UIKit).
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// A property already animating starts from its on-screen value (and, with a
        /// spring, its on-screen velocity); without it, from the in-flight animation's end.
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// Repeats forever (the completion runs only when the animation is removed).
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        /// Each cycle plays forwards then backwards.
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)

        /// Ease in, ease out (UIKit's default curve): control points (0.42, 0), (0.58, 1).
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        /// Ease in: control points (0.42, 0), (1, 1).
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        /// Ease out: control points (0, 0), (0.58, 1).
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        /// Linear.
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

        /// The bits of the curve field (UIKit: bits 16–19).
        static let curveMask: UInt32 = 0xF << 16

        /// The timing function the curve field names.
        public var timingFunction: TimingFunction {
            switch rawValue & Self.curveMask {
            case Self.curveEaseIn.rawValue: return .easeIn
            case Self.curveEaseOut.rawValue: return .easeOut
            case Self.curveLinear.rawValue: return .linear
            default: return .easeInEaseOut
            }
        }
    }
}
