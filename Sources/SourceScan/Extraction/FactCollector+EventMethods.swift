import SwiftSyntax
import Validation

/// Methods that events run: `Button { close() }` or `.onEnded(dragEnded)` makes the changes
/// `func close() { open = false }` makes, outside any `withAnimation` the method does not open
/// itself. Read once the whole file is walked (a method may be declared after its use), and
/// only for the methods an event runs.
extension FactCollector {
    func readEventMethods() {
        for (type, calls) in eventMethodCalls.sorted(by: { $0.key < $1.key }) {
            guard let bodies = methodBodies[type] else { continue }
            var read: [String: [(name: String, at: Syntax, later: Bool)]] = [:]
            for call in calls {
                guard let body = bodies[call.name] else { continue }
                if read[call.name] == nil { read[call.name] = UnanimatedChanges.read(body).changes }
                guard let bare = read[call.name], !bare.isEmpty else { continue }
                facts.types[type].unanimatedChanges.append(Located(
                    value: Dictionary(bare.map { ($0.name, place($0.at)) }, uniquingKeysWith: { first, _ in first }),
                    place: call.place
                ))
                facts.types[type].changedLater.formUnion(bare.filter(\.later).map { place($0.at) })
            }
        }
    }
}
