/// What a `PickerView` shows (`UIPickerViewDataSource`): its wheels and their rows.
public protocol PickerViewDataSource: AnyObject {
    /// The number of wheels (components).
    func numberOfComponents(in pickerView: PickerView) -> Int
    /// The number of rows of wheel `component`.
    func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int) -> Int
}
