import FlickInput

/// Turns a mouse into touches (the fallback when there is no touchscreen): the left button
/// is one finger; while a modifier key is held a second finger mirrors the first about the
/// window's centre, so dragging pinches and turns (a simulator's two-finger trick). Pure:
/// events in, touch frames out, times given.
public struct PointerTouches {
    /// The window size, points (the mirror centre is its middle).
    public var windowSize: Size
    private var nextID = 1_000_000
    private var primary: (id: Int, location: Point)?
    private var mirror: (id: Int, location: Point)?

    /// Creates the fallback for a window of `windowSize` points.
    public init(windowSize: Size) { self.windowSize = windowSize }

    /// True while the button is down.
    public var isDown: Bool { primary != nil }

    private var center: Point { Point(x: windowSize.width / 2, y: windowSize.height / 2) }

    private func mirrored(_ p: Point) -> Point { center * 2 - p }

    private mutating func makeID() -> Int {
        nextID += 1
        return nextID
    }

    /// The button went down at `location`; `modifier` adds the mirrored finger.
    public mutating func buttonDown(at location: Point, modifier: Bool, time: Double) -> TouchFrame? {
        guard primary == nil else { return nil }
        primary = (makeID(), location)
        var touches = [Touch(id: primary!.id, slot: 0, location: location, phase: .began)]
        if modifier {
            mirror = (makeID(), mirrored(location))
            touches.append(Touch(id: mirror!.id, slot: 1, location: mirror!.location, phase: .began))
        }
        return TouchFrame(time: time, touches: touches)
    }

    /// The pointer moved to `location` (a frame only while the button is down). Pressing or
    /// releasing the modifier mid-drag puts the mirrored finger down or lifts it.
    public mutating func moved(to location: Point, modifier: Bool, time: Double) -> TouchFrame? {
        guard let current = primary else { return nil }
        primary = (current.id, location)
        var touches = [Touch(id: current.id, slot: 0, location: location, phase: .moved)]
        if modifier {
            if let second = mirror {
                mirror = (second.id, mirrored(location))
                touches.append(Touch(id: second.id, slot: 1, location: mirror!.location, phase: .moved))
            } else {
                mirror = (makeID(), mirrored(location))
                touches.append(Touch(id: mirror!.id, slot: 1, location: mirror!.location, phase: .began))
            }
        } else if let second = mirror {
            touches.append(Touch(id: second.id, slot: 1, location: second.location, phase: .ended))
            mirror = nil
        }
        return TouchFrame(time: time, touches: touches)
    }

    /// The button went up at `location`: every finger lifts.
    public mutating func buttonUp(at location: Point, time: Double) -> TouchFrame? {
        guard let current = primary else { return nil }
        var touches = [Touch(id: current.id, slot: 0, location: location, phase: .ended)]
        if let second = mirror {
            touches.append(Touch(id: second.id, slot: 1, location: mirrored(location), phase: .ended))
        }
        primary = nil
        mirror = nil
        return TouchFrame(time: time, touches: touches)
    }
}
