import FlickInput
import FlickTestSupport
import XCTest

/// One test per decoding rule and per state transition of `MultitouchDecoder` (see
/// `Sources/FlickInput/FlickInput.docc/MultitouchDecoding.md`).
final class MultitouchDecoderTests: XCTestCase {
    let screen = RecordingBuilder.touchscreen()

    // MARK: Protocol B

    func testProtocolBBeginMoveStationaryEndWithSlotOmittedWhenUnchanged() {
        var b = RecordingBuilder()
        b.slot(0); b.trackingID(45); b.position(x: 6400, y: 4000); b.report(at: 0.01)
        b.position(x: 6500); b.report(at: 0.02)                   // no ABS_MT_SLOT: still slot 0
        b.add(Evdev.EV_ABS, Evdev.ABS_MT_PRESSURE, 30); b.report(at: 0.03)
        b.slot(1); b.trackingID(46); b.position(x: 100, y: 100); b.report(at: 0.04)
        b.slot(0); b.trackingID(-1); b.report(at: 0.05)
        b.slot(1); b.trackingID(-1); b.report(at: 0.06)
        let frames = b.decode(with: screen)
        XCTAssertEqual(frames.map(\.summary), [["1:began"], ["1:moved"], ["1:stationary"],
                                               ["1:stationary", "2:began"], ["1:ended", "2:stationary"], ["2:ended"]])
        XCTAssertEqual(frames.map(\.time), [0.01, 0.02, 0.03, 0.04, 0.05, 0.06])
        XCTAssertEqual(frames[1].touches[0].devicePosition, Point(x: 6500, y: 4000))
        XCTAssertEqual(frames[1].touches[0].location.x, 6500.0 / 12799 * 1280, accuracy: 1e-9)
        XCTAssertEqual(frames[1].touches[0].millimetres?.x ?? 0, 650, accuracy: 1e-9)
        XCTAssertEqual(frames[2].touches[0].pressure, 30)
        XCTAssertEqual(frames[0].touches[0].trackingID, 45)
        XCTAssertEqual(frames[3].touches[1].slot, 1)
    }

    func testTrackingIDReplacedWithoutLiftEndsTheOldTouchAndBeginsANewOne() {
        var b = RecordingBuilder()
        b.slot(0); b.trackingID(5); b.position(x: 10, y: 10); b.report(at: 0.01)
        b.trackingID(6); b.position(x: 900, y: 900); b.report(at: 0.02)
        let frames = b.decode(with: screen, finishing: false)
        XCTAssertEqual(frames.map(\.summary), [["1:began"], ["1:ended", "2:began"]])
        XCTAssertEqual(frames[1].touches[0].devicePosition, Point(x: 10, y: 10), "the old touch ends where it was")
        XCTAssertEqual(frames[1].touches[1].devicePosition, Point(x: 900, y: 900))
    }

    func testLiftOnAnEmptySlotIsIgnored() {
        var b = RecordingBuilder()
        b.slot(3); b.trackingID(-1); b.report(at: 0.01)
        b.slot(0); b.trackingID(1); b.position(x: 1, y: 1); b.report(at: 0.02)
        b.trackingID(-1); b.report(at: 0.03)
        b.trackingID(-1); b.report(at: 0.04)
        XCTAssertEqual(b.decode(with: screen).map(\.summary), [["1:began"], ["1:ended"]])
    }

    func testSlotsBeyondTheDeviceRangeAreDroppedWithTheirEvents() {
        var b = RecordingBuilder()
        b.slot(0); b.trackingID(1); b.position(x: 50, y: 50); b.report(at: 0.01)
        b.slot(12); b.trackingID(2); b.position(x: 70, y: 70)   // 10 slots: 12 is out of range
        b.slot(-1); b.trackingID(3)
        b.slot(0); b.position(x: 60); b.report(at: 0.02)
        let frames = b.decode(with: screen, finishing: false)
        XCTAssertEqual(frames.map(\.summary), [["1:began"], ["1:moved"]])
        XCTAssertEqual(frames[1].touches[0].devicePosition, Point(x: 60, y: 50))
    }

