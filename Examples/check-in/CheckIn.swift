// check-in: a clinic check-in kiosk (text entry end to end). Pick your appointment, type
// your name in the field, press Return, add notes for the doctor if you like (a multi-line
// TextView: Return starts a new line), then Check in. Live on a touchscreen or in a window
// (a hardware keyboard types into the field), or headless from a recording, with a scripted
// keyboard typing into whichever field is being edited:
//   check-in --replay Examples/check-in/check-in.evemu --headless --type "Ada Lovelace" \
//     --notes "Allergic to penicillin"
import Flick

@main
struct CheckIn: ParsableCommand {
    @OptionGroup var options: ApplicationOptions

    @Option(help: "Text a scripted hardware keyboard types, then Return, once a field is being edited.")
    var type: String?

    @Option(help: "Text the scripted keyboard types into the notes once they are being edited.")
    var notes: String?

    func run() throws {
        SystemFonts.installStandard()
        let kiosk = CheckInScreen(frame: Rect(x: 0, y: 0, width: 1280, height: 800))
        let app = Application(window: kiosk.window)
        if let type {
            // One character a frame, as a fast typist or a barcode scanner would.
            var pending = Array(type)
            var pendingNotes = Array(notes ?? "")
            var returned = false
            app.onFrame = { [unowned app] time in
                if kiosk.window.firstResponder === kiosk.notesView, !pendingNotes.isEmpty {
                    app.handle(.text(String(pendingNotes.removeFirst())), at: time)
                    return
                }
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
final class CheckInScreen: ListViewDataSource, ListViewDelegate, TextFieldDelegate, TextViewDelegate {
    let window: Window
    let list = ListView(frame: Rect(x: 0, y: 80, width: 500, height: 720))
    let title = Label(text: "Welcome! Pick your appointment", frame: Rect(x: 24, y: 16, width: 480, height: 48))
    let nameField = TextField(frame: Rect(x: 560, y: 200, width: 600, height: 56))
    let notesTitle = Label(text: "Notes for the doctor (optional)", frame: Rect(x: 560, y: 266, width: 600, height: 28))
    /// Multi-line notes: they wrap, Return starts a line, and the view scrolls to keep the
    /// caret in view as they grow. The notes and the button stay above the on-screen keyboard
    /// (344 pt in a landscape 1280 × 800 window: its top at y 456).
    let notesView = TextView(frame: Rect(x: 560, y: 300, width: 600, height: 84))
    let checkInButton = Button(frame: Rect(x: 560, y: 396, width: 600, height: 52))
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
        notesView.font = .system(size: 20)
        notesView.backgroundColor = Color(white: 0.94)
        notesView.layer.cornerRadius = 8
        notesView.name = "notes"
        notesView.delegate = self
        checkInButton.setTitle("Check in", for: .normal)
        checkInButton.setBackgroundColor(Color(red: 0.2, green: 0.6, blue: 0.35), for: .normal)
        checkInButton.setBackgroundColor(Color(white: 0.8), for: .disabled)
        checkInButton.setTitleColor(.white, for: .normal)
        checkInButton.addAction(for: .touchUpInside) { [unowned self] _, _ in checkIn() }
        for view in [title, list, nameField, notesTitle, notesView, checkInButton] as [View] { window.addSubview(view) }
        updateButton()
    }

    private func updateButton() {
        checkInButton.isEnabled = picked != nil && !nameField.text.trimmingSpaces.isEmpty
    }

    private func checkIn() {
        guard let picked else { return }
        // Checking in ends editing the notes (their delegate hears it first).
        _ = window.endEditing(true)
        let name = nameField.text.trimmingSpaces
        checkedIn.append("\(name) (\(appointments[picked]))")
        print("checked in: \(name) for \(appointments[picked])")
        if !notesView.text.isEmpty {
            print("with notes: \(notesView.text.split(separator: "\n").joined(separator: " / "))")
        }
        nameField.text = ""
        notesView.text = ""
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

    // MARK: The notes

    func textViewDidBeginEditing(_ textView: TextView) { print("editing notes") }

    func textViewDidEndEditing(_ textView: TextView) {
        let lines = textView.text.split(separator: "\n", omittingEmptySubsequences: false).count
        print("notes: \(lines) line\(lines == 1 ? "" : "s")")
    }
}

extension String {
    /// The text without leading and trailing spaces.
    var trimmingSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
