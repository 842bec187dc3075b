// The layer check behind `scripts/check-layers` (run by `make lint`): reads the package
// description (`swift package dump-package`, JSON, path in the first argument) and the
// sources, and fails when
//   1. a target's declared dependencies differ from the package modules its files import
//      (tests included), or a target imports a module of a higher layer;
//   2. a pure core (FlickInput, FlickGestures, FlickScroll, FlickAnimation, FlickScene,
//      FlickUI) imports an OS or C module or calls an OS facility (files, threads, processes,
//      environment, clocks), except the pending moves listed in `pending`;
//   3. a top-level type name is declared in two modules;
//   4. a library target or the `flick` and `hello-flick` executables import full Foundation
//      rather than FoundationEssentials: full Foundation
//      brings FoundationInternationalization and ICU, tens of MB mapped into every process
//      (FlickRender.docc's Memory article).
import Foundation

/// The layers, lowest first: a target may import only targets of lower layers.
let layers: [[String]] = [
    ["FlickInput"], ["FlickGestures", "FlickEvdev"], ["FlickScroll", "FlickAnimation"], ["FlickScene"], ["FlickUI"],
    ["FlickRender"], ["FlickRuntime"], ["Flick", "FlickTesting", "FlickBenchmarks"], ["flick", "flick_demo"],
]
/// The pure cores: no OS, no C, no threads, files, environment or clocks.
let cores: Set<String> = ["FlickInput", "FlickGestures", "FlickScroll", "FlickAnimation", "FlickScene", "FlickUI"]
/// Modules a core may not import.
let osModules: Set<String> = ["Glibc", "Musl", "Darwin", "Dispatch", "FoundationNetworking", "WinSDK", "Android"]
/// OS facilities a core may not call (regular expressions over code, comments left out).
let osFacilities = [
    #"\bFileManager\b"#, #"\bFileHandle\b"#, #"Data\(contentsOf"#, #"String\(contentsOf"#, #"\bcontentsOfFile\b"#,
    #"\bProcessInfo\b"#, #"\bCommandLine\b"#, #"\bThread\b"#, #"\bDispatch[A-Z]\w*"#, #"\bDate\(\)"#,
    #"\b(getenv|setenv|setpriority|getpriority|usleep|nanosleep|clock_gettime|fopen|pthread_\w+)\("#, #"\bSDL_\w+"#,
]
/// Targets that use FoundationEssentials only (rule 4): the libraries in Sources but FlickTesting (it
/// links XCTest, which brings Foundation anyway), and the executables measured for memory.
let essentialsExempt: Set<String> = ["FlickTesting"]
let essentialsExecutables: Set<String> = ["flick", "hello_flick"]

/// OS calls still in a core, waiting to move to an edge (file: pattern): reported, not
/// failed. Remove an entry when its move lands (a stale entry is reported too).
let pending: [(file: String, pattern: String, owner: String)] = [
]

struct Failure: Error, CustomStringConvertible { var description: String }
var failures: [String] = []
func fail(_ text: String) { failures.append(text) }

let root = FileManager.default.currentDirectoryPath
guard CommandLine.arguments.count == 2,
      let data = FileManager.default.contents(atPath: CommandLine.arguments[1]),
      let package = try JSONSerialization.jsonObject(with: data) as? [String: Any],
      let targets = package["targets"] as? [[String: Any]] else {
    FileHandle.standardError.write(Data("usage: swift scripts/CheckLayers.swift PACKAGE.json (swift package dump-package)\n".utf8))
    exit(2)
}

func moduleName(_ target: String) -> String { target.replacingOccurrences(of: "-", with: "_") }

/// Module names of the package's targets and of the products it depends on.
var packageModules = Set(targets.compactMap { ($0["name"] as? String).map(moduleName) })
var declaredByTarget: [String: Set<String>] = [:]
for target in targets {
    let name = target["name"] as! String
    var declared: Set<String> = []
    for dependency in target["dependencies"] as? [[String: Any]] ?? [] {
        for (kind, value) in dependency {
            guard let parts = value as? [Any], let first = parts.first as? String else { continue }
            declared.insert(moduleName(first))
            if kind == "product" { packageModules.insert(first) }
        }
    }
    declaredByTarget[moduleName(name)] = declared
}

func swiftFiles(in directory: String) -> [String] {
    guard let enumerator = FileManager.default.enumerator(atPath: root + "/" + directory) else { return [] }
    return enumerator.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted().map { directory + "/" + $0 }
}

let importPattern = try NSRegularExpression(
    pattern: #"^\s*(?:@\w+\s+)*import\s+(?:(?:struct|class|enum|protocol|func|var|let|typealias)\s+)?([A-Za-z_]\w*)"#,
    options: [.anchorsMatchLines])
let exportPattern = try NSRegularExpression(pattern: #"^\s*@_exported\s+import\s+([A-Za-z_]\w*)"#,
                                           options: [.anchorsMatchLines])
let typePattern = try NSRegularExpression(
    pattern: #"^(?:(?:public|package|internal|fileprivate|private|open|final|indirect)\s+)*(?:class|struct|enum|protocol|actor)\s+([A-Za-z_]\w*)"#,
    options: [.anchorsMatchLines])
