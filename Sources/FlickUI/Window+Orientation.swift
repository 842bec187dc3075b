import FlickAnimation
import FlickInput

/// Interface orientation (UIKit's rotation, since iOS 8 a size change): the window draws its
/// interface in any of four orientations against the panel's own (`nativeOrientation`). On a
/// turn it takes the turned size, tells the controllers (`viewWillTransition(to:with:)`),
/// re-lays out, and turns its content from where it was to upright over
/// `rotationDuration`. Whoever shows the window turns the picture and the touches by
/// `interfaceRotation` (FlickRuntime's `Application` does, on a panel it drives).
///
/// The orientation comes from the device (`deviceOrientationDidChange(to:animated:)`: an
/// accelerometer, a display's orientation event, a key) and is kept where the controllers
/// allow it: the root controller's, or the topmost full-screen presented one's,
/// `supportedInterfaceOrientations`. Face up and face down never turn the interface.
extension Window {
    /// The rotation's duration: 0.4 s (an estimate, research note app-platform §11: UIKit's
    /// figure was not found; 0.3–0.4 s observed).
    public static let rotationDuration: Double = 0.4
    /// The rotation's curve: ease in, ease out (UIKit's default curve).
    public static let rotationTimingFunction = TimingFunction.easeInEaseOut
    /// The animation key of the turn on the window's layer.
    static let rotationAnimationKey = "interfaceRotation"

    /// What the window knows about orientations.
    struct Orientations {
        /// The orientation the panel shows unturned.
        var native: InterfaceOrientation
        /// The interface's orientation.
        var current: InterfaceOrientation
        /// The device's last reported orientation.
        var device = DeviceOrientation.unknown
        /// The turns whose animation blocks have not completed (one replaced completes at once).
        var running = 0

        init(size: Size) {
            native = .native(for: size)
            current = native
        }
    }

    /// The orientation the panel shows unturned: `.portrait` for a window at least as tall
    /// as wide when created, else `.landscapeRight`. Setting it names the panel's own
    /// orientation (a presenter sets it from the panel): the interface's orientation is kept,
    /// so `interfaceRotation` changes.
    public var nativeOrientation: InterfaceOrientation {
        get { orientations.native }
        set { orientations.native = newValue }
    }

    /// Names the panel's own orientation and the interface's turn against it, turning
    /// nothing: no size change, no controller told (a presenter sets it as it starts, or
    /// when the panel itself was turned under the interface).
    public func nameOrientations(native: InterfaceOrientation, turnedBy rotation: WindowMapping.Rotation) {
        orientations.native = native
        orientations.current = native.turned(by: rotation)
    }

    /// The orientation the interface is drawn in.
    public var interfaceOrientation: InterfaceOrientation { orientations.current }

    /// How far the interface is turned clockwise against the panel: what a presenter turns
    /// the drawn picture by and a touchscreen's mapping its touches by.
    public var interfaceRotation: WindowMapping.Rotation { orientations.current.rotation(against: orientations.native) }

    /// The device's last reported orientation (`.unknown` until one is reported).
    public var deviceOrientation: DeviceOrientation { orientations.device }

    /// True while a turn animates.
    public var isRotating: Bool { orientations.running > 0 }

    /// The orientations the interface may take now: those of the root controller, or of the
    /// topmost full-screen controller presented over it (UIKit asks the same ones; a page
    /// sheet is not asked). `.all` with no root controller.
    public var supportedInterfaceOrientations: InterfaceOrientationMask {
        orientationController?.supportedInterfaceOrientations ?? .all
    }

    /// The controller that decides the orientation (see `supportedInterfaceOrientations`).
    var orientationController: ViewController? {
        guard var controller = rootViewController else { return nil }
        while let presented = controller.presentedViewController, presented.modalPresentationStyle == .fullScreen {
            controller = presented
        }
        return controller
    }

    /// The device turned to `orientation`: the interface follows when the deciding controller
    /// supports the matching interface orientation; face up, face down and unknown keep it.
    public func deviceOrientationDidChange(to orientation: DeviceOrientation, animated: Bool = true) {
        orientations.device = orientation
        guard let wanted = orientation.interfaceOrientation else {
            log.debug("\(debugName): device \(orientation.rawValue) keeps the interface \(interfaceOrientation.rawValue)")
            return
        }
        guard wanted != interfaceOrientation else { return }
        let supported = supportedInterfaceOrientations
        guard supported.allows(wanted) else {
            log.debug("\(debugName): device \(orientation.rawValue): \(wanted.rawValue) is not supported; kept")
            return
        }
        turn(to: wanted, animated: animated)
    }

