#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// `(sin(x), cos(x))`: an underdamped spring needs both of one angle at every sample.
/// glibc's `sincos` computes them with one argument reduction and returns, bit for bit,
/// what `sin` and `cos` return (it shares their code); a C compiler calls it for `sin(x)`
/// and `cos(x)` of one `x`. Elsewhere this is `sin` and `cos`.
@inline(__always) func sineCosine(_ x: Double) -> (sin: Double, cos: Double) {
    #if canImport(Glibc)
    if let sincos = glibcSincos {
        var sine = 0.0, cosine = 0.0
        sincos(x, &sine, &cosine)
        return (sine, cosine)
    }
    #endif
    return (sin(x), cos(x))
}

#if canImport(Glibc)
private typealias SincosFunction = @convention(c) (Double, UnsafeMutablePointer<Double>, UnsafeMutablePointer<Double>) -> Void

/// glibc's `sincos`, a GNU extension Swift's Glibc module does not declare: looked up once
/// in the loaded libraries (libm among them).
private let glibcSincos: SincosFunction? = dlsym(nil, "sincos").map { unsafeBitCast($0, to: SincosFunction.self) }
#endif
