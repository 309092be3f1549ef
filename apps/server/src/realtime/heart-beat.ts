/** STOMP 1.2 heart-beat negotiation (§Heart-beating). All values in milliseconds; 0 means none. */

export interface HeartBeatSettings {
  /** The smallest interval at which the server sends heart-beats (0: never). */
  serverSendMs: number;
  /** The interval at which the server wants to hear from the client (0: never). */
  serverExpectMs: number;
}

export interface NegotiatedHeartBeat {
  /** How often the server must send something to the client (0: never). */
  sendEveryMs: number;
  /** How often the client promised to send something (0: never checked). */
  expectEveryMs: number;
}

const HEART_BEAT = /^\s*([0-9]{1,9})\s*,\s*([0-9]{1,9})\s*$/;

/** Reads the client's `heart-beat: cx,cy` header; absent means `0,0`, malformed is null. */
export function parseHeartBeat(header: string | undefined): [number, number] | null {
  if (header === undefined) return [0, 0];
  const match = HEART_BEAT.exec(header);
  if (match === null) return null;
  return [Number(match[1]), Number(match[2])];
}

export function negotiateHeartBeat(client: [number, number], server: HeartBeatSettings): NegotiatedHeartBeat {
  const [clientSend, clientExpect] = client;
  return {
    sendEveryMs:
      server.serverSendMs === 0 || clientExpect === 0 ? 0 : Math.max(server.serverSendMs, clientExpect),
    expectEveryMs:
      clientSend === 0 || server.serverExpectMs === 0 ? 0 : Math.max(clientSend, server.serverExpectMs),
  };
}

/** The CONNECTED frame's `heart-beat` header: what this server can send, what it wants to receive. */
export function heartBeatHeader(server: HeartBeatSettings): string {
  return `${server.serverSendMs},${server.serverExpectMs}`;
}