func matches(_ pattern: NSRegularExpression, in text: String) -> [String] {
    let range = NSRange(text.startIndex..., in: text)
    return pattern.matches(in: text, range: range).compactMap { Range($0.range(at: 1), in: text).map { String(text[$0]) } }
}
/// The code of a file without comments (line comments; block comments are not used for code).
func code(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> Substring in
        var inString = false
        var previous: Character = " "
        for index in line.indices {
            let character = line[index]
            if character == "\"" && previous != "\\" { inString.toggle() }
            if !inString && character == "/" && previous == "/" { return line[..<line.index(before: index)] }
            previous = character
        }
        return line
    }.joined(separator: "\n")
}
let layerOf: [String: Int] = Dictionary(uniqueKeysWithValues: layers.enumerated().flatMap { index, names in
    names.map { ($0, index) }
})

/// The modules Sources/Flick re-exports (`@_exported import`).
let flickReexports = Set(swiftFiles(in: "Sources/Flick").flatMap { file -> [String] in
    let text = (try? String(contentsOfFile: root + "/" + file, encoding: .utf8)) ?? ""
    return matches(exportPattern, in: text)
})

let executables = Set(targets.filter { $0["type"] as? String == "executable" }.compactMap {
    ($0["name"] as? String).map(moduleName)
})
var typeOwners: [String: Set<String>] = [:]
var pendingSeen = Set<Int>()
for target in targets {
    let type = target["type"] as? String ?? ""
    guard ["regular", "executable", "test"].contains(type) else { continue }
    let name = target["name"] as! String
    let module = moduleName(name)
    let directory = target["path"] as? String ?? (type == "test" ? "Tests/" : "Sources/") + name
    // A target's excluded folders hold other targets' files (Examples/hello-flick/Tests).
    let excluded = (target["exclude"] as? [String] ?? []).map { directory + "/" + $0 + "/" }
    let files = swiftFiles(in: directory).filter { file in !excluded.contains { file.hasPrefix($0) } }
    guard !files.isEmpty else { continue }  // a C target
    var imported: Set<String> = []
    for file in files {
        let text = (try? String(contentsOfFile: root + "/" + file, encoding: .utf8)) ?? ""
        let imports = Set(matches(importPattern, in: text))
        imported.formUnion(imports)
        for type in matches(typePattern, in: text) { typeOwners[type, default: []].insert(module) }
        if (type == "regular" && directory.hasPrefix("Sources/") && !essentialsExempt.contains(module))
            || essentialsExecutables.contains(module)
        {
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
                $0.trimmingCharacters(in: .whitespaces)
            }
            for (index, line) in lines.enumerated() where line.range(of: #"^(@\w+\s+)*(public\s+|internal\s+)?import\s+Foundation$"#, options: .regularExpression) != nil {
                fail("\(file):\(index + 1): imports full Foundation (ICU comes with it); import FoundationEssentials")
            }
        }
        guard cores.contains(module) else { continue }
        for os in imports.intersection(osModules).sorted() { fail("\(file): a pure core imports \(os)") }
        for c in imports where c.hasPrefix("C") && packageModules.contains(c) { fail("\(file): a pure core imports \(c)") }
        let body = code(text)
        for facility in osFacilities where body.range(of: facility, options: .regularExpression) != nil {
            if let index = pending.firstIndex(where: { $0.file == file && $0.pattern == facility }) {
                pendingSeen.insert(index)
                print("pending: \(file) calls an OS facility (\(facility)): \(pending[index].owner) moves it")
            } else {
                fail("\(file): a pure core calls an OS facility (\(facility)); move it to an edge target and inject it")
            }
        }
    }
    // `import Flick` brings the layers it re-exports: a target importing it declares them
    // too (Package.swift's flickApp), so that a changed layer recompiles it.
    if imported.contains("Flick") { imported.formUnion(flickReexports) }
    let used = imported.intersection(packageModules).subtracting([module])
    let declared = declaredByTarget[module] ?? []
    for missing in used.subtracting(declared).sorted() {
        fail("Package.swift: \(name) imports \(missing) but does not declare it")
    }
    // A test may depend on an executable only to have it built (flickTests runs `flick`).
    for unused in declared.subtracting(used).subtracting(type == "test" ? executables : []).sorted() {
        fail("Package.swift: \(name) declares \(unused) but imports it nowhere")
    }
    if let layer = layerOf[module] {
        for other in used.sorted() where (layerOf[other] ?? -1) >= layer {
            fail("\(name) imports \(other), which is not a lower layer")
        }
    }
}
for (index, entry) in pending.enumerated() where !pendingSeen.contains(index) {
    print("note: the pending move of \(entry.file) (\(entry.owner)) has landed; drop it from scripts/CheckLayers.swift")
}
for (type, owners) in typeOwners.sorted(by: { $0.key < $1.key }) where owners.count > 1 {
    fail("type \(type) is declared in \(owners.sorted().joined(separator: " and ")): one name, one module")
}

if failures.isEmpty {
    print("check-layers: Package.swift's dependencies equal the imports; cores call no OS facility; type names unique; "
          + "libraries import FoundationEssentials, not Foundation")
} else {
    for failure in failures { print("check-layers: " + failure) }
    exit(1)
}
