import type { IncomingMessage } from 'node:http';
import WebSocket from 'ws';
import type { StompErrorCode } from '@rol/protocol/realtime';
import type { Principal, ResolvedBrokerOptions } from './broker-options.ts';
import type { NegotiatedHeartBeat } from './heart-beat.ts';
import { type FrameParser, createFrameParser } from './stomp-parser.ts';
import { type StompFrame, type StompHeaders, HEART_BEAT, encodeFrame } from './stomp-frame.ts';
import type { FrameSink, Subscription, SubscriptionRegistry } from './subscription-registry.ts';

export type ConnectionState = 'awaiting-connect' | 'authenticating' | 'connected' | 'closing' | 'closed';

/** What a connection needs from its broker. */
export interface ConnectionHost {
  readonly options: ResolvedBrokerOptions;
  readonly registry: SubscriptionRegistry;
  /** Reads and acts on one client frame (see stomp-commands.ts). */
  handleFrame(connection: StompConnection, frame: StompFrame): void;
  /** The connection has closed; forget it. */
  detach(connection: StompConnection): void;
}

const CLOSE_CODES: Record<StompErrorCode, number> = {
  NOT_AUTHENTICATED: 1008,
  SESSION_CLOSED: 1008,
  FORBIDDEN_DESTINATION: 1008,
  MALFORMED_FRAME: 1002,
  UNSUPPORTED: 1002,
  PROTOCOL_VIOLATION: 1002,
  HEART_BEAT_TIMEOUT: 1002,
  INTERNAL: 1011,
  TOO_MANY_CONNECTIONS: 1008,
};

/** One client socket: reads bytes into frames, writes frames, keeps heart-beats, closes cleanly. */
export class StompConnection implements FrameSink {
  state: ConnectionState = 'awaiting-connect';
  principal: Principal | null = null;
  readonly subscriptions = new Map<string, Subscription>();
  /** Frames that arrived while CONNECT was being authenticated, handled right after. */
  pendingFrames: StompFrame[] = [];
  private readonly parser: FrameParser;
  private lastReceivedAt: number;
  private lastSentAt: number;
  private readonly timers: NodeJS.Timeout[] = [];

  constructor(
    readonly id: string,
    readonly socket: WebSocket,
    readonly request: IncomingMessage,
    private readonly host: ConnectionHost,
  ) {
    const { limits, clock } = host.options;
    this.parser = createFrameParser({ maxFrameBytes: limits.maxFrameBytes, maxHeaders: limits.maxHeaders });
    this.lastReceivedAt = clock.now();
    this.lastSentAt = this.lastReceivedAt;
    socket.on('message', (data) => this.onData(data));
    socket.on('close', () => this.onClosed());
    socket.on('error', (error) =>
      host.options.logger.warn({ err: error, connection: id }, 'websocket error'),
    );
    this.addTimer(
      setTimeout(() => {
        if (this.state === 'awaiting-connect' || this.state === 'authenticating') {
          this.fail('PROTOCOL_VIOLATION', 'CONNECT timed out');
        }
      }, limits.connectTimeoutMs),
    );
  }

  get isOpen(): boolean {
    return this.state !== 'closing' && this.state !== 'closed';
  }

  private onData(data: WebSocket.RawData): void {
    if (!this.isOpen) return;
    this.lastReceivedAt = this.host.options.clock.now();
    const chunk = Array.isArray(data)
      ? Buffer.concat(data)
      : Buffer.isBuffer(data)
        ? data
        : Buffer.from(data);
    const result = this.parser.push(chunk);
    for (const frame of result.frames) {
      if (!this.isOpen) return;
      this.host.handleFrame(this, frame);
    }
    if (result.error !== null && this.isOpen) this.fail('MALFORMED_FRAME', 'Malformed frame', result.error);
  }

