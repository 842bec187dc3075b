/// `Encodable` values (`flick profile --json`'s summary, `flick bench … --json`'s figures)
/// through the same writer as the hand-built lines: keys sorted (those contracts were
/// written with `JSONEncoder`'s `.sortedKeys`), strings escaped by `JSONLine.string`, and
/// non-finite numbers written `null` where `JSONEncoder` would throw.
extension JSONLine {
    /// `value` as one line of JSON, object keys sorted.
    public static func encoding<T: Encodable>(_ value: T) throws -> String {
        let encoder = TreeEncoder()
        try value.encode(to: encoder)
        return encoder.storage.value.text
    }
}

/// A JSON value being built.
private enum JSONTree {
    case null
    case bool(Bool)
    case integer(String)
    case number(Double)
    case string(String)
    case array([TreeBox])
    case object([String: TreeBox])

    var text: String {
        switch self {
        case .null: "null"
        case .bool(let value): value ? "true" : "false"
        case .integer(let digits): digits
        case .number(let value): JSONLine.number(value)
        case .string(let value): JSONLine.string(value)
        case .array(let values): "[" + values.map(\.value.text).joined(separator: ", ") + "]"
        case .object(let members):
            "{" + members.keys.sorted().map { JSONLine.string($0) + ": " + members[$0]!.value.text }
                .joined(separator: ", ") + "}"
        }
    }
}

/// A box, so a nested container placed in its parent is filled in place.
private final class TreeBox {
    var value: JSONTree
    init(_ value: JSONTree) { self.value = value }
}

private struct TreeEncoder: Encoder {
    var storage = TreeBox(.null)
    var codingPath: [any CodingKey] = []
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        if case .object = storage.value {} else { storage.value = .object([:]) }
        return KeyedEncodingContainer(KeyedTree<Key>(box: storage, codingPath: codingPath))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        if case .array = storage.value {} else { storage.value = .array([]) }
        return UnkeyedTree(box: storage, codingPath: codingPath)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer { SingleTree(box: storage, codingPath: codingPath) }

    /// Encodes `value` into a new tree.
    static func tree<T: Encodable>(_ value: T, at path: [any CodingKey]) throws -> JSONTree {
        if let tree = primitive(value) { return tree }
        var encoder = TreeEncoder()
        encoder.codingPath = path
        try value.encode(to: encoder)
        return encoder.storage.value
    }

    static func primitive(_ value: some Encodable) -> JSONTree? {
        switch value {
        case let value as Double: .number(value)
        case let value as Float: .number(Double(value))
        case let value as String: .string(value)
        case let value as Bool: .bool(value)
        case let value as any BinaryInteger: .integer(String(value))
        default: nil
        }
    }
}

private struct KeyedTree<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let box: TreeBox
    var codingPath: [any CodingKey]

    private func set(_ tree: JSONTree, for key: Key) { place(TreeBox(tree), for: key) }

    private func place(_ child: TreeBox, for key: Key) {
        guard case .object(var members) = box.value else { return }
        members[key.stringValue] = child
        box.value = .object(members)
    }

    mutating func encodeNil(forKey key: Key) throws { set(.null, for: key) }
    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        set(try TreeEncoder.tree(value, at: codingPath + [key]), for: key)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key)
        -> KeyedEncodingContainer<NestedKey> {
        let child = TreeBox(.object([:]))
        place(child, for: key)
        return KeyedEncodingContainer(KeyedTree<NestedKey>(box: child, codingPath: codingPath + [key]))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        let child = TreeBox(.array([]))
        place(child, for: key)
        return UnkeyedTree(box: child, codingPath: codingPath + [key])
    }

    mutating func superEncoder() -> any Encoder { superEncoder(forKey: Key(stringValue: "super")!) }
    mutating func superEncoder(forKey key: Key) -> any Encoder {
        let child = TreeBox(.null)
        place(child, for: key)
        return TreeEncoder(storage: child, codingPath: codingPath + [key])
    }
}

private struct UnkeyedTree: UnkeyedEncodingContainer {
    let box: TreeBox
    var codingPath: [any CodingKey]
    var count: Int {
        if case .array(let values) = box.value { return values.count }
        return 0
    }

    private func append(_ tree: JSONTree) { place(TreeBox(tree)) }

    private func place(_ child: TreeBox) {
        guard case .array(var values) = box.value else { return }
        values.append(child)
        box.value = .array(values)
    }

    mutating func encodeNil() throws { append(.null) }
    mutating func encode<T: Encodable>(_ value: T) throws { append(try TreeEncoder.tree(value, at: codingPath)) }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        let child = TreeBox(.object([:]))
        place(child)
        return KeyedEncodingContainer(KeyedTree<NestedKey>(box: child, codingPath: codingPath))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let child = TreeBox(.array([]))
        place(child)
        return UnkeyedTree(box: child, codingPath: codingPath)
    }

    mutating func superEncoder() -> any Encoder {
        let child = TreeBox(.null)
        place(child)
        return TreeEncoder(storage: child, codingPath: codingPath)
    }
}

private struct SingleTree: SingleValueEncodingContainer {
    let box: TreeBox
    var codingPath: [any CodingKey]

    mutating func encodeNil() throws { box.value = .null }
    mutating func encode<T: Encodable>(_ value: T) throws { box.value = try TreeEncoder.tree(value, at: codingPath) }
}
