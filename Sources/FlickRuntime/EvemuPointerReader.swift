/// Reads an evemu recording as a single pointer for `SyntheticScene`: the kernel's
/// single-touch emulation (ABS_X, ABS_Y, BTN_TOUCH, which multitouch drivers also report)
/// sampled at each SYN_REPORT, scaled from the axis ranges in the `A:` lines to a viewport
/// in points, with times rebased so the first event is at 0 s.
///
/// This is the profiler's own narrow reader for the synthetic scene; full multitouch
/// decoding (slots, protocol A, tracking-id reuse, SYN_DROPPED) is FlickInput's.
public enum EvemuPointerReader {
    /// A recording the reader cannot use, with where and what was expected.
    public struct Error: Swift.Error, CustomStringConvertible, Hashable {
        /// The file name given to the reader.
        public var file: String
        /// 1-based line number (0 for the whole file).
        public var line: Int
        /// What was wrong.
        public var message: String
        /// `file:line: message`.
        public var description: String { "\(file):\(line): \(message)" }
    }

    /// EV_SYN / SYN_REPORT, EV_KEY / BTN_TOUCH, EV_ABS / ABS_X, ABS_Y (linux/input-event-codes.h).
    static let evSyn: UInt16 = 0x00, evKey: UInt16 = 0x01, evAbs: UInt16 = 0x03
    static let synReport: UInt16 = 0x00, btnTouch: UInt16 = 0x14a, absX: UInt16 = 0x00, absY: UInt16 = 0x01

    /// The pointer samples of evemu `text` (`file` names it in errors) in a `width` ×
    /// `height` point viewport. A sample is emitted at each SYN_REPORT after the position or
    /// touch state changed; times are seconds from the first event. Timestamps going
    /// backwards are kept in recorded order (the replay delivers them with their predecessor).
    /// `#` starts a comment (evemu 1.3 writes one after each event); fields are separated by
    /// spaces or tabs.
    public static func samples(fromEvemu text: String, file: String, width: Double, height: Double) throws
        -> [PointerSample] {
        var ranges: [UInt16: (min: Double, max: Double)] = [:]
        var samples: [PointerSample] = []
        var firstTime: Double?
        var x: Double?, y: Double?, down = false, changed = false
        for (offset, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = offset + 1
            let content = rawLine.prefix { $0 != "#" }
            let fields = content.split { $0 == " " || $0 == "\t" || $0 == "\r" }
            guard let tag = fields.first else { continue }
            if tag == "A:" {
                guard fields.count >= 4, let code = UInt16(fields[1], radix: 16),
                      let low = Double(fields[2]), let high = Double(fields[3]) else {
                    throw Error(file: file, line: line, message: "expected 'A: <code hex> <min> <max> …'")
                }
                ranges[code] = (low, high)
            } else if tag == "E:" {
                guard fields.count == 5, let time = Double(fields[1]), let type = UInt16(fields[2], radix: 16),
                      let code = UInt16(fields[3], radix: 16), let value = Int32(fields[4]) else {
                    throw Error(file: file, line: line, message: "expected 'E: <sec.usec> <type hex> <code hex> <value>'")
                }
                let start = firstTime ?? time
                firstTime = start
                switch (type, code) {
                case (evAbs, absX):
                    x = try scaled(value, ranges[absX], to: width, file: file, line: line, axis: "ABS_X")
                    changed = true
                case (evAbs, absY):
                    y = try scaled(value, ranges[absY], to: height, file: file, line: line, axis: "ABS_Y")
                    changed = true
                case (evKey, btnTouch):
                    down = value != 0
                    changed = true
                case (evSyn, synReport):
                    if changed, let x, let y {
                        samples.append(PointerSample(time: time - start, x: x, y: y, isDown: down))
                    }
                    changed = false
                default:
                    break
                }
            }
        }
        guard !samples.isEmpty else {
            throw Error(file: file, line: 0, message: "no pointer samples: expected ABS_X, ABS_Y and SYN_REPORT events")
        }
        if samples[samples.count - 1].isDown {
            let last = samples[samples.count - 1]
            log.debug("\(file): recording ends with the pointer down; lifting it after the last sample")
            samples.append(PointerSample(time: last.time, x: last.x, y: last.y, isDown: false))
        }
        return samples
    }

    private static func scaled(_ value: Int32, _ range: (min: Double, max: Double)?, to size: Double, file: String,
                               line: Int, axis: String) throws -> Double {
        guard let range, range.max > range.min else {
            throw Error(file: file, line: line, message: "\(axis) event without a valid 'A:' range for the axis")
        }
        return (Double(value) - range.min) / (range.max - range.min) * size
    }
}