  /** Sends a text frame (or heart-beat); false when the socket is gone or the client reads too slowly. */
  send(data: string | Buffer): boolean {
    if (this.socket.readyState !== WebSocket.OPEN) return false;
    if (this.socket.bufferedAmount > this.host.options.limits.maxBufferedBytes) {
      this.host.options.logger.warn(
        { connection: this.id, playerId: this.principal?.playerId },
        'slow client dropped',
      );
      this.terminate();
      return false;
    }
    this.socket.send(data, { binary: false });
    this.lastSentAt = this.host.options.clock.now();
    return true;
  }

  sendFrame(frame: Buffer): boolean {
    return this.state === 'connected' && this.send(frame);
  }

  sendCommand(command: 'CONNECTED' | 'RECEIPT', headers: StompHeaders): void {
    this.send(encodeFrame(command, headers));
  }

  /** Sends an ERROR frame and closes (STOMP: the server closes right after an ERROR). */
  fail(code: StompErrorCode, message: string, detail = '', extraHeaders: StompHeaders = {}): void {
    if (!this.isOpen) return;
    const headers = { message, 'error-code': code, ...extraHeaders, 'content-type': 'text/plain' };
    this.send(encodeFrame('ERROR', headers, detail || message));
    this.close(CLOSE_CODES[code], message);
  }

  /** Starts the close handshake; destroys the socket if it does not finish in time. */
  close(code = 1000, reason = ''): void {
    if (!this.isOpen) return;
    this.state = 'closing';
    this.unsubscribeAll();
    this.socket.close(code, reason.slice(0, 120));
    const timer = setTimeout(() => this.terminate(), this.host.options.limits.closeTimeoutMs);
    timer.unref();
    this.timers.push(timer);
  }

  terminate(): void {
    this.state = this.state === 'closed' ? 'closed' : 'closing';
    this.socket.terminate();
  }

  startHeartBeat({ sendEveryMs, expectEveryMs }: NegotiatedHeartBeat): void {
    const { clock, limits } = this.host.options;
    if (sendEveryMs > 0) {
      const half = Math.max(1, Math.floor(sendEveryMs / 2));
      this.addTimer(
        setInterval(() => {
          if (clock.now() - this.lastSentAt >= half) this.send(HEART_BEAT);
        }, half),
      );
    }
    if (expectEveryMs > 0) {
      const allowed = expectEveryMs * limits.heartBeatGrace;
      this.addTimer(
        setInterval(() => {
          const silent = clock.now() - this.lastReceivedAt;
          if (silent > allowed)
            this.fail('HEART_BEAT_TIMEOUT', 'Heart-beat timeout', `silent for ${silent} ms`);
        }, expectEveryMs),
      );
    }
  }

  addSubscription(subscription: Subscription): void {
    this.subscriptions.set(subscription.id, subscription);
    this.host.registry.add(subscription);
  }

  removeSubscription(id: string): void {
    const subscription = this.subscriptions.get(id);
    if (subscription === undefined) return;
    this.subscriptions.delete(id);
    this.host.registry.remove(subscription);
  }

  /** Takes a changed principal and drops the subscriptions it may no longer hold; returns how many. */
  updatePrincipal(principal: Principal): number {
    this.principal = principal;
    let dropped = 0;
    for (const subscription of [...this.subscriptions.values()]) {
      if (this.host.options.authorizeSubscribe(principal, subscription.destination)) continue;
      this.removeSubscription(subscription.id);
      dropped += 1;
    }
    return dropped;
  }

  private unsubscribeAll(): void {
    for (const subscription of this.subscriptions.values()) this.host.registry.remove(subscription);
    this.subscriptions.clear();
  }

  private addTimer(timer: NodeJS.Timeout): void {
    timer.unref();
    this.timers.push(timer);
  }

  private onClosed(): void {
    this.state = 'closed';
    this.unsubscribeAll();
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.length = 0;
    this.pendingFrames = [];
    this.host.detach(this);
  }
}
