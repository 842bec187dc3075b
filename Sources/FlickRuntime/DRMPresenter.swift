#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import CDRM
import CSDL2
import FlickInput
import FlickRender
import FoundationEssentials

/// Frames straight to a panel through KMS with no GPU and no display server, as LVGL's DRM
/// driver and Slint's linuxkms do: the software renderer draws into a `HeadlessRenderer`
/// surface (which keeps its pixels, so only what changed is drawn), and each present copies
/// it into the back one of two dumb buffers and flips to it at the next vblank
/// (`drmModePageFlip`). The flip event's vblank time is the present time, so latency is
/// measured against the real scanout. The mode is the connector's preferred one (or the
/// first); the presenter restores the CRTC it found when it is released.
///
/// The interface may be turned against the panel (`rotation`, as `--rotate`: a portrait
/// interface on a landscape panel): the surface is then the turned size and each present
/// turns the frame as it copies it, the same way the touchscreen's mapping turns touches
/// (`WindowMapping.location(x:y:)`), so a finger lands on what is drawn under it.
public final class DRMPresenter {
    /// The device node drawn on.
    public let path: String
    /// The connector driven ("Virtual-1", "HDMI-A-1", "DSI-1").
    public let connectorName: String
    /// The mode's size, pixels (the panel's native axes).
    public let width: Int, height: Int
    /// The mode's refresh rate, Hz.
    public let refreshRate: Double
    /// Where frames are drawn before each present copies them to the panel, at the
    /// interface's size (`interfaceSize`).
    public private(set) var surface: HeadlessRenderer
    /// How the interface is turned against the panel, clockwise.
    public private(set) var rotation: WindowMapping.Rotation

    private let fd: Int32
    private let crtc: UInt32
    private var connector: UInt32
    private var buffers: [DumbBuffer] = []
    private var back = 1
    private var saved: UnsafeMutablePointer<drmModeCrtc>?
    /// Where the pending flip's event writes its vblank time (seconds, CLOCK_MONOTONIC).
    private let flipTime = UnsafeMutablePointer<Double>.allocate(capacity: 1)
    private var flipPending = false
    /// What the last present copied as changed (`SDLRenderer.takeChangedRects()`), `nil` for
    /// everything: the back buffer shows the frame before the last, so a present copies what
    /// changed in both frames since.
    private var lastChanged: [SDL_Rect]?
    /// The mode set on the CRTC (set again when an unplugged panel comes back).
    private var mode = drmModeModeInfo()
    /// Whether the panel is still attached (read every `PanelConnection.checkInterval` presents).
    private var connection = PanelConnection()
    /// Told `false` when the panel is unplugged mid-run (frames are then drawn, not shown)
    /// and `true` when it is back (its mode set again), on the frame thread, in `present()`.
    public var onConnectionChange: ((_ attached: Bool) -> Void)?

    /// The `--video-driver` value (`ApplicationConfiguration.videoDriver`) that picks this
    /// presenter over SDL's drivers.
    public static let videoDriverName = "drm"

    /// One line naming the display path, as `DisplayEnvironment.description(of:)` does for
    /// a window.
    public var description: String {
        "video driver drm (Flick's KMS presenter, \(path)), renderer software, \(connectorName), "
            + "display mode \(width)x\(height) " + String(printf: "%.2f Hz", refreshRate)
            + (rotation == .none ? "" : ", interface turned \(rotation.rawValue)°")
    }

    /// How long a present waits for its flip before giving up on vsync, milliseconds (ours:
    /// three frames at 30 Hz; a panel that stops flipping must not hang the app).
    public static let flipTimeout: Int32 = 100
    /// DRM's "depth" and bits per pixel of an XRGB8888 framebuffer (drm_fourcc.h, the
    /// legacy drmModeAddFB form).
    static let depth: UInt8 = 24, bitsPerPixel: UInt8 = 32

