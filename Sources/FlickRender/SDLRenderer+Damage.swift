import CSDL2
import FlickAnimation
import FlickInput
import FlickScene

/// Damage-tracked redraw (LVGL's invalidated areas, Flutter's partial repaint): a frame is
/// compared with the previous one by `DamageTracker`, and only the boxes that changed are
/// cleared and drawn again, each clipped to its box, with the items that do not reach it
/// skipped. The rest of the target keeps the previous frame's pixels, which are the same.
///
/// SDL's software renderer rasterises triangles and fills at absolute pixel positions, so a
/// clip changes nothing inside it; a scaled texture copy is the exception (`SDL_BlitScaled`
/// resamples what a clip leaves of it), so a box that cuts one is grown over all of it.
/// Tested pixel for pixel against full redraws (`SDLRendererDamageTests`).
extension SDLRenderer {
    /// Draws one frame of `list` over `background`. With `tracksDamage` only what changed
    /// since the frame drawn last (by `render` or a completed `redraw`) is cleared and drawn
    /// again (nothing when nothing changed); the whole target is drawn on the first frame,
    /// after `clear`, `draw` or a change of size, scale, background or drawing option, and
    /// when the damage covers most of the target
    /// (`DamageTracker.fullRedrawShare`). Without `tracksDamage`, the same as
    /// `clear(background)` then `draw(list)`.
    public func render(_ list: DisplayList, background: Color) {
        let uploadsBefore = counters.uploads
        guard tracksDamage else {
            draw(list, clearingTo: background)
            keepGlyphPagesUploaded(uploadsBefore: uploadsBefore)
            return
        }
        prescaled.keepPreparedCopies(counters: &counters)
        let frame = trackedFrame(of: list, background: background)
        if frame.isUnchanged {
            // Nothing drawn; the textures on screen stay in the cache.
            for entry in frame.entries { prepareTexture(of: entry.item) }
            counters.unchangedFrames += 1
        } else {
            draw(frame, background: background)
        }
        prepare(list.preparations, uploadsBefore: uploadsBefore)
        prepareInteriors(of: frame.entries, uploadsBefore: uploadsBefore)
        keepGlyphPagesUploaded(uploadsBefore: uploadsBefore)
        // A redraw of this frame saves what it draws over: its backup is made here, not then,
        // and given its memory ahead once a frame after the first is drawn whole or moves
        // pixels sideways, whose redraws save pixels on every page. The spare buffer that
        // redraws drawn whole draw into then too: an app that moves whole pages of pixels (a
        // map's pan) draws them whole soon (its pinch), and a first redraw into a spare not
        // given its memory yet takes a page fault a page.
        if keepsRedrawBackup, let surface = targetSurface?() {
            redrawBackup.prepare(for: surface)
            if (frame.damage == .full && counters.frames > 0) || (frame.move.map { $0.dx != 0 } ?? false) {
                redrawBackup.populateInBackground()
                ownedTarget?.populateInBackground()
            }
        }
        // A texture evicted here leaves the next frame tracked: the target's pixels do not
        // depend on the cache (an item drawn again uploads its bitmap again), and every cache
        // the renderer reads is keyed by bitmap identity and version, never by a texture.
        // Forcing a full frame after each eviction drew the whole window every frame while a
        // view redrew its contents each frame (a HUD's graph: each new bitmap's texture evicts
        // an old one by age), `SDLRendererDamageTests`.
        endFrame()
    }

    /// A damage-tracked frame: its items as drawn and what of the target to draw again.
    struct TrackedFrame {
        /// The frame's items with their clips and bounds (`entries(for:target:)`).
        var entries: [DamageTracker.Entry]
        /// The target's pixels as a box at the origin.
        var target: PixelBox
        /// What differs from the frame drawn before it.
        var damage: DamageTracker.Damage
        /// The pixels moved before `damage` is drawn (a scroll view's content scrolled by whole
        /// pixels), `nil` for none.
        var move: PixelMove?

        /// True when nothing differs: nothing to draw.
        var isUnchanged: Bool { damage == .boxes([]) && move == nil }
    }

