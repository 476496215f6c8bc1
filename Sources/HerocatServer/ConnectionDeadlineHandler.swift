#if Server  // HerocatServer is built only with the Server trait (Package.swift).
import HerocatKit
import NIOCore
import NIOHTTPTypes

/// Closes a connection whose client is too slow: a request head not whole `headerTimeout`
/// after the connection opened (or after the first byte of a later request), a body not
/// whole `bodyTimeout` after its head, no new request `idleTimeout` after a response.
/// Each deadline is fixed when its phase starts, so trickling bytes never extends it.
/// One timer per connection: a new phase only moves the deadline, and the timer, when it
/// fires early, sets itself for the deadline then in force (no timer per request).
///
/// It sits after the HTTP decoder (it sees request parts and response parts) and puts a
/// probe in front of the decoder to learn when a request's first byte arrives. It tells
/// `OpenConnections` when the server starts and stops answering, and, past
/// `--max-connections` with every other connection being answered, refuses with 503. On
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
    private var probe: RequestBytesProbe?
    /// When the connection is closed, if the phase has not moved on; nil while a response is being written.
    private var deadline: NIODeadline?
    /// The one timer, and when it fires.
    private var timer: Scheduled<Void>?
    private var timerAt = NIODeadline.distantFuture

    init(limits: ServerLimits, connections: OpenConnections) {
        self.limits = limits
        self.connections = connections
    }

    func handlerAdded(context: ChannelHandlerContext) {
        let probe = RequestBytesProbe(owner: self)
        self.probe = probe
        try? context.pipeline.syncOperations.addHandler(probe, position: .first)
        if context.channel.isActive { start(context) }
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        timer?.cancel()
        timer = nil
        probe = nil
        connections.closed(context.channel)
    }

    func channelActive(context: ChannelHandlerContext) {
        start(context)
        context.fireChannelActive()
    }

    private func start(_ context: ChannelHandlerContext) {
        guard !started else { return }
        started = true
        guard connections.opened(context.channel) else {
            probe?.refuse()
            return
        }
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
            if pending == 0 {
                // Answered before its body ended (a refusal): waiting for the next request.
                idle(context)
            } else {
                phase = .responding
                deadline = nil
                connections.answering(context.channel)
            }
        }
        context.fireChannelRead(data)
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        if case .end = unwrapOutboundIn(data) {
            pending -= 1
            if pending == 0, phase == .responding { idle(context) }
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

    private func idle(_ context: ChannelHandlerContext) {
        phase = .idle
        schedule(context, limits.idleTimeout)
        connections.waiting(context.channel)
    }

    private func schedule(_ context: ChannelHandlerContext, _ seconds: Double) {
        let at = NIODeadline.now() + .nanoseconds(Int64(seconds * 1e9))
        deadline = at
        if timer == nil || at < timerAt { arm(context, at) }
    }

    private func arm(_ context: ChannelHandlerContext, _ at: NIODeadline) {
        timer?.cancel()
        timerAt = at
        let loop = context.eventLoop.assumeIsolated()
        timer = loop.scheduleTask(deadline: at) { [self] in fire(context) }
    }

    private func fire(_ context: ChannelHandlerContext) {
        timer = nil
        guard let deadline else { return }   // writing a response: the next phase arms it again
        if deadline <= .now() {
            context.close(promise: nil)
        } else {
            arm(context, deadline)
        }
    }
}

/// In front of the HTTP decoder: tells the deadline handler that bytes arrived, and answers
/// a refused connection itself, before any request is read.
private final class RequestBytesProbe: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = ByteBuffer
    typealias OutboundOut = ByteBuffer
    let owner: ConnectionDeadlineHandler
    private var context: ChannelHandlerContext?

    /// What a client past the connection limit gets when every connection is being answered.
    static let busy: String = {
        let body = "Every connection is being answered (--max-connections); try again in a moment.\n"
        return "HTTP/1.1 503 Service Unavailable\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: \(body.utf8.count)\r\n"
            + "Retry-After: 1\r\nConnection: close\r\n\r\n" + body
    }()

    init(owner: ConnectionDeadlineHandler) { self.owner = owner }

    func handlerAdded(context: ChannelHandlerContext) { self.context = context }
    func handlerRemoved(context: ChannelHandlerContext) { self.context = nil }

    /// Sends `busy` straight to the socket and closes.
    func refuse() {
        guard let context else { return }
        context.writeAndFlush(wrapOutboundOut(context.channel.allocator.buffer(string: Self.busy))).assumeIsolated().whenComplete { _ in
            context.close(promise: nil)
        }
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        owner.bytesArrived(context)
        context.fireChannelRead(data)
    }
}

@available(*, unavailable)
extension ConnectionDeadlineHandler: Sendable {}
#endif
