import { escapeHeader } from './stomp-frame.ts';

/** The part of a connection the registry writes to. */
export interface FrameSink {
  /** Sends a ready text frame; false when the socket is gone or too slow. */
  sendFrame(frame: Buffer): boolean;
}

export interface Subscription {
  readonly id: string;
  readonly destination: string;
  readonly sink: FrameSink;
  /** `MESSAGE\nsubscription:<id>\n`, escaped once at subscribe time. */
  readonly head: string;
}

export function createSubscription(id: string, destination: string, sink: FrameSink): Subscription {
  return { id, destination, sink, head: 'MESSAGE\nsubscription:' + escapeHeader(id) + '\n' };
}

/**
 * Every local subscription by destination, and the fan-out of one published body to them. The body
 * and shared headers are serialized once per publish; a frame differs only by its subscription
 * header, so one Buffer is built per distinct subscription id (clients of one app subscribe in the
 * same order and mostly share ids) and sent to every socket holding that id.
 */
export class SubscriptionRegistry {
  private readonly byDestination = new Map<string, Set<Subscription>>();

  add(subscription: Subscription): void {
    let set = this.byDestination.get(subscription.destination);
    if (set === undefined) {
      set = new Set();
      this.byDestination.set(subscription.destination, set);
    }
    set.add(subscription);
  }

  remove(subscription: Subscription): void {
    const set = this.byDestination.get(subscription.destination);
    if (set === undefined) return;
    set.delete(subscription);
    if (set.size === 0) this.byDestination.delete(subscription.destination);
  }

  /** Every subscription held, over all destinations. */
  size(): number {
    let total = 0;
    for (const set of this.byDestination.values()) total += set.size;
    return total;
  }

  count(destination: string): number {
    return this.byDestination.get(destination)?.size ?? 0;
  }

  /** Sends a MESSAGE frame with this JSON body to every subscriber; returns how many got it. */
  deliver(destination: string, body: string, messageId: string): number {
    const set = this.byDestination.get(destination);
    if (set === undefined) return 0;
    const tail =
      'message-id:' +
      escapeHeader(messageId) +
      '\ndestination:' +
      escapeHeader(destination) +
      '\ncontent-type:application/json\ncontent-length:' +
      String(Buffer.byteLength(body)) +
      '\n\n' +
      body +
      '\0';
    const frames = new Map<string, Buffer>();
    let delivered = 0;
    for (const subscription of set) {
      let frame = frames.get(subscription.head);
      if (frame === undefined) {
        frame = Buffer.from(subscription.head + tail, 'utf8');
        frames.set(subscription.head, frame);
      }
      if (subscription.sink.sendFrame(frame)) delivered += 1;
    }
    return delivered;
  }
}