    /// `list`'s frame over `background` and its damage against the frame drawn last, which
    /// the damage tracker then takes `list` to have replaced (`render` and `redraw` share it).
    func trackedFrame(of list: DisplayList, background: Color) -> TrackedFrame {
        let target = targetBox
        var scrolledClips: [ScrolledClip] = []
        let entries = entries(for: list, target: target, scrolledClips: &scrolledClips)
        let settings = DamageTracker.Settings(
            width: target.x1, height: target.y1, scale: scale, background: RGBA8(background),
            options: options, opaqueTextureFormat: opaqueTextureFormat)
        // Pixels are moved only where the renderer writes the target itself.
        let movesPixels = targetPixels()?.surface.pointee.format.pointee.BytesPerPixel == UInt8(PixelMove.bytesPerPixel)
        let changes = damageTracker.changes(for: entries, settings: settings, scrolledClips: movesPixels ? scrolledClips : [],
                                            cover: { self.opaqueCover(of: $0)?.box })
        return TrackedFrame(entries: entries, target: target, damage: changes.damage, move: changes.move)
    }

    /// Clears `frame`'s damage to `background` and draws its items there: the whole target, or
    /// each damaged box in turn with the items that reach it. `shouldAbandon`, when given, is
    /// asked before each item drawn; when it returns true, drawing stops there (the clip
    /// reset, the target half drawn, nothing counted) and the result is false. Otherwise the
    /// frame is counted (`fullRedraws` or `partialRedraws`, `redrawnPixels`) and the result is
    /// true. An unchanged frame draws and counts nothing.
    @discardableResult
    func draw(_ frame: TrackedFrame, background: Color, abandoningWhen shouldAbandon: (() -> Bool)? = nil) -> Bool {
        let damage: [PixelBox]?
        switch frame.damage {
        case .full: damage = nil
        case .boxes(let boxes): damage = boxes + (frame.move.map { [$0.clip] } ?? [])
        }
        guard damage?.isEmpty != true else { return true }
        // One frame on the backend, whatever the boxes of its damage.
        let backend: any RenderBackend = gpuBackend ?? self
        backend.begin(frame: damage)
        defer { backend.end() }
        switch frame.damage {
        case .full:
            let fills = flatFills(of: frame.entries)
            guard draw(frame.entries, within: nil, clearingTo: background, fills: fills, abandoningWhen: shouldAbandon)
            else { return false }
            counters.fullRedraws += 1
            counters.redrawnPixels += frame.target.area
        case .boxes(let boxes):
            if let move = frame.move { movePixels(move) }
            let fills = flatFills(of: frame.entries, reaching: boxes)
            for box in boxes {
                guard draw(frame.entries, within: box, clearingTo: background, fills: fills, abandoningWhen: shouldAbandon)
                else { return false }
            }
            counters.partialRedraws += 1
            counters.redrawnPixels += boxes.reduce(0) { $0 + $1.area }
        }
        return true
    }

    /// Draws `list`'s items over the whole target (cleared to `background` first where no
    /// opaque item covers it, when given) and ends the frame. The next `render(_:background:)`
    /// draws the whole target.
    func draw(_ list: DisplayList, clearingTo background: Color?) {
        let uploadsBefore = counters.uploads
        damageTracker.invalidate()
        prescaled.keepPreparedCopies(counters: &counters)
        let backend: any RenderBackend = gpuBackend ?? self
        backend.begin(frame: nil)
        draw(entries(for: list, target: targetBox), within: nil, clearingTo: background)
        backend.end()
        prepare(list.preparations, uploadsBefore: uploadsBefore)
        endFrame()
    }

    /// Moves the target's pixels by `move` (SDL's queued drawing done first), and counts them
    /// (`RenderCounters.movedPixels`).
    func movePixels(_ move: PixelMove) {
        SDL_RenderFlush(handle)
        guard let (surface, _) = targetPixels() else { return }
        counters.movedPixels += move.shift(surface)
        counters.pixelMoves += 1
    }

    /// Makes the next `render(_:background:)` draw the whole target (after the target's
    /// pixels were changed behind the renderer's back, or may have been lost).
    public func setNeedsFullRedraw() { damageTracker.invalidate() }

    /// The rectangles of the target drawn since the last call (target pixels; every frame's
    /// damage, redraws included, disjoint: `disjointRects(_:)`), or `nil` when they may be
    /// anywhere (a full frame, or the first call): what a presenter copying the target out must
    /// copy, as LVGL's flush copies only its invalidated areas. Empty when nothing was drawn.
    public func takeChangedRects() -> [SDL_Rect]? {
        defer { changedPixels = [] }
        return changedPixels.flatMap { Self.disjointRects($0.map(\.sdlRect)) }
    }

