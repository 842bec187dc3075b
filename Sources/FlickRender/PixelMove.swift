import CSDL2
import FoundationEssentials

/// The pixels of a clip moved by whole pixels within the target (a scroll view's content
/// scrolled by `dx`, `dy`), GTK's and Qt's scroll by copy (`gtk_pixel_cache`, `QWidget::scroll`):
/// what was drawn at `p` inside the clip is now at `p + (dx, dy)`, and only the strip the move
/// exposes is drawn again, with whatever else changed.
struct PixelMove: Equatable {
    /// The clip the pixels move within, target pixels.
    var clip: PixelBox
    /// How far the pixels move, pixels (right and down positive).
    var dx: Int, dy: Int

    /// The pixels of the clip that receive moved pixels.
    var destination: PixelBox { clip.intersection(clip.offsetBy(dx: dx, dy: dy)) }

    /// The pixels of the clip the move leaves without a source: to be drawn again.
    var exposed: [PixelBox] {
        let kept = destination
        guard !kept.isEmpty else { return [clip] }
        var strips: [PixelBox] = []
        if kept.y0 > clip.y0 { strips.append(PixelBox(x0: clip.x0, y0: clip.y0, x1: clip.x1, y1: kept.y0)) }
        if kept.y1 < clip.y1 { strips.append(PixelBox(x0: clip.x0, y0: kept.y1, x1: clip.x1, y1: clip.y1)) }
        if kept.x0 > clip.x0 { strips.append(PixelBox(x0: clip.x0, y0: kept.y0, x1: kept.x0, y1: kept.y1)) }
        if kept.x1 < clip.x1 { strips.append(PixelBox(x0: kept.x1, y0: kept.y0, x1: clip.x1, y1: kept.y1)) }
        return strips
    }

    /// Moves the pixels of `surface` (the target, of 32 bits a pixel, its pixels at hand), row
    /// by row in the order that reads each row before it is overwritten; returns the pixels
    /// moved.
    @discardableResult
    func shift(_ surface: UnsafeMutablePointer<SDL_Surface>) -> Int {
        let target = PixelBox(x0: 0, y0: 0, x1: Int(surface.pointee.w), y1: Int(surface.pointee.h))
        let to = destination.intersection(target).intersection(target.offsetBy(dx: dx, dy: dy))
        guard !to.isEmpty, let pixels = surface.pointee.pixels else { return 0 }
        let pitch = Int(surface.pointee.pitch), bytes = (to.x1 - to.x0) * Self.bytesPerPixel
        func move(row y: Int) {
            memmove(
                pixels + y * pitch + to.x0 * Self.bytesPerPixel,
                pixels + (y - dy) * pitch + (to.x0 - dx) * Self.bytesPerPixel, bytes)
        }
        if dy > 0 {
            for y in (to.y0..<to.y1).reversed() { move(row: y) }
        } else {
            for y in to.y0..<to.y1 { move(row: y) }
        }
        return to.area
    }

    /// The move that puts the pixels back within `target` (pixels at the origin): the clip cut
    /// to the target (where `shift(_:)` moves pixels), the offset turned around.
    func reversed(within target: PixelBox) -> PixelMove {
        PixelMove(clip: clip.intersection(target), dx: -dx, dy: -dy)
    }

    /// What of the frame before this move a redraw that moves the pixels, then draws `boxes`,
    /// saves to be put back if it is abandoned (`SDLRenderer.redraw(_:background:abandoningWhen:)`):
    /// once `reversed(within:)` has moved the pixels back, every pixel is the frame's again but
    /// those the move pushed out of the clip (the reversed move's `exposed` strips), those whose
    /// moved copy `boxes` drew over, and `boxes` themselves; saved at their own places, they
    /// are copied back then. A scroll saves a strip twice its step high, not the whole clip.
    func pixelsToSave(drawing boxes: [PixelBox], within target: PixelBox) -> [PixelBox] {
        let back = reversed(within: target)
        let landed = PixelMove(clip: back.clip, dx: dx, dy: dy).destination
        let overdrawn = boxes.map { $0.intersection(landed).offsetBy(dx: -dx, dy: -dy) }
        return (back.exposed + overdrawn + boxes).filter { !$0.isEmpty }
    }

    /// Bytes of a target pixel moved (32-bit targets only).
    static let bytesPerPixel = 4
}

extension PixelBox {
    /// The box moved by `dx`, `dy` pixels (empty stays empty).
    func offsetBy(dx: Int, dy: Int) -> PixelBox {
        isEmpty ? self : PixelBox(x0: x0 + dx, y0: y0 + dy, x1: x1 + dx, y1: y1 + dy)
    }
}