    /// Opens `path` (or the first `/dev/dri/card*` with a panel attached), sets the mode
    /// `output` asks for (by default the first connected connector's preferred mode) on a
    /// CRTC and shows a black frame. Throws `DRMError`.
    public init(
        path given: String? = nil, rotation: WindowMapping.Rotation = .none, output: DRMOutputRequest = DRMOutputRequest()
    ) throws(DRMError) {
        let opened = try Self.openOutput(given, output)
        self.rotation = rotation
        fd = opened.fd
        path = opened.path
        connector = opened.output.connector
        connectorName = opened.output.name
        crtc = opened.output.crtc
        width = Int(opened.output.mode.hdisplay)
        height = Int(opened.output.mode.vdisplay)
        refreshRate = Self.refreshRate(of: opened.output.mode)
        do {
            surface = try Self.surface(width: width, height: height, turnedBy: rotation)
        } catch {
            close(opened.fd)
            throw .call("a software surface of \(width)x\(height)", path: opened.path, reason: "\(error)")
        }
        // Released by deinit if this throws (every property is set).
        try setUp(mode: opened.output.mode)
        log.info("DRM \(path): \(connectorName) \(width)x\(height) \(refreshRate) Hz, two dumb buffers")
    }

    /// The first of `given` (or of the card nodes) that opens and has a panel attached, with
    /// its output.
    private static func openOutput(_ given: String?, _ request: DRMOutputRequest) throws(DRMError)
        -> (fd: Int32, path: String, output: (connector: UInt32, name: String, mode: drmModeModeInfo, crtc: UInt32))
    {
        let candidates = given.map { [$0] } ?? cardPaths()
        guard !candidates.isEmpty else { throw .noDevice("no /dev/dri/card* node") }
        var failure = DRMError.noDevice("none of \(candidates.joined(separator: ", ")) could be opened")
        for candidate in candidates {
            let fd = open(candidate, O_RDWR | O_CLOEXEC)
            guard fd >= 0 else {
                failure = .noDevice("\(candidate): \(String(cString: strerror(errno)))")
                continue
            }
            do {
                return (fd, candidate, try findOutput(fd: fd, path: candidate, request: request))
            } catch {
                close(fd)
                failure = error
            }
        }
        throw failure
    }

    deinit {
        if flipPending { _ = flick_drm_wait_flip(fd, Self.flipTimeout, flipTime) }
        if let saved {
            var connectors = [connector]
            _ = drmModeSetCrtc(
                fd, saved.pointee.crtc_id, saved.pointee.buffer_id, saved.pointee.x, saved.pointee.y,
                &connectors, 1, &saved.pointee.mode)
            drmModeFreeCrtc(saved)
        }
        for buffer in buffers { buffer.release(fd: fd) }
        flipTime.deallocate()
        close(fd)
    }

    /// The interface's size, pixels: the mode's, its sides swapped when turned a quarter.
    public var interfaceSize: (width: Int, height: Int) {
        Self.interfaceSize(width: width, height: height, turnedBy: rotation)
    }

    /// A panel of `width × height` pixels as the interface sees it turned by `rotation`: its
    /// sides swapped for a quarter turn.
    static func interfaceSize(width: Int, height: Int, turnedBy rotation: WindowMapping.Rotation)
        -> (width: Int, height: Int)
    {
        rotation == .clockwise90 || rotation == .clockwise270 ? (height, width) : (width, height)
    }

    /// An opaque software surface of the interface's size, for a panel of `width × height`.
    static func surface(width: Int, height: Int, turnedBy rotation: WindowMapping.Rotation) throws -> HeadlessRenderer {
        let size = interfaceSize(width: width, height: height, turnedBy: rotation)
        return try HeadlessRenderer(pixelWidth: size.width, pixelHeight: size.height, opaque: true)
    }

    /// Turns the interface to `rotation`: a new surface of the turned size (everything is
    /// drawn again), with the old one's redraw setting.
    public func setRotation(_ rotation: WindowMapping.Rotation) throws(DRMError) {
        guard rotation != self.rotation else { return }
        let next: HeadlessRenderer
        do {
            next = try Self.surface(width: width, height: height, turnedBy: rotation)
        } catch {
            throw .call("a software surface for \(rotation.rawValue)°", path: path, reason: "\(error)")
        }
        next.renderer.keepsRedrawBackup = surface.renderer.keepsRedrawBackup
        surface = next
        self.rotation = rotation
        lastChanged = nil
    }