    /// The pixels of `rects` as disjoint rectangles (pixman's bands, top to bottom), so a
    /// presenter copies a pixel that several cover once (the same list row damaged in two
    /// frames, a frame and its redraw); `nil` when pixman cannot allocate: copy everything.
    public static func disjointRects(_ rects: [SDL_Rect]) -> [SDL_Rect]? {
        let region = PixelRegion()
        for rect in rects { region.add(PixelBox(rect)) }
        return region.boxes?.map(\.sdlRect)
    }

    /// The target's pixels as a box at the origin.
    var targetBox: PixelBox {
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetRendererOutputSize(handle, &w, &h)
        return PixelBox(x0: 0, y0: 0, x1: Int(w), y1: Int(h))
    }

    /// Fills the whole target with `color` without forgetting the previous frame.
    func clearTarget(_ color: Color) {
        let c = RGBA8(color)
        SDL_RenderSetClipRect(handle, nil)
        if let direct = directFillTarget(ignoringClip: true) {
            direct.fill(nil, SDL_Color(r: c.red, g: c.green, b: c.blue, a: c.alpha))
            return
        }
        SDL_SetRenderDrawBlendMode(handle, SDL_BLENDMODE_NONE)
        SDL_SetRenderDrawColor(handle, c.red, c.green, c.blue, c.alpha)
        SDL_RenderClear(handle)
    }

    /// `list`'s drawing items with the clip each is drawn under (snapped as SDL gets it)
    /// and the pixels each may change in `target`; items under an empty clip are left out
    /// (`RenderCounters.clippedItems`).
    func entries(for list: DisplayList, target: PixelBox) -> [DamageTracker.Entry] {
        var scrolledClips: [ScrolledClip] = []
        return entries(for: list, target: target, scrolledClips: &scrolledClips)
    }

    /// `entries(for:target:)`, and in `scrolledClips` the clips whose layers noted their bounds
    /// origin (`DisplayList.contentOffsets`) with the entries inside each.
    func entries(for list: DisplayList, target: PixelBox, scrolledClips: inout [ScrolledClip]) -> [DamageTracker.Entry] {
        var result: [DamageTracker.Entry] = []
        result.reserveCapacity(list.items.count)
        var clips: [Rect] = []
        var clip: PixelBox?
        // For each clip open, where its entries start and its origin when it noted one.
        var opened: [(start: Int, origin: Point?)] = []
        for (index, item) in list.items.enumerated() {
            switch item {
            case .pushClip(let rect):
                let pixels = Rect(x: rect.minX * scale, y: rect.minY * scale, width: rect.width * scale,
                                  height: rect.height * scale)
                let narrowed = clips.last.map { $0.intersection(pixels) ?? .zero } ?? pixels
                clips.append(narrowed)
                clip = Self.snappedClip(narrowed)
                opened.append((result.count, list.contentOffsets[index]))
            case .popClip:
                if let open = opened.popLast(), let origin = open.origin, let box = clip {
                    scrolledClips.append(ScrolledClip(entries: open.start..<result.count, clip: box.intersection(target),
                                                      origin: origin))
                }
                _ = clips.popLast()
                clip = clips.last.map(Self.snappedClip)
            case .quad, .mesh:
                if let clip, clip.isEmpty {
                    counters.clippedItems += 1
                    continue
                }
                let within = clip?.intersection(target) ?? target
                let (bounds, copies) = pixelBounds(of: item, target: target)
                result.append(DamageTracker.Entry(item: item, clip: clip, bounds: bounds.intersection(within),
                                                  copyBoxes: copies.map { $0.intersection(within) }.filter { !$0.isEmpty }))
            }
        }
        return result
    }

    /// A clip in pixels rounded to whole pixels as SDL gets it (empty when nothing is left:
    /// SDL treats an empty clip rectangle as "no clip", so empty clips skip drawing).
    static func snappedClip(_ pixels: Rect) -> PixelBox {
        let box = PixelBox(x0: Int(DrawOpCompiler.snapped(Float(pixels.minX))), y0: Int(DrawOpCompiler.snapped(Float(pixels.minY))),
                           x1: Int(DrawOpCompiler.snapped(Float(pixels.maxX))), y1: Int(DrawOpCompiler.snapped(Float(pixels.maxY))))
        return box.isEmpty ? .empty : box
    }

