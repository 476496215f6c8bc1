import SpecModel
import Validation

/// The spec reader: whatever it accepts must print (YAML and JSON) and read back to
/// the same spec, and validate without trapping.
enum SpecReaderEntry {
    static let validator = Validator()

    static func run(_ bytes: [UInt8]) -> FuzzOutcome {
        let spec: TransitionSpec
        do {
            spec = try TransitionSpec.parse(bytes: bytes, file: "fuzz.yaml")
        } catch {
            precondition(!error.issues.isEmpty, "a refused spec names at least one problem")
            return .refusing(error)
        }
        for (format, printed) in [("YAML", spec.document.yaml), ("JSON", spec.document.json)] {
            do {
                let reread = try TransitionSpec.parse(printed, file: "printed")
                precondition(reread == spec, "the printed \(format) reads back to a different spec:\n\(printed)")
            } catch {
                preconditionFailure("the printed \(format) does not read back: \(error)\n\(printed)")
            }
        }
        _ = validator.validate(spec)
        return .accepted
    }
}