    /// The DRM card nodes (`/dev/dri/card*`), in order; none without a KMS driver.
    public static func cardPaths() -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: "/dev/dri")) ?? []
        return names.filter { $0.hasPrefix("card") }.sorted().map { "/dev/dri/" + $0 }
    }

    /// The mode's refresh rate, Hz, from its pixel clock and totals (more precise than
    /// `vrefresh`, which is rounded).
    static func refreshRate(of mode: drmModeModeInfo) -> Double {
        guard mode.htotal > 0, mode.vtotal > 0 else { return Double(mode.vrefresh) }
        return Double(mode.clock) * 1000 / (Double(mode.htotal) * Double(mode.vtotal))
    }

    /// The connector and mode `request` names (`DRMOutputRequest.choose(from:)`) and a CRTC
    /// for it.
    private static func findOutput(fd: Int32, path: String, request: DRMOutputRequest) throws(DRMError)
        -> (connector: UInt32, name: String, mode: drmModeModeInfo, crtc: UInt32)
    {
        guard let resources = drmModeGetResources(fd) else { throw .notKMS(path: path) }
        defer { drmModeFreeResources(resources) }
        let ids = UnsafeBufferPointer(start: resources.pointee.connectors, count: Int(resources.pointee.count_connectors))
        let crtcs = UnsafeBufferPointer(start: resources.pointee.crtcs, count: Int(resources.pointee.count_crtcs))
        var found: [(id: UInt32, described: DRMOutputRequest.Connector, modes: [drmModeModeInfo], encoders: [UInt32],
                     current: UInt32)] = []
        for id in ids {
            guard let connector = drmModeGetConnector(fd, id) else { continue }
            defer { drmModeFreeConnector(connector) }
            let info = connector.pointee
            let modes = Array(UnsafeBufferPointer(start: info.modes, count: Int(info.count_modes)))
            let name =
                (drmModeGetConnectorTypeName(info.connector_type).map { String(cString: $0) } ?? "connector")
                + "-\(info.connector_type_id)"
            let described = DRMOutputRequest.Connector(
                name: name, isConnected: info.connection == DRM_MODE_CONNECTED,
                modes: modes.map {
                    DRMOutputRequest.Mode(
                        width: Int($0.hdisplay), height: Int($0.vdisplay), refreshRate: refreshRate(of: $0),
                        isPreferred: $0.type & UInt32(DRM_MODE_TYPE_PREFERRED) != 0)
                })
            found.append(
                (id, described, modes, Array(UnsafeBufferPointer(start: info.encoders, count: Int(info.count_encoders))),
                 info.encoder_id))
        }
        let chosen: (connector: Int, mode: Int)
        switch request.choose(from: found.map(\.described)) {
        case .success(let choice): chosen = choice
        case .failure(let mismatch):
            if request == DRMOutputRequest() { throw .noConnectedPanel(path: path) }
            throw .noSuchOutput(path: path, reason: mismatch.description)
        }
        let output = found[chosen.connector]
        let mode = output.modes[chosen.mode]
        let name = output.described.name
        // The CRTC its encoder drives now, else the first one an encoder of it can drive.
        if output.current != 0, let encoder = drmModeGetEncoder(fd, output.current) {
            defer { drmModeFreeEncoder(encoder) }
            if encoder.pointee.crtc_id != 0 { return (output.id, name, mode, encoder.pointee.crtc_id) }
        }
        for encoderID in output.encoders {
            guard let encoder = drmModeGetEncoder(fd, encoderID) else { continue }
            defer { drmModeFreeEncoder(encoder) }
            for (index, crtc) in crtcs.enumerated() where encoder.pointee.possible_crtcs & (1 << UInt32(index)) != 0 {
                return (output.id, name, mode, crtc)
            }
        }
        throw .noConnectedPanel(path: path)
    }

    /// Two dumb buffers, mapped; the mode set on the CRTC with the first shown.
    private func setUp(mode: drmModeModeInfo) throws(DRMError) {
        self.mode = mode
        for _ in 0..<2 { buffers.append(try DumbBuffer(fd: fd, width: width, height: height, path: path)) }
        saved = drmModeGetCrtc(fd, crtc)
        var mode = mode
        var connectors = [connector]
        guard drmModeSetCrtc(fd, crtc, buffers[0].framebuffer, 0, 0, &connectors, 1, &mode) == 0 else {
            let error = errno
            if error == EACCES || error == EPERM { throw .masterHeld(path: path) }
            throw .call("drmModeSetCrtc", path: path, reason: String(cString: strerror(error)))
        }
    }

    /// Copies into the back buffer what of the surface changed since that buffer was shown
    /// (the rectangles drawn in the last two frames: `SDLRenderer.takeChangedRects()`, all of
    /// it after a full frame), and flips to it at the next vblank, waiting for the flip before
    /// it (the one queued by the last present, normally long done). Dumb buffers are often
    /// uncached memory: a whole 1280 × 800 frame is 4 MB written per present.
    /// Returns the vblank time the frame is shown at (seconds, CLOCK_MONOTONIC, as
    /// `MonotonicClock`), or `nil` when the flip failed or timed out (logged).
    @discardableResult
    public func present() -> Double? {
        if connection.countPresent() { checkConnection() }
        guard connection.isPresenting else { return nil }
        if flipPending, flick_drm_wait_flip(fd, Self.flipTimeout, flipTime) != 1 {
            log.warning("DRM \(path): a page flip did not complete within \(Self.flipTimeout) ms")
        }
        flipPending = false
        let target = buffers[back]
        let size = interfaceSize
        let changed = surface.renderer.takeChangedRects()
        surface.withPixels { pixels, bytesPerRow in
            // A pixel both frames changed is copied once.
            guard let changed, let lastChanged, let regions = SDLRenderer.disjointRects(lastChanged + changed) else {
                Self.copy(
                    pixels, bytesPerRow: bytesPerRow, width: size.width, height: size.height, into: target.pixels,
                    bytesPerRow: target.pitch, turning: rotation)
                return
            }
            for region in regions {
                Self.copy(
                    pixels, bytesPerRow: bytesPerRow, width: size.width, height: size.height, into: target.pixels,
                    bytesPerRow: target.pitch, turning: rotation, region: region)
            }
        }
        lastChanged = changed
        let result = flick_drm_page_flip(fd, crtc, target.framebuffer, flipTime)
        guard result == 0 else {
            log.error("DRM \(path): drmModePageFlip failed: \(String(cString: strerror(-result)))")
            lastChanged = nil  // the buffers are not where this present meant them to be
            return nil
        }
        flipPending = true
        back = 1 - back
        guard flick_drm_wait_flip(fd, Self.flipTimeout, flipTime) == 1 else {
            log.warning("DRM \(path): a page flip did not complete within \(Self.flipTimeout) ms")
            return nil
        }
        flipPending = false
        return flipTime.pointee
    }
}

