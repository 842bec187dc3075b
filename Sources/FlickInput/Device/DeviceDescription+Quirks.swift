/// Device quirks: known firmware that reports on unexpected codes.
extension DeviceDescription {
    /// The eGalax USB TouchController (0eef:0001) advertises ABS_X/ABS_Y but reports its
    /// position on ABS_Z/ABS_RX (trace `egalax-usb-singletouch` in the shared traces,
    /// research note §4).
    public static let eGalaxUSBVendor: UInt16 = 0x0eef
    /// The eGalax USB TouchController's product id.
    public static let eGalaxUSBProduct: UInt16 = 0x0001

    /// This description with the single-touch axes moved to ABS_Z/ABS_RX when the device is
    /// the eGalax USB TouchController (matched by ids), or when `events` (a recording's
    /// events) carry positions only on ABS_Z/ABS_RX although the device also advertises
    /// ABS_X/ABS_Y. Multitouch devices are returned unchanged.
    public func applyingSingleTouchQuirks(events: [InputEvent] = []) -> DeviceDescription {
        guard touchProtocol == .singleTouch, axes[Evdev.ABS_Z] != nil, axes[Evdev.ABS_RX] != nil else { return self }
        var usesXY = false, usesZRX = false
        for event in events where event.type == Evdev.EV_ABS {
            switch event.code {
            case Evdev.ABS_X, Evdev.ABS_Y: usesXY = true
            case Evdev.ABS_Z, Evdev.ABS_RX: usesZRX = true
            default: break
            }
        }
        let byID = vendor == DeviceDescription.eGalaxUSBVendor && product == DeviceDescription.eGalaxUSBProduct
        guard (byID && !usesXY) || (usesZRX && !usesXY) else { return self }
        log.warning("\(name): positions come on ABS_Z/ABS_RX instead of ABS_X/ABS_Y; using those (eGalax quirk)")
        var copy = self
        copy.singleTouchAxisCodes = (Evdev.ABS_Z, Evdev.ABS_RX)
        return copy
    }
}
