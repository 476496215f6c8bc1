import NIOCore
import NIOEmbedded
import Testing
@testable import HerocatServer

/// Past the limit, who makes room: the connection kept waiting longest by its client, never
/// one being answered; with every other one being answered, the newcomer is refused.
@Suite("Open connections past --max-connections")
struct OpenConnectionsTests {
    func connected() throws -> EmbeddedChannel {
        let channel = EmbeddedChannel()
        try channel.connect(to: SocketAddress(ipAddress: "127.0.0.1", port: 1)).wait()
        return channel
    }

    @Test("A newcomer past the limit closes the longest-waiting connection, or is refused while all are answered")
    func newcomersMakeRoomOrAreRefused() throws {
        let connections = OpenConnections(limit: 2)
        let (first, second, third, fourth) = (try connected(), try connected(), try connected(), try connected())
        #expect(connections.opened(first) && connections.opened(second))
        // first waits longest, but is being answered: second makes room.
        connections.answering(first)
        #expect(connections.opened(third))
        #expect(first.isActive && !second.isActive && third.isActive)
        #expect(connections.count == 2)
        // Both open ones answered: the fourth is refused, and nobody is closed for it.
        connections.answering(third)
        #expect(!connections.opened(fourth))
        #expect(first.isActive && third.isActive)
        connections.closed(fourth)
        // first's response is out: it waits again, and makes room for the next.
        connections.waiting(first)
        let fifth = try connected()
        #expect(connections.opened(fifth))
        #expect(!first.isActive && third.isActive && fifth.isActive && connections.count == 2)
    }
}
