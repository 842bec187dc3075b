import FlickAnimation
import FlickInput
import FlickTestSupport
@testable import FlickUI
import XCTest

/// Interface orientation through a real window on virtual time: which turns are allowed
/// (the deciding controller, face up and down), what a turn does (size, callbacks, layout,
/// the turn animation, presented sheets), and touches in all four orientations.
final class WindowOrientationTests: XCTestCase {
    /// A controller with a chosen set of orientations that notes each transition.
    private final class TurningController: ViewController {
        var supported = InterfaceOrientationMask.all
        var transitions: [Size] = []
        var alongside: [Double] = []
        var completed = 0
        override var supportedInterfaceOrientations: InterfaceOrientationMask { supported }
        override func viewWillTransition(to size: Size, with coordinator: ViewControllerTransitionCoordinator) {
            super.viewWillTransition(to: size, with: coordinator)
            transitions.append(size)
            coordinator.animate { [unowned self] coordinator in alongside.append(coordinator.transitionDuration) }
                completion: { [unowned self] _ in completed += 1 }
        }
    }

    /// A 1280 × 800 window (a landscape panel) with `root` as its root controller.
    private func makeWindow(_ root: ViewController = TurningController()) -> Window {
        let window = Window(frame: Rect(x: 0, y: 0, width: 1280, height: 800))
        window.rootViewController = root
        _ = window.prepareFrame(at: 0)
        return window
    }

    func testALandscapePanelIsNativelyLandscapeRightAndUnturned() {
        let window = makeWindow()
        XCTAssertEqual(window.nativeOrientation, .landscapeRight)
        XCTAssertEqual(window.interfaceOrientation, .landscapeRight)
        XCTAssertEqual(window.interfaceRotation, .none)
        XCTAssertEqual(Window(frame: Rect(x: 0, y: 0, width: 600, height: 1024)).nativeOrientation, .portrait)
    }

    func testASupportedDeviceTurnTurnsTheInterfaceAndReLaysItOut() {
        let root = TurningController()
        let window = makeWindow(root)
        let label = View(frame: Rect(x: 1180, y: 700, width: 100, height: 100))
        label.autoresizingMask = [.flexibleLeftMargin, .flexibleTopMargin]
        root.view.addSubview(label)
        window.deviceOrientationDidChange(to: .portrait)
        XCTAssertEqual(window.interfaceOrientation, .portrait)
        XCTAssertEqual(window.interfaceRotation, .clockwise270, "portrait is 90° counter-clockwise of landscapeRight")
        XCTAssertEqual(window.bounds.size, Size(width: 800, height: 1280))
        XCTAssertEqual(root.transitions, [Size(width: 800, height: 1280)])
        XCTAssertEqual(root.alongside, [Window.rotationDuration], "alongside animations run in the turn's block")
        XCTAssertEqual(root.view.frame.size, Size(width: 800, height: 1280))
        XCTAssertEqual(label.frame.origin, Point(x: 700, y: 1180), "pinned to the bottom-right corner")
        XCTAssertTrue(window.isRotating)
        XCTAssertEqual(root.completed, 0)
        window.play([], settle: 0.5)
        XCTAssertFalse(window.isRotating)
        XCTAssertEqual(root.completed, 1, "the completion runs once the turn has animated")
        XCTAssertFalse(window.isSettled && window.layer.hasAnimations)
    }

    func testTheContentStartsWhereItWasOnThePanelAndTurnsUpright() {
        let window = makeWindow()
        window.deviceOrientationDidChange(to: .portrait)  // 90° counter-clockwise
        var angles: [Double] = []
        window.play([], settle: 0.5) { time in
            angles.append(window.layer.presentation(at: time).transform.eulerAngles.z)
        }
        XCTAssertEqual(angles.first!, .pi / 2, accuracy: 0.05, "turned back clockwise by the change's 90°")
        XCTAssertEqual(angles.last!, 0, accuracy: 1e-9)
        XCTAssertTrue(zip(angles, angles.dropFirst()).allSatisfy { $0 >= $1 - 1e-12 }, "turns one way only")
        XCTAssertEqual(window.transform, .identity, "the model is upright from the start")
    }