extension DRMPresenter {
    /// Reads whether the panel is still attached (no probing: `drmModeGetConnectorCurrent`)
    /// and carries out what `PanelConnection` says: stop flipping when it went, set the mode
    /// again when it came back.
    private func checkConnection() {
        var attached = false
        if let info = drmModeGetConnectorCurrent(fd, connector) {
            attached = info.pointee.connection == DRM_MODE_CONNECTED && info.pointee.count_modes > 0
            drmModeFreeConnector(info)
        }
        switch connection.observe(attached: attached) {
        case .none:
            return
        case .stopPresenting:
            flipPending = false
            lastChanged = nil
            log.warning("DRM \(path): \(connectorName) was disconnected: frames are not shown until it is back")
            onConnectionChange?(false)
        case .restoreMode:
            lastChanged = nil
            var connectors = [connector]
            let result = drmModeSetCrtc(fd, crtc, buffers[back].framebuffer, 0, 0, &connectors, 1, &mode)
            if result != 0 {
                log.error("DRM \(path): \(connectorName) is back but its mode could not be set: \(String(cString: strerror(errno)))")
            } else {
                log.notice("DRM \(path): \(connectorName) is back: mode \(width)x\(height) set again")
            }
            onConnectionChange?(true)
        }
    }

    /// Copies a `width × height` frame of 32-bit pixels (the interface) into a panel buffer,
    /// turned by `rotation` as the touchscreen mapping turns touches: with `.clockwise90` the
    /// interface pixel (x, y) lands at panel pixel (height − 1 − y, x), since a touch at panel
    /// (px, py) maps to interface (py, panelWidth − px) (`WindowMapping.location(x:y:)`).
    /// Rows are copied whole when not turned; turned, in 32-pixel tiles (a transpose that
    /// stays in cache). With `region` (interface pixels), only the pixels inside it are copied
    /// (clipped to the frame).
    public static func copy(
        _ source: UnsafeRawPointer, bytesPerRow sourcePitch: Int, width: Int, height: Int,
        into destination: UnsafeMutableRawPointer, bytesPerRow destinationPitch: Int,
        turning rotation: WindowMapping.Rotation, region: SDL_Rect? = nil
    ) {
        // The interface pixels copied: x in xs, y in ys.
        var xs = 0..<width, ys = 0..<height
        if let region {
            xs = xs.clamped(to: Int(region.x)..<max(Int(region.x), Int(region.x) + Int(region.w)))
            ys = ys.clamped(to: Int(region.y)..<max(Int(region.y), Int(region.y) + Int(region.h)))
        }
        guard !xs.isEmpty, !ys.isEmpty else { return }
        switch rotation {
        case .none:
            for y in ys {
                memcpy(
                    destination + y * destinationPitch + xs.lowerBound * 4, source + y * sourcePitch + xs.lowerBound * 4,
                    xs.count * 4)
            }
        case .upsideDown:
            for y in ys {
                let from = (source + y * sourcePitch).assumingMemoryBound(to: UInt32.self)
                let to = (destination + (height - 1 - y) * destinationPitch).assumingMemoryBound(to: UInt32.self)
                for x in xs { to[width - 1 - x] = from[x] }
            }
        case .clockwise90, .clockwise270:
            // The panel is `height` pixels wide and `width` pixels high. Each destination row
            // of a tile is written in one run, reading a source column (a strided read into
            // a tile that stays in cache): writes stream, and no pointer is made per pixel.
            let tile = 32
            let stride = destinationPitch / 4, sourceStride = sourcePitch / 4
            let from = source.assumingMemoryBound(to: UInt32.self)
            let to = destination.assumingMemoryBound(to: UInt32.self)
            let clockwise = rotation == .clockwise90
            // The panel pixels written: clockwise py = x, px = height − 1 − y; counter-clockwise
            // py = width − 1 − x, px = y.
            let pys = clockwise ? xs : (width - xs.upperBound)..<(width - xs.lowerBound)
            let pxs = clockwise ? (height - ys.upperBound)..<(height - ys.lowerBound) : ys
            for py0 in Swift.stride(from: pys.lowerBound, to: pys.upperBound, by: tile) {
                for px0 in Swift.stride(from: pxs.lowerBound, to: pxs.upperBound, by: tile) {
                    let pxEnd = min(px0 + tile, pxs.upperBound)
                    for py in py0..<min(py0 + tile, pys.upperBound) {
                        // Panel (px, py) shows interface (x, y): clockwise x = py, y = height − 1 − px;
                        // counter-clockwise x = width − 1 − py, y = px.
                        let row = to + py * stride
                        if clockwise {
                            var read = from + (height - 1 - px0) * sourceStride + py
                            for px in px0..<pxEnd {
                                row[px] = read.pointee
                                read -= sourceStride
                            }
                        } else {
                            var read = from + px0 * sourceStride + (width - 1 - py)
                            for px in px0..<pxEnd {
                                row[px] = read.pointee
                                read += sourceStride
                            }
                        }
                    }
                }
            }
        }
    }
}

