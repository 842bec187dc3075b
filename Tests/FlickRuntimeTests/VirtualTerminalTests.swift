import FlickRuntime
import XCTest

/// Holding a kiosk's VT is tested in the real-kernel tier (the panel steps press Ctrl+Alt+F2
/// on a uinput keyboard while the demo runs, against a control without it:
/// scripts/kernel-test/guest.sh); taking a VT here could take the developer's console. Here:
/// the messages of a VT that cannot be held say what happens and what to do.
final class VirtualTerminalTests: XCTestCase {
    func testTheMessagesSayWhatHappensAndWhatToDo() {
        let none = VirtualTerminalError.noTerminal(reason: "/dev/tty0: No such file or directory")
        XCTAssertTrue(none.description.contains("/dev/tty0: No such file or directory"), none.description)
        XCTAssertTrue(none.description.contains("stays as it is"), none.description)
        let refused = VirtualTerminalError.refused(
            path: "/dev/tty0", what: "graphics mode", reason: "Operation not permitted")
        XCTAssertTrue(refused.description.contains("run as root"), refused.description)
        XCTAssertTrue(refused.description.contains("Ctrl+Alt+Fn"), refused.description)
    }
}