    /// The pixels `item` may change (its projected bounds grown by
    /// `DamageTracker.rasterMargin`; the whole target when a corner falls behind the eye)
    /// and the exact destinations of the scaled texture copies SDL draws it as: a textured
    /// quad whose plane stays on screen axes (one snapped quad; all of it when rounded), the
    /// axis-aligned quads of a textured mesh of quads (glyphs), all of any other textured mesh.
    func pixelBounds(of item: DisplayItem, target: PixelBox) -> (bounds: PixelBox, copies: [PixelBox]) {
        let s = scale
        switch item {
        case .quad(let q):
            guard !q.rect.isEmpty, q.opacity > 0 else { return (.empty, []) }
            let r = q.rect
            var x0 = Double.infinity, y0 = Double.infinity, x1 = -Double.infinity, y1 = -Double.infinity
            for corner in [Point(x: r.minX, y: r.minY), Point(x: r.maxX, y: r.minY), Point(x: r.maxX, y: r.maxY),
                           Point(x: r.minX, y: r.maxY)] {
                guard let p = q.transform.project(corner) else { return (target, []) }
                x0 = min(x0, p.x); y0 = min(y0, p.y); x1 = max(x1, p.x); y1 = max(y1, p.y)
            }
            let bounds = PixelBox.covering(x0: x0 * s, y0: y0 * s, x1: x1 * s, y1: y1 * s,
                                           margin: DamageTracker.rasterMargin)
            guard case .texture(let bitmap, let uv, let tint) = q.fill, q.transform.keepsPlaneAxisAligned else {
                return (bounds, [])
            }
            // Rounded: the cells between the corner fans are rectangles SDL may copy, unsnapped.
            if q.cornerRadius > 0 {
                return (bounds, [PixelBox.covering(x0: x0 * s, y0: y0 * s, x1: x1 * s, y1: y1 * s, margin: 0)])
            }
            // Square: one cell (`MeshBuilder.grid`), snapped to whole pixels by `draw`.
            let copy = Self.snappedBox(x0: x0 * s, y0: y0 * s, x1: x1 * s, y1: y1 * s)
            // Drawn from a kept stretched copy only when not mirrored (texture coordinates grow
            // with x and y, as `drawPrescaledCopy` asks).
            let topLeft = q.transform.project(Point(x: r.minX, y: r.minY)), bottomRight = q.transform.project(Point(x: r.maxX, y: r.maxY))
            let upright = topLeft.flatMap { a in bottomRight.map { b in a.x < b.x && a.y < b.y } } ?? false
            let resampled = isResampled(
                copy, uv: uv, bitmap: bitmap, filter: upright ? q.filter : nil, untinted: tint.withAlpha(1) == .white,
                target: target)
            return (bounds, resampled ? [copy] : [])
        case .mesh(let mesh):
            guard !mesh.indices.isEmpty, let b = mesh.bounds else { return (.empty, []) }
            let bounds = PixelBox.covering(x0: b.minX * s, y0: b.minY * s, x1: b.maxX * s, y1: b.maxY * s,
                                           margin: DamageTracker.rasterMargin)
            guard let bitmap = mesh.texture else { return (bounds, []) }
            if DrawOpCompiler.isAxisAlignedQuad(mesh) {
                let copy = Self.snappedBox(x0: b.minX * s, y0: b.minY * s, x1: b.maxX * s, y1: b.maxY * s)
                // Left to SDL's scaling whatever its colours and texture coordinates (no kept copy assumed).
                return (bounds, Self.isScaled(copy, uv: Self.uvBounds(mesh.vertices[...]), bitmap: bitmap) ? [copy] : [])
            }
            // Quads of four vertices each (text): SDL copies those that are rectangles.
            guard mesh.vertices.count % 4 == 0 else { return (bounds, [bounds]) }
            var copies: [PixelBox] = []
            mesh.vertices.withUnsafeBufferPointer { v in
                for start in stride(from: 0, to: v.count, by: 4) {
                    let a = v[start], b = v[start + 1], c = v[start + 2], d = v[start + 3]
                    // A rectangle on screen axes, corners in order around it (as text emits them).
                    let rectangle = (a.position.y == b.position.y && b.position.x == c.position.x
                                     && c.position.y == d.position.y && d.position.x == a.position.x)
                        || (a.position.x == b.position.x && b.position.y == c.position.y
                            && c.position.x == d.position.x && d.position.y == a.position.y)
                    guard rectangle else { continue }
                    let copy = PixelBox.covering(
                        x0: min(a.position.x, c.position.x) * s, y0: min(a.position.y, c.position.y) * s,
                        x1: max(a.position.x, c.position.x) * s, y1: max(a.position.y, c.position.y) * s, margin: 0)
                    let uv = Rect(x: min(a.uv.x, c.uv.x), y: min(a.uv.y, c.uv.y), width: abs(c.uv.x - a.uv.x),
                                  height: abs(c.uv.y - a.uv.y))
                    if Self.isScaled(copy, uv: uv, bitmap: bitmap) { copies.append(copy) }
                }
            }
            return (bounds, copies)
        case .pushClip, .popClip:
            return (.empty, [])
        }
    }