    func testAxisUpdatesOnAnIdleSlotNeverStartATouchButAreRemembered() {
        var b = RecordingBuilder()
        b.slot(2); b.position(x: 300, y: 400); b.report(at: 0.01)
        b.position(x: 310); b.report(at: 0.02)
        b.trackingID(9); b.report(at: 0.03)   // the kernel does not resend unchanged axes
        let frames = b.decode(with: screen, finishing: false)
        XCTAssertEqual(frames.map(\.summary), [["1:began"]])
        XCTAssertEqual(frames[0].touches[0].devicePosition, Point(x: 310, y: 400))
        XCTAssertEqual(frames[0].time, 0.03)
    }

    func testPalmMidTouchCancelsAndTheSlotIsIgnoredUntilItLifts() {
        var b = RecordingBuilder()
        b.slot(0); b.trackingID(1); b.position(x: 10, y: 10); b.report(at: 0.01)
        b.tool(Evdev.MT_TOOL_PALM); b.position(x: 20); b.report(at: 0.02)
        b.position(x: 30); b.report(at: 0.03)
        b.tool(Evdev.MT_TOOL_FINGER); b.position(x: 40); b.report(at: 0.04)
        b.trackingID(-1); b.report(at: 0.05)
        b.trackingID(2); b.position(x: 50); b.report(at: 0.06)
        let frames = b.decode(with: screen, finishing: false)
        XCTAssertEqual(frames.map(\.summary), [["1:began"], ["1:cancelled"], ["2:began"]])
        XCTAssertEqual(frames[2].time, 0.06)
    }

    func testAPalmFromTheStartNeverBegins() {
        var b = RecordingBuilder()
        b.slot(0); b.trackingID(1); b.tool(Evdev.MT_TOOL_PALM); b.position(x: 10, y: 10); b.report(at: 0.01)
        b.position(x: 20); b.report(at: 0.02)
        b.trackingID(-1); b.report(at: 0.03)
        XCTAssertEqual(b.decode(with: screen).count, 0)
    }

    func testATouchThatBeginsAndLiftsInOneFrameGivesTwoFramesAtTheSameTime() {
        var b = RecordingBuilder()
        b.slot(1); b.trackingID(7); b.position(x: 5, y: 5); b.report(at: 0.01)
        b.slot(0); b.trackingID(8); b.position(x: 1, y: 1); b.trackingID(-1); b.report(at: 0.02)
        let frames = b.decode(with: screen, finishing: false)
        XCTAssertEqual(frames.map(\.summary), [["1:began"], ["2:began", "1:stationary"], ["2:ended", "1:stationary"]])
        XCTAssertEqual(frames.map(\.time), [0.01, 0.02, 0.02])
    }

    func testButtonTouchAndToolKeysAreToleratedNotRequired() {
        var plain = RecordingBuilder(), keyed = RecordingBuilder()
        for builder in [0, 1] {
            var b = RecordingBuilder()
            b.slot(0); b.trackingID(1); b.position(x: 10, y: 10)
            if builder == 1 { b.buttonTouch(true); b.add(Evdev.EV_KEY, Evdev.BTN_TOOL_FINGER, 1) }
            b.report(at: 0.01)
            b.position(y: 30); if builder == 1 { b.add(Evdev.EV_ABS, Evdev.ABS_Y, 30) }
            b.report(at: 0.02)
            b.trackingID(-1); if builder == 1 { b.buttonTouch(false) }
            b.report(at: 0.03)
            if builder == 0 { plain = b } else { keyed = b }
        }
        XCTAssertEqual(plain.decode(with: screen), keyed.decode(with: screen))
        XCTAssertEqual(plain.decode(with: screen).count, 3)
    }

