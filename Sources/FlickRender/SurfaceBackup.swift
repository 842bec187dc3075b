import CSDL2

/// A copy of some boxes of a target surface's pixels, to be put back exactly
/// (`SDLRenderer.redraw(_:background:abandoningWhen:)`): rows copied byte for byte, with no
/// conversion or blending, into a surface of the target's format and size kept between
/// copies (made again when the target's size or format changes).
final class SurfaceBackup {
    /// The copy, `nil` until the first save.
    private var backup: UnsafeMutablePointer<SDL_Surface>?
    /// The boxes saved last, in pixels of the target.
    private(set) var boxes: [PixelBox] = []
    /// True once the backup surface is made.
    var isMade: Bool { backup != nil }

    deinit {
        if let backup { SDL_FreeSurface(backup) }
    }

    /// Copies `boxes` (pixels, clipped to the target) of `target` into the backup; false when
    /// no backup surface could be made (nothing saved).
    func save(_ boxes: [PixelBox], of target: UnsafeMutablePointer<SDL_Surface>) -> Bool {
        guard let backup = backup(matching: target) else {
            self.boxes = []
            return false
        }
        let whole = PixelBox(x0: 0, y0: 0, x1: Int(target.pointee.w), y1: Int(target.pointee.h))
        self.boxes = boxes.map { $0.intersection(whole) }.filter { !$0.isEmpty }
        Self.copy(self.boxes, from: target, to: backup)
        return true
    }

    /// Puts the boxes saved last back into `target` (the surface they were saved from).
    func restore(into target: UnsafeMutablePointer<SDL_Surface>) {
        guard let backup, backup.pointee.w == target.pointee.w, backup.pointee.h == target.pointee.h,
              backup.pointee.format.pointee.format == target.pointee.format.pointee.format else { return }
        Self.copy(boxes, from: backup, to: target)
    }

    /// Makes the backup surface for `target` ahead of the first save (its 4 MB at 1280×800
    /// are allocated and zeroed then, not in a redraw racing its deadline); false when it could
    /// not be made.
    @discardableResult
    func prepare(for target: UnsafeMutablePointer<SDL_Surface>) -> Bool { backup(matching: target) != nil }

    /// The backup surface, made (again) to `target`'s size and format when it differs.
    private func backup(matching target: UnsafeMutablePointer<SDL_Surface>) -> UnsafeMutablePointer<SDL_Surface>? {
        let format = target.pointee.format.pointee
        if let backup, backup.pointee.w == target.pointee.w, backup.pointee.h == target.pointee.h,
           backup.pointee.format.pointee.format == format.format {
            return backup
        }
        if let backup { SDL_FreeSurface(backup) }
        backup = SDL_CreateRGBSurfaceWithFormat(0, target.pointee.w, target.pointee.h, Int32(format.BitsPerPixel),
                                                format.format)
        if backup == nil { log.error("\(RenderError.sdl("SDL_CreateRGBSurfaceWithFormat"))") }
        return backup
    }

    /// Copies the rows of `boxes` from `source` to `destination` (same size and format).
    private static func copy(_ boxes: [PixelBox], from source: UnsafeMutablePointer<SDL_Surface>,
                             to destination: UnsafeMutablePointer<SDL_Surface>) {
        let lockSource = source.pointee.flags & UInt32(SDL_RLEACCEL) != 0
        let lockDestination = destination.pointee.flags & UInt32(SDL_RLEACCEL) != 0
        if lockSource { SDL_LockSurface(source) }
        if lockDestination { SDL_LockSurface(destination) }
        defer {
            if lockDestination { SDL_UnlockSurface(destination) }
            if lockSource { SDL_UnlockSurface(source) }
        }
        guard let from = source.pointee.pixels, let to = destination.pointee.pixels else { return }
        let bytesPerPixel = Int(source.pointee.format.pointee.BytesPerPixel)
        let fromPitch = Int(source.pointee.pitch), toPitch = Int(destination.pointee.pitch)
        for box in boxes {
            let bytes = (box.x1 - box.x0) * bytesPerPixel
            let x = box.x0 * bytesPerPixel
            for y in box.y0..<box.y1 {
                (to + y * toPitch + x).copyMemory(from: from + y * fromPitch + x, byteCount: bytes)
            }
        }
    }
}
