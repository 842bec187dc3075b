import FlickBenchmarks
import ArgumentParser
import FlickInput
import FlickRuntime

/// The scenes `flick profile` and `flick bench frame` run (`--scene`), read by
/// ArgumentParser, which lists them in `--help` and refuses any other name.
enum WorkloadScene: String, ExpressibleByArgument, CaseIterable {
    /// `MapBenchmarkWorkload`: a tiled map under a fling restarted at rest, with a folding card.
    case map
    /// `SyntheticScene`: springs, eased keyframes, layout and depth sort of `--layers` layers.
    case synthetic

    /// The names, comma-separated, for help texts.
    static var names: String { allCases.map(\.rawValue).joined(separator: ", ") }

    /// The window a recording is mapped onto, points (the synthetic scene's default viewport).
    var windowSize: Size {
        switch self {
        case .map: MapBenchmarkWorkload.defaultViewport
        case .synthetic: Size(width: 320, height: 240)
        }
    }

    /// The scripted input's name, for the report.
    var scriptedInput: String {
        switch self {
        case .map: "scripted flicks"
        case .synthetic: "scripted drag"
        }
    }
}
