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
        try? context.pipeline.syncOperations.addHandler(RequestBytesProbe(owner: self), position: .first)
        connections.opened(context.channel)
        if context.channel.isActive { start(context) }
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        timer?.cancel()
        timer = nil
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
