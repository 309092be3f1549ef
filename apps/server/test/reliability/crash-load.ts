import type { BattleResultDto, BattleStatusDto } from '@rol/protocol/battle-dto';
import type { MailMessageDto } from '@rol/protocol/message-dto';
import type { BalancesDto } from '@rol/protocol/balances-dto';
import type { PlaceDto, RoadPositionDto } from '@rol/protocol/place-dto';
import type { PlayerInfoDto } from '@rol/protocol/player-dto';

/**
 * The write load of the crash test: simulated players, each one request at a time over real HTTP,
 * playing the road (ensure, walk, take resources, attack the guard, hit until the end, complete the
 * battle) and writing mail to each other. Every write that got a 2xx is journaled with what it
 * acknowledged; the one request a player had in flight when the server died is kept as `inFlight`
 * (its outcome is unknown: it may have committed or not, but never half).
 */

export interface Answer<T> {
  /** 0 when no answer came (the server died, the connection reset). */
  status: number;
  body: T;
}

export async function call<T>(
  url: string,
  method: 'GET' | 'POST',
  path: string,
  token: string | null,
  body?: unknown,
): Promise<Answer<T>> {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = token;
  if (body !== undefined) headers['content-type'] = 'application/json';
  try {
    const res = await fetch(`${url}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // not JSON: keep the text
    }
    if (res.status === 200 && path === '/api/security/registerTrial')
      parsed = { ...(parsed as object), token: res.headers.get('jsession') };
    return { status: res.status, body: parsed as T };
  } catch {
    return { status: 0, body: null as T };
  }
}

export interface LoadPlayer {
  playerId: number;
  token: string;
}

/** A write a player sent; `attack` and `complete` name the battle place / battle they are about. */
export type Write =
  | { kind: 'take'; placeId: number }
  | { kind: 'move'; coordinate: number }
  | { kind: 'attack'; placeId: number }
  | { kind: 'hit'; battleId: number }
  | { kind: 'complete'; battleId: number }
  | { kind: 'mail'; to: number; text: string }
  | { kind: 'read'; path: string };

export interface AckedBattle {
  placeId: number;
  /** Hits and skips acknowledged (each appends one action to the battle's log). */
  blows: number;
  result: BattleResultDto | null;
}

/** What the server acknowledged to one player. */
export interface PlayerJournal {
  player: LoadPlayer;
  takes: Map<number, { resource: string; amount: number }>;
  battles: Map<number, AckedBattle>;
  mails: { id: number; to: number; text: string }[];
  /** The last position, balances and level an acknowledged answer reported. */
  position: RoadPositionDto;
  balances: BalancesDto;
  level: number;
  currentExp: number;
  /** The request without an answer when the server died (null: the last one was answered). */
  inFlight: Write | null;
  /** Requests left without an answer by earlier crashes (the server was killed more than once). */
  unanswered: Write[];
  acked: number;
}

export interface LoadStats {
  acked: number;
  refused: Record<string, number>;
  serverErrors: string[];
  /** How many players had a request in flight when the server died, by kind of write. */
  cutOff: number;
  inFlight: Record<string, number>;
  killedAfterMs: number;
}

const MAX_BLOWS = 300;

function nextBlow(status: BattleStatusDto): { attackerId: number; defenderId: number } | null {
  const alive = status.battle.creatures.filter((c) => c.health > 0);
  const attacker = alive.find(
    (c) => c.team === 0 && !c.acted && !c.effects.some((e) => e.type === 'freeze' && e.movesRemain > 0),
  );
  const defender = alive.find((c) => c.team === 1);
  return attacker && defender ? { attackerId: attacker.id, defenderId: defender.id } : null;
}

class ServerGone extends Error {}

/** Registers a guest with the default squad and reads its starting state. */
export async function newPlayer(url: string): Promise<PlayerJournal> {
  const trial = await call<{ playerId: number; token: string | null }>(
    url,
    'POST',
    '/api/security/registerTrial',
    null,
    {
      characterAndCompanion: 'knight:male:wolf',
      lang: 'en',
    },
  );
  if (trial.status !== 200 || !trial.body.token)
    throw new Error(`registerTrial: ${trial.status} ${JSON.stringify(trial.body)}`);
  const player = { playerId: trial.body.playerId, token: trial.body.token };
  const info = await call<PlayerInfoDto>(url, 'GET', '/api/player/info/current', player.token);
  if (info.status !== 200) throw new Error(`player/info/current: ${info.status}`);
  const p = info.body.player;
  return {
    player,
    takes: new Map(),
    battles: new Map(),
    mails: [],
    position: {
      coordinate: p.coordinate,
      minCoordinate: p.minCoordinate,
      maxCoordinate: p.maxCoordinate,
      loadedTo: p.coordinate,
      stair: p.stair,
      battleStair: p.battleStair,
      bestVictoryStair: p.bestVictoryStair,
      contextId: p.contextId,
    },
    balances: {
      gold: p.gold,
      crystal: p.crystal,
      elixir: p.elixir,
      mithril: p.mithril,
      sulfur: p.sulfur,
      caviar: p.caviar,
      tickets: p.tickets,
      goodPoints: p.goodPoints,
      evilPoints: p.evilPoints,
      eventCurrency: p.eventCurrency,
      bonusPoints: p.bonusPoints,
      goldenTickets: p.goldenTickets,
      orderPoints: p.orderPoints,
      shadowPoints: p.shadowPoints,
      cups: p.cups,
    },
    level: p.level,
    currentExp: p.currentExp,
    inFlight: null,
    unanswered: [],
    acked: 0,
  };
}

/**
 * Drives every journal's player until the server stops answering. Players join one by one, the
 * next each `killAfter × 3/4 ÷ players` acknowledged writes, so at the kill they are at different
 * stages (the newest still walking and taking, the oldest fighting). After `killAfter` acknowledged
 * writes (counted over all players) `kill` is called once; the load ends when every player's
 * request has failed. A 4xx refusal is an answer (nothing applied) and the player carries on.
 */
export async function runLoad(
  url: string,
  journals: PlayerJournal[],
  options: { killAfter: number; maxMs: number; kill: () => Promise<void> },
): Promise<LoadStats> {
  const stats: LoadStats = {
    acked: 0,
    refused: {},
    serverErrors: [],
    cutOff: 0,
    inFlight: {},
    killedAfterMs: 0,
  };
  const started = Date.now();
  let killing: Promise<void> | null = null;
  const killOnce = () => {
    if (!killing) {
      stats.killedAfterMs = Date.now() - started;
      killing = options.kill();
      joinDue();
    }
  };
  const cap = setTimeout(killOnce, options.maxMs);
  let mailNo = 0;
  const joinEvery = Math.floor((options.killAfter * 3) / 4 / journals.length);
  const waiting: { acked: number; join: () => void }[] = [];
  const joinAfter = (acked: number) =>
    new Promise<void>((join) => {
      if (stats.acked >= acked) join();
      else waiting.push({ acked, join });
    });
  const joinDue = () => {
    for (const w of waiting.filter((w) => stats.acked >= w.acked || killing !== null)) {
      waiting.splice(waiting.indexOf(w), 1);
      w.join();
    }
  };

  const send = async <T>(
    j: PlayerJournal,
    write: Write,
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
  ) => {
    if (j.inFlight) j.unanswered.push(j.inFlight);
    j.inFlight = write;
    const answer = await call<T>(url, method, path, j.player.token, body);
    if (answer.status === 0) {
      // The server is gone: the write stays in flight (unknown outcome) and this player stops.
      if (!killing) stats.serverErrors.push(`${path}: no answer before the kill`);
      throw new ServerGone();
    }
    j.inFlight = null;
    if (answer.status >= 500)
      stats.serverErrors.push(`${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
    if (answer.status >= 400) {
      const code = (answer.body as { error?: string } | null)?.error ?? String(answer.status);
      stats.refused[code] = (stats.refused[code] ?? 0) + 1;
      return null;
    }
    if (write.kind !== 'read') {
      j.acked += 1;
      stats.acked += 1;
      if (stats.acked >= options.killAfter) killOnce();
      joinDue();
    }
    return answer.body;
  };

  const move = async (j: PlayerJournal, coordinate: number) => {
    if (coordinate === j.position.coordinate) return true;
    const answer = await send<{ position: RoadPositionDto }>(
      j,
      { kind: 'move', coordinate },
      'POST',
      '/api/player/v3/coordinate/set',
      {
        coordinate,
        contextId: j.position.contextId,
      },
    );
    if (answer) j.position = answer.position;
    return answer !== null;
  };

  const mail = async (j: PlayerJournal, to: number) => {
    mailNo += 1;
    const text = `crash test mail ${mailNo} from ${j.player.playerId} to ${to}`;
    const sent = await send<MailMessageDto>(
      j,
      { kind: 'mail', to, text },
      'POST',
      `/api/mail/dialog/${to}/send`,
      { text },
    );
    if (sent) j.mails.push({ id: sent.id, to, text });
  };

  const fight = async (j: PlayerJournal, guard: PlaceDto) => {
    let status = await send<BattleStatusDto>(
      j,
      { kind: 'attack', placeId: guard.id },
      'POST',
      '/api/battle/place/attack',
      {
        placeId: guard.id,
      },
    );
    if (!status) return false;
    const battleId = status.battle.id;
    const battle: AckedBattle = { placeId: guard.id, blows: 0, result: null };
    j.battles.set(battleId, battle);
    for (let blows = 0; status.battleState === 'IN_PROGRESS' && blows < MAX_BLOWS; blows += 1) {
      const blow = nextBlow(status);
      const next: BattleStatusDto | null = blow
        ? await send<BattleStatusDto>(j, { kind: 'hit', battleId }, 'POST', '/api/battle/v2/hit', blow)
        : await send<BattleStatusDto>(j, { kind: 'hit', battleId }, 'POST', '/api/battle/skip');
      if (!next) return false;
      battle.blows += 1;
      status = next;
    }
    const result = await send<BattleResultDto>(
      j,
      { kind: 'complete', battleId },
      'POST',
      '/api/battle/complete',
    );
    if (!result) return false;
    battle.result = result;
    j.position = result.position;
    j.balances = result.balances;
    j.level = result.level;
    j.currentExp = result.currentExp;
    return true;
  };

  const play = async (j: PlayerJournal, index: number) => {
    const partner = journals[(index + 1) % journals.length]!.player.playerId;
    await joinAfter(index * joinEvery);
    while (!killing) {
      const at = j.position.coordinate;
      const path = `/api/place/v3/ensure?coordFrom=${Math.max(0, at - 100)}&coordTo=${at + 400}`;
      const ensured = await send<{ places: PlaceDto[]; position: RoadPositionDto }>(
        j,
        { kind: 'read', path },
        'GET',
        path,
      );
      if (!ensured) throw new Error('place/v3/ensure refused');
      j.position = ensured.position;
      const resources = ensured.places
        .filter(
          (p) => p.placeType === 'RESOURCE' && !p.taken && p.posY >= at && p.posY <= j.position.maxCoordinate,
        )
        .sort((a, b) => a.posY - b.posY);
      for (const place of resources) {
        if (!(await move(j, place.posY))) break;
        const taken = await send<{ resource: string; amount: number; balances: BalancesDto }>(
          j,
          { kind: 'take', placeId: place.id },
          'GET',
          `/api/resourcePlace/${place.id}/take`,
        );
        if (taken) {
          j.takes.set(place.id, { resource: taken.resource, amount: taken.amount });
          j.balances = taken.balances;
        }
      }
      await mail(j, partner);
      const guard = ensured.places.find((p) => p.index === 0 && p.stair === j.position.battleStair);
      const won =
        guard !== undefined &&
        (await move(j, Math.min(guard.posY, j.position.maxCoordinate))) &&
        (await fight(j, guard));
      if (!won) {
        // No battle possible (a squad at 0 health): walk down and back up, and write more mail.
        await move(j, Math.max(j.position.minCoordinate, j.position.coordinate - 30));
        await mail(j, partner);
      }
    }
  };

  await Promise.all(
    journals.map((j, index) =>
      play(j, index).catch((error: unknown) => {
        if (!(error instanceof ServerGone)) stats.serverErrors.push(String(error));
      }),
    ),
  );
  clearTimeout(cap);
  killOnce();
  await killing;
  for (const j of journals) {
    if (!j.inFlight) continue;
    stats.cutOff += 1;
    stats.inFlight[j.inFlight.kind] = (stats.inFlight[j.inFlight.kind] ?? 0) + 1;
  }
  return stats;
}
