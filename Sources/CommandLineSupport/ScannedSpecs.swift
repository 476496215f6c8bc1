import Foundation

/// The transitions a scan found, as specs: what herocat-scan writes (`--specs-out FILE`)
/// for `herocat scan --import` to store, so that herocat itself links no Swift parser.
public struct ScannedSpecs: Codable, Equatable, Sendable {
    /// One transition as a spec: its canonical YAML, already checked as a spec file is,
    /// and where it was found (`File.swift:LINE`).
    public struct Found: Codable, Equatable, Sendable {
        public var origin: String
        public var yaml: String

        public init(origin: String, yaml: String) {
            self.origin = origin
            self.yaml = yaml
        }
    }

    public var specs: [Found] = []
    /// Why each transition that cannot become a spec cannot (`File.swift:TYPE: reason`).
    public var unimportable: [String] = []

    public init(specs: [Found] = [], unimportable: [String] = []) {
        self.specs = specs
        self.unimportable = unimportable
    }

    public func write(to path: String) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        do {
            try encoder.encode(self).write(to: URL(fileURLWithPath: path))
        } catch {
            throw CLIError("cannot write the scanned specs to \(path): \(error.localizedDescription)", exitCode: CLIError.input)
        }
    }

    public static func read(from path: String) throws -> ScannedSpecs {
        do {
            return try JSONDecoder().decode(ScannedSpecs.self, from: Data(contentsOf: URL(fileURLWithPath: path)))
        } catch {
            throw CLIError("cannot read the specs herocat-scan found (\(path)): \(error.localizedDescription)", exitCode: CLIError.catalog)
        }
    }
}
