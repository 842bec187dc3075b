// swift-tools-version: 6.0
//
// Flick: touch input, gestures, scroll physics and animation for Linux.
// Modules are layers that depend one way only:
//   FlickInput → FlickGestures → FlickScroll / FlickAnimation → FlickScene
//   → FlickRender → FlickRuntime → flick, flick-demo
// Only the edge targets (FlickEvdev, FlickRender, FlickRuntime and the
// executables) touch libevdev, SDL or the OS, through the thin C* targets.
import PackageDescription

let swiftLog: Target.Dependency = .product(name: "Logging", package: "swift-log")
let argumentParser: Target.Dependency = .product(name: "ArgumentParser", package: "swift-argument-parser")
let histogram: Target.Dependency = .product(name: "Histogram", package: "hdrhistogram-swift")

/// Strict Swift 6 language mode everywhere.
let settings: [SwiftSetting] = [.swiftLanguageMode(.v6)]

var targets: [Target] = [
    // System libraries (apt providers install them; scripts/setup checks them).
    .systemLibrary(name: "CLibevdev", pkgConfig: "libevdev", providers: [.apt(["libevdev-dev"])]),
    // SDL2's pkg-config flags carry -D_REENTRANT, which SwiftPM refuses with a warning on
    // every build; the module map names the header and library directly instead, and
    // scripts/setup checks `pkg-config sdl2`.
    .systemLibrary(name: "CSDL2", providers: [.apt(["libsdl2-dev"])]),

    // Layers.
    .target(name: "FlickInput", dependencies: [swiftLog], swiftSettings: settings),
    .target(name: "FlickEvdev", dependencies: ["FlickInput", "CLibevdev", swiftLog], swiftSettings: settings),
    .target(name: "FlickGestures", dependencies: ["FlickInput", swiftLog], swiftSettings: settings),
    .target(name: "FlickScroll", dependencies: ["FlickGestures", swiftLog], swiftSettings: settings),
    .target(name: "FlickAnimation", dependencies: ["FlickGestures", swiftLog], swiftSettings: settings),
    .target(name: "FlickScene", dependencies: ["FlickScroll", "FlickAnimation", swiftLog], swiftSettings: settings),
    // The display connection's fd behind an SDL window (X11, Wayland), in C: SDL_syswm.h
    // pulls in the X11 headers, which stay out of Swift.
    .target(name: "CSDLWindowEvents", dependencies: ["CSDL2"]),
    .target(name: "FlickRender", dependencies: ["FlickScene", "CSDL2", "CSDLWindowEvents", swiftLog],
            swiftSettings: settings),
    .target(name: "FlickRuntime",
            dependencies: ["FlickRender", "FlickEvdev", swiftLog, histogram], swiftSettings: settings),

    // Executables.
    .executableTarget(name: "flick",
                      dependencies: ["FlickRuntime", "FlickEvdev", argumentParser, swiftLog],
                      swiftSettings: settings),
    .executableTarget(name: "flick-demo", dependencies: ["FlickRuntime", "FlickEvdev", argumentParser, swiftLog],
                      path: "Demo", swiftSettings: settings),

    // Shared test support: manual clock, trace builders, golden-image compare.
    .target(name: "FlickTestSupport", dependencies: ["FlickInput", "FlickEvdev", "FlickScene"], path: "Tests/FlickTestSupport",
            swiftSettings: settings),
]

for module in ["FlickInput", "FlickEvdev", "FlickGestures", "FlickScroll", "FlickAnimation",
               "FlickScene", "FlickRender", "FlickRuntime"] {
    targets.append(.testTarget(name: "\(module)Tests", dependencies: [.target(name: module), "FlickTestSupport"],
                               exclude: module == "FlickRender" ? ["Goldens"] : [],
                               swiftSettings: settings))
}
// The command-line contracts, end to end through the built `flick` binary.
targets.append(.testTarget(name: "flickTests", dependencies: ["flick"], swiftSettings: settings))
// The demo's tour, scenes and snapshots, headless.
targets.append(.testTarget(name: "FlickDemoTests", dependencies: ["flick-demo", "FlickTestSupport"], exclude: ["Goldens"],
                           swiftSettings: settings))

let package = Package(
    name: "Flick",
    products: [
        .executable(name: "flick", targets: ["flick"]),
        .executable(name: "flick-demo", targets: ["flick-demo"]),
    ] + targets.filter { $0.type == .regular && $0.name != "FlickTestSupport" }
        .map { .library(name: $0.name, targets: [$0.name]) },
    dependencies: [
        .package(url: "https://github.com/apple/swift-log", from: "1.6.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/HdrHistogram/hdrhistogram-swift", from: "0.1.0"),
    ],
    targets: targets
)
