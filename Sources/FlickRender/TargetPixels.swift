import CSDL2
import Dispatch
#if canImport(Glibc)
import Glibc
#endif

/// A software target surface whose pixels Flick owns (`HeadlessRenderer`, which the KMS
/// presenter draws into), with a spare buffer of the same size. A late redraw that draws the
/// whole target draws into the spare (`exchange()`), and is kept as it is or dropped by
/// exchanging the two back: nothing is saved before it and nothing is put back after it. A
/// redraw that saves (`SurfaceBackup`) copied the whole window first: 0.4–0.6 ms at 1280 × 800
/// on the Intel Xeon the latency goals are measured on, a fifth of a map pinch's redraw, and as
/// long again to put back one that ran out of time.
///
/// Both buffers are anonymous mappings: the kernel zeroes their pages (a new surface is
/// black, as SDL's is) and gives the spare memory only once it is drawn into or
/// `populateInBackground()` runs. A window's surface belongs to SDL and has no spare.
final class TargetPixels {
    /// The surface the renderer draws into; its `pixels` are one of the two buffers.
    let surface: UnsafeMutablePointer<SDL_Surface>
    /// Bytes of each buffer.
    let bytes: Int
    /// The buffer the surface shows when `exchanges` is even.
    private let first: UnsafeMutableRawPointer
    /// The other buffer, mapped at the first `exchange()` or `populateInBackground()`.
    private var second: UnsafeMutableRawPointer?
    /// Times the surface's pixels changed buffer.
    private(set) var exchanges = 0
    /// True once `populateInBackground()` was asked.
    private var isPopulating = false

    /// A `width × height` surface of 32-bit `format` (`SDL_PIXELFORMAT_…`) over pixels of its
    /// own; `nil` when the memory or the surface could not be made.
    init?(width: Int, height: Int, format: UInt32) {
        guard width > 0, height > 0, let pixels = Self.map(bytes: width * height * 4) else { return nil }
        bytes = width * height * 4
        first = pixels
        guard let surface = SDL_CreateRGBSurfaceWithFormatFrom(
            pixels, Int32(width), Int32(height), 32, Int32(width * 4), format)
        else {
            munmap(pixels, bytes)
            return nil
        }
        self.surface = surface
    }

    deinit {
        // The surface was made over these pixels (`SDL_PREALLOC`): freeing it leaves them.
        SDL_FreeSurface(surface)
        munmap(first, bytes)
        if let second { munmap(second, bytes) }
    }

    /// Points the surface at the other buffer, which holds the pixels the surface showed before
    /// the last exchange (nothing defined before the first): draw over all of it before it is
    /// shown. False when the spare could not be mapped (nothing changed). Flush any drawing
    /// queued for the surface first.
    @discardableResult
    func exchange() -> Bool {
        guard let spare = spare() else { return false }
        surface.pointee.pixels = spare
        exchanges += 1
        return true
    }

    /// Gives the spare buffer its memory now, on a background thread, once: a whole-target
    /// redraw into pages not yet given memory takes their faults while it races its deadline
    /// (as `SurfaceBackup.populateInBackground()` does for saves).
    func populateInBackground() {
        guard !isPopulating, let spare = spare() else { return }
        isPopulating = true
        SurfaceBackup.populateInBackground(address: UInt(bitPattern: spare), bytes: bytes)
    }

    /// The buffer the surface does not show, mapped when first asked; `nil` when it could not be.
    private func spare() -> UnsafeMutableRawPointer? {
        guard surface.pointee.pixels == first else { return first }
        if let second { return second }
        second = Self.map(bytes: bytes)
        return second
    }

    /// An anonymous private mapping of `bytes`, `nil` (logged) when the kernel refused.
    private static func map(bytes: Int) -> UnsafeMutableRawPointer? {
        let address = mmap(nil, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0)
        guard let address, address != MAP_FAILED else {
            log.error("a target's \(bytes) bytes of pixels could not be mapped: \(String(cString: strerror(errno)))")
            return nil
        }
        return address
    }
}