    func testTouchIDsAreNeverReusedEvenWhenTrackingIDsAre() {
        var b = RecordingBuilder()
        var t = 0.0
        for _ in 0..<5 {
            t += 0.01; b.slot(0); b.trackingID(1); b.position(x: 1, y: 1); b.report(at: t)
            t += 0.01; b.trackingID(-1); b.report(at: t)
        }
        let ids = b.decode(with: screen).flatMap { $0.touches.map(\.id) }
        XCTAssertEqual(ids, [1, 1, 2, 2, 3, 3, 4, 4, 5, 5])
    }

    func testARecordingEndingWithFingersDownCancelsThemAtTheEnd() {
        var b = RecordingBuilder()
        b.slot(0); b.trackingID(1); b.position(x: 1, y: 1)
        b.slot(1); b.trackingID(2); b.position(x: 2, y: 2); b.report(at: 0.01)
        b.slot(0); b.position(x: 5); b.report(at: 0.02)
        b.position(x: 9)   // a partial frame: never closed
        let frames = b.decode(with: screen)
        XCTAssertEqual(frames.map(\.summary), [["1:began", "2:began"], ["1:moved", "2:stationary"],
                                               ["1:cancelled", "2:cancelled"]])
        XCTAssertEqual(frames.last?.time, 0.02)
        XCTAssertEqual(frames.last?.touches[0].devicePosition.x, 9, "cancellations carry the latest values")
    }

    func testFrameTimesNeverGoBackwards() {
        var b = RecordingBuilder()
        b.slot(0); b.trackingID(1); b.position(x: 1, y: 1); b.report(at: 0.05)
        b.position(x: 2); b.report(at: 0.03)
        b.position(x: 3); b.report(at: 0.06)
        XCTAssertEqual(b.decode(with: screen, finishing: false).map(\.time), [0.05, 0.05, 0.06])
    }

    func testOutOfRangePositionsAreKeptNotClamped() {
        var b = RecordingBuilder()
        b.slot(0); b.trackingID(1); b.position(x: 12799 * 2, y: -800); b.report(at: 0.01)
        let touch = b.decode(with: screen)[0].touches[0]
        XCTAssertEqual(touch.location.x, 2560, accuracy: 1e-6)
        XCTAssertEqual(touch.location.y, -800.0 / 7999 * 800, accuracy: 1e-6)
    }

    // MARK: SYN_DROPPED and its state transitions

    func testSynDroppedInTheMiddleOfATwoFingerDrag() {
        var decoder = MultitouchDecoder(device: screen)
        var b = RecordingBuilder()
        b.slot(0); b.trackingID(10); b.position(x: 1000, y: 1000)
        b.slot(1); b.trackingID(11); b.position(x: 2000, y: 1000); b.report(at: 0.01)
        b.slot(0); b.position(y: 1100); b.slot(1); b.position(y: 1100); b.report(at: 0.02)
        b.dropped()                                                 // synced → dropping
        b.slot(1); b.trackingID(-1)                                 // finger 1 lifts: lost in the drop
        b.slot(0); b.position(y: 1200); b.report(at: 0.03)         // dropping → resyncing(2)
        // The slot after a drop is unknown; the decoder keeps the last one it saw (1) until
        // ABS_MT_SLOT says otherwise, as here.
        b.slot(0); b.position(y: 1300); b.report(at: 0.04)         // resyncing(2) → resyncing(1)
        b.position(y: 1400); b.report(at: 0.05)                     // resyncing(1) → synced
        b.position(y: 1500); b.report(at: 0.06)
        var frames: [TouchFrame] = []
        var states: [MultitouchDecoder.State] = []
        for event in b.events {
            decoder.process(event, into: &frames)
            if states.last != decoder.state { states.append(decoder.state) }
        }
        XCTAssertEqual(states, [.synced, .dropping, .resyncing(framesLeft: 2), .resyncing(framesLeft: 1), .synced])
        XCTAssertEqual(frames.map(\.summary), [["1:began", "2:began"], ["1:moved", "2:moved"],
                                               ["1:moved", "2:stationary"], ["1:moved", "2:cancelled"], ["1:moved"]])
        XCTAssertEqual(frames[2].touches[0].devicePosition.y, 1300, "events up to the SYN_REPORT are discarded")
        XCTAssertEqual(frames.map(\.time), [0.01, 0.02, 0.04, 0.05, 0.06])
        XCTAssertEqual(decoder.activeTouchCount, 1, "no touch left stuck")
    }