    func testFaceUpFaceDownAndUnknownKeepTheInterface() {
        let window = makeWindow()
        window.deviceOrientationDidChange(to: .landscapeRight)  // interface landscapeLeft
        window.play([], settle: 0.5)
        for device in [DeviceOrientation.faceUp, .faceDown, .unknown] {
            window.deviceOrientationDidChange(to: device)
            XCTAssertEqual(window.interfaceOrientation, .landscapeLeft, "\(device)")
            XCTAssertFalse(window.isRotating)
        }
        XCTAssertEqual(window.deviceOrientation, .unknown)
        XCTAssertEqual(window.interfaceRotation, .upsideDown)
    }

    func testAnUnsupportedOrientationIsRefused() {
        let root = TurningController()
        root.supported = .landscape
        let window = makeWindow(root)
        window.deviceOrientationDidChange(to: .portrait)
        XCTAssertEqual(window.interfaceOrientation, .landscapeRight)
        XCTAssertFalse(window.setInterfaceOrientation(.portraitUpsideDown))
        XCTAssertEqual(window.bounds.size, Size(width: 1280, height: 800))
        XCTAssertEqual(root.transitions, [])
        XCTAssertTrue(window.setInterfaceOrientation(.landscapeLeft, animated: false))
        XCTAssertEqual(window.interfaceRotation, .upsideDown)
        XCTAssertEqual(root.transitions, [Size(width: 1280, height: 800)], "a half turn keeps the size")
        XCTAssertEqual(root.completed, 1, "not animated: the completion runs at once")
    }

    func testTheTopControllerOfANavigationStackDecides() {
        let navigation = NavigationController(rootViewController: TurningController())
        let window = makeWindow(navigation)
        let portraitOnly = TurningController()
        portraitOnly.supported = .portrait
        navigation.pushViewController(portraitOnly, animated: false)
        XCTAssertEqual(window.supportedInterfaceOrientations, .portrait)
        portraitOnly.setNeedsUpdateOfSupportedInterfaceOrientations()
        XCTAssertEqual(window.interfaceOrientation, .portrait, "leaves landscape, no longer supported")
        window.play([], settle: 0.5)
        window.deviceOrientationDidChange(to: .landscapeLeft)
        XCTAssertEqual(window.interfaceOrientation, .portrait)
        _ = navigation.popViewController(animated: false)
        navigation.setNeedsUpdateOfSupportedInterfaceOrientations()
        XCTAssertEqual(window.interfaceOrientation, .landscapeRight, "follows the device once allowed")
    }

    func testAFullScreenPresentedControllerDecidesAndASheetDoesNot() {
        let root = TurningController()
        let window = makeWindow(root)
        let sheet = TurningController()
        sheet.supported = .portrait
        root.present(sheet, animated: false)
        XCTAssertEqual(window.supportedInterfaceOrientations, .all, "a page sheet is not asked")
        root.dismiss(animated: false)
        let cover = TurningController()
        cover.supported = .portraitUpsideDown
        cover.modalPresentationStyle = .fullScreen
        root.present(cover, animated: false)
        XCTAssertEqual(window.supportedInterfaceOrientations, .portraitUpsideDown)
    }

    func testAnEmptyMaskKeepsTheOrientation() {
        let root = TurningController()
        let window = makeWindow(root)
        root.supported = []
        root.setNeedsUpdateOfSupportedInterfaceOrientations()
        window.deviceOrientationDidChange(to: .portrait)
        XCTAssertEqual(window.interfaceOrientation, .landscapeRight)
        XCTAssertEqual(root.transitions, [])
    }

