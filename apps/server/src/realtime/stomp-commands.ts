import type { Principal, ResolvedBrokerOptions } from './broker-options.ts';
import { heartBeatHeader, negotiateHeartBeat, parseHeartBeat } from './heart-beat.ts';
import type { StompConnection } from './stomp-connection.ts';
import type { StompFrame, StompHeaders } from './stomp-frame.ts';
import { createSubscription } from './subscription-registry.ts';

/** What the frame handlers need from the broker. */
export interface CommandContext {
  readonly options: ResolvedBrokerOptions;
  /** CONNECT was accepted: the connection now has a principal. */
  onConnected(connection: StompConnection): void;
  /** Whether one more connection of this principal's session is allowed (the per-session cap). */
  admits(principal: Principal): boolean;
}

/** Acts on one client frame according to the connection's state. Never throws. */
export function handleFrame(context: CommandContext, connection: StompConnection, frame: StompFrame): void {
  switch (connection.state) {
    case 'awaiting-connect':
      if (frame.command === 'CONNECT' || frame.command === 'STOMP') {
        void connect(context, connection, frame);
      } else {
        connection.fail('PROTOCOL_VIOLATION', 'CONNECT expected', `${frame.command} arrived before CONNECT`);
      }
      return;
    case 'authenticating':
      if (connection.pendingFrames.length >= context.options.limits.maxPendingFrames) {
        connection.fail('PROTOCOL_VIOLATION', 'Too many frames before CONNECTED');
      } else {
        connection.pendingFrames.push(frame);
      }
      return;
    case 'connected':
      handleConnectedFrame(context, connection, frame);
      return;
    default:
      return;
  }
}

function isAuthenticating(connection: StompConnection): boolean {
  return connection.state === 'authenticating';
}

async function connect(
  context: CommandContext,
  connection: StompConnection,
  frame: StompFrame,
): Promise<void> {
  const { options } = context;
  const versions = (frame.headers['accept-version'] ?? '1.0').split(',').map((v) => v.trim());
  if (!versions.includes('1.2')) {
    connection.fail('UNSUPPORTED', 'Supported protocol versions are 1.2', '', { version: '1.2' });
    return;
  }
  const clientHeartBeat = parseHeartBeat(frame.headers['heart-beat']);
  if (clientHeartBeat === null) {
    connection.fail('MALFORMED_FRAME', 'Malformed heart-beat header');
    return;
  }
  connection.state = 'authenticating';
  let principal;
  try {
    principal = await options.authenticate(frame.headers, connection.request);
  } catch (error) {
    options.logger.error({ err: error, connection: connection.id }, 'realtime authenticate failed');
    connection.fail('INTERNAL', 'Authentication failed');
    return;
  }
  if (!isAuthenticating(connection)) return;
  if (principal === null) {
    connection.fail(
      'NOT_AUTHENTICATED',
      'Not authenticated',
      'CONNECT needs the session of a signed-in player',
    );
    return;
  }
  if (!context.admits(principal)) {
    connection.fail('TOO_MANY_CONNECTIONS', 'Too many connections of this session');
    return;
  }
  connection.principal = principal;
  connection.state = 'connected';
  context.onConnected(connection);
  connection.sendCommand('CONNECTED', {
    version: '1.2',
    'heart-beat': heartBeatHeader(options.heartBeat),
    server: options.serverName,
    session: connection.id,
  });
  connection.startHeartBeat(negotiateHeartBeat(clientHeartBeat, options.heartBeat));
  const pending = connection.pendingFrames;
  connection.pendingFrames = [];
  for (const next of pending) {
    if (connection.state !== 'connected') return;
    handleConnectedFrame(context, connection, next);
  }
}

function receiptOf(frame: StompFrame): StompHeaders {
  const receipt = frame.headers['receipt'];
  return receipt === undefined ? {} : { 'receipt-id': receipt };
}

function sendReceipt(connection: StompConnection, frame: StompFrame): void {
  const receipt = frame.headers['receipt'];
  if (receipt !== undefined) connection.sendCommand('RECEIPT', { 'receipt-id': receipt });
}

function handleConnectedFrame(context: CommandContext, connection: StompConnection, frame: StompFrame): void {
  const receipt = receiptOf(frame);
  switch (frame.command) {
    case 'SUBSCRIBE':
      subscribe(context, connection, frame);
      return;
    case 'UNSUBSCRIBE': {
      const id = frame.headers['id'];
      if (id === undefined || id === '') {
        connection.fail('MALFORMED_FRAME', 'UNSUBSCRIBE needs an id header', '', receipt);
        return;
      }
      connection.removeSubscription(id);
      sendReceipt(connection, frame);
      return;
    }
    case 'DISCONNECT':
      sendReceipt(connection, frame);
      connection.close(1000, 'disconnect');
      return;
    case 'ACK':
    case 'NACK':
      // Every subscription is ack:auto, so there is nothing to acknowledge.
      sendReceipt(connection, frame);
      return;
    case 'SEND':
      connection.fail(
        'UNSUPPORTED',
        'SEND is not accepted',
        'Players send chat and mail over the HTTP API',
        receipt,
      );
      return;
    case 'BEGIN':
    case 'COMMIT':
    case 'ABORT':
      connection.fail('UNSUPPORTED', 'Transactions are not supported', '', receipt);
      return;
    case 'CONNECT':
    case 'STOMP':
      connection.fail('PROTOCOL_VIOLATION', 'Already connected', '', receipt);
      return;
    default:
      connection.fail('PROTOCOL_VIOLATION', 'Unknown command', frame.command, receipt);
  }
}

function subscribe(context: CommandContext, connection: StompConnection, frame: StompFrame): void {
  const { id, destination, ack = 'auto' } = frame.headers;
  const receipt = receiptOf(frame);
  const principal = connection.principal;
  if (id === undefined || id === '' || destination === undefined || destination === '') {
    connection.fail('MALFORMED_FRAME', 'SUBSCRIBE needs id and destination headers', '', receipt);
    return;
  }
  if (ack !== 'auto') {
    connection.fail('UNSUPPORTED', 'Only ack:auto is supported', '', receipt);
    return;
  }
  if (connection.subscriptions.has(id)) {
    connection.fail('PROTOCOL_VIOLATION', 'Subscription id already in use', id, receipt);
    return;
  }
  if (connection.subscriptions.size >= context.options.limits.maxSubscriptions) {
    connection.fail('PROTOCOL_VIOLATION', 'Too many subscriptions', '', receipt);
    return;
  }
  let allowed: boolean;
  try {
    allowed = principal !== null && context.options.authorizeSubscribe(principal, destination);
  } catch (error) {
    context.options.logger.error({ err: error, destination }, 'realtime authorizeSubscribe failed');
    connection.fail('INTERNAL', 'Subscription check failed', '', receipt);
    return;
  }
  if (!allowed) {
    connection.fail(
      'FORBIDDEN_DESTINATION',
      'Forbidden destination',
      `You may not subscribe to ${destination}`,
      receipt,
    );
    return;
  }
  connection.addSubscription(createSubscription(id, destination, connection));
  sendReceipt(connection, frame);
}