    /// Asks the deciding controller again (`setNeedsUpdateOfSupportedInterfaceOrientations`):
    /// the interface turns to the device's orientation if now allowed, or leaves an
    /// orientation no longer allowed for the first allowed one (the device's if it can,
    /// else in `InterfaceOrientationMask.orientations`' order). An empty set is a
    /// programming error: logged, naming the controller, and the orientation kept.
    public func updateSupportedInterfaceOrientations(animated: Bool = true) {
        let supported = supportedInterfaceOrientations
        guard let first = supported.orientations.first else {
            let owner = orientationController?.debugName ?? debugName
            log.error("\(owner).supportedInterfaceOrientations is empty; keeping \(interfaceOrientation.rawValue)")
            return
        }
        if let device = deviceOrientation.interfaceOrientation, supported.allows(device) {
            if device != interfaceOrientation { turn(to: device, animated: animated) }
        } else if !supported.allows(interfaceOrientation) {
            turn(to: first, animated: animated)
        }
    }

    /// Turns the interface to `orientation` when the deciding controller allows it; returns
    /// false (logged) when it does not. Use it to turn on the app's own account (a setting);
    /// `deviceOrientationDidChange(to:animated:)` for a sensor.
    @discardableResult
    public func setInterfaceOrientation(_ orientation: InterfaceOrientation, animated: Bool = true) -> Bool {
        guard orientation != interfaceOrientation else { return true }
        let supported = supportedInterfaceOrientations
        guard supported.allows(orientation) else {
            let owner = orientationController?.debugName ?? "the window"
            let allowed = supported.orientations.map(\.rawValue).joined(separator: ", ")
            log.warning("\(debugName): \(orientation.rawValue) is not among those \(owner) supports (\(allowed)); refused")
            return false
        }
        turn(to: orientation, animated: animated)
        return true
    }

    /// Turns to `orientation`: the turned size, the controllers told, the layout redone in
    /// an animation block that also turns the content from the old orientation to upright.
    private func turn(to orientation: InterfaceOrientation, animated: Bool) {
        // The change's angle, clockwise, in (−180, 180]: the short way round.
        var degrees = (orientation.angle - interfaceOrientation.angle + 360) % 360
        if degrees > 180 { degrees -= 360 }
        let radians = Double(degrees) * .pi / 180
        let old = bounds.size
        let size = degrees % 180 == 0 ? old : Size(width: old.height, height: old.width)
        let duration = animated ? Self.rotationDuration : 0
        let coordinator = ViewControllerTransitionCoordinator(
            duration: duration, timingFunction: Self.rotationTimingFunction,
            targetTransform: Transform3D(rotationAngle: radians, x: 0, y: 0, z: 1))
        log.info("\(debugName): interface \(interfaceOrientation.rawValue) → \(orientation.rawValue) (\(degrees)°), \(size)")
        rootViewController?.viewWillTransition(to: size, with: coordinator)
        orientations.current = orientation
        performWithoutAnimation { frame = Rect(x: frame.origin.x, y: frame.origin.y, width: size.width, height: size.height) }
        guard animated else {
            layoutIfNeeded()
            coordinator.runAlongside()
            coordinator.runCompletions()
            return
        }
        orientations.running += 1
        animate(withDuration: duration, timingFunction: Self.rotationTimingFunction) {
            layoutIfNeeded()
            coordinator.runAlongside()
            // The picture is already turned by the presenter: the content starts turned back
            // by the change's angle, where it was on the panel, and turns to upright.
            layer.add(
                BasicAnimation<Double>(
                    keyPath: "transform.rotation.z", from: -radians, to: 0, duration: duration,
                    timingFunction: Self.rotationTimingFunction),
                forKey: Self.rotationAnimationKey)
        } completion: { [weak self] _ in
            self?.orientations.running -= 1
            coordinator.runCompletions()
        }
    }
}
