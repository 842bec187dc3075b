import FlickInput

/// The finger's velocity from its recent positions: a least-squares line through the
/// samples of the last 100 ms, and zero when the finger has not moved for 40 ms before the
/// query (note §b9's proposed spec).
struct ReleaseVelocityEstimator {
    /// Samples older than this before the query are ignored, seconds (Flutter's 100 ms horizon).
    static let horizon = 0.100
    /// A finger still for this long has no velocity, seconds (note §b9).
    static let stopTime = 0.040

    private var samples: [(time: Double, position: Point)] = []

    mutating func add(_ position: Point, at time: Double) {
        samples.append((time, position))
        if samples.count > 20 { samples.removeFirst(samples.count - 20) }
    }

    /// The velocity at `time`, points per second.
    func velocity(at time: Double) -> Point {
        let recent = samples.filter { time - $0.time <= Self.horizon }
        guard recent.count >= 2 else { return .zero }
        // The last movement: the newest sample whose position differs from its predecessor.
        var lastMove = recent[0].time
        for index in 1..<recent.count where recent[index].position != recent[index - 1].position {
            lastMove = recent[index].time
        }
        if time - lastMove >= Self.stopTime { return .zero }
        let meanT = recent.map(\.time).reduce(0, +) / Double(recent.count)
        let meanX = recent.map(\.position.x).reduce(0, +) / Double(recent.count)
        let meanY = recent.map(\.position.y).reduce(0, +) / Double(recent.count)
        var stt = 0.0, stx = 0.0, sty = 0.0
        for sample in recent {
            let dt = sample.time - meanT
            stt += dt * dt
            stx += dt * (sample.position.x - meanX)
            sty += dt * (sample.position.y - meanY)
        }
        guard stt > 0 else { return .zero }
        return Point(x: stx / stt, y: sty / stt)
    }
}
