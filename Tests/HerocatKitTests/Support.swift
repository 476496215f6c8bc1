import Foundation
import HerocatKit
import SpecModel
import Testing

/// A spec document as bytes, the way a file or a request body brings it.
func specInput(name: String = "demo.minimal", y: Int = 100, animated: Bool = true, file: String? = nil) -> SpecInput {
    let json = """
    {"name": "\(name)", "namespace": "demo", "from": "collapsed", "to": "expanded"\(animated ? ", \"animation\": \"spring(duration: 0.4)\"" : ""),
     "elements": [{"id": "box", "from": {"x": 16, "y": 16, "width": 44, "height": 44},
                   "to": {"x": 16, "y": \(y), "width": 200, "height": 200}}]}
    """
    return .bytes(Array(json.utf8), file: file ?? "\(name).json")
}

/// A spec with an error finding: no animation at all (missing_animation), as an input.
func erroneousInput() -> (name: String, input: SpecInput) {
    ("demo.cut", specInput(name: "demo.cut", animated: false))
}

/// A directory under the system's temporary directory, removed when released.
final class TemporaryDirectory {
    let url: URL
    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("herocat-kit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }
    deinit { try? FileManager.default.removeItem(at: url) }
    var path: String { url.path }
}

/// The `ServiceError` a call threw; nil (and a recorded issue) when it threw nothing or something else.
func serviceError<T>(_ body: () async throws -> T, sourceLocation: Testing.SourceLocation = #_sourceLocation) async -> ServiceError? {
    do {
        _ = try await body()
        Issue.record("expected a ServiceError, nothing was thrown", sourceLocation: sourceLocation)
    } catch let error as ServiceError {
        return error
    } catch {
        Issue.record("expected a ServiceError, got \(error)", sourceLocation: sourceLocation)
    }
    return nil
}
