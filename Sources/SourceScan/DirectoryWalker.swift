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
        let resolved = canonical(directory)
        guard seenDirectories.insert(resolved).inserted else { return }
        let resolvedBase = resolved.hasSuffix("/") ? resolved : resolved + "/"
        let entries: [Entry]
        do {
            entries = try self.entries(of: directory)
        } catch {
            listing.problems.append((directory, "cannot read the directory (\(reason(error)))"))
            return
        }
        let base = directory.hasSuffix("/") ? directory : directory + "/"
        for entry in entries.sorted(by: { $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) }) where !entry.name.hasPrefix(".") {
            let path = base + entry.name
            var isDirectory = entry.kind == .directory
            if entry.kind == .unknown {
                // A symbolic link (or a file system that does not say): ask what it leads to.
                var leadsToDirectory: ObjCBool = false
                guard manager.fileExists(atPath: path, isDirectory: &leadsToDirectory) else { continue }
                isDirectory = leadsToDirectory.boolValue
            }
            if isDirectory {
                walk(path, manager: manager, listing: &listing, seenFiles: &seenFiles, seenDirectories: &seenDirectories)
            } else if entry.name.hasSuffix(".swift"),
                      // A plain file's own path is its folder's, resolved, and its name.
                      seenFiles.insert(entry.kind == .file ? resolvedBase + entry.name : canonical(path)).inserted {
                listing.files.append(path)
            }
        }
    }

    private struct Entry {
        enum Kind { case file, directory, unknown }
        var name: String
        var kind: Kind
    }

    /// A directory's entries with what each is, as the directory itself records it: one
    /// `readdir` pass, where asking the file system about every entry would take a call each.
    private static func entries(of directory: String) throws -> [Entry] {
        guard let stream = opendir(directory) else {
            let code = Int(errno)
            throw NSError(domain: NSPOSIXErrorDomain, code: code, userInfo: [NSUnderlyingErrorKey: NSError(domain: NSPOSIXErrorDomain, code: code)])
        }
        defer { closedir(stream) }
        var entries: [Entry] = []
        while let record = readdir(stream) {
            let name = withUnsafeBytes(of: record.pointee.d_name) { String(cString: $0.bindMemory(to: CChar.self).baseAddress!) }
            if name == "." || name == ".." { continue }
            let kind: Entry.Kind
            switch Int32(record.pointee.d_type) {
            case Int32(DT_REG): kind = .file
            case Int32(DT_DIR): kind = .directory
            default: kind = .unknown
            }
            entries.append(Entry(name: name, kind: kind))
        }
        return entries
    }

    /// The path with every symbolic link resolved, to see a file or folder reached twice.
    /// `realpath` is one call; Foundation's URL resolution costs more than reading a small file.
    private static func canonical(_ path: String) -> String {
        guard let resolved = realpath(path, nil) else {
            return URL(fileURLWithPath: path).resolvingSymlinksInPath().standardizedFileURL.path
        }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    static func reason(_ error: any Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, let text = String(validatingCString: strerror(Int32(underlying.code))), underlying.domain == NSPOSIXErrorDomain {
            return text
        }
        return nsError.localizedDescription
    }
}
