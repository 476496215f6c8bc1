import Foundation
import HerocatKit

extension SpecInput {
    /// File arguments as inputs: `-` is standard input, read once up front.
    static func arguments(_ paths: [String]) -> [SpecInput] {
        let standardInput = paths.contains("-") ? Array(FileHandle.standardInput.readDataToEndOfFile()) : []
        return paths.map { $0 == "-" ? .bytes(standardInput, file: "<stdin>") : .file($0) }
    }
}
