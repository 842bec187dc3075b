import FlickInput

/// Turns raw touch frames into the scroll view's gesture calls: one finger tracks and,
/// past the slop, pans; two fingers pinch (when the view zooms); two quick taps make a
/// double tap. Content touches work on the raw touches (touch-down, moves, lift), so
/// `delaysContentTouches` sees exactly what the finger did.
struct ScrollTouchDriver {
    /// Travel before a touch becomes a pan, points (UIKit's pan slop as FlickGestures uses it).
    static let panSlop = 10.0
    /// Longest gap between two taps of a double tap, seconds (chosen by us, UIKit-like).
    static let doubleTapInterval = 0.3
    /// Farthest apart two taps of a double tap may be, points (chosen by us).
    static let doubleTapDistance = 40.0

    var primary: Int?
    var start = Point.zero
    var location = Point.zero
    var panning = false
    var refused = false
    var tracker = ReleaseVelocityEstimator()
    var pinchPair: (Int, Int)?
    var pinchStartDistance = 0.0
    /// After a pinch, the remaining fingers are ignored until all have lifted.
    var waitingForAllUp = false
    var lastTap: (time: Double, location: Point)?
}

extension ScrollView {
    /// Feeds one touch frame (locations in the scroll view's coordinates, time in seconds).
    public mutating func handle(_ frame: TouchFrame) {
        var driver = touchDriver
        defer { touchDriver = driver }
        let time = frame.time
        let down = frame.touches.filter { !$0.phase.isFinal }
        advance(to: time)

        if driver.waitingForAllUp {
            if down.isEmpty { driver.waitingForAllUp = false }
            return
        }
        if let pair = driver.pinchPair {
            let a = down.first { $0.id == pair.0 }, b = down.first { $0.id == pair.1 }
            if let a, let b {
                let distance = a.location.distance(to: b.location)
                let scale = driver.pinchStartDistance > 0 ? distance / driver.pinchStartDistance : 1
                pinchChanged(scale: scale, focal: (a.location + b.location) / 2, time: time)
            } else {
                pinchEnded(time: time)
                driver.pinchPair = nil
                driver.primary = nil
                driver.panning = false
                driver.waitingForAllUp = !down.isEmpty
            }
            return
        }
        if down.count >= 2, zoomingViewSize != nil {
            let a = down[0], b = down[1]
            if pinchBegan(focal: (a.location + b.location) / 2, time: time) {
                driver.pinchPair = (a.id, b.id)
                driver.pinchStartDistance = a.location.distance(to: b.location)
                driver.primary = nil
                driver.panning = false
                return
            }
        }
        // One finger: the first touch that goes down is followed until it ends.
        if driver.primary == nil, let began = frame.touches.first(where: { $0.phase == .began }) {
            driver.primary = began.id
            driver.start = began.location
            driver.location = began.location
            driver.panning = false
            driver.refused = false
            driver.tracker = ReleaseVelocityEstimator()
            driver.tracker.add(began.location, at: time)
            touchesBegan(at: began.location, time: time)
        }
        guard let id = driver.primary, let touch = frame.touches.first(where: { $0.id == id }) else { return }
        if touch.phase != .began {
            driver.location = touch.location
            driver.tracker.add(touch.location, at: time)
        }
        let translation = touch.location - driver.start
        switch touch.phase {
        case .began, .stationary:
            if driver.panning { panChanged(translation: translation, time: time) }
        case .moved:
            if driver.panning {
                panChanged(translation: translation, time: time)
            } else if !driver.refused && translation.length >= ScrollTouchDriver.panSlop {
                driver.panning = panBegan(translation: translation, time: time)
                driver.refused = !driver.panning
                if driver.refused { touchesMoved(to: touch.location, time: time) }
            } else {
                touchesMoved(to: touch.location, time: time)
            }
        case .ended:
            if driver.panning {
                panEnded(translation: translation, velocity: driver.tracker.velocity(at: time), time: time)
            } else {
                let wasTap = state == .tracking && !driver.refused
                touchesEnded(time: time)
                if wasTap {
                    if let last = driver.lastTap, time - last.time <= ScrollTouchDriver.doubleTapInterval,
                       last.location.distance(to: touch.location) <= ScrollTouchDriver.doubleTapDistance {
                        doubleTap(at: touch.location, time: time)
                        driver.lastTap = nil
                    } else {
                        driver.lastTap = (time, touch.location)
                    }
                }
            }
            driver.primary = nil
            driver.panning = false
        case .cancelled:
            touchesCancelled(time: time)
            driver.primary = nil
            driver.panning = false
        }
    }
}
