#if Server  // HerocatServer is built only with the Server trait (Package.swift).
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How many files this process may open, which bounds how many connections it can hold.
public enum OpenFileLimit {
    /// The soft limit on open files, first raised to the hard limit where it is lower (as
    /// most servers do: the soft limit is often a shell's default of 1024).
    public static func raised() -> Int {
        var limit = rlimit()
        #if os(Linux)
        let resource = __rlimit_resource_t(RLIMIT_NOFILE.rawValue)
        #else
        let resource = RLIMIT_NOFILE
        #endif
        guard getrlimit(resource, &limit) == 0 else { return Int.max }
        if limit.rlim_cur < limit.rlim_max {
            var higher = limit
            higher.rlim_cur = limit.rlim_max
            #if canImport(Darwin)
            higher.rlim_cur = min(higher.rlim_cur, rlim_t(OPEN_MAX))
            #endif
            if setrlimit(resource, &higher) == 0 { limit = higher }
        }
        return Int(clamping: limit.rlim_cur)  // unlimited (RLIM_INFINITY) is Int.max
    }
}
#endif
