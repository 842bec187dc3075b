import ArgumentParser

extension Flick {
    /// Every subcommand, in the order `flick --help` lists them.
    static let commands: [any ParsableCommand.Type] = [
        ReplayCommand.self,
        SynthCommand.self,
    ]
}
