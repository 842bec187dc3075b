import FlickRuntime
import Foundation
import XCTest

/// Hot-plug notices without blocking: inotify on a folder, or timed rescans without it.
final class DeviceWatcherTests: XCTestCase {
    func testANewNodeIsNoticedOnceAndNothingElse() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flick-watch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let watcher = DeviceWatcher(directory: folder.path)
        try XCTSkipUnless(watcher.usesInotify, "no inotify here")
        XCTAssertFalse(watcher.poll(at: 0), "nothing changed yet")
        XCTAssertTrue(
            FileManager.default.createFile(atPath: folder.appendingPathComponent("event7").path, contents: Data()),
            "the node was made")
        XCTAssertTrue(watcher.poll(at: 0.1), "a node appeared")
        XCTAssertFalse(watcher.poll(at: 0.2), "reported once")
        try FileManager.default.removeItem(at: folder.appendingPathComponent("event7"))
        XCTAssertTrue(watcher.poll(at: 0.3), "a node went away")
    }

    func testWithoutTheFolderItRescansOnATimer() {
        let watcher = DeviceWatcher(directory: "/nonexistent/flick-input")
        XCTAssertFalse(watcher.usesInotify)
        XCTAssertTrue(watcher.poll(at: 10), "the first poll rescans")
        XCTAssertFalse(watcher.poll(at: 10 + DeviceWatcher.rescanInterval / 2))
        XCTAssertTrue(watcher.poll(at: 10 + DeviceWatcher.rescanInterval))
    }

    func testATouchscreenInputWithNoDeviceWaitsWithoutError() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flick-empty-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = try TouchscreenInput(selection: .automatic, placement: .filling(.init(width: 100, height: 100)),
                                         directory: folder.path)
        XCTAssertNil(input.device)
        XCTAssertEqual(input.drain(upTo: 1), [])
        XCTAssertNotNil(input.pollDescriptor, "a waiting loop wakes on the folder's inotify descriptor")
    }
}
