import CSDL2
import FlickAnimation
import FlickInput
import FlickScene
import FoundationEssentials

/// Rendering with no window: SDL's software renderer (`SDL_CreateSoftwareRenderer`)
/// drawing into a surface in memory (research note §3: works headless). The test suite,
/// goldens and the profiler use it; it needs no display and no `SDL_Init`.
///
/// The surface keeps its pixels between frames, so its renderer tracks damage
/// (`SDLRenderer.tracksDamage`): `render` draws only what changed.
///
/// The surface is RGBA by default (goldens). An opaque target is XRGB8888 like a software
/// window's surface, with opaque bitmaps uploaded as XRGB textures
/// (`SDLRenderer.opaqueTextureFormat`): the same fast copies and blends as a window, for
/// headless runs that measure frame times.
public final class HeadlessRenderer {
    /// Width of the target in pixels.
    public let pixelWidth: Int
    /// Height of the target in pixels.
    public let pixelHeight: Int
    /// True for an XRGB8888 target (no alpha channel), false for RGBA.
    public let isOpaque: Bool
    /// The target surface's pixel format (`SDL_PIXELFORMAT_RGB888` or `SDL_PIXELFORMAT_RGBA32`).
    public let pixelFormat: UInt32
    /// The renderer drawing into the surface.
    public let renderer: SDLRenderer

    /// A `pixelWidth × pixelHeight` target drawn at `scale` pixels per point; XRGB8888 when
    /// `opaque`, else RGBA.
    public init(pixelWidth: Int, pixelHeight: Int, scale: Double = 1, opaque: Bool = false) throws {
        guard pixelWidth > 0, pixelHeight > 0 else { throw RenderError.badSize(width: pixelWidth, height: pixelHeight) }
        let format = opaque ? SDL_PIXELFORMAT_RGB888.rawValue : SDL_PIXELFORMAT_RGBA32.rawValue
        guard let pixels = TargetPixels(width: pixelWidth, height: pixelHeight, format: format) else {
            throw RenderError.sdl("SDL_CreateRGBSurfaceWithFormatFrom")
        }
        let surface = pixels.surface
        guard let handle = SDL_CreateSoftwareRenderer(surface) else { throw RenderError.sdl("SDL_CreateSoftwareRenderer") }
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        isOpaque = opaque
        pixelFormat = format
        // The renderer keeps the surface alive and frees it after itself.
        renderer = SDLRenderer(handle: handle, scale: scale, takingOwnership: true, retaining: pixels)
        if opaque { renderer.opaqueTextureFormat = SDL_PIXELFORMAT_RGB888.rawValue }
        // The surface lives as long as the renderer (its `TargetPixels` are freed after it).
        renderer.targetSurface = { surface }
        // Its pixels are Flick's: a redraw of the whole target draws into a spare buffer.
        renderer.ownedTarget = pixels
        // The surface keeps its pixels between frames: redraw only what changed.
        renderer.tracksDamage = true
        log.debug("headless renderer \(pixelWidth)x\(pixelHeight) at scale \(scale)")
    }

    /// Draws `list` over `background` (only what changed since the previous `render`:
    /// `SDLRenderer.tracksDamage`, on here) and returns the pixels.
    @discardableResult
    public func render(_ list: DisplayList, background: Color = .white) throws -> Bitmap {
        renderer.render(list, background: background)
        SDL_RenderPresent(renderer.handle)
        return try renderer.readPixels()
    }

    /// Prepares `root`'s frame at `time` (animations, contents redrawn through a
    /// `CanvasContentsRenderer`, flattening), draws it over `background` and returns the
    /// pixels.
    @discardableResult
    public func render(_ root: Layer, at time: Double, background: Color = .white) throws -> Bitmap {
        let frame = root.prepareFrame(at: time, contentsRenderer: CanvasContentsRenderer())
        return try render(LayerDisplayListBuilder.displayList(for: frame), background: background)
    }

    /// The current pixels.
    public func snapshot() throws -> Bitmap { try renderer.readPixels() }

    /// Calls `body` with the surface's pixels in place (rows of `pixelWidth` pixels in
    /// `pixelFormat`, `bytesPerRow` apart) after the renderer's queued drawing is done: a
    /// presenter copies them out (to a display's buffer) without a `Bitmap` in between.
    public func withPixels<Result>(_ body: (_ pixels: UnsafeRawPointer, _ bytesPerRow: Int) throws -> Result) rethrows
        -> Result
    {
        SDL_RenderFlush(renderer.handle)
        let surface = renderer.targetSurface!()!
        return try body(UnsafeRawPointer(surface.pointee.pixels), Int(surface.pointee.pitch))
    }

    /// Writes the current pixels as a PNG file.
    public func writeSnapshot(to url: URL) throws { try ImageCodec.writePNG(try snapshot(), to: url) }
}
