import ArgumentParser

/// `flick bench …`: benchmarks that print figures. One file per subcommand
/// (`BenchCommand+Decode.swift`, …); add new ones to `subcommands` below.
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Benchmarks (build with -c release for meaningful figures).",
        subcommands: [Decode.self, Read.self, Gestures.self, BenchFrameCommand.self, BenchRenderCommand.self, BenchTextCommand.self,
                      UI.self, Collection.self, List.self, Keyboard.self, Paste.self, Soak.self, Turn.self]
    )
}
