import Foundation

/// One element of an Interface Builder document (.xib / .storyboard XML), as
/// parsed: its name, attributes, children in document order and the line it
/// started on (for diagnostics).
final class InterfaceBuilderElement: @unchecked Sendable {
    let name: String
    var attributes: [String: String]
    var children: [InterfaceBuilderElement] = []
    let line: Int

    init(name: String, attributes: [String: String] = [:], line: Int = 0) {
        self.name = name
        self.attributes = attributes
        self.line = line
    }

    /// Releases the subtree with a stack of its own: released the default way, each element's
    /// `children` array releases the next level from inside its deinit, one stack frame set per
    /// level, and a file nesting 100,000 elements (about 700 KB) overflowed the stack.
    deinit {
        var pending = children
        children = []
        while var element = pending.popLast() {
            // Only an element nothing else holds is released here; its children go on the stack first.
            if isKnownUniquelyReferenced(&element) {
                pending.append(contentsOf: element.children)
                element.children = []
            }
        }
    }

    subscript(attribute: String) -> String? { attributes[attribute] }

    /// The `key` attribute names the property an element fills in (`<rect key="frame">`).
    var key: String? { attributes["key"] }
    var id: String? { attributes["id"] }

    /// The first child named `name`, optionally with `key`.
    func child(_ name: String, key: String? = nil) -> InterfaceBuilderElement? {
        children.first { $0.name == name && (key == nil || $0.key == key) }
    }

    /// The first child whose `key` is `key`, whatever its element name.
    func child(key: String) -> InterfaceBuilderElement? { children.first { $0.key == key } }

    func children(named name: String) -> [InterfaceBuilderElement] { children.filter { $0.name == name } }

    /// The elements of the container child `container` (`<subviews>`, `<constraints>`, …).
    func items(in container: String) -> [InterfaceBuilderElement] { child(container)?.children ?? [] }
}
