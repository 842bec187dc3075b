import CSDL2
import FlickAnimation
import FlickScene

/// Pixels hidden under opaque ones are not drawn (LVGL's cover check, generalised): an item
/// that fills a rectangle with one opaque colour paints over whatever is under it, so the
/// items before it are not drawn where it covers them, and the target is not cleared there.
/// Found back to front over a damaged box (or the whole target): the union of the opaque
/// rectangles drawn after each item (`PixelRegion`); an item inside it is not drawn, an
/// opaque rectangle partly inside it fills only the rest, and only what no opaque rectangle
/// covers is cleared to the background. A full-window list is its window's background under
/// opaque cells: cleared, then filled, then each cell filled over it, the same pixels written
/// three times (the clear and the fills were 34 % of the list workload's CPU, perf, measured by
/// us). A translucent one-colour rectangle partly under opaque ones is blended only where it
/// shows: a push's dimming of the covered screen under the screen pushed over it. The pixels
/// are the same: each covering item is drawn as it would have been, over whatever was there.
extension SDLRenderer {
    /// The pixels an item fills with one colour, as drawn: the rect fill it becomes.
    struct FlatFill {
        /// The filled pixels (before its clip).
        var box: PixelBox
        /// The colour written (alpha 255) or blended.
        var colour: SDL_Color
        /// True when it covers what is under it: alpha 255.
        var isOpaque: Bool { colour.a == 255 }
    }

    /// What an item of a box draws, found behind the items drawn after it.
    enum OcclusionStep: Equatable {
        /// All of it, as it is.
        case draw
        /// Nothing: opaque items drawn later cover every pixel it may change.
        case hidden
        /// Its rectangle, only in `boxes`: opaque items drawn later cover the rest of it,
        /// `coveredPixels` pixels.
        case fill([PixelBox], coveredPixels: Int)
    }

    /// How a box (or the whole target) is drawn: what is cleared, what each item draws.
    struct OcclusionPlan {
        /// The parts of the box no opaque item covers, cleared to the background.
        var clearBoxes: [PixelBox]
        /// By entry index, what each item draws.
        var steps: [OcclusionStep]
    }

    /// The flat fill of each of `entries` (`flatFill(of:)`) that reaches one of `boxes` (any
    /// pixel of the target when `nil`), `nil` for the others and all of them when
    /// `options.skipsOccludedItems` or `options.usesOpaqueFastPath` is off.
    func flatFills(of entries: [DamageTracker.Entry], reaching boxes: [PixelBox]? = nil) -> [FlatFill?] {
        guard options.skipsOccludedItems, options.usesOpaqueFastPath else {
            return Array(repeating: nil, count: entries.count)
        }
        return entries.map { entry in
            guard !entry.bounds.isEmpty, boxes?.contains(where: entry.bounds.intersects) ?? true else { return nil }
            return flatFill(of: entry.item)
        }
    }

    /// What to clear of `box` and what each of `entries` draws there, given their flat `fills`:
    /// back to front, an item whose pixels in the box all lie under opaque fills drawn after it
    /// is hidden; a flat fill partly under them fills (or blends) only the rest.
    func occlusionPlan(for entries: [DamageTracker.Entry], fills: [FlatFill?], within box: PixelBox)
        -> OcclusionPlan
    {
        var steps = Array(repeating: OcclusionStep.draw, count: entries.count)
        let covered = PixelRegion()
        for index in entries.indices.reversed() {
            let entry = entries[index]
            // Bounds lie within the item's clip and the target.
            let reach = entry.bounds.intersection(box)
            guard !reach.isEmpty else { continue }
            if covered.contains(reach) {
                steps[index] = .hidden
                continue
            }
            guard let fill = fills[index] else { continue }
            let painted = fill.box.intersection(entry.clip ?? box).intersection(box)
            guard !painted.isEmpty else { continue }
            let visible = covered.remainder(of: painted)
            if visible != [painted] {
                let shown = visible.reduce(0) { $0 + $1.area }
                steps[index] = visible.isEmpty ? .hidden : .fill(visible, coveredPixels: painted.area - shown)
            }
            if fill.isOpaque { covered.add(painted) }
        }
        return OcclusionPlan(clearBoxes: covered.remainder(of: box), steps: steps)
    }

    /// Fills `boxes` (pixels inside the clip in force) with `fill`'s colour, unblended when it
    /// is opaque, as a rect fill of the item they belong to is drawn.
    func fill(_ boxes: [PixelBox], with fill: FlatFill) {
        self.fill(boxes, colour: fill.colour, blended: !fill.isOpaque)
        if fill.isOpaque { counters.opaqueDraws += 1 }
        counters.drawCalls += 1
        counters.rectFills += 1
    }

    /// Clears `boxes` (target pixels, no clip) to `background`, unblended; counts the
    /// pixels (`RenderCounters.clearedPixels`), or a skipped clear when there are none.
    func clear(_ boxes: [PixelBox], to background: Color) {
        guard !boxes.isEmpty else {
            counters.skippedClears += 1
            return
        }
        let c = RGBA8(background)
        SDL_RenderSetClipRect(handle, nil)
        fill(boxes, colour: SDL_Color(r: c.red, g: c.green, b: c.blue, a: c.alpha), blended: false, ignoringClip: true)
        counters.clearedPixels += boxes.reduce(0) { $0 + $1.area }
    }

    /// The pixels `item` paints with one opaque colour (`flatFill(of:)`, alpha 255), `nil` for
    /// anything else.
    func opaqueCover(of item: DisplayItem) -> FlatFill? {
        guard let fill = flatFill(of: item), fill.isOpaque else { return nil }
        return fill
    }

    /// The pixels `item` fills with one colour, as `DrawOpCompiler` makes it a `.fill`: a
    /// one-colour quad with square corners, on screen axes without perspective, which becomes a
    /// rect fill from its corners snapped to whole pixels; `nil` for anything else (transparent,
    /// textured, a gradient, rounded, turned).
    func flatFill(of item: DisplayItem) -> FlatFill? {
        guard case .quad(let quad) = item, case .color(let colour) = quad.fill, quad.cornerRadius == 0,
            colour.alpha * quad.opacity > 0, quad.transform.keepsPlaneAxisAligned, quad.transform.m34 == 0
        else { return nil }
        let mesh = MeshBuilder.mesh(for: quad, tolerance: options.meshTolerance)
        guard DrawOpCompiler.isAxisAlignedQuad(mesh) else { return nil }
        let s = Float(scale)
        let corners = mesh.vertices.map { DrawOpCompiler.pixelVertex($0, scale: s, snapped: true) }
        guard let first = corners.first, first.colour.alpha > 0, corners.allSatisfy({ $0.colour == first.colour })
        else { return nil }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let box = PixelBox(x0: Int(xs.min()!), y0: Int(ys.min()!), x1: Int(xs.max()!), y1: Int(ys.max()!))
        return box.isEmpty ? nil : FlatFill(box: box, colour: SDL_Color(first.colour))
    }
}
