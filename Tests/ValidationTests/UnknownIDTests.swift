import Testing
import Validation

/// What herocat assumes of an id it cannot read: a model's identity is never a name written in code.
@Suite struct UnknownIDTests {
    @Test("A model's identity: base.id, through ?, ??, a template of it alone, .uuidString",
          arguments: ["item.id", "coin.id", "\"\\(coin.id ?? \"\")\"", "user?.id", "song.uuid.uuidString", "$0.id", "model.track.identifier"])
    func modelIdentity(source: String) {
        guard case .modelIdentity = UnknownID(source) else {
            Issue.record("\(source) should read a model's identity")
            return
        }
    }

    @Test("Not a model's identity: a view's own id, a type's constant, a template with text, other members",
          arguments: ["id", "self.id", "Tab.home.id", "\"row-\\(item.id)\"", "item.name", "items[index].id", "UUID()", "\"\\(a.id)\\(b.id)\""])
    func notModelIdentity(source: String) {
        if case .modelIdentity = UnknownID(source) { Issue.record("\(source) is not a model's identity") }
    }
}
