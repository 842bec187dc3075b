import FlickEvdev
import FlickInput

extension KernelSelftest {
    /// Check 3, on a protocol-B or protocol-A device: three fingers down, read through
    /// `EvdevTouchSource`; then the device is
    /// destroyed (unplugged) with them down. The next read must report the device gone,
    /// with one frame cancelling all three touches, and the source must end: finished,
    /// and further reads return nothing.
    static func unplug(_ kind: OverflowProtocol) throws -> String {
        let screen = try VirtualTouchscreen(cloning: kind == .b ? panel : protocolAPanel)
        let source = try EvdevTouchSource(path: screen.devicePath)
        switch kind {
        case .b:
            try screen.write(frame([(0, 10, 100, 100), (1, 11, 2000, 2000), (2, 12, 4000, 3000)]))
            try screen.write(frame([(1, nil, 2100, 2050)]))
        case .a:
            try screen.write(protocolAFrame([(100, 100), (2000, 2000), (4000, 3000)]))
            try screen.write(protocolAFrame([(100, 100), (2100, 2050), (4000, 3000)]))
        }
        let before = source.readFrames()
        let ids = Set(before.flatMap(\.touches).map(\.id))
        guard ids.count == 3, before.last?.activeTouches.count == 3 else {
            throw KernelSelftestFailure("expected three touches down, got \(before.map { summary($0.touches) })")
        }

        screen.destroy()
        let gone = source.readFrames()
        guard source.isFinished, source.device.isGone else {
            throw KernelSelftestFailure("the source did not notice the unplug (finished \(source.isFinished))")
        }
        guard gone.count == 1, let last = gone.last, Set(last.touches.map(\.id)) == ids,
              last.touches.allSatisfy({ $0.phase == .cancelled }) else {
            throw KernelSelftestFailure("expected one frame cancelling touches \(ids.sorted()), got "
                + "\(gone.map { summary($0.touches) })")
        }
        let afterwards = source.readFrames()
        guard afterwards.isEmpty, source.stream.decoder.activeTouchCount == 0 else {
            throw KernelSelftestFailure("the source kept producing frames after the unplug: \(afterwards.count)")
        }
        return "3 touches cancelled in one frame, source finished"
    }
}
