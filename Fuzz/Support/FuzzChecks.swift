import FlickInput

/// What every fuzz target checks beyond "no trap".
enum FuzzChecks {
    /// Frames are well formed: finite, non-decreasing times; finite locations; each touch
    /// once per frame.
    static func check(_ frames: [TouchFrame]) {
        var last = -Double.infinity
        for frame in frames {
            precondition(frame.time.isFinite && frame.time >= last, "frame time \(frame.time) after \(last)")
            last = frame.time
            var ids = Set<Int>()
            for touch in frame.touches {
                precondition(ids.insert(touch.id).inserted, "touch \(touch.id) twice in one frame")
                precondition(touch.location.x.isFinite && touch.location.y.isFinite, "non-finite location")
            }
        }
    }
}

/// Reads a recording from bytes as a replay does, then decodes it.
enum FuzzRecording {
    /// Largest input read in full (ours: libFuzzer's default -max_len is 4096; 1 MiB keeps a
    /// long seed usable without slowing every run).
    static let maximumLength = 1 << 20

    static func read(_ bytes: [UInt8], format: RecordingStream.Format) {
        guard bytes.count <= maximumLength else { return }
        do {
            var stream = try RecordingStream(source: MemoryByteSource(bytes), fileName: "fuzz", format: format)
            var events: [InputEvent] = []
            while let event = try stream.next() { events.append(event) }
            for event in events { precondition(event.time.isFinite, "non-finite event time") }
            var decoder = MultitouchDecoder(device: stream.device)
            FuzzChecks.check(decoder.decode(events))
        } catch let error as EvemuError {
            precondition(error.description.utf8.count < 4096, "an error message of \(error.description.utf8.count) bytes")
            precondition(!error.description.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" && $0 != "\t" },
                         "a control byte in an error message")
        } catch {
            preconditionFailure("not an EvemuError: \(error)")
        }
    }
}
