// swift-tools-version: 6.0
//
// Flick: touch input, gestures, scroll physics and animation for Linux.
// Modules are layers that depend one way only, and each target declares exactly the modules
// it imports (scripts/check-layers, run by `make lint`, keeps it so). A → B: B imports A.
//   FlickInput → FlickGestures → FlickScroll ───────────────────────────┐
//   FlickInput → FlickAnimation → FlickScene → FlickRender (SDL) → FlickRuntime → flick, flick-demo
//   FlickGestures, FlickScroll, FlickScene → FlickUI (views, window, touch routing, controls, scroll and list views; pure)
//   FlickInput → FlickEvdev (libevdev) ─────────────────────────────────┘
//   the layers → Flick (re-exports them: an app's one import); FlickUI, FlickRender → FlickTesting
// Every layer also imports FlickInput directly; FlickRuntime and the executables import the
// layers they use. The pure cores (FlickInput, FlickGestures, FlickScroll, FlickAnimation,
// FlickScene, FlickUI) call no OS facility; only the edge targets (FlickEvdev, FlickRender,
// FlickRuntime and the executables) touch libevdev, SDL or the OS, through the thin C* targets.
import PackageDescription

let swiftLog: Target.Dependency = .product(name: "Logging", package: "swift-log")
let argumentParser: Target.Dependency = .product(name: "ArgumentParser", package: "swift-argument-parser")
let histogram: Target.Dependency = .product(name: "Histogram", package: "hdrhistogram-swift")
/// Elementary functions (sin, exp, pow…) for the pure cores, which import no C library: with
/// FoundationEssentials in place of Foundation, libm's no longer comes in with it.
let realModule: Target.Dependency = .product(name: "RealModule", package: "swift-numerics")
let snapshotTesting: Target.Dependency = .product(name: "SnapshotTesting", package: "swift-snapshot-testing")

/// The layers `import Flick` re-exports (Sources/Flick/Flick.swift). A target importing
/// Flick declares them too: the build then sees each layer's module as its input and
/// recompiles it when a layer changes (with Flick alone, a changed class layout in FlickUI
/// left an example compiled against the old one; scripts/check-layers counts them as used).
let flickLayers: [Target.Dependency] = ["FlickInput", "FlickGestures", "FlickScroll", "FlickAnimation", "FlickScene",
                                        "FlickUI", "FlickRender", "FlickRuntime", argumentParser]
let flickApp: [Target.Dependency] = ["Flick"] + flickLayers

/// Strict Swift 6 language mode everywhere.
let settings: [SwiftSetting] = [.swiftLanguageMode(.v6)]

