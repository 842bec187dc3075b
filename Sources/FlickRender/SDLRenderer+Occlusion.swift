import CSDL2
import FlickAnimation
import FlickScene

/// Items hidden under an opaque one are not drawn (LVGL's cover check): when an item drawn
/// later fills a whole damaged box (or the whole target) with one opaque colour, the box is
/// not cleared and the items before that one are not drawn there, since every pixel they
/// would change is painted over. A window's background fill covers the whole target, so a
/// frame drawn whole filled it twice: once cleared to the background colour, once by the
/// fill (0.10 to 0.15 ms each at 1280 × 736 in the headless tour, SDL's non-temporal rect
/// fill; measured by us). The pixels are the same: the covering item is drawn as it would
/// have been, over whatever was there.
extension SDLRenderer {
    /// The index in `entries` of the last item that covers `box` (pixels) with one opaque
    /// colour, as drawn (`opaqueCover(of:)`, within its clip), or `nil` when none does or
    /// `skipsOccludedItems` is off.
    func lastCoveringEntry(of box: PixelBox, in entries: [DamageTracker.Entry]) -> Int? {
        guard skipsOccludedItems, usesOpaqueFastPath else { return nil }
        // An entry's bounds lie within its clip: one whose bounds hold the box is not clipped
        // inside it.
        return entries.indices.last { index in
            entries[index].bounds.contains(box) && opaqueCover(of: entries[index].item)?.contains(box) == true
        }
    }

    /// The pixels `item` paints with one opaque colour, as `drawTriangles(_:)` draws it: a
    /// one-colour quad of alpha 255 (after its opacity) with square corners, on screen axes
    /// without perspective, which becomes a rect fill from its corners snapped to whole
    /// pixels; `nil` for anything else (translucent, textured, a gradient, rounded, turned).
    func opaqueCover(of item: DisplayItem) -> PixelBox? {
        guard case .quad(let quad) = item, case .color(let colour) = quad.fill, quad.cornerRadius == 0,
              colour.alpha * quad.opacity >= 1, quad.transform.keepsPlaneAxisAligned, quad.transform.m34 == 0
        else { return nil }
        let mesh = MeshBuilder.mesh(for: quad, tolerance: meshTolerance)
        guard Self.isAxisAlignedQuad(mesh) else { return nil }
        let s = Float(scale)
        let corners = mesh.vertices.map { Self.vertex($0, scale: s, snapped: true) }
        guard let first = corners.first, first.color.a == 255, corners.allSatisfy({
            $0.color.r == first.color.r && $0.color.g == first.color.g && $0.color.b == first.color.b && $0.color.a == 255
        }) else { return nil }
        let xs = corners.map(\.position.x), ys = corners.map(\.position.y)
        let box = PixelBox(x0: Int(xs.min()!), y0: Int(ys.min()!), x1: Int(xs.max()!), y1: Int(ys.max()!))
        return box.isEmpty ? nil : box
    }
}
