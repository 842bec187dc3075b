import ArgumentParser

extension Flick {
    /// Every subcommand, in the order `flick --help` lists them.
    static let commands: [any ParsableCommand.Type] = [
        DevicesCommand.self,
        RecordCommand.self,
        ReplayCommand.self,
        SynthCommand.self,
        ProfileCommand.self,
        BenchCommand.self,
        KernelSelftestCommand.self,
        KioskPlayCommand.self,
        KioskKeysCommand.self,
    ]
}
