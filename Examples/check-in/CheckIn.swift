// check-in: a clinic check-in kiosk (text entry end to end). Pick your appointment, type
// your name in the field, press Return, then Check in. Live on a touchscreen or in a window
// (a hardware keyboard types into the field), or headless from a recording, with a scripted
// keyboard typing into whichever field is being edited:
//   check-in --replay Examples/check-in/check-in.evemu --headless --type "Ada Lovelace"
import Flick

@main
struct CheckIn: ParsableCommand {
    @OptionGroup var options: ApplicationOptions

    @Option(help: "Text a scripted hardware keyboard types, then Return, once a field is being edited.")
    var type: String?

    func run() throws {
        SystemFonts.installStandard()
        let kiosk = CheckInScreen(frame: Rect(x: 0, y: 0, width: 1280, height: 800))
        let app = Application(window: kiosk.window)
        if let type {
            // One character a frame, as a fast typist or a barcode scanner would.
            var pending = Array(type)
            var returned = false
            app.onFrame = { [unowned app] time in
                guard kiosk.window.firstResponder != nil, !returned else { return }
                if !pending.isEmpty {
                    app.handle(.text(String(pending.removeFirst())), at: time)
                } else {
                    app.handle(.key(KeyEvent(key: .returnKey, time: time)), at: time)
                    returned = true
                }
            }
        }
        let report = try app.run(options.configuration(title: "check-in"))
        print("\(report.frames) frames; checked in: \(kiosk.checkedIn.joined(separator: ", "))")
    }
}

/// The kiosk: today's appointments on the left; the name field and the check-in button on
/// the right.
final class CheckInScreen: ListViewDataSource, ListViewDelegate, TextFieldDelegate {
    let window: Window
    let list = ListView(frame: Rect(x: 0, y: 80, width: 500, height: 720))
    let title = Label(text: "Welcome! Pick your appointment", frame: Rect(x: 24, y: 16, width: 480, height: 48))
    let nameField = TextField(frame: Rect(x: 560, y: 200, width: 600, height: 56))
    let checkInButton = Button(frame: Rect(x: 560, y: 300, width: 600, height: 64))
    let appointments = [
        "09:00 Dr. Adeyemi", "09:30 Dr. Baptiste", "10:00 Dr. Chen", "10:30 Dr. Okafor",
        "11:00 Dr. Rossi", "11:30 Dr. Sato",
    ]
    /// The longest name the field takes, characters.
    static let maximumNameLength = 40
    var picked: Int?
    var checkedIn: [String] = []

    init(frame: Rect) {
        window = Window(frame: frame)
        title.fontSize = 24
        list.rowHeight = 64
        list.dataSource = self
        list.delegate = self
        list.register(ListViewCell.self, forCellReuseIdentifier: "appointment")
        nameField.placeholder = "Your name"
        nameField.borderStyle = .roundedRect
        nameField.font = .system(size: 24)
        nameField.clearButtonMode = .whileEditing
        nameField.autocapitalizationType = .words
        nameField.returnKeyType = .done
        nameField.delegate = self
        nameField.name = "name"
        // Return ends editing (an action on editingDidEndOnExit makes the field resign).
        nameField.addAction(for: .editingDidEndOnExit) { _, _ in print("name entered") }
        nameField.addAction(for: .editingChanged) { [unowned self] _, _ in updateButton() }
        checkInButton.setTitle("Check in", for: .normal)
        checkInButton.setBackgroundColor(Color(red: 0.2, green: 0.6, blue: 0.35), for: .normal)
        checkInButton.setBackgroundColor(Color(white: 0.8), for: .disabled)
        checkInButton.setTitleColor(.white, for: .normal)
        checkInButton.addAction(for: .touchUpInside) { [unowned self] _, _ in checkIn() }
        for view in [title, list, nameField, checkInButton] as [View] { window.addSubview(view) }
        updateButton()
    }

    private func updateButton() {
        checkInButton.isEnabled = picked != nil && !nameField.text.trimmingSpaces.isEmpty
    }

    private func checkIn() {
        guard let picked else { return }
        let name = nameField.text.trimmingSpaces
        checkedIn.append("\(name) (\(appointments[picked]))")
        print("checked in: \(name) for \(appointments[picked])")
        nameField.text = ""
        self.picked = nil
        if let selected = list.indexPathForSelectedRow { list.deselectRow(at: selected, animated: true) }
        updateButton()
    }

    // MARK: The list

    func listView(_ listView: ListView, numberOfRowsInSection section: Int) -> Int { appointments.count }

    func listView(_ listView: ListView, cellForRowAt indexPath: ListIndexPath) -> ListViewCell {
        let cell = listView.dequeueReusableCell(withIdentifier: "appointment", for: indexPath)
        cell.text = appointments[indexPath.row]
        return cell
    }

    func listView(_ listView: ListView, didSelectRowAt indexPath: ListIndexPath) {
        picked = indexPath.row
        print("picked \(appointments[indexPath.row])")
        updateButton()
    }

    // MARK: The name field

    func textFieldDidBeginEditing(_ textField: TextField) { print("editing name") }

    /// Letters, spaces, hyphens and apostrophes, at most `maximumNameLength` characters.
    func textField(
        _ textField: TextField, shouldChangeCharactersIn range: Range<String.Index>,
        replacementString string: String
    ) -> Bool {
        guard string.allSatisfy({ $0.isLetter || $0 == " " || $0 == "-" || $0 == "'" }) else {
            print("refused \"\(string)\" in a name")
            return false
        }
        return textField.text.count - textField.text[range].count + string.count <= Self.maximumNameLength
    }

    func textFieldDidEndEditing(_ textField: TextField) { print("name: \(textField.text)") }
}

extension String {
    /// The text without leading and trailing spaces.
    var trimmingSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
