import Foundation
import Testing
@testable import HerocatServer

/// The failed-token limiter on a clock the test moves: counted per address, refused past the
/// limit until the window from the first failure has passed, memory bounded.
@Suite("Failed token attempts, by address")
struct FailedAuthLimiterTests {
    final class Clock: @unchecked Sendable {
        var time: TimeInterval = 1_000
    }

    @Test("Past the limit within the window: refused, Retry-After counting down to the window's end; then allowed again")
    func refusedUntilTheWindowPasses() {
        let clock = Clock()
        let limiter = FailedAuthLimiter(limit: 3, now: { clock.time })
        for _ in 0..<2 { limiter.recordFailure("10.0.0.1") }
        #expect(limiter.retryAfter("10.0.0.1") == nil, "two failures of three: still allowed")
        clock.time += 20
        limiter.recordFailure("10.0.0.1")
        #expect(limiter.retryAfter("10.0.0.1") == 40, "the window runs from the first failure")
        #expect(limiter.retryAfter("10.0.0.2") == nil, "another address is not refused")
        clock.time += 39.5
        #expect(limiter.retryAfter("10.0.0.1") == 1, "rounded up, never 0")
        clock.time += 0.5
        #expect(limiter.retryAfter("10.0.0.1") == nil, "the window has passed")
        limiter.recordFailure("10.0.0.1")
        #expect(limiter.retryAfter("10.0.0.1") == nil, "counting starts again from one")
    }

    @Test("Failures spread wider than the window never add up to a refusal")
    func slowGuessesAreNotRefused() {
        let clock = Clock()
        let limiter = FailedAuthLimiter(limit: 3, now: { clock.time })
        for _ in 0..<10 {
            limiter.recordFailure("10.0.0.1")
            clock.time += 31
        }
        #expect(limiter.retryAfter("10.0.0.1") == nil)
    }

    @Test("A flood of addresses is bounded: past the maximum, the oldest window goes first")
    func addressesAreBounded() {
        let clock = Clock()
        let limiter = FailedAuthLimiter(limit: 1, now: { clock.time })
        limiter.recordFailure("first")
        clock.time += 1
        for index in 1..<FailedAuthLimiter.maximumAddresses {
            limiter.recordFailure("address \(index)")
        }
        #expect(limiter.retryAfter("first") != nil, "at the maximum, nobody was dropped")
        limiter.recordFailure("one more")
        #expect(limiter.retryAfter("first") == nil, "the oldest window made room")
        #expect(limiter.retryAfter("one more") != nil && limiter.retryAfter("address 1") != nil)
    }
}