    func testAPresentedSheetKeepsItsGeometryAcrossATurn() {
        let root = TurningController()
        let window = makeWindow(root)
        let sheet = TurningController()
        root.present(sheet, animated: false)
        window.deviceOrientationDidChange(to: .portrait, animated: false)
        XCTAssertEqual(sheet.transitions, [Size(width: 800, height: 1280)], "the presented controller is told")
        XCTAssertEqual(sheet.view.frame.minY, 1280 * ViewController.sheetTopGapFraction, accuracy: 1e-9)
        XCTAssertEqual(sheet.view.frame.width, 800)
        XCTAssertEqual(sheet.view.frame.height, 1280 * (1 - ViewController.sheetTopGapFraction), accuracy: 1e-9)
        XCTAssertEqual(sheet.view.frame.maxY, 1280, accuracy: 1e-9)
    }

    func testTouchesLandOnTheButtonInEveryOrientation() {
        let root = TurningController()
        let window = makeWindow(root)
        var taps = 0
        let button = Button(frame: Rect(x: 0, y: 0, width: 120, height: 60))
        button.autoresizingMask = [.flexibleLeftMargin, .flexibleTopMargin]
        _ = button.addAction(for: .touchUpInside) { _, _ in taps += 1 }
        var start = 1.0
        for (index, device) in [DeviceOrientation.landscapeLeft, .portrait, .landscapeRight, .portraitUpsideDown]
            .enumerated()
        {
            window.deviceOrientationDidChange(to: device, animated: false)
            if button.superview == nil {
                root.view.addSubview(button)
                button.frame = Rect(x: 1160, y: 740, width: 120, height: 60)
            }
            // Bottom-right corner of the interface, whatever its size.
            let corner = Point(x: window.bounds.width - 60, y: window.bounds.height - 30)
            XCTAssertTrue(window.hitTestWindowPoint(corner, at: start) === button, "\(device)")
            window.play(TraceBuilder.tap(at: corner, start: start), settle: 0.1)
            XCTAssertEqual(taps, index + 1, "\(device)")
            start += 1
        }
    }

    func testTheTurnIgnoresTouchesAsUIKitsDoesThenTheContentIsUpright() {
        let root = TurningController()
        let window = makeWindow(root)
        let marker = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        root.view.addSubview(marker)
        window.deviceOrientationDidChange(to: .landscapeRight)  // interface landscapeLeft: a half turn
        _ = window.prepareFrame(at: 1)
        XCTAssertEqual(abs(window.layer.presentation(at: 1).transform.eulerAngles.z), .pi, accuracy: 1e-9)
        XCTAssertNil(window.hitTestWindowPoint(Point(x: 1230, y: 750), at: 1), "UIKit ignores touches while it turns")
        XCTAssertNil(window.hitTestWindowPoint(Point(x: 50, y: 50), at: 1))
        window.play([], settle: Window.rotationDuration + 0.01)
        XCTAssertTrue(window.hitTestWindowPoint(Point(x: 50, y: 50), at: window.currentTime) === marker)
    }

    func testOrientationArithmetic() {
        for orientation in InterfaceOrientation.allCases {
            XCTAssertEqual(InterfaceOrientation(angle: orientation.angle), orientation)
            XCTAssertEqual(DeviceOrientation(orientation).interfaceOrientation, orientation)
            XCTAssertEqual(orientation.rotation(against: orientation), .none)
            for rotation in WindowMapping.Rotation.allCases {
                XCTAssertEqual(orientation.turned(by: rotation).rotation(against: orientation), rotation)
            }
        }
        XCTAssertEqual(DeviceOrientation.landscapeLeft.interfaceOrientation, .landscapeRight, "UIKit's swap")
        XCTAssertEqual(InterfaceOrientation.landscapeRight.rotation(against: .portrait), .clockwise90)
        XCTAssertEqual(InterfaceOrientationMask.allButUpsideDown.orientations, [.portrait, .landscapeRight, .landscapeLeft])
        XCTAssertNil(InterfaceOrientation(angle: 45))
    }
}