/// One mapped dumb buffer with its framebuffer.
private struct DumbBuffer {
    let handle: UInt32
    let framebuffer: UInt32
    let pitch: Int
    let size: Int
    let pixels: UnsafeMutableRawPointer

    init(fd: Int32, width: Int, height: Int, path: String) throws(DRMError) {
        var handle: UInt32 = 0, pitch: UInt32 = 0, size: UInt64 = 0, offset: UInt64 = 0
        guard flick_drm_create_dumb(fd, UInt32(width), UInt32(height), &handle, &pitch, &size) == 0 else {
            throw .call("DRM_IOCTL_MODE_CREATE_DUMB", path: path, reason: String(cString: strerror(errno)))
        }
        var framebuffer: UInt32 = 0
        guard
            drmModeAddFB(
                fd, UInt32(width), UInt32(height), DRMPresenter.depth, DRMPresenter.bitsPerPixel, pitch, handle,
                &framebuffer) == 0
        else {
            let reason = String(cString: strerror(errno))
            _ = flick_drm_destroy_dumb(fd, handle)
            throw .call("drmModeAddFB", path: path, reason: reason)
        }
        guard flick_drm_map_dumb(fd, handle, &offset) == 0,
            let mapped = mmap(nil, Int(size), PROT_READ | PROT_WRITE, MAP_SHARED, fd, off_t(offset)),
            mapped != MAP_FAILED
        else {
            let reason = String(cString: strerror(errno))
            drmModeRmFB(fd, framebuffer)
            _ = flick_drm_destroy_dumb(fd, handle)
            throw .call("mapping a dumb buffer", path: path, reason: reason)
        }
        memset(mapped, 0, Int(size))
        self.handle = handle
        self.framebuffer = framebuffer
        self.pitch = Int(pitch)
        self.size = Int(size)
        pixels = mapped
    }

    func release(fd: Int32) {
        munmap(pixels, size)
        drmModeRmFB(fd, framebuffer)
        _ = flick_drm_destroy_dumb(fd, handle)
    }
}