    func testALiftOrNewIDSeenWhileResyncingCancelsRatherThanEnds() {
        var b = RecordingBuilder()
        b.slot(0); b.trackingID(10); b.position(x: 1, y: 1)
        b.slot(1); b.trackingID(11); b.position(x: 2, y: 2); b.report(at: 0.01)
        b.dropped(); b.report(at: 0.02)
        b.slot(0); b.trackingID(-1); b.slot(1); b.trackingID(12); b.report(at: 0.03)
        XCTAssertEqual(b.decode(with: screen, finishing: false).map(\.summary),
                       [["1:began", "2:began"], ["1:cancelled", "2:cancelled", "3:began"]])
    }

    func testASecondDropWhileResyncingDropsAgain() {
        var decoder = MultitouchDecoder(device: screen)
        var frames: [TouchFrame] = []
        var b = RecordingBuilder()
        b.dropped(); b.report(at: 0.01); b.dropped()
        for event in b.events { decoder.process(event, into: &frames) }
        XCTAssertEqual(decoder.state, .dropping)
    }

    func testLiveResynchronizeTakesLibevdevSyncFramesWithoutDiscarding() {
        var stream = LiveTouchStream(device: screen)
        var frames: [TouchFrame] = []
        var b = RecordingBuilder()
        b.slot(0); b.trackingID(1); b.position(x: 5, y: 5)
        b.slot(1); b.trackingID(2); b.position(x: 9, y: 9); b.report(at: 0.01)
        for event in b.events { stream.handle(.event(event), into: &frames) }
        stream.handle(.resync, into: &frames)                       // synced → resyncing(2)
        XCTAssertEqual(stream.decoder.state, .resyncing(framesLeft: 2))
        // libevdev's frame 1: terminate slot 1; frame 2: the changed axes, then the current slot.
        var sync = RecordingBuilder()
        sync.slot(1); sync.trackingID(-1); sync.report(at: 0.01)
        sync.slot(0); sync.position(x: 7); sync.slot(0); sync.report(at: 0.01)
        for event in sync.events { stream.handle(.event(event), into: &frames) }
        XCTAssertEqual(frames.map(\.summary), [["1:began", "2:began"], ["1:stationary", "2:cancelled"], ["1:moved"]])
        XCTAssertEqual(stream.decoder.state, .synced)
        stream.handle(.deviceGone(at: 0.5), into: &frames)
        XCTAssertEqual(frames.last?.summary, ["1:cancelled"])
        XCTAssertEqual(frames.last?.time, 0.5)
        XCTAssertTrue(stream.isFinished)
        stream.handle(.event(InputEvent(time: 0.6, type: 0, code: 0, value: 0)), into: &frames)
        XCTAssertEqual(frames.count, 4, "nothing after the device is gone")
    }

    func testFinishReturnsToSyncedFromAnyState() {
        var decoder = MultitouchDecoder(device: screen)
        var frames: [TouchFrame] = []
        decoder.process(InputEvent(time: 0, type: Evdev.EV_SYN, code: Evdev.SYN_DROPPED, value: 0), into: &frames)
        XCTAssertEqual(decoder.state, .dropping)
        XCTAssertNil(decoder.finish(at: 1))
        XCTAssertEqual(decoder.state, .synced)
        decoder.resynchronize()
        _ = decoder.finish(at: 1)
        XCTAssertEqual(decoder.state, .synced)
    }

    // MARK: Protocol A

