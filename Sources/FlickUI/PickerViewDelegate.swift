/// A `PickerView`'s titles and selection reports (`UIPickerViewDelegate`).
public protocol PickerViewDelegate: AnyObject {
    /// The title of a row (default: the row's number).
    func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int) -> String?
    /// A wheel came to rest on `row` after the user moved it (a fling, a drag or a tap on a
    /// row); not sent for `selectRow(_:inComponent:animated:)`.
    func pickerView(_ pickerView: PickerView, didSelectRow row: Int, inComponent component: Int)
    /// The width of wheel `component`, points, or `nil` (the default) for an equal share of
    /// the width the other wheels leave.
    func pickerView(_ pickerView: PickerView, widthForComponent component: Int) -> Double?
}

extension PickerViewDelegate {
    /// The row's number.
    public func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        "\(row)"
    }
    /// Nothing.
    public func pickerView(_ pickerView: PickerView, didSelectRow row: Int, inComponent component: Int) {}
    /// An equal share.
    public func pickerView(_ pickerView: PickerView, widthForComponent component: Int) -> Double? { nil }
}
