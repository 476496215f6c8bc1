import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A PostgreSQL server of the test process's own: `initdb` into a temporary directory and
/// `pg_ctl start` on a free loopback port (as the `postgres` user when the tests run as
/// root, since PostgreSQL refuses to run as root), stopped when the process exits. Each
/// test gets a database of its own.
public actor PostgresServer {
    public static let shared = PostgresServer()

    private var port: Int?
    private var databases = 0

    /// The address of a new, empty database.
    public func newDatabase() throws -> String {
        let port = try startedPort()
        databases += 1
        let name = "herocat_test_\(getpid())_\(databases)"
        try Self.run(try Self.tool("psql"), ["-h", "127.0.0.1", "-p", "\(port)", "-U", "herocat", "-d", "postgres", "-q", "-c", "CREATE DATABASE \(name)"])
        return "postgres://herocat@127.0.0.1:\(port)/\(name)?sslmode=disable"
    }

    /// Ends every other session on the database `address` names, as a server restart or an
    /// idle-session timeout would, and waits until they are gone (PostgreSQL 14 and later):
    /// what a catalog's pooled connections must survive.
    public func endSessions(of address: String) throws {
        let port = try startedPort()
        guard let name = address.split(separator: "/").last?.split(separator: "?").first else { throw ServerError("no database in \(address)") }
        try Self.run(try Self.tool("psql"), ["-h", "127.0.0.1", "-p", "\(port)", "-U", "herocat", "-d", "postgres", "-q", "-c",
                                             "SELECT pg_terminate_backend(pid, 5000) FROM pg_stat_activity WHERE datname = '\(name)' AND pid <> pg_backend_pid()"])
    }

    private func startedPort() throws -> Int {
        if let port { return port }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("herocat-postgres-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let owner = try Self.owner(of: directory)
        let port = try Self.freePort()
        try Self.run(try Self.tool("initdb"), ["-D", "\(directory)/data", "-U", "herocat", "--auth=trust", "--no-sync", "-E", "UTF8", "--locale=C"], as: owner)
        try Self.run(try Self.tool("pg_ctl"), [
            "-D", "\(directory)/data", "-l", "\(directory)/server.log", "-w", "-t", "30",
            "-o", "-p \(port) -k \(directory) -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off",
            "start",
        ], as: owner)
        Self.stopAtExit(directory: directory, owner: owner)
        self.port = port
        return port
    }

    /// Runs as root? Then the server's files belong to `postgres` (or `nobody`), who runs it.
    private static func owner(of directory: String) throws -> String? {
        guard geteuid() == 0 else { return nil }
        for user in ["postgres", "nobody"] {
            guard let entry = getpwnam(user) else { continue }
            guard chown(directory, entry.pointee.pw_uid, entry.pointee.pw_gid) == 0 else { continue }
            return user
        }
        throw ServerError("running as root, and neither a postgres nor a nobody user to run PostgreSQL as")
    }

    /// A port nobody listens on now: the kernel's pick for a socket bound to port 0.
    private static func freePort() throws -> Int {
        let socketFD = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(socketFD) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(socketFD, $0, length) == 0 && getsockname(socketFD, $0, &length) == 0 }
        }
        guard bound else { throw ServerError("cannot find a free loopback port") }
        return Int(UInt16(bigEndian: address.sin_port))
    }

    nonisolated(unsafe) private static var stopCommand: (executable: String, arguments: [String], owner: String?, directory: String)?

    private static func stopAtExit(directory: String, owner: String?) {
        guard let pgCtl = try? tool("pg_ctl") else { return }
        stopCommand = (pgCtl, ["-D", "\(directory)/data", "-m", "immediate", "stop"], owner, directory)
        atexit {
            // Spawned as `run` spawns (Foundation's Process does not finish at exit).
            guard let stop = PostgresServer.stopCommand else { return }
            try? PostgresServer.run(stop.executable, stop.arguments, as: stop.owner)
            try? FileManager.default.removeItem(atPath: stop.directory)
        }
    }

    /// A PostgreSQL program: on PATH, else in Debian's /usr/lib/postgresql/VERSION/bin.
    static func tool(_ name: String) throws -> String {
        let path = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map(String.init)
        let debian = ((try? FileManager.default.contentsOfDirectory(atPath: "/usr/lib/postgresql")) ?? [])
            .sorted { (Int($0) ?? 0) > (Int($1) ?? 0) }.map { "/usr/lib/postgresql/\($0)/bin" }
        for directory in path + debian where FileManager.default.isExecutableFile(atPath: "\(directory)/\(name)") {
            return "\(directory)/\(name)"
        }
        throw ServerError("\(name) not found: install PostgreSQL (apt-get install -y postgresql)")
    }

    private static func command(_ executable: String, _ arguments: [String], as user: String?) -> (String, [String]) {
        guard let user, let runuser = ["/usr/sbin/runuser", "/sbin/runuser", "/usr/bin/runuser"].first(where: FileManager.default.isExecutableFile) else {
            return (executable, arguments)
        }
        return (runuser, ["-u", user, "--", executable] + arguments)
    }

    /// Runs a program to its end, its output in a file. Spawned and waited for directly, and
    /// with every descriptor above stderr closed before the program starts: the server that
    /// pg_ctl leaves running would otherwise inherit descriptors of this process (Foundation's
    /// `Process` learns that a child ended when such a descriptor closes, and would wait forever).
    private static func run(_ executable: String, _ arguments: [String], as user: String? = nil) throws {
        let (program, programArguments) = command(executable, arguments, as: user)
        let outputPath = FileManager.default.temporaryDirectory.appendingPathComponent("herocat-postgres-\(UUID().uuidString).out").path
        defer { try? FileManager.default.removeItem(atPath: outputPath) }
        let python = try Self.python()
        let closing = "import os, sys; os.chdir('/'); os.closerange(3, os.sysconf('SC_OPEN_MAX')); os.execv(sys.argv[1], sys.argv[1:])"
        let argv = [python, "-c", closing, program] + programArguments
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        var cArguments = argv.map { strdup($0) } + [nil]
        defer { cArguments.forEach { free($0) } }
        var pid = pid_t()
        let spawned = posix_spawn(&pid, python, &actions, nil, &cArguments, environ)
        guard spawned == 0 else { throw ServerError("cannot start \(executable): \(String(cString: strerror(spawned)))") }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        let text = (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? ""
        guard status == 0 else {
            throw ServerError("\((executable as NSString).lastPathComponent) failed (status \(status)): \(text)")
        }
    }

    private static func python() throws -> String {
        let path = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map(String.init)
        guard let directory = path.first(where: { FileManager.default.isExecutableFile(atPath: "\($0)/python3") }) else {
            throw ServerError("python3 not found: apt-get install -y python3")
        }
        return "\(directory)/python3"
    }

    public struct ServerError: Error, CustomStringConvertible {
        public let description: String
        init(_ description: String) { self.description = description }
    }
}
