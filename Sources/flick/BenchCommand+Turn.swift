import ArgumentParser
import FlickInput
import FlickRuntime
import FoundationEssentials

extension BenchCommand {
    /// `flick bench turn`: what turning the interface costs a panel driven by Flick's KMS
    /// presenter per frame: its copy of the drawn frame into the panel's buffer
    /// (`DRMPresenter.copy`), unturned (rows copied whole) against turned a quarter (32-pixel
    /// tiles, a transpose) and a half. The only per-frame cost of a turned interface: it is
    /// laid out and drawn at its own size.
    struct Turn: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "turn",
            abstract: "The KMS presenter's per-frame copy, unturned against turned: time per frame.")

        @Option(help: "The interface's size in pixels, WxH (the panel's is turned to match).")
        var size = "1280x800"

        @Option(help: "Copies timed per rotation.")
        var frames = 300

        @Flag(help: "Print the figures as one JSON object (for make bench).")
        var json = false

        func validate() throws {
            guard frames > 0, Self.parse(size) != nil else {
                throw ValidationError("--size takes WxH with positive sides; --frames must be positive")
            }
        }

        static func parse(_ text: String) -> (width: Int, height: Int)? {
            let sides = text.split(separator: "x").compactMap { Int($0) }
            guard sides.count == 2, sides[0] > 0, sides[1] > 0 else { return nil }
            return (sides[0], sides[1])
        }

        func run() throws {
            let (width, height) = Self.parse(size)!
            let pitch = width * 4
            let source = UnsafeMutableRawPointer.allocate(byteCount: pitch * height, alignment: 64)
            let destination = UnsafeMutableRawPointer.allocate(byteCount: pitch * height, alignment: 64)
            defer {
                source.deallocate()
                destination.deallocate()
            }
            for index in 0..<(width * height) {
                source.storeBytes(of: UInt32(truncatingIfNeeded: index &* 2_654_435_761), toByteOffset: index * 4, as: UInt32.self)
            }
            let clock = ContinuousClock()
            var figures: [(WindowMapping.Rotation, [Double])] = WindowMapping.Rotation.allCases.map { ($0, []) }
            // Interleaved: each round copies once per rotation, so drift hits them alike.
            for _ in 0..<frames {
                for index in figures.indices {
                    let rotation = figures[index].0
                    let turned = rotation == .clockwise90 || rotation == .clockwise270
                    let elapsed = clock.measure {
                        DRMPresenter.copy(
                            source, bytesPerRow: pitch, width: width, height: height, into: destination,
                            bytesPerRow: turned ? height * 4 : pitch, turning: rotation)
                    }
                    figures[index].1.append(Double(elapsed.components.attoseconds) * 1e-15 + Double(elapsed.components.seconds) * 1e3)
                }
            }
            func percentile(_ samples: [Double], _ p: Double) -> Double {
                let sorted = samples.sorted()
                return sorted[min(Int(Double(sorted.count) * p), sorted.count - 1)]
            }
            if json {
                let fields = figures.flatMap { rotation, samples in
                    [
                        "\"turned_\(rotation.rawValue)_p50_ms\": \(percentile(samples, 0.5))",
                        "\"turned_\(rotation.rawValue)_p99_ms\": \(percentile(samples, 0.99))",
                    ]
                }
                print("{" + fields.joined(separator: ", ") + "}")
                return
            }
            print("KMS presenter copy of a \(width)x\(height) frame (\(frames) copies each, interleaved):")
            for (rotation, samples) in figures {
                print(
                    String(
                        printf: "  turned %3d°: p50 %.3f ms, p99 %.3f ms", rotation.rawValue, percentile(samples, 0.5),
                        percentile(samples, 0.99)))
            }
        }
    }
}
