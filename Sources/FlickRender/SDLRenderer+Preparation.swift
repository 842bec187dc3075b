import CSDL2
import FlickScene

/// Bitmaps prepared before they are shown (`DisplayList.preparations`).
extension SDLRenderer {
    /// Prepares `items` (a display list's `preparations`, not drawn), in idle time: each
    /// bitmap's texture is brought up to date (uploaded on this thread: a hidden overlay's
    /// images are usually small), with its opaque interior for a bitmap that is not opaque
    /// throughout (the scan of its texels and the opaque copy a fold or a flip draws it from,
    /// `options.drawsOpaqueInteriors`: 1.4 ms for a 640 × 440 card, which the first frame of a fold onto
    /// a card not shown before otherwise paid), and a quad that would be drawn from a kept
    /// stretched copy (`options.prescalesCopies`: linear, axis-aligned, the whole bitmap scaled inside
    /// the target) has that copy stretched on a background thread and kept once done, so the
    /// frame that first shows it does not stretch it.
    ///
    /// A frame whose own drawing uploaded a texture (`uploadsBefore`: the uploads counted when
    /// it began; a scene's first frame) uploads nothing for its preparations, and any other
    /// frame at most `preparedBitmapsPerFrame`: a display list asks for its preparations every
    /// frame, so the rest follow in the next frames instead of adding to a dear one (the
    /// demo's Transitions tab, preparing the cards either side of the one shown, missed its
    /// first frame at 60 Hz when it uploaded them with its own).
    func prepare(_ items: [DisplayItem], uploadsBefore: Int) {
        var budget = idleUploadBudget(uploadsBefore: uploadsBefore)
        let wantsInteriors = options.drawsOpaqueInteriors && options.usesOpaqueFastPath
        for item in items {
            guard let bitmap = item.texture else { continue }
            // An upload and the scan after it are one bitmap of the budget; so is a scan alone.
            let uploads = !cache.isCurrent(bitmap)
            if uploads {
                guard budget > 0 else { continue }
                budget -= 1
            }
            // Text's atlas page is uploaded too, though pixman composites it where it rests
            // (`takesGlyphPath`): an overlay appearing draws its text transformed (an alert's
            // pop-in scale), through SDL.
            var isText = false
            if case .mesh(let mesh) = item, mesh.isCoverageMask {
                isText = true
                _ = cache.texture(for: bitmap, filter: mesh.filter, counters: &counters)
            } else {
                prepareTexture(of: item)
            }
            // A glyph atlas page has no opaque interior worth the scan (`drawTriangles`).
            if wantsInteriors, !isText, cache.needsInterior(bitmap) {
                guard uploads || budget > 0 else { continue }
                if !uploads { budget -= 1 }
                _ = cache.interior(for: bitmap, counters: &counters)
            }
            guard options.prescalesCopies, case .quad = item,
                case .texelCopy(let quad)? = DrawOpCompiler.op(for: item, scale: scale, options: options),
                quad.filter == .linear, let destination = prescaledDestination(of: quad)
            else { continue }
            prescaled.prepare(bitmap, width: destination.w, height: destination.h)
        }
    }

    /// Scans, in a frame that uploaded nothing (`uploadsBefore`: the uploads counted when it
    /// began), the opaque interior of one bitmap it draws that is large (at least
    /// `minimumPreparedInteriorTexels`) and not opaque throughout (`options.drawsOpaqueInteriors`): a
    /// card shown at rest is drawn as a rectangle, which needs no interior, and the first frame
    /// of its first fold had to scan it and upload its opaque copy (the demo's first card:
    /// 3.1 ms against 2.4–2.6 for the fold's next frames, a missed deadline at 120 Hz in three
    /// headless tours of four, measured by us). Text is never scanned (`drawTriangles`).
    func prepareInteriors(of entries: [DamageTracker.Entry], uploadsBefore: Int) {
        guard options.drawsOpaqueInteriors, options.usesOpaqueFastPath,
            idleUploadBudget(uploadsBefore: uploadsBefore) > 0
        else { return }
        for entry in entries {
            guard let bitmap = entry.item.texture, bitmap.width * bitmap.height >= Self.minimumPreparedInteriorTexels
            else { continue }
            if case .mesh(let mesh) = entry.item, mesh.isCoverageMask { continue }
            guard cache.needsInterior(bitmap) else { continue }
            _ = cache.interior(for: bitmap, counters: &counters)
            return
        }
    }

    /// Texels from which a bitmap drawn translucent has its opaque interior scanned ahead of a
    /// transformed draw (`prepareInteriors(of:uploadsBefore:)`; ours: 128 × 128, the area from
    /// which `drawTriangles` splits a turned quad to draw its middle unblended; the map's 80 × 80
    /// landmark discs are left out).
    static let minimumPreparedInteriorTexels = 128 * 128

    /// Bitmaps a frame that uploaded nothing for itself uploads or scans for its preparations
    /// (ours: one; a 640 × 440 card's upload and scan cost about 2 ms at rest, under any budget).
    static let preparedBitmapsPerFrame = 1

    /// Bitmaps a frame may still upload ahead of need (preparations, text's atlas pages):
    /// `preparedBitmapsPerFrame` when it uploaded nothing since `uploadsBefore` (the uploads
    /// counted when it began), else none.
    func idleUploadBudget(uploadsBefore: Int) -> Int {
        counters.uploads == uploadsBefore ? Self.preparedBitmapsPerFrame : 0
    }

    /// Blocks until the stretches `prepare` queued are done (tests; never from a frame): the
    /// next frame keeps them.
    public func waitForPreparations() { prescaled.waitForPreparations() }
}
