import CSDL2
import Dispatch
import FlickScene
import Synchronization

/// A frame's pixels as the target holds them, copied in its own pixel format: what a snapshot
/// takes on the frame thread. Converting them to a `Bitmap` (RGBA, `bitmap()`) and encoding
/// them are left for later, off the frame.
///
/// Reading the pixels back converted (`SDLRenderer.readPixels()`: a fresh 4 MB `Bitmap`, zeroed,
/// then SDL's conversion into it) cost the demo's tab switches about 1.9 ms in the frame that
/// left a scene, most of it page faults on the fresh memory (measured by us with `perf` on the
/// headless tour); a copy in the target's format into memory touched beforehand
/// (`CaptureBuffers`) is a row-by-row `memcpy`.
public struct PixelCapture: @unchecked Sendable {
    /// Size, pixels.
    public let width: Int, height: Int
    /// Bytes from one row to the next.
    let pitch: Int
    /// The pixels' SDL pixel format (`SDL_PixelFormatEnum`).
    let format: UInt32
    /// The pixels; never written after the capture.
    let buffer: CaptureBuffer

    /// The pixels as a `Bitmap` (RGBA): the same as `SDLRenderer.readPixels()` at the capture,
    /// since both convert with SDL's `SDL_ConvertPixels`.
    public func bitmap() throws -> Bitmap {
        var bitmap = Bitmap(width: width, height: height)
        let converted = bitmap.withUnsafeMutablePixels { pixels in
            SDL_ConvertPixels(Int32(width), Int32(height), format, buffer.bytes, Int32(pitch),
                              SDL_PIXELFORMAT_RGBA32.rawValue, pixels.baseAddress, Int32(width * 4)) == 0
        }
        guard converted else { throw RenderError.sdl("SDL_ConvertPixels") }
        return bitmap
    }
}

/// Memory for one capture, freed with it.
final class CaptureBuffer: @unchecked Sendable {
    /// The bytes, aligned for SIMD copies.
    let bytes: UnsafeMutableRawPointer
    /// Their count.
    let count: Int

    /// `count` bytes; with `touchingPages`, each page written once now, so the capture that
    /// fills them later takes no page faults.
    init(count: Int, touchingPages: Bool) {
        self.count = max(count, 1)
        bytes = .allocate(byteCount: self.count, alignment: Self.alignment)
        if touchingPages { bytes.initializeMemory(as: UInt8.self, repeating: 0, count: self.count) }
    }

    deinit { bytes.deallocate() }

    /// Byte alignment (a cache line).
    static let alignment = 64
}

/// A spare `CaptureBuffer`, made and touched on a background queue after each capture takes
/// one, so the next capture of the same size copies into memory already mapped.
final class CaptureBuffers: Sendable {
    private let queue = DispatchQueue(label: "flick.render.capture", qos: .utility)
    private let spare = Mutex<CaptureBuffer?>(nil)

    /// A buffer of at least `count` bytes: the spare when it is large enough, else a new one
    /// (its pages faulted in by the copy). A spare of `count` bytes is then made in the
    /// background for the next capture.
    func take(count: Int) -> CaptureBuffer {
        let taken = spare.withLock { buffer -> CaptureBuffer? in
            guard let spare = buffer, spare.count >= count else { return nil }
            buffer = nil
            return spare
        }
        prepare(count: count)
        return taken ?? CaptureBuffer(count: count, touchingPages: false)
    }

    /// Makes a spare of `count` bytes in the background unless one that large is kept.
    func prepare(count: Int) {
        queue.async {
            guard self.spare.withLock({ ($0?.count ?? 0) < count }) else { return }
            let buffer = CaptureBuffer(count: count, touchingPages: true)
            self.spare.withLock { $0 = buffer }
        }
    }

    /// Blocks until the spare being made is ready (for tests; never from a frame).
    func waitUntilIdle() { queue.sync {} }

    /// The spare's size, bytes, or 0 (for tests).
    var spareCount: Int { spare.withLock { $0?.count ?? 0 } }
}
