import CSDL2
import Dispatch
#if canImport(Glibc)
import Glibc
#endif

/// A copy of some boxes of a target surface's pixels, to be put back exactly
/// (`SDLRenderer.redraw(_:background:abandoningWhen:)`): rows copied byte for byte, with no
/// conversion or blending, into a surface of the target's format and size kept between
/// copies (made again when the target's size or format changes).
///
/// The surface's pixels are an anonymous mapping of their own, not `SDL_CreateRGBSurface`'s
/// buffer, which SDL zeroes whole: the kernel gives a page of the mapping memory only when a
/// save first writes it, so a process whose redraws save strips (a list's scrolled rows, a
/// caret) holds those rows, not a second full window (3.9 MiB at 1280 × 800).
final class SurfaceBackup {
    /// The copy, `nil` until the first save.
    private var backup: UnsafeMutablePointer<SDL_Surface>?
    /// The mapping behind `backup`'s pixels and its length, bytes.
    private var mapping: (address: UnsafeMutableRawPointer, bytes: Int)?
    /// The boxes saved last, in pixels of the target.
    private(set) var boxes: [PixelBox] = []
    /// Pixels copied by the last save (boxes that overlap count twice).
    var savedPixels: Int { boxes.reduce(0) { $0 + $1.area } }
    /// Bytes of the backup's pixels that hold memory (`mincore`): the pages saves wrote.
    var residentBytes: Int {
        guard let mapping else { return 0 }
        let page = Int(sysconf(Int32(_SC_PAGESIZE)))
        var resident = [UInt8](repeating: 0, count: (mapping.bytes + page - 1) / page)
        guard mincore(mapping.address, mapping.bytes, &resident) == 0 else { return mapping.bytes }
        return resident.reduce(0) { $0 + Int($1 & 1) } * page
    }
    /// True once the backup surface is made.
    var isMade: Bool { backup != nil }
    /// True once `populateInBackground()` was asked for the current mapping.
    private(set) var isPopulating = false
    /// `madvise`'s advice to fault a range in writable without writing it (Linux 5.14,
    /// `MADV_POPULATE_WRITE` in `<bits/mman-linux.h>`); older kernels refuse it with EINVAL.
    static let populateWriteAdvice: Int32 = 23

    deinit { free() }

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

    /// Makes the backup surface for `target` ahead of the first save (mapped then, not in a
    /// redraw racing its deadline; its pages are given memory as saves write them); false when
    /// it could not be made.
    @discardableResult
    func prepare(for target: UnsafeMutablePointer<SDL_Surface>) -> Bool { backup(matching: target) != nil }

    /// Gives every page of the backup memory now, on a background thread, once per mapping:
    /// a save of a column (a redraw over pixels moved sideways) or of the whole target writes
    /// into every page, and the first such save, in a redraw racing its deadline, took 1.5 ms
    /// of page faults where later ones took 0.05–0.4 (the headless tour's first pan, measured
    /// by us; Intel Xeon). `MADV_POPULATE_WRITE` faults the pages in without writing them, so
    /// a save running meanwhile on the frame thread is not disturbed. Unmapped first (a new
    /// size), the advice fails on an empty range, which is harmless.
    func populateInBackground() {
        guard let mapping, !isPopulating else { return }
        isPopulating = true
        Self.populateInBackground(address: UInt(bitPattern: mapping.address), bytes: mapping.bytes)
    }

    /// Faults the mapping of `bytes` at `address` in (`populate(address:bytes:)`) on a background
    /// queue of the renderer's (`BackgroundWork.qos`).
    static func populateInBackground(address: UInt, bytes: Int) {
        DispatchQueue.global(qos: BackgroundWork.qos.qosClass).async { populate(address: address, bytes: bytes) }
    }

    /// Faults the mapping of `bytes` at `address` in writable without writing it; false when
    /// the kernel refused (older than 5.14, or the range is no longer mapped).
    @discardableResult
    static func populate(address: UInt, bytes: Int) -> Bool {
        madvise(UnsafeMutableRawPointer(bitPattern: address), bytes, populateWriteAdvice) == 0
    }

    /// The mapping's address and length, for `populate(address:bytes:)` in tests; `nil` before
    /// the backup is made.
    var mappedRange: (address: UInt, bytes: Int)? { mapping.map { (UInt(bitPattern: $0.address), $0.bytes) } }

    /// The backup surface, made (again) to `target`'s size and format when it differs.
    private func backup(matching target: UnsafeMutablePointer<SDL_Surface>) -> UnsafeMutablePointer<SDL_Surface>? {
        let format = target.pointee.format.pointee
        if let backup, backup.pointee.w == target.pointee.w, backup.pointee.h == target.pointee.h,
           backup.pointee.format.pointee.format == format.format {
            return backup
        }
        free()
        let pitch = Int(target.pointee.w) * Int(format.BytesPerPixel)
        let bytes = pitch * Int(target.pointee.h)
        guard bytes > 0 else { return nil }
        let address = mmap(nil, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0)
        guard let address, address != MAP_FAILED else {
            log.error("the redraw backup's \(bytes) bytes could not be mapped: \(String(cString: strerror(errno)))")
            return nil
        }
        backup = SDL_CreateRGBSurfaceWithFormatFrom(address, target.pointee.w, target.pointee.h,
                                                    Int32(format.BitsPerPixel), Int32(pitch), format.format)
        guard backup != nil else {
            log.error("\(RenderError.sdl("SDL_CreateRGBSurfaceWithFormatFrom"))")
            munmap(address, bytes)
            return nil
        }
        mapping = (address, bytes)
        return backup
    }

    /// Frees the surface and unmaps its pixels.
    private func free() {
        if let backup { SDL_FreeSurface(backup) }
        if let mapping { munmap(mapping.address, mapping.bytes) }
        backup = nil
        mapping = nil
        isPopulating = false
        boxes = []
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
