import SwiftSyntax
import Validation

/// Line starts of a file's UTF-8 bytes, for turning byte offsets into 1-based line and
/// column (columns count bytes, as compilers do) without walking the tree again.
struct LineTable: Sendable {
    /// Byte offset where each line starts; `starts[0] == 0`.
    let starts: [Int]
    let byteCount: Int

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        var starts = [0]
        starts.reserveCapacity(bytes.count / 32 + 1)
        var index = 0
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            if byte == 10 {
                starts.append(index + 1)
            } else if byte == 13 {
                // CR LF is one line break; a lone CR is one too.
                if index + 1 < count, bytes[index + 1] == 10 { index += 1 }
                starts.append(index + 1)
            }
            index += 1
        }
        self.starts = starts
        self.byteCount = count
    }

    /// Lines as an editor counts them: a last line without a newline counts, an empty
    /// file has none.
    var lineCount: Int {
        guard byteCount > 0 else { return 0 }
        return starts.last == byteCount ? starts.count - 1 : starts.count
    }

    func place(file: Int, offset: Int) -> Place {
        // The last line start at or before `offset`.
        var low = 0
        var high = starts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if starts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        return Place(file: file, offset: offset, line: low + 1, column: offset - starts[low] + 1)
    }

    func place(file: Int, of node: some SyntaxProtocol) -> Place {
        place(file: file, offset: node.positionAfterSkippingLeadingTrivia.utf8Offset)
    }
}