var targets: [Target] = [
    // System libraries (apt providers install them; scripts/setup checks them).
    .systemLibrary(name: "CLibevdev", pkgConfig: "libevdev", providers: [.apt(["libevdev-dev"])]),
    // SDL2's pkg-config flags carry -D_REENTRANT, which SwiftPM refuses with a warning on
    // every build; the module map names the header and library directly instead, and
    // scripts/setup checks `pkg-config sdl2`.
    .systemLibrary(name: "CSDL2", providers: [.apt(["libsdl2-dev"])]),
    // Text and images at the edge (issue 16), named the same way: SDL2_ttf (FreeType and
    // HarfBuzz) and SDL2_image (JPEG and the other formats) carry -D_REENTRANT too;
    // fontconfig finds system fonts; libpng's simplified API (with zlib) reads and writes PNG.
    .systemLibrary(name: "CSDL2TTF", providers: [.apt(["libsdl2-ttf-dev"])]),
    .systemLibrary(name: "CSDL2Image", providers: [.apt(["libsdl2-image-dev"])]),
    .systemLibrary(name: "CFontconfig", pkgConfig: "fontconfig", providers: [.apt(["libfontconfig-dev"])]),
    .systemLibrary(name: "CLibPNG", providers: [.apt(["libpng-dev"])]),
    // pixman, the compositing library of cairo and the X server: SIMD blends onto software
    // targets where SDL 2.26's blitter goes pixel by pixel (issue 18).
    .systemLibrary(name: "CPixman", pkgConfig: "pixman-1", providers: [.apt(["libpixman-1-dev"])]),
    // Shaped text: HarfBuzz shapes runs (ligatures, Arabic joining, marks), FriBidi resolves
    // right-to-left runs, FreeType renders the shaped glyphs by index.
    .systemLibrary(name: "CHarfBuzz", pkgConfig: "harfbuzz", providers: [.apt(["libharfbuzz-dev"])]),
    .systemLibrary(name: "CFriBidi", pkgConfig: "fribidi", providers: [.apt(["libfribidi-dev"])]),
    .systemLibrary(name: "CFreeType", pkgConfig: "freetype2", providers: [.apt(["libfreetype-dev"])]),
    // KMS without a GPU: dumb buffers and page flips (DRMPresenter).
    .systemLibrary(name: "CDRM", pkgConfig: "libdrm", providers: [.apt(["libdrm-dev"])]),
    // The Linux console's ioctls (a kiosk holding its VT): kernel headers only.
    .systemLibrary(name: "CLinuxConsole"),
    // libdispatch's main-queue hooks (the ones CoreFoundation's run loop uses), linked directly.
    .systemLibrary(name: "CDispatchMainQueue"),
    // The CPU a thread runs on (sched_getcpu, a GNU extension): glibc's headers only.
    .systemLibrary(name: "CSched"),
    // Evdev keyboards with no display server: keymaps compiled from RMLVO names (xkb-data's).
    .systemLibrary(name: "CXKBCommon", pkgConfig: "xkbcommon", providers: [.apt(["libxkbcommon-dev"])]),

    // Layers.
    .target(name: "FlickInput", dependencies: [swiftLog, realModule], swiftSettings: settings),
    .target(name: "FlickEvdev", dependencies: ["FlickInput", "CLibevdev", swiftLog], swiftSettings: settings),
    .target(name: "FlickGestures", dependencies: ["FlickInput", swiftLog, realModule], swiftSettings: settings),
    .target(name: "FlickScroll", dependencies: ["FlickInput", "FlickGestures", swiftLog, realModule], swiftSettings: settings),
    .target(name: "FlickAnimation", dependencies: ["FlickInput", swiftLog, realModule], swiftSettings: settings),
    .target(name: "FlickScene", dependencies: ["FlickInput", "FlickAnimation", swiftLog, realModule], swiftSettings: settings),
    // The toolkit: views, the window, touch routing to recognizers and views, controls (pure).
    .target(name: "FlickUI", dependencies: ["FlickInput", "FlickGestures", "FlickScroll", "FlickAnimation", "FlickScene",
                                         swiftLog, realModule],
            swiftSettings: settings),
    // The display connection's fd behind an SDL window (X11, Wayland), in C: SDL_syswm.h
    // pulls in the X11 headers, which stay out of Swift.
    .target(name: "CSDLWindowEvents", dependencies: ["CSDL2"]),
    .target(name: "FlickRender",
            dependencies: ["FlickInput", "FlickAnimation", "FlickScene", "CSDL2", "CSDLWindowEvents", "CSDL2TTF",
                           "CSDL2Image", "CFontconfig", "CLibPNG", "CPixman", "CHarfBuzz", "CFriBidi", "CFreeType", "CSched",
                           swiftLog],
            swiftSettings: settings),
    .target(name: "FlickRuntime",
            dependencies: ["FlickInput", "FlickAnimation", "FlickScene", "FlickUI", "FlickRender", "FlickEvdev",
                           "CSDL2", "CDRM", "CLinuxConsole", "CXKBCommon", "CDispatchMainQueue", swiftLog, histogram,
                           argumentParser],
            swiftSettings: settings),

    // The benchmark workloads of `flick bench` and `flick profile` (no library product).
    .target(name: "FlickBenchmarks",
            dependencies: ["FlickInput", "FlickGestures", "FlickScroll", "FlickAnimation", "FlickScene", "FlickUI", "FlickRender",
                           "FlickRuntime", "CSDL2", histogram, swiftLog],
            swiftSettings: settings),

    // Executables.
    .executableTarget(name: "flick",
                      dependencies: ["FlickInput", "FlickEvdev", "FlickGestures", "FlickScroll", "FlickAnimation", "FlickScene",
                                     "FlickRender", "FlickRuntime", "FlickUI", "FlickBenchmarks", "CLinuxConsole", argumentParser,
                                     swiftLog],
                      swiftSettings: settings),
    // The quick start (README): a toolkit app on the public API only, with `import Flick` alone.
    .executableTarget(name: "hello-flick", dependencies: flickApp,
                      path: "Examples/hello-flick", exclude: ["hello.evemu", "Tests"], swiftSettings: settings),
    // The on-screen keyboard on the public API (`import Flick`): a label shows what is typed.
    .executableTarget(name: "flick-keyboard", dependencies: flickApp,
                      path: "Examples/keyboard", exclude: ["keyboard.evemu"], swiftSettings: settings),
    // Text entry end to end on the public API (`import Flick`): a clinic check-in kiosk.
    .executableTarget(name: "check-in", dependencies: flickApp,
                      path: "Examples/check-in", exclude: ["check-in.evemu"], swiftSettings: settings),
    // A kiosk settings screen (stack views, controls, shadows, dark mode) on the public API (`import Flick`).
    .executableTarget(name: "flick-settings", dependencies: flickApp,
                      path: "Examples/settings", exclude: ["settings.evemu"], swiftSettings: settings),
    // A two-screen kiosk app (navigation, a page sheet dragged away) on the public API (`import Flick`).
    .executableTarget(name: "flick-screens", dependencies: flickApp,
                      path: "Examples/screens", exclude: ["screens.evemu"], swiftSettings: settings),
    // A bookshelf (a collection view, a flow-layout subclass with shelf decorations) on the public API (`import Flick`).
    .executableTarget(name: "flick-bookshelf", dependencies: flickApp,
                      path: "Examples/bookshelf", exclude: ["bookshelf.evemu"], swiftSettings: settings),
    .executableTarget(name: "flick-demo",
                      dependencies: flickApp + ["FlickEvdev", swiftLog, histogram],
                      path: "Demo", resources: [.copy("Resources/Gallery")], swiftSettings: settings),

    // For app authors: one import for an app (the layers re-exported), and the testing
    // library (a window on virtual time, scripted gestures, snapshots).
    .target(name: "Flick", dependencies: flickLayers, swiftSettings: settings),
    .target(name: "FlickTesting",
            dependencies: ["FlickInput", "FlickGestures", "FlickAnimation", "FlickScene", "FlickUI", "FlickRender",
                           snapshotTesting],
            swiftSettings: settings),

    // Shared test support: manual clock, trace builders, golden-image compare.
    .target(name: "FlickTestSupport", dependencies: ["FlickInput", "FlickAnimation", "FlickScene", "FlickRender", "FlickTesting"],
            path: "Tests/FlickTestSupport",
            swiftSettings: settings),
]

