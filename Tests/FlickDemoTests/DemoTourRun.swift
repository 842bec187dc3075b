@testable import flick_demo
import FlickInput
import FlickRender
import FlickRuntime
import FlickScene
import XCTest

/// The demo's built-in tour run as `flick-demo --tour --headless` runs it (a `DemoApp` in an
/// `Application`, `DemoApp+Application.swift`), on a manual clock (deterministic), through
/// public API.
struct DemoTourRun {
    let demo: DemoApp
    let application: Application
    let report: ApplicationReport
    /// The renderer's counters at the end of the run.
    let renderCounters: RenderCounters

    /// The snapshots taken, in order.
    var snapshots: [(name: String, bitmap: Bitmap)] { get throws { try application.takenSnapshots } }

    /// The tour's checks (`DemoReport.checks()`).
    func checks() throws -> [(text: String, passed: Bool)] {
        DemoReport(
            app: demo, run: report, startTime: application.startTime,
            snapshotted: Set(try snapshots.map(\.name)).intersection(demo.scenes.map { $0.name.lowercased() })
        )
        .checks()
    }

    /// Runs the tour headless (or, not `headless`, in the window `configuration` asks for) at
    /// `scale` pixels per point; `prepare` sees the renderer before the first frame is drawn (a
    /// test's render options).
    static func run(
        scale: Double, configuration: ApplicationConfiguration = ApplicationConfiguration(), headless: Bool = true,
        prepare: @escaping (SDLFrameRenderer) -> Void = { _ in }
    ) throws -> DemoTourRun {
        var running: Application?
        let demo = DemoApp(
            size: configuration.windowSize ?? DemoTour.windowSize, firstDay: DemoTour.firstDay, work: .inline,
            profiler: { running?.profiler })
        let application = Application(window: demo.window, background: DemoApp.background)
        running = application
        demo.attach(to: application) { XCTFail("the tour met: \($0)") }
        application.prepareSnapshots()
        var configuration = configuration
        configuration.input = FlickDemo.tourInput(in: configuration.windowSize ?? DemoTour.windowSize)
        configuration.headless = headless
        configuration.displayScale = scale
        var prepared = false
        let willDraw = application.willDraw
        application.willDraw = { [unowned application] target in
            if !prepared, let renderer = application.renderer { prepare(renderer); prepared = true }
            willDraw?(target)
        }
        var counters = RenderCounters()
        application.onFinish = { [unowned application] _ in
            counters = application.renderer?.renderer.counters ?? counters
        }
        let report = try application.run(configuration, clock: ManualFrameClock())
        return DemoTourRun(demo: demo, application: application, report: report, renderCounters: counters)
    }
}
