import CSDL2
import FlickAnimation
import FlickScene

/// Late redraw: the frame loop renders a frame early and, when newer touch input arrives
/// before the deadline, draws the frame again with it. The redraw may be abandoned when time
/// runs out: the pixels it would draw over are saved from the target surface first and put
/// back byte for byte, with the damage tracker's state, so the frame drawn before is presented
/// on time as if the redraw had never started. A redraw of the whole target into pixels Flick
/// owns draws into their spare buffer instead (`TargetPixels`), and is dropped by pointing the
/// target back at the frame drawn before.
extension SDLRenderer {
    /// True when `redraw(_:background:abandoningWhen:)` can put the frame drawn last back: the
    /// target surface is known (`targetSurface`: a software target, which keeps its pixels).
    public var canRedraw: Bool { capabilities.contains(.abandonsRedraws) }

    /// Draws `list` over `background` in place of the frame drawn last (by
    /// `render(_:background:)` or a completed `redraw`), as `render(_:background:)` would: only
    /// what changed since that frame with `tracksDamage`, the whole target without.
    ///
    /// Before it saves the pixels it may draw over, before it starts drawing and before each
    /// item it draws, it asks `shouldAbandon(_:)`, with the pixels the save is about to copy
    /// before the save and 0 before drawing (it reads no clock: the caller decides, and the
    /// time between two questions tells it how long a step takes: SDL's queue is flushed before
    /// each item's question, so a window's renderer, which batches, has drawn the items before). When that returns true, it
    /// stops, puts back the pixels of the frame drawn last (none when it had not saved them yet)
    /// and the damage tracker's state (a following `render` draws against that frame), counts
    /// `RenderCounters.abandonedRedraws` and returns false. Returns true when the whole frame
    /// was drawn (`RenderCounters.redraws`), also when nothing changed (then nothing is drawn
    /// or saved and `shouldAbandon` is not asked). A redraw of the whole target into a surface
    /// whose pixels Flick owns (`HeadlessRenderer`) saves nothing: it draws into the surface's
    /// spare buffer, asks about 0 pixels to save before it starts, and is dropped by pointing
    /// the surface back at the frame drawn before (`RenderCounters.redrawsIntoSpare`).
    ///
    /// A redraw belongs to the frame drawn before it, presented once: it neither prepares
    /// `list.preparations` nor ends the frame for the texture cache, and the bitmaps it draws
    /// count as that frame's for the copies kept stretched (`PrescaledCopies.beginRedraw`): a
    /// bitmap it draws at the size the frame drew it is not at that size two frames running.
    /// Textures it uploads are kept when it is abandoned.
    ///
    /// Callers check `canRedraw` first. Without it nothing can be put back, so `shouldAbandon`
    /// is never asked and the frame is drawn to the end, and the result is true. The same holds
    /// when `targetSurface` gives no surface of the renderer's output size.
    @discardableResult
    public func redraw(
        _ list: DisplayList, background: Color, abandoningWhen shouldAbandon: (_ pixelsToSave: Int) -> Bool
    ) -> Bool {
        let saved = damageTracker
        let frame: TrackedFrame
        if tracksDamage {
            frame = trackedFrame(of: list, background: background)
        } else {
            let target = targetBox
            frame = TrackedFrame(entries: entries(for: list, target: target), target: target, damage: .full)
        }
        guard !frame.isUnchanged else {
            counters.redraws += 1
            return true
        }
        prescaled.beginRedraw()
        var drawn = false
        defer { prescaled.endRedraw(drawn: drawn) }
        if case .full = frame.damage, let spare = spareTarget(for: frame.target) {
            drawn = redrawWhole(frame, background: background, into: spare, saved: saved, abandoningWhen: shouldAbandon)
            return drawn
        }
        let boxes = pixelsToSave(under: frame)
        if canRedraw, shouldAbandon(boxes.reduce(0) { $0 + $1.area }) {
            // Out of time already (the scene's work ran long, or the save would not end before
            // the caller's cutoff): nothing saved, nothing to put back.
            damageTracker = saved
            counters.abandonedRedraws += 1
            return false
        }
        guard let surface = savePixels(boxes, of: frame.target) else {
            draw(frame, background: background)
            counters.redraws += 1
            drawn = true
            return true
        }
        let movesBefore = counters.pixelMoves
        drawn = withoutActuallyEscaping(shouldAbandon) { ask in
            !ask(0) && draw(frame, background: background, abandoningWhen: { ask(0) })
        }
        guard drawn else {
            SDL_RenderFlush(handle)
            SDL_RenderSetClipRect(handle, nil)
            // The pixels moved are moved back; what the move and the drawing lost was saved.
            if counters.pixelMoves != movesBefore, let move = frame.move { move.reversed(within: frame.target).shift(surface) }
            redrawBackup.restore(into: surface)
            damageTracker = saved
            counters.abandonedRedraws += 1
            return false
        }
        counters.redraws += 1
        return true
    }

