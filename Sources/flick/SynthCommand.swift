import ArgumentParser
import FlickInput
import Foundation

/// `flick synth`: writes synthesized evemu recordings of the gesture catalogue.
struct SynthCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "synth",
        abstract: "Write synthesized evemu recordings (10-slot 120 Hz panel, 12800x8000 units at 10 units/mm).",
        discussion: """
            Regenerate every committed recording:  flick synth --all --directory Recordings
            One gesture:                           flick synth swipe-left -o /tmp/swipe-left.evemu
            The same name always gives the same bytes (the seed comes from the name unless --seed is given).
            """
    )

    @Argument(help: "Gesture names (see --list).")
    var names: [String] = []

    @Flag(help: "Every gesture of the catalogue.")
    var all = false

    @Flag(help: "List the gestures and exit.")
    var list = false

    @Option(name: [.short, .customLong("output")], help: "Output file (one gesture only).")
    var output: String?

    @Option(help: "Output folder: writes NAME.evemu for each gesture.")
    var directory: String?

    @Option(help: "Seed for jitter and noise (default: derived from each gesture's name).")
    var seed: UInt64?

    func validate() throws {
        if list { return }
        let chosen = all ? GestureCatalogue.all.count : names.count
        guard chosen > 0 else { throw ValidationError("name a gesture (see --list) or pass --all") }
        for name in names where GestureCatalogue.entry(named: name) == nil {
            throw ValidationError("unknown gesture \"\(QuotedInput.excerpt(name))\"; known: "
                                  + GestureCatalogue.all.map(\.name).joined(separator: ", "))
        }
        guard (output == nil) != (directory == nil) else { throw ValidationError("give either -o FILE or --directory DIR") }
        if output != nil && chosen != 1 { throw ValidationError("-o takes one gesture; use --directory for several") }
    }

    /// True when `path` is standard output itself (`-o /dev/stdout`): the file name is
    /// then not printed after the recording.
    static func writesThrough(_ path: String) -> Bool {
        ["/dev/stdout", "/proc/self/fd/1", "/dev/fd/1"].contains(path)
    }

    func run() throws {
        if list {
            for entry in GestureCatalogue.all { try StandardOutput.line("\(entry.name)\t\(entry.summary)") }
            return
        }
        let entries = all ? GestureCatalogue.all : names.compactMap(GestureCatalogue.entry(named:))
        for entry in entries {
            let path = output ?? (directory! + "/" + entry.name + ".evemu")
            let text = seed.map { TraceSynthesizer(seed: $0).evemu(for: entry.script) } ?? GestureCatalogue.evemu(for: entry)
            try OutputFile.write(text, to: path)
            if output == nil || !Self.writesThrough(path) { try StandardOutput.line(QuotedInput.escaping(path)) }
        }
    }
}
