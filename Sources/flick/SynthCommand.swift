import ArgumentParser
import FlickInput
import FlickRuntime
import FoundationEssentials

/// `flick synth`: writes synthesized evemu recordings of the gesture catalogue, or of a
/// gesture script given as a file or as steps (`GestureScript.append(parsing:source:)`).
struct SynthCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "synth",
        abstract: "Write synthesized evemu recordings (10-slot 120 Hz panel, 12800x8000 units at 10 units/mm).",
        discussion: """
            Regenerate every committed recording:  flick synth --all --directory Recordings
            One gesture:           flick synth swipe-left -o /tmp/swipe-left.evemu
            A script of your own:  flick synth --steps "tap 200,150; wait 0.6" -o my.evemu
                                   flick synth --script t.txt --window 800x480 -o t.evemu
            Script steps (window points, seconds; # comments; ';' or a new line between):
              tap X,Y [fingers N]   double-tap X,Y   long-press X,Y [S]   wait S
              drag X,Y to X,Y [S]   swipe X,Y to X,Y [S]
              pinch X,Y SPAN to SPAN [S]   rotate X,Y RADIUS DEGREES [S]
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

    @Option(help: "Seed for jitter and noise (default: derived from each gesture's name, or the script's text).")
    var seed: UInt64?

    @Option(help: "A gesture script file (- for standard input): one step a line.")
    var script: String?

    @Option(help: "Gesture script steps, separated by ';'.")
    var steps: String?

    @Option(
        help: "The window the script's points are in, WxH points (default 1280x800): the panel's range maps onto it.")
    var window: String?

    /// True when a script is given rather than catalogue names.
    private var scripted: Bool { script != nil || steps != nil }

    func validate() throws {
        if list { return }
        if scripted {
            guard script == nil || steps == nil else {
                throw ValidationError("give either --script FILE or --steps TEXT")
            }
            guard names.isEmpty && !all else { throw ValidationError("a script replaces gesture names and --all") }
            guard output != nil else { throw ValidationError("a script needs -o FILE") }
            if let window { _ = try ApplicationOptions.parseSize(window, option: "--window") }
            return
        }
        if window != nil { throw ValidationError("--window applies to --script and --steps only") }
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
        if scripted { return try writeScript() }
        let entries = all ? GestureCatalogue.all : names.compactMap(GestureCatalogue.entry(named:))
        for entry in entries {
            let path = output ?? (directory! + "/" + entry.name + ".evemu")
            let text = seed.map { TraceSynthesizer(seed: $0).evemu(for: entry.script) } ?? GestureCatalogue.evemu(for: entry)
            try OutputFile.write(text, to: path)
            if output == nil || !Self.writesThrough(path) { try StandardOutput.line(QuotedInput.escaping(path)) }
        }
    }

    /// Writes the recording of `--script` or `--steps` to `output`.
    private func writeScript() throws {
        let source: String, text: String
        if let steps {
            (source, text) = ("--steps", steps)
        } else if script == "-" {
            (source, text) = (
                "<stdin>", String(decoding: readStandardInput(), as: UTF8.self)
            )
        } else {
            do { text = try String(contentsOfFile: script!, encoding: .utf8) } catch {
                throw CleanExit.failure(
                    "cannot read the script \(QuotedInput.escaping(script!)): \(error.systemReason)"
                )
            }
            source = script!
        }
        let parsed: GestureScript
        do { parsed = try GestureScript(parsing: text, source: source) } catch {
            throw CleanExit.failure(error.description)
        }
        guard !parsed.contacts.isEmpty else {
            throw CleanExit.failure("\(QuotedInput.escaping(source)): the script touches nothing")
        }
        var device = SynthesizedDevice()
        if let window { device.windowSize = try ApplicationOptions.parseSize(window, option: "--window") }
        let synthesizer = TraceSynthesizer(device: device, seed: seed ?? SeededGenerator.seed(for: text))
        try OutputFile.write(synthesizer.evemu(for: parsed), to: output!)
        if !Self.writesThrough(output!) { try StandardOutput.line(QuotedInput.escaping(output!)) }
    }
}
