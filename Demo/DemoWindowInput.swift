import CSDL2
import Flick

/// The demo's input in a window: SDL's events (`SDLInputSource`: SDL touch, the mouse as a
/// finger, keys, display rotations), and, each frame, the window's place on its output.
/// Live, the demo is laid out at the window's own size (`Layout.followingWindow`): when the
/// window is resized, goes full screen on a panel or turns with the display, `onResize`
/// tells the demo (`DemoApp.resize(to:at:)`) and the touchscreen maps onto the whole window.
/// A replay scripted for `DemoTour.windowSize` keeps that size (`Layout.letterboxed`): in a
/// window of another size the scenes are scaled to fit and centred
/// (`SDL_RenderSetLogicalSize`, which also maps SDL's mouse and finger positions), and the
/// touchscreen is mapped onto the same letterboxed area (`PanelPlacement`).
final class DemoWindowInput: InputSource {
    /// How the demo's size relates to the window's.
    enum Layout: Equatable {
        /// Laid out at this size, points, scaled to fit the window and centred.
        case letterboxed(Size)
        /// Laid out at the window's size.
        case followingWindow
    }

    let sdl: SDLInputSource
    let presenter: WindowPresenter
    /// The touchscreen read through libevdev, if any (its placement follows the window).
    let touchscreen: TouchscreenInput?
    let layout: Layout
    /// Called with the window's size, points, whenever the demo should be laid out at it
    /// (`Layout.followingWindow`: at once when set, then on every resize).
    var onResize: ((Size) -> Void)? {
        didSet { if layout == .followingWindow, let size = lastGeometry?.window.size { onResize?(size) } }
    }
    private var lastGeometry: (output: Size, window: Rect)?

    init(presenter: WindowPresenter, renderer: SDLFrameRenderer, clock: any FrameClock, touchscreen: TouchscreenInput?,
         layout: Layout = .letterboxed(DemoTour.windowSize)) {
        self.presenter = presenter
        self.touchscreen = touchscreen
        self.layout = layout
        let size: Size = switch layout {
        case .letterboxed(let size): size
        case .followingWindow: DisplayEnvironment.windowOnOutput(presenter).window.size
        }
        sdl = SDLInputSource(clock: clock, windowSize: size, renderer: renderer)
        if let name = touchscreen?.deviceName { sdl.translator.libevdevDevices = [name] }
        followGeometry()
    }

    var pollDescriptor: Int32? { nil }
    func nextEventTime() -> Double? { nil }

    func drain(upTo time: Double) -> [TouchFrame] {
        followGeometry()
        return sdl.drain(upTo: time)
    }

    /// Lays the demo out at the window's size (or letterboxes it) and maps the touchscreen
    /// onto it, when the window's size or place changed.
    func followGeometry() {
        let geometry = DisplayEnvironment.windowOnOutput(presenter)
        if let last = lastGeometry, last.output == geometry.output, last.window == geometry.window { return }
        let resized = lastGeometry?.window.size != geometry.window.size
        lastGeometry = geometry
        let window = geometry.window.size
        let contentSize: Size
        switch layout {
        case .letterboxed(let size):
            contentSize = size
            if resized {
                let fits = window == size
                SDL_RenderSetLogicalSize(presenter.renderer.handle, fits ? 0 : Int32(size.width), fits ? 0 : Int32(size.height))
                let note = fits ? "" : "; scenes scaled to fit"
                log.info("window \(Int(window.width))x\(Int(window.height)) on a \(Int(geometry.output.width))x\(Int(geometry.output.height)) output\(note)")
            }
        case .followingWindow:
            contentSize = window
            if resized {
                sdl.translator.windowSize = window
                log.info("window \(Int(window.width))x\(Int(window.height)) on a \(Int(geometry.output.width))x\(Int(geometry.output.height)) output; scenes laid out at its size")
                onResize?(window)
            }
        }
        touchscreen?.placement = PanelPlacement.letterboxed(contentSize, in: geometry.window, outputSize: geometry.output)
    }

    /// The touchscreen came or went: SDL's touches for it are dropped while it is read.
    func touchscreenChanged() {
        sdl.translator.libevdevDevices = touchscreen?.deviceName.map { [$0] } ?? []
    }
}
