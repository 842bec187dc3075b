// A test imports FlickTesting alone for `assertSnapshot(of:as:)` and its strategies.
@_exported import SnapshotTesting