    func testProtocolAMatchesByTrackingIDWhenPresent() {
        let device = RecordingBuilder.protocolATouchscreen()
        var b = RecordingBuilder()
        b.contact(x: 100, y: 100, trackingID: 4); b.contact(x: 900, y: 900, trackingID: 5); b.report(at: 0.01)
        // Listed in the other order, and crossing over: ids decide, not distance.
        b.contact(x: 120, y: 120, trackingID: 5); b.contact(x: 880, y: 880, trackingID: 4); b.report(at: 0.02)
        b.contact(x: 120, y: 120, trackingID: 5); b.report(at: 0.03)
        b.contactReport(); b.report(at: 0.04)
        let frames = b.decode(with: device)
        XCTAssertEqual(frames.map(\.summary), [["1:began", "2:began"], ["2:moved", "1:moved"], ["2:stationary", "1:ended"],
                                               ["2:ended"]])
        XCTAssertEqual(frames[1].touches[1].devicePosition, Point(x: 880, y: 880))
    }

    func testProtocolAMatchesByNearestNeighbourWithoutTrackingIDs() {
        let device = RecordingBuilder.protocolATouchscreen()
        var b = RecordingBuilder()
        b.contact(x: 100, y: 100); b.contact(x: 900, y: 900); b.report(at: 0.01)
        b.contact(x: 910, y: 905); b.contact(x: 105, y: 100); b.report(at: 0.02)
        b.contact(x: 920, y: 910); b.report(at: 0.03)
        b.position(x: 925, y: 915); b.report(at: 0.04)   // a final contact without SYN_MT_REPORT still counts
        b.contactReport(); b.report(at: 0.05)             // the bare SYN_MT_REPORT: nothing down
        let frames = b.decode(with: device)
        XCTAssertEqual(frames.map(\.summary), [["1:began", "2:began"], ["2:moved", "1:moved"], ["2:moved", "1:ended"],
                                               ["2:moved"], ["2:ended"]])
        XCTAssertEqual(frames[1].touches[0].devicePosition, Point(x: 910, y: 905))
    }

    func testProtocolAPalmCancelsAndSynDroppedCancelsVanishedContacts() {
        let device = RecordingBuilder.protocolATouchscreen()
        var b = RecordingBuilder()
        b.contact(x: 100, y: 100); b.contact(x: 900, y: 900); b.report(at: 0.01)
        b.tool(Evdev.MT_TOOL_PALM); b.contact(x: 100, y: 100); b.contact(x: 900, y: 900); b.report(at: 0.02)
        b.tool(Evdev.MT_TOOL_PALM); b.contact(x: 100, y: 100); b.contact(x: 900, y: 900)
        b.dropped(); b.contact(x: 1, y: 1); b.report(at: 0.03)
        b.tool(Evdev.MT_TOOL_PALM); b.contact(x: 100, y: 100); b.report(at: 0.04)
        let frames = b.decode(with: device)
        XCTAssertEqual(frames.map(\.summary), [["1:began", "2:began"], ["1:cancelled", "2:stationary"], ["2:cancelled"]])
    }

    // MARK: Single touch

    func testSingleTouchFollowsBTNTouch() {
        let device = RecordingBuilder.singleTouchscreen()
        var b = RecordingBuilder()
        b.singlePosition(x: 100, y: 100); b.report(at: 0.01)           // hover: not down
        b.buttonTouch(true); b.report(at: 0.02)
        b.add(Evdev.EV_ABS, Evdev.ABS_X, 120); b.report(at: 0.03)
        b.add(Evdev.EV_MSC, Evdev.MSC_TIMESTAMP, 99); b.report(at: 0.04)
        b.buttonTouch(false); b.report(at: 0.05)
        let frames = b.decode(with: device)
        XCTAssertEqual(frames.map(\.summary), [["1:began"], ["1:moved"], ["1:stationary"], ["1:ended"]])
        XCTAssertEqual(frames[1].touches[0].devicePosition, Point(x: 120, y: 100))
        XCTAssertEqual(frames[0].touches[0].location.x, 100.0 / 2048 * 1280, accuracy: 1e-9)
    }

