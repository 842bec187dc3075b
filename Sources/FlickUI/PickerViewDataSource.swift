/// What a `PickerView` shows (`UIPickerViewDataSource`): its wheels and their rows.
public protocol PickerViewDataSource: AnyObject {
    /// The number of wheels (components).
    func numberOfComponents(in pickerView: PickerView) -> Int
    /// The number of rows of wheel `component`.
    func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int) -> Int
    /// Whether wheel `component`'s rows repeat endlessly, as UIDatePicker's hour and minute
    /// wheels: flung past the last row it runs on into the first (default false). UIKit has
    /// no public switch for this (its date picker loops privately); it is asked here, with
    /// the row count, because whether rows wrap is a property of the data (hours, minutes,
    /// angles), and `reloadAllComponents()` asks again. A wheel of no rows does not loop.
    func pickerView(_ pickerView: PickerView, loopsComponent component: Int) -> Bool
}

extension PickerViewDataSource {
    /// No wheel loops.
    public func pickerView(_ pickerView: PickerView, loopsComponent component: Int) -> Bool { false }
}
