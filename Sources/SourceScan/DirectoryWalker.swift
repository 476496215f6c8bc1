import Foundation
import Validation

/// Turns the paths given to `scan` into the files to read: a file as given (whatever its
/// extension), a directory walked for `.swift` files, in name order, skipping hidden
/// entries (`.build`, `.git`) and following symbolic links once.
enum DirectoryWalker {
    struct Listing {
        var files: [String] = []
        /// Paths that cannot be walked, and why.
        var problems: [(path: String, reason: String)] = []
    }

    static func files(in paths: [String]) -> Listing {
        var listing = Listing()
        var seenFiles: Set<String> = []
        var seenDirectories: Set<String> = []
        let manager = FileManager.default
        for path in paths {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
                listing.problems.append((path, "no such file or directory"))
                continue
            }
            if isDirectory.boolValue {
                walk(path, manager: manager, listing: &listing, seenFiles: &seenFiles, seenDirectories: &seenDirectories)
            } else if seenFiles.insert(canonical(path)).inserted {
                listing.files.append(path)
            }
        }
        return listing
    }

    private static func walk(_ directory: String, manager: FileManager, listing: inout Listing, seenFiles: inout Set<String>, seenDirectories: inout Set<String>) {
        guard seenDirectories.insert(canonical(directory)).inserted else { return }
        let entries: [String]
        do {
            entries = try manager.contentsOfDirectory(atPath: directory)
        } catch {
            listing.problems.append((directory, "cannot read the directory (\(reason(error)))"))
            return
        }
        let base = directory.hasSuffix("/") ? directory : directory + "/"
        for name in entries.sorted(by: { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }) where !name.hasPrefix(".") {
            let path = base + name
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
            if isDirectory.boolValue {
                walk(path, manager: manager, listing: &listing, seenFiles: &seenFiles, seenDirectories: &seenDirectories)
            } else if name.hasSuffix(".swift"), seenFiles.insert(canonical(path)).inserted {
                listing.files.append(path)
            }
        }
    }

    private static func canonical(_ path: String) -> String {
        URL(fileURLWithPath: path).resolvingSymlinksInPath().standardizedFileURL.path
    }

    static func reason(_ error: any Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, let text = String(validatingCString: strerror(Int32(underlying.code))), underlying.domain == NSPOSIXErrorDomain {
            return text
        }
        return nsError.localizedDescription
    }
}