    func testSingleTouchWithoutBTNTouchUsesToolKeysPressureOrPosition() {
        var tool = RecordingBuilder.singleTouchscreen()
        tool.codes[Evdev.EV_KEY] = [Evdev.BTN_TOOL_PEN]
        var b = RecordingBuilder()
        b.singlePosition(x: 1, y: 1); b.add(Evdev.EV_KEY, Evdev.BTN_TOOL_PEN, 1); b.report(at: 0.01)
        b.add(Evdev.EV_KEY, Evdev.BTN_TOOL_PEN, 0); b.report(at: 0.02)
        XCTAssertEqual(b.decode(with: tool).map(\.summary), [["1:began"], ["1:ended"]])

        var pressure = RecordingBuilder.singleTouchscreen()
        pressure.codes[Evdev.EV_KEY] = []
        pressure.axes[Evdev.ABS_PRESSURE] = AxisInfo(code: Evdev.ABS_PRESSURE, minimum: 0, maximum: 255)
        var p = RecordingBuilder()
        p.singlePosition(x: 1, y: 1); p.report(at: 0.01)
        p.add(Evdev.EV_ABS, Evdev.ABS_PRESSURE, 40); p.report(at: 0.02)
        p.add(Evdev.EV_ABS, Evdev.ABS_PRESSURE, 0); p.report(at: 0.03)
        XCTAssertEqual(p.decode(with: pressure).map(\.summary), [["1:began"], ["1:ended"]])

        var bare = RecordingBuilder.singleTouchscreen()
        bare.codes[Evdev.EV_KEY] = []
        var q = RecordingBuilder()
        q.singlePosition(x: 1, y: 1); q.report(at: 0.01)
        q.singlePosition(x: 2, y: 1); q.report(at: 0.02)
        XCTAssertEqual(q.decode(with: bare).map(\.summary), [["1:began"], ["1:moved"], ["1:cancelled"]])
    }

    func testSingleTouchDropForgetsTheButtonSoALostLiftCannotStick() {
        let device = RecordingBuilder.singleTouchscreen()
        var b = RecordingBuilder()
        b.singlePosition(x: 1, y: 1); b.buttonTouch(true); b.report(at: 0.01)
        b.dropped(); b.buttonTouch(false); b.report(at: 0.02)
        b.add(Evdev.EV_ABS, Evdev.ABS_X, 5); b.report(at: 0.03)
        XCTAssertEqual(b.decode(with: device, finishing: false).map(\.summary), [["1:began"], ["1:cancelled"]])
    }

    func testADeviceWithoutPositionAxesGivesNoFrames() {
        var b = RecordingBuilder()
        b.add(Evdev.EV_KEY, 30, 1); b.report(at: 0.01)
        XCTAssertEqual(b.decode(with: DeviceDescription(name: "Keyboard", codes: [Evdev.EV_KEY: [30]])), [])
    }
}

extension MultitouchDecoderTests {
    func testALiftInAnUnclosedLastFrameStillFinishesTheTouch() {
        var b = RecordingBuilder()
        b.slot(0); b.trackingID(1); b.position(x: 1, y: 1); b.report(at: 0.01)
        b.trackingID(-1)   // truncated: no SYN_REPORT
        XCTAssertEqual(b.decode(with: screen).map(\.summary), [["1:began"], ["1:cancelled"]])
    }
}

extension MultitouchDecoderTests {
    func testProtocolAFramesAreCappedAtTheMaximumSlotCount() {
        var b = RecordingBuilder()
        for index in 0..<1000 { b.contact(x: Int32(index * 5), y: 100) }
        b.report(at: 0.01)
        let frames = b.decode(with: RecordingBuilder.protocolATouchscreen(), finishing: false)
        XCTAssertEqual(frames.first?.touches.count, DeviceDescription.maximumSlotCount)
    }
}