    /// Draws `frame`, drawn whole, into the target's spare buffer (`TargetPixels`): nothing is
    /// saved (the first question asks about 0 pixels), and a redraw that runs out of time is
    /// dropped by pointing the target back at the frame drawn before.
    private func redrawWhole(
        _ frame: TrackedFrame, background: Color, into pixels: TargetPixels, saved: DamageTracker,
        abandoningWhen shouldAbandon: (_ pixelsToSave: Int) -> Bool
    ) -> Bool {
        if shouldAbandon(0) {
            damageTracker = saved
            counters.abandonedRedraws += 1
            return false
        }
        // The frame drawn before may still be queued in SDL's command buffer, for its buffer.
        SDL_RenderFlush(handle)
        guard pixels.exchange() else {
            draw(frame, background: background)
            counters.redraws += 1
            return true
        }
        let drawn = withoutActuallyEscaping(shouldAbandon) { ask in
            draw(frame, background: background, abandoningWhen: { ask(0) })
        }
        guard drawn else {
            SDL_RenderFlush(handle)
            SDL_RenderSetClipRect(handle, nil)
            pixels.exchange()
            damageTracker = saved
            counters.abandonedRedraws += 1
            return false
        }
        counters.redraws += 1
        counters.redrawsIntoSpare += 1
        return true
    }

    /// The target's spare buffer when the renderer draws into a surface whose pixels Flick owns
    /// (`ownedTarget`), of `target`'s size.
    private func spareTarget(for target: PixelBox) -> TargetPixels? {
        guard canRedraw, let pixels = ownedTarget, pixels.surface == targetSurface?(),
              Int(pixels.surface.pointee.w) == target.x1, Int(pixels.surface.pointee.h) == target.y1
        else { return nil }
        return pixels
    }

    /// The target's pixels that `frame` may draw over: its damaged boxes, with what its pixel
    /// move loses (`PixelMove.pixelsToSave(drawing:within:)`), or all of them.
    private func pixelsToSave(under frame: TrackedFrame) -> [PixelBox] {
        switch frame.damage {
        case .full: [frame.target]
        case .boxes(let damaged): frame.move.map { $0.pixelsToSave(drawing: damaged, within: frame.target) } ?? damaged
        }
    }

    /// Saves `boxes` (`pixelsToSave(under:)`) of the target, whose pixels are `target`, into
    /// `redrawBackup`, once SDL's queued drawing is done, and returns the target surface; `nil`
    /// (nothing saved) when it is unknown, not of that size, or no backup could be made.
    private func savePixels(_ boxes: [PixelBox], of target: PixelBox) -> UnsafeMutablePointer<SDL_Surface>? {
        // The frame drawn before may still be queued in SDL's command buffer.
        SDL_RenderFlush(handle)
        guard let surface = targetSurface?(), Int(surface.pointee.w) == target.x1, Int(surface.pointee.h) == target.y1
        else { return nil }
        return redrawBackup.save(boxes, of: surface) ? surface : nil
    }
}
