import CSDL2
import FlickInput

/// A rectangle of whole pixels of the target, `x0 ..< x1` by `y0 ..< y1` (empty when either
/// side is not positive): what damage tracking compares, merges and clips to.
struct PixelBox: Hashable, Sendable, CustomStringConvertible {
    /// Left edge, pixels (inclusive).
    var x0: Int
    /// Top edge, pixels (inclusive).
    var y0: Int
    /// Right edge, pixels (exclusive).
    var x1: Int
    /// Bottom edge, pixels (exclusive).
    var y1: Int

    /// The empty box.
    static let empty = PixelBox(x0: 0, y0: 0, x1: 0, y1: 0)

    /// True when the box holds no pixel.
    var isEmpty: Bool { x1 <= x0 || y1 <= y0 }

    /// Pixels inside (0 when empty).
    var area: Int { isEmpty ? 0 : (x1 - x0) * (y1 - y0) }

    /// The smallest box holding the real rectangle `x0 … x1` × `y0 … y1` (pixels), grown by
    /// `margin` pixels on every side; empty for an empty or non-finite rectangle.
    static func covering(x0: Double, y0: Double, x1: Double, y1: Double, margin: Int) -> PixelBox {
        guard x0.isFinite, y0.isFinite, x1.isFinite, y1.isFinite, x1 > x0, y1 > y0 else { return .empty }
        // Clamped far outside any target so the conversion to Int cannot trap.
        func whole(_ v: Double) -> Int { Int(max(-Self.farAway, min(Self.farAway, v))) }
        return PixelBox(x0: whole(x0.rounded(.down)) - margin, y0: whole(y0.rounded(.down)) - margin,
                        x1: whole(x1.rounded(.up)) + margin, y1: whole(y1.rounded(.up)) + margin)
    }

    /// Coordinates beyond ±this many pixels are clamped (no target is that large).
    static let farAway = 1e7

    /// The pixels in both boxes (empty when they do not meet).
    func intersection(_ other: PixelBox) -> PixelBox {
        let box = PixelBox(x0: max(x0, other.x0), y0: max(y0, other.y0), x1: min(x1, other.x1), y1: min(y1, other.y1))
        return box.isEmpty ? .empty : box
    }

    /// True when the boxes share a pixel.
    func intersects(_ other: PixelBox) -> Bool {
        !isEmpty && !other.isEmpty && x0 < other.x1 && other.x0 < x1 && y0 < other.y1 && other.y0 < y1
    }

    /// True when every pixel of `other` is in this box (always for an empty `other`).
    func contains(_ other: PixelBox) -> Bool {
        other.isEmpty || (x0 <= other.x0 && y0 <= other.y0 && other.x1 <= x1 && other.y1 <= y1)
    }

    /// The smallest box holding both (the other one when either is empty).
    func union(_ other: PixelBox) -> PixelBox {
        if isEmpty { return other }
        if other.isEmpty { return self }
        return PixelBox(x0: min(x0, other.x0), y0: min(y0, other.y0), x1: max(x1, other.x1), y1: max(y1, other.y1))
    }

    /// The part of the box on `surface` and inside `clip` (surface pixels; the whole surface
    /// when `nil`): what a draw of the box onto the surface writes.
    func visible(on surface: UnsafeMutablePointer<SDL_Surface>, clip: SDL_Rect?) -> PixelBox {
        let shown = intersection(PixelBox(x0: 0, y0: 0, x1: Int(surface.pointee.w), y1: Int(surface.pointee.h)))
        guard let clip else { return shown }
        return shown.intersection(PixelBox(clip))
    }

    /// The box as an SDL rectangle.
    var sdlRect: SDL_Rect { SDL_Rect(x: Int32(x0), y: Int32(y0), w: Int32(max(0, x1 - x0)), h: Int32(max(0, y1 - y0))) }

    /// The box as a `Rect` in pixels.
    var rect: Rect { Rect(x: Double(x0), y: Double(y0), width: Double(max(0, x1 - x0)), height: Double(max(0, y1 - y0))) }

    var description: String { "[\(x0),\(y0) – \(x1),\(y1))" }
}

extension PixelBox {
    /// The pixels of `rect`.
    init(_ rect: SDL_Rect) {
        self.init(x0: Int(rect.x), y0: Int(rect.y), x1: Int(rect.x + rect.w), y1: Int(rect.y + rect.h))
    }
}