// Each module's tests, with the other modules they import.
let testedModules: KeyValuePairs<String, [Target.Dependency]> = [
    "FlickInput": ["FlickEvdev", swiftLog],
    "FlickEvdev": ["FlickInput", "CLibevdev"],
    "FlickGestures": ["FlickInput", "FlickEvdev"],
    "FlickScroll": ["FlickInput", "FlickEvdev"],
    "FlickAnimation": ["FlickInput"],
    "FlickScene": ["FlickInput", "FlickAnimation"],
    "FlickUI": ["FlickInput", "FlickEvdev", "FlickGestures", "FlickScroll", "FlickAnimation", "FlickScene"],
    "FlickRender": ["FlickInput", "FlickAnimation", "FlickScene", "CSDL2"],
    "FlickRuntime": ["FlickInput", "FlickGestures", "FlickAnimation", "FlickScene", "FlickUI", "FlickRender", "FlickBenchmarks", "CSDL2",
                     "CSDLWindowEvents"],
]
for (module, imports) in testedModules {
    // FlickRender's tests compare the GPU backend's pixels with FlickTesting's `ImageDifference`.
    let testing: [Target.Dependency] = module == "FlickRender" ? ["FlickTesting"] : []
    targets.append(.testTarget(name: "\(module)Tests", dependencies: [.target(name: module), "FlickTestSupport"] + imports + testing,
                               exclude: module == "FlickRender" ? ["Goldens"] : [],
                               swiftSettings: settings))
}
// The benchmark workloads' own tests.
targets.append(.testTarget(name: "FlickBenchmarksTests",
                           dependencies: ["FlickBenchmarks", "FlickInput", "FlickGestures", "FlickAnimation", "FlickScene",
                                          "FlickRender", "FlickRuntime", "FlickTestSupport"],
                           swiftSettings: settings))
