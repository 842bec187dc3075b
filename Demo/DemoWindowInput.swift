import CSDL2
import FlickInput
import FlickRender
import FlickRuntime

/// The demo's input in a window: SDL's events (`SDLInputSource`: SDL touch, the mouse as a
/// finger, keys, display rotations), and, each frame, the window's place on its output.
/// The demo's scenes are laid out for `DemoTour.windowSize`; in a window of another size
/// (full screen on a kiosk, `--window`, a rotated display) they are scaled to fit and
/// centred (`SDL_RenderSetLogicalSize`, which also maps SDL's mouse and finger positions),
/// and the touchscreen is mapped onto the same letterboxed area (`PanelPlacement`).
final class DemoWindowInput: InputSource {
    let sdl: SDLInputSource
    let presenter: WindowPresenter
    /// The touchscreen read through libevdev, if any (its placement follows the window).
    let touchscreen: TouchscreenInput?
    /// The scenes' own size, points.
    let contentSize: Size
    private var lastGeometry: (output: Size, window: Rect)?

    init(presenter: WindowPresenter, renderer: SDLFrameRenderer, clock: any FrameClock, touchscreen: TouchscreenInput?,
         contentSize: Size = DemoTour.windowSize) {
        self.presenter = presenter
        self.touchscreen = touchscreen
        self.contentSize = contentSize
        sdl = SDLInputSource(clock: clock, windowSize: contentSize, renderer: renderer)
        if let name = touchscreen?.deviceName { sdl.translator.libevdevDevices = [name] }
        followGeometry()
    }

    var pollDescriptor: Int32? { nil }
    func nextEventTime() -> Double? { nil }

    func drain(upTo time: Double) -> [TouchFrame] {
        followGeometry()
        return sdl.drain(upTo: time)
    }

    /// Letterboxes the scenes into the window and maps the touchscreen onto them, when the
    /// window's size or place changed.
    func followGeometry() {
        let geometry = DisplayEnvironment.windowOnOutput(presenter)
        if let last = lastGeometry, last.output == geometry.output, last.window == geometry.window { return }
        let resized = lastGeometry?.window.size != geometry.window.size
        lastGeometry = geometry
        if resized {
            let fits = geometry.window.size == contentSize
            SDL_RenderSetLogicalSize(presenter.renderer.handle, fits ? 0 : Int32(contentSize.width),
                                     fits ? 0 : Int32(contentSize.height))
            let note = fits ? "" : "; scenes scaled to fit"
            log.info("window \(Int(geometry.window.width))x\(Int(geometry.window.height)) on a \(Int(geometry.output.width))x\(Int(geometry.output.height)) output\(note)")
        }
        touchscreen?.placement = PanelPlacement.letterboxed(contentSize, in: geometry.window, outputSize: geometry.output)
    }

    /// The touchscreen came or went: SDL's touches for it are dropped while it is read.
    func touchscreenChanged() {
        sdl.translator.libevdevDevices = touchscreen?.deviceName.map { [$0] } ?? []
    }
}
