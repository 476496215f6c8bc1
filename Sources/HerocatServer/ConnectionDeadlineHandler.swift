#if Server  // HerocatServer is built only with the Server trait (Package.swift).
import HerocatKit
import NIOCore
import NIOHTTPTypes

/// Closes a connection whose client is too slow: a request head not whole `headerTimeout`
/// after the connection opened (or after the first byte of a later request), a body not
/// whole `bodyTimeout` after its head, no new request `idleTimeout` after a response.
/// Each deadline is fixed when its phase starts, so trickling bytes never extends it.
///
/// It sits after the HTTP decoder (it sees request parts and response parts) and puts a
/// probe in front of the decoder to learn when a request's first byte arrives. On
/// shutdown, a connection with a request head part-way in is not dropped as idle: the
/// quiesce event waits for the head (within its deadline), then the request is served.
final class ConnectionDeadlineHandler: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPRequestPart
    typealias InboundOut = HTTPRequestPart
    typealias OutboundIn = HTTPResponsePart
    typealias OutboundOut = HTTPResponsePart

    private enum Phase { case head, body, responding, idle }

    private let limits: ServerLimits
    private let connections: OpenConnections
    private var phase = Phase.head
    private var started = false
    /// Bytes of a request head have arrived, its head part not yet.
    private var headUnderway = false
    /// Requests whose head was read and whose response has not ended.
    private var pending = 0
    private var heldQuiesce: Any?
    private var deadline: Scheduled<Void>?

    init(limits: ServerLimits, connections: OpenConnections) {
        self.limits = limits
        self.connections = connections
    }

    func handlerAdded(context: ChannelHandlerContext) {
        try? context.pipeline.syncOperations.addHandler(RequestBytesProbe(owner: self), position: .first)
        connections.opened(context.channel)
        if context.channel.isActive { start(context) }
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        deadline?.cancel()
        connections.closed(context.channel)
    }

    func channelActive(context: ChannelHandlerContext) {
        start(context)
        context.fireChannelActive()
    }

    private func start(_ context: ChannelHandlerContext) {
        guard !started else { return }
        started = true
        schedule(context, limits.headerTimeout)
    }

    /// A request's first bytes on a connection that was waiting between requests.
    fileprivate func bytesArrived(_ context: ChannelHandlerContext) {
        switch phase {
        case .idle:
            phase = .head
            headUnderway = true
            schedule(context, limits.headerTimeout)
        case .head:
            headUnderway = true
        case .body, .responding:
            break
        }
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head:
            pending += 1
            phase = .body
            headUnderway = false
            schedule(context, limits.bodyTimeout)
            context.fireChannelRead(data)
            if let event = heldQuiesce {
                heldQuiesce = nil
                context.fireUserInboundEventTriggered(event)
            }
            return
        case .body:
            break
        case .end:
            phase = .responding
            deadline?.cancel()
            deadline = nil
        }
        context.fireChannelRead(data)
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        if case .end = unwrapOutboundIn(data) {
            pending -= 1
            if pending == 0, phase == .responding {
                phase = .idle
                schedule(context, limits.idleTimeout)
            }
        }
        context.write(data, promise: promise)
    }

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        if event is ChannelShouldQuiesceEvent, phase == .head, headUnderway {
            heldQuiesce = event
            return
        }
        context.fireUserInboundEventTriggered(event)
    }

    private func schedule(_ context: ChannelHandlerContext, _ seconds: Double) {
        deadline?.cancel()
        let channel = context.channel
        deadline = context.eventLoop.scheduleTask(in: .nanoseconds(Int64(seconds * 1e9))) { channel.close(promise: nil) }
    }
}

/// In front of the HTTP decoder: tells the deadline handler that bytes arrived.
private final class RequestBytesProbe: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = ByteBuffer
    let owner: ConnectionDeadlineHandler

    init(owner: ConnectionDeadlineHandler) { self.owner = owner }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        owner.bytesArrived(context)
        context.fireChannelRead(data)
    }
}

@available(*, unavailable)
extension ConnectionDeadlineHandler: Sendable {}
#endif
