import FlickInput

/// A `RandomSession` as frame-loop input, made one gesture at a time: each gesture is
/// synthesized as a touchscreen's evdev events (`TraceSynthesizer`), decoded and mapped onto
/// the window as a replay would be, and delivered after its idle gap. Only the gesture under
/// way is held, so a soak of days holds no more input than one of a minute. Ends at `end`
/// seconds (frame-clock base).
public final class RandomSessionInput: InputSource {
    /// The gestures made so far, by kind.
    public private(set) var counts: [RandomSession.Gesture: Int] = [:]
    /// Touch frames delivered so far.
    public private(set) var delivered = 0
    /// When the session stops making gestures, seconds.
    public let end: Double
    private var session: RandomSession
    private let synthesizer: TraceSynthesizer
    private let mapping: WindowMapping
    private let device: DeviceDescription
    private var pending: [TouchFrame] = []
    private var nextIndex = 0
    private var nextStart: Double

    /// A session seeded with `seed` over a window of `windowSize` points, its first gesture
    /// after a gap from `start` seconds, none begun after `end`.
    public init(seed: UInt64, windowSize: Size, start: Double, end: Double, meanGap: Double = 4) {
        session = RandomSession(seed: seed, meanGap: meanGap)
        synthesizer = TraceSynthesizer(seed: seed)
        device = synthesizer.device.description
        mapping = Recording(device: device, events: []).mapping(windowSize: windowSize)
        self.end = end
        nextStart = start
        nextStart += session.nextGap()
    }

    /// No descriptor: synthesized.
    public var pollDescriptor: Int32? { nil }

    /// The next touch frame's time, making the next gesture when the last one was delivered.
    public func nextEventTime() -> Double? {
        refill()
        return nextIndex < pending.count ? pending[nextIndex].time : nil
    }

    /// The frames due by `time`.
    public func drain(upTo time: Double) -> [TouchFrame] {
        var due: [TouchFrame] = []
        while let next = nextEventTime(), next <= time {
            due.append(pending[nextIndex])
            nextIndex += 1
        }
        delivered += due.count
        return due
    }

    /// Makes the next gesture when every frame of the last was delivered and it starts by `end`.
    private func refill() {
        guard nextIndex >= pending.count, nextStart <= end else { return }
        let (gesture, script) = session.nextGesture()
        counts[gesture, default: 0] += 1
        let events = synthesizer.events(for: script)
        var decoder = MultitouchDecoder(device: device, mapping: mapping)
        let start = nextStart
        pending = decoder.decode(events).map { frame in
            var shifted = frame
            shifted.time += start
            return shifted
        }
        nextIndex = 0
        nextStart = start + script.duration + session.nextGap()
    }
}