    /// The texture coordinates `vertices` span.
    static func uvBounds(_ vertices: ArraySlice<MeshVertex>) -> Rect {
        let us = vertices.map(\.uv.x), vs = vertices.map(\.uv.y)
        let u0 = us.min() ?? 0, v0 = vs.min() ?? 0
        return Rect(x: u0, y: v0, width: (us.max() ?? 0) - u0, height: (vs.max() ?? 0) - v0)
    }

    /// The box between pixel coordinates snapped as `draw` snaps axis-aligned quads.
    static func snappedBox(x0: Double, y0: Double, x1: Double, y1: Double) -> PixelBox {
        func whole(_ v: Double) -> Int { Int(DrawOpCompiler.snapped(Float(max(-PixelBox.farAway, min(PixelBox.farAway, v))))) }
        return PixelBox(x0: whole(x0), y0: whole(y0), x1: whole(x1), y1: whole(y1))
    }

    /// True when SDL resamples the axis-aligned copy of `uv` of `bitmap` onto `box` this frame,
    /// so a clip that cuts it would change which texels land where: it is scaled, not stretched
    /// by pixman (upright, `untinted`, of a texture holding the bitmap's opaque pixels), and not
    /// drawn from a stretched copy already kept at that size (`PrescaledCopies`, which `draw`
    /// blits unscaled: a clip cuts nothing of that). A full-window dimming then stays out of the
    /// boxes of the small items that change over it, as a HUD's graph or a blinking cursor.
    /// `filter` is `nil` for a mirrored copy (neither kept nor stretched by pixman).
    func isResampled(
        _ box: PixelBox, uv: Rect, bitmap: Bitmap, filter: TextureFilter?, untinted: Bool, target: PixelBox
    ) -> Bool {
        guard Self.isScaled(box, uv: uv, bitmap: bitmap) else { return false }
        // Stretched by pixman (an untinted, upright copy of an opaque texture, on whole texels or
        // between them): its samples step from the copy's own transform, wherever a clip or a
        // damage box cuts it, so a scroll view may move its pixels and draw only the strip it
        // exposes (the Gallery's photo grid redrew its nine photos whole, 1.6 ms a frame, while
        // it scrolled).
        if filter != nil, untinted, stretchesWithPixman(textureIsOpaque: cache.holdsOpaquePixmanPixels(of: bitmap)) {
            return false
        }
        let whole = uv.minX == 0 && uv.minY == 0 && uv.width == 1 && uv.height == 1
        let kept = Self.keepsStretchedCopy(width: box.x1 - box.x0, height: box.y1 - box.y0, within: target)
        guard options.prescalesCopies, filter == .linear, whole, kept, !box.isEmpty else { return true }
        return !prescaled.holdsCopy(of: bitmap, width: Int32(box.x1 - box.x0), height: Int32(box.y1 - box.y0))
    }

    /// True when the copy of `uv` of `bitmap` onto `box` changes its size (SDL then
    /// scales it, and a clip would change which texels land where).
    static func isScaled(_ box: PixelBox, uv: Rect, bitmap: Bitmap) -> Bool {
        /// Texels of difference below which a copy counts as unscaled (rounding).
        let tolerance = 1e-3
        return abs(Double(box.x1 - box.x0) - uv.width * Double(bitmap.width)) > tolerance
            || abs(Double(box.y1 - box.y0) - uv.height * Double(bitmap.height)) > tolerance
    }