// The command-line contracts, end to end through the built `flick` binary.
targets.append(.testTarget(name: "flickTests", dependencies: ["flick", "FlickInput", "FlickTestSupport"],
                           swiftSettings: settings))
// The quick start, end to end through the built `hello-flick` binary.
targets.append(.testTarget(name: "HelloFlickTests", dependencies: ["hello-flick", "FlickInput", "FlickTestSupport"],
                           swiftSettings: settings))
// The testing library's own tests.
targets.append(.testTarget(name: "FlickTestingTests",
                           dependencies: ["FlickTesting", "FlickInput", "FlickGestures", "FlickScene", "FlickUI",
                                          "FlickAnimation"],
                           swiftSettings: settings))
// The quick start's own tests, written with FlickTesting as an app author would.
targets.append(.testTarget(name: "HelloFlickAppTests", dependencies: ["hello-flick", "FlickTesting"] + flickApp,
                           path: "Examples/hello-flick/Tests", exclude: ["__Snapshots__"], swiftSettings: settings))
// The keyboard example, end to end through the built `flick-keyboard` binary.
targets.append(.testTarget(name: "KeyboardExampleTests",
                           dependencies: ["flick-keyboard", "FlickInput", "FlickTestSupport", "FlickUI"],
                           swiftSettings: settings))
// The check-in kiosk, end to end through the built `check-in` binary.
targets.append(.testTarget(name: "CheckInTests", dependencies: ["check-in", "FlickInput", "FlickTestSupport"],
                           swiftSettings: settings))
// The settings example end to end through the built `flick-settings` binary.
targets.append(.testTarget(name: "SettingsExampleTests", dependencies: ["flick-settings", "FlickInput", "FlickTestSupport"],
                           swiftSettings: settings))
// The screens example end to end through the built `flick-screens` binary.
targets.append(.testTarget(name: "ScreensExampleTests", dependencies: ["flick-screens", "FlickInput", "FlickTestSupport"],
                           swiftSettings: settings))
// The bookshelf example end to end through the built `flick-bookshelf` binary.
targets.append(.testTarget(name: "BookshelfExampleTests", dependencies: ["flick-bookshelf", "FlickInput", "FlickTestSupport"],
                           swiftSettings: settings))
// The demo's tour, scenes and snapshots, headless.
targets.append(.testTarget(name: "FlickDemoTests",
                           dependencies: ["flick-demo", "FlickTestSupport", "FlickTesting", "FlickInput", "FlickEvdev", "FlickGestures", "FlickScene",
                                          "FlickRender", "FlickRuntime", "FlickUI"],
                           exclude: ["Goldens"], swiftSettings: settings))

let package = Package(
    name: "Flick",
    products: [
        .executable(name: "flick", targets: ["flick"]),
        .executable(name: "flick-demo", targets: ["flick-demo"]),
        .executable(name: "hello-flick", targets: ["hello-flick"]),
        .executable(name: "check-in", targets: ["check-in"]),
    ] + targets.filter { $0.type == .regular && $0.name != "FlickTestSupport" && $0.name != "FlickBenchmarks" }
        .map { .library(name: $0.name, targets: [$0.name]) },
    dependencies: [
        .package(url: "https://github.com/apple/swift-log", from: "1.6.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/HdrHistogram/hdrhistogram-swift", from: "0.1.0"),
        .package(url: "https://github.com/apple/swift-numerics", from: "1.0.0"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.17.0"),
        // `make docs` builds the DocC catalogs with it (scripts/docs).
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: targets
)