    /// Draws `entries` in order under their clips, each narrowed to `box` when given, and
    /// returns true; first clears the box (the whole target when `nil`) to `background` when
    /// given. Items whose bounds miss the target (or `box`) are not drawn
    /// (`RenderCounters.culledItems`), nor those opaque items drawn after them cover
    /// (`RenderCounters.occludedItems`, `SDLRenderer+Occlusion`, from the items' flat `fills`,
    /// found here when `nil`), nor the clear under them; the textures of both are still brought up to date.
    /// `shouldAbandon`, when given, is asked before each item drawn, once the items before it are
    /// in the target's pixels (SDL's queue flushed): when it returns true, the items from that
    /// one on are left out (neither drawn nor prepared), the clip is reset and the result is
    /// false.
    @discardableResult
    func draw(_ entries: [DamageTracker.Entry], within box: PixelBox?, clearingTo background: Color? = nil,
              fills: [FlatFill?]? = nil, abandoningWhen shouldAbandon: (() -> Bool)? = nil) -> Bool {
        let fills = fills ?? flatFills(of: entries)
        let plan = occlusionPlan(for: entries, fills: fills, within: box ?? targetBox)
        if let background { clear(plan.clearBoxes, to: background) }
        setClip(box)
        var current = box
        var drawnWithPrevious = false
        for (index, entry) in entries.enumerated() {
            if drawnWithPrevious {
                drawnWithPrevious = false
                continue
            }
            var clip = entry.clip
            if let box {
                clip = (entry.clip ?? box).intersection(box)
                guard entry.bounds.intersects(box) else {
                    cull(entry.item)
                    continue
                }
            } else if entry.bounds.isEmpty {
                cull(entry.item)
                continue
            }
            if plan.steps[index] == .hidden {
                counters.occludedItems += 1
                prepareTexture(of: entry.item)
                continue
            }
            if clip != current {
                if var r = clip?.sdlRect { SDL_RenderSetClipRect(handle, &r) } else { SDL_RenderSetClipRect(handle, nil) }
                current = clip
            }
            if let shouldAbandon {
                // What SDL queued for the items before is drawn first, so the time between two
                // questions is what an item cost, pixels included: left in the queue, the last
                // items' pixels were drawn in the flush after the last question, past any cutoff.
                SDL_RenderFlush(handle)
                if shouldAbandon() {
                    setClip(nil)
                    return false
                }
            }
            if case .fill(let visible, let coveredPixels) = plan.steps[index], let flat = fills[index] {
                fill(visible, with: flat)
                counters.occludedFillPixels += coveredPixels
                continue
            }
            // A tile fading in over the part of a fallback under it: both in one stretch.
            // (The GPU backend draws the two apart: `drawCrossFade` needs the target's pixels.)
            if gpuBackend == nil, index + 1 < entries.count, entries[index + 1].clip == entry.clip, entries[index + 1].bounds == entry.bounds,
               case .crossFade(let under, let over)? = DrawOpCompiler.crossFade(under: entry.item, over: entries[index + 1].item,
                                                                              scale: scale, options: options),
               drawCrossFade(under: under, over: over) {
                drawnWithPrevious = true
                continue
            }
            draw(item: entry.item)
        }
        setClip(nil)
        return true
    }

    /// Clips what SDL draws next to `box` (target pixels; `nil`: no clip).
    private func setClip(_ box: PixelBox?) {
        if var r = box?.sdlRect { SDL_RenderSetClipRect(handle, &r) } else { SDL_RenderSetClipRect(handle, nil) }
    }

    /// Counts `item` as not drawn and brings its texture up to date all the same (uploaded
    /// ahead, as a tile in the keep buffer is, and kept from eviction).
    private func cull(_ item: DisplayItem) {
        counters.culledItems += 1
        prepareTexture(of: item)
    }

    /// Looks `item`'s bitmap up in the texture cache (uploading a new version) without
    /// drawing it.
    func prepareTexture(of item: DisplayItem) {
        switch item {
        case .quad(let q):
            if case .texture(let bitmap, _, _) = q.fill { _ = cache.texture(for: bitmap, filter: q.filter, counters: &counters) }
        case .mesh(let mesh):
            if let bitmap = mesh.texture {
                if takesGlyphPath(mesh) { noteGlyphPage(bitmap) } else { _ = cache.texture(for: bitmap, filter: mesh.filter, counters: &counters) }
            }
        case .pushClip, .popClip:
            break
        }
    }
}
