import type { FrontEndResult } from './front-end/front-end-bench.ts';
import type { CoreLoopResult } from './http/core-loop.ts';
import { EVERY_ROUND_CALLS } from './http/core-player.ts';
import type { HttpResult } from './http/http-bench.ts';
import type { RealtimeResult } from './realtime/realtime-bench.ts';
import type { RulesResult } from './rules/rules-bench.ts';

export interface BenchResults {
  takenAt: string;
  machine: { cpus: string; cores: number; memoryGb: number; node: string; os: string; note: string };
  options: Record<string, unknown>;
  http: HttpResult[];
  realtime?: RealtimeResult;
  frontEnd?: FrontEndResult;
  rules?: RulesResult;
  targets: Target[];
  errors: string[];
}

export interface Target {
  name: string;
  target: string;
  measured: string;
  pass: boolean;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;

/**
 * The target of the rounds that have one: p99 per call at player pace. Judged on every database: the
 * embedded default is a PostgreSQL too (the one the game starts itself).
 */
export const ROUND_P99_TARGET_MS = 50;

/** What a round's section says of its target: the p99 per call where one is set, else that none is. */
export function roundTargetText(hasTarget: boolean): string {
  if (!hasTarget) return "No target is set for these calls; they are reported beside the core loop's.";
  return `Target: p99 ≤ ${ROUND_P99_TARGET_MS} ms for every call and no errors, at this pace (judged in the targets table above).`;
}

/** The database of one HTTP run, as the results name it. */
export function databaseLabel(h: Pick<HttpResult, 'database' | 'databaseVersion'>): string {
  return h.database === 'embedded'
    ? `the embedded default (PostgreSQL ${h.databaseVersion ?? '?'} started by the game)`
    : 'PostgreSQL handed to the server (--pg)';
}

/** Every target that this run measured, with pass/fail. */
export function targetsOf(r: Omit<BenchResults, 'targets'>): Target[] {
  const out: Target[] = [];
  for (const h of r.http) {
    const pace = h.playerPace;
    const worst = [...pace.calls].sort((a, b) => b.p99 - a.p99)[0];
    // "Every core-loop call": a call the window never made was not measured, so it cannot pass.
    const missing = EVERY_ROUND_CALLS.filter((name) => !pace.calls.some((c) => c.call === name));
    const database = databaseLabel(h);
    out.push({
      name: `core-loop p99 per call at player pace (${pace.thinkMs} ms think time), ${pace.players} players, ${database}`,
      target: '≤ 50 ms every call, 0 errors',
      measured: worst
        ? `worst ${worst.call} ${worst.p99} ms (all calls ${pace.p99} ms), ${pace.actionsPerSecond} calls/s, ${pace.errors} errors${missing.length ? `; not measured: ${missing.join(', ')}` : ''}`
        : 'no calls',
      pass: Boolean(worst) && (worst?.p99 ?? Infinity) <= 50 && pace.errors === 0 && missing.length === 0,
    });
    for (const [label, economy] of [
      ['heroes', h.heroes],
      ['items', h.items],
      ['messages', h.messages],
      ['arena', h.arena],
      ['forum', h.forum],
      ['clan', h.clan],
      ['world', h.world],
      ['shops', h.shops],
      ['promotions', h.promotions],
      ['platforms', h.platforms],
    ] as const) {
      if (!economy) continue;
      const slowest = [...economy.calls].sort((a, b) => b.p99 - a.p99)[0];
      out.push({
        name: `${label} round p99 per call at player pace (${economy.thinkMs} ms think time), ${economy.players} players, ${database}`,
        target: `≤ ${ROUND_P99_TARGET_MS} ms every call, 0 errors`,
        measured: slowest
          ? `worst ${slowest.call} ${slowest.p99} ms (all calls ${economy.p99} ms), ${economy.actionsPerSecond} calls/s, ${economy.errors} errors`
          : 'no calls',
        pass: Boolean(slowest) && (slowest?.p99 ?? Infinity) <= ROUND_P99_TARGET_MS && economy.errors === 0,
      });
    }
    out.push({
      name: `player/info/current alone vs bare route (autocannon, ${h.playerInfo.connections} connections), ${database}`,
      target: '≥ 30%',
      measured: `${(h.playerInfoToCeiling * 100).toFixed(1)}% (${h.playerInfo.rps} / ${h.ceiling.rps} req/s)`,
      pass: h.playerInfoToCeiling >= 0.3,
    });
    out.push({
      name: `core-loop actions/s at saturation (no think time), ${h.coreLoop.players} players, ${database}`,
      target: '≥ 2,000/s, 0 errors',
      measured: `${h.coreLoop.actionsPerSecond}/s, ${h.coreLoop.errors} errors`,
      pass: h.coreLoop.actionsPerSecond >= 2000 && h.coreLoop.errors === 0,
    });
  }
  if (r.realtime) {
    const { idle, fanOut } = r.realtime;
    out.push({
      name: 'idle STOMP connections held with heart-beats',
      target: `${idle.connections} held`,
      measured: `${idle.heldOpen} held, ${kb(idle.bytesPerConnection)} RSS per connection`,
      pass: idle.heldOpen === idle.connections,
    });
    out.push({
      name: `main-chat fan-out to ${fanOut.chat.subscribers} vs bare ws`,
      target: '≥ 50% of bare',
      measured: `${(fanOut.chatToBareRatio * 100).toFixed(1)}% (${fanOut.chat.burst.deliveredPerSecond} / ${fanOut.bare.burst.deliveredPerSecond} deliveries/s)`,
      pass: fanOut.chatToBareRatio >= 0.5,
    });
    out.push({
      name: `main-chat latency p99 at ${fanOut.chat.rate.messagesPerSecond} msg/s`,
      target: '≤ 100 ms, all delivered',
      measured: `${fanOut.chat.rate.p99} ms (p50 ${fanOut.chat.rate.p50}), ${fanOut.chat.rate.delivered}/${fanOut.chat.rate.expected}`,
      pass: fanOut.chat.rate.p99 <= 100 && fanOut.chat.rate.delivered === fanOut.chat.rate.expected,
    });
  }
  if (r.frontEnd) {
    out.push({
      name: 'gzipped bytes to the first playable scene',
      target: '≤ 800 KB',
      measured: `${kb(r.frontEnd.gzipBytesToFirstScene)} (road: ${kb(r.frontEnd.gzipBytesToRoad)}, total ${kb(r.frontEnd.gzipBytesTotal)})`,
      pass: r.frontEnd.gzipBytesToFirstScene <= 800 * 1024,
    });
    out.push({
      name: 'navigation to game/started (median of 5)',
      target: '≤ 2.5 s',
      measured: `${r.frontEnd.gameStartedMedianMs} ms`,
      pass: r.frontEnd.gameStartedMedianMs <= 2500,
    });
  }
  if (r.rules) {
    out.push({
      name: 'battle hits per second (pure engine)',
      target: '≥ 100,000/s',
      measured: `${Math.round(r.rules.battleHitsPerSecond).toLocaleString('en')}/s`,
      pass: r.rules.battleHitsPerSecond >= 100_000,
    });
  }
  return out;
}

const row = (cells: readonly (string | number)[]) => `| ${cells.join(' | ')} |`;

function cpuLine(h: HttpResult, loop: CoreLoopResult, what = 'core-loop'): string {
  const { loadGenerator, server, database } = loop.cpuPerCall;
  const db =
    database === null
      ? 'PostgreSQL not measured (neither the game nor the bench started it)'
      : h.database === 'embedded'
        ? `PostgreSQL ${database} µs (every process of the embedded server the game started: its postmaster and everything under it)`
        : `PostgreSQL ${database} µs (every process of the cluster)`;
  return `CPU per ${what} call in the measured window: load generator ${loadGenerator} µs, server process ${server} µs, ${db}.${pausesText(loop)}`;
}

/** How long the server held calls, its pauses (event-loop delay, garbage collection) and the load generator's delay in the window, where the run has them. */
function pausesText(loop: CoreLoopResult): string {
  const p = loop.serverPauses;
  if (!p) return '';
  return (
    ` The server held a call p50 ${p.heldP50Ms} ms, p99 ${p.heldP99Ms} ms (headers read to answer written).` +
    ` Server pauses in the window: event-loop delay p50 ${p.loopDelayP50Ms} ms, p99 ${p.loopDelayP99Ms} ms, ` +
    `longest ${p.loopDelayMaxMs} ms; ${p.gcPauses} garbage collections, ${p.gcTotalMs} ms in all, ` +
    `the longest ${p.gcMaxMs} ms, ${p.gcOver10Ms} over 10 ms.` +
    (loop.loadGeneratorDelay
      ? ` The load generator's own event-loop delay: p99 ${loop.loadGeneratorDelay.p99Ms} ms, longest ${loop.loadGeneratorDelay.maxMs} ms.`
      : '')
  );
}

function callTable(loop: CoreLoopResult, latency: string, what = 'core-loop'): string[] {
  return [
    row(['call', 'requests', 'req/s', `${latency}p50 ms`, `${latency}p99 ms`, 'errors']),
    '|---|---:|---:|---:|---:|---:|',
    ...loop.calls.map((c) => row([c.call, c.requests, c.rps, c.p50, c.p99, c.errors])),
    row([`**all ${what} calls**`, loop.actions, loop.actionsPerSecond, loop.p50, loop.p99, loop.errors]),
  ];
}

/** One database's HTTP figures: the ceilings, the saturation run and the player-pace run. */
function httpSection(h: HttpResult): string[] {
  const sat = h.coreLoop;
  const pace = h.playerPace;
  const paceNote =
    pace.offeredMaxPerSecond === null
      ? ''
      : ` Offered load: ${pace.players} players each waiting ${pace.thinkMs} ms after every answer ask for at most ${pace.offeredMaxPerSecond} calls/s (if answers took no time); measured mean pause ${pace.meanPauseMs} ms and mean answer ${pace.mean} ms, so ${pace.players} / (pause + answer) ≈ ${Math.round((pace.players * 1000) / ((pace.meanPauseMs ?? pace.thinkMs) + pace.mean))} calls/s; achieved ${pace.actionsPerSecond} calls/s (${Math.round((pace.actionsPerSecond / Math.max(1, sat.actionsPerSecond)) * 100)}% of the saturation run's rate).`;
  return [
    '',
    `## Core loop over HTTP — ${databaseLabel(h)}, ${sat.players} players`,
    '',
    `Database: ${h.transport}.`,
    '',
    row(['ceiling (autocannon, keep-alive)', 'connections', 'req/s', 'p50 ms', 'p99 ms', 'errors']),
    '|---|---:|---:|---:|---:|---:|',
    row([
      'bare Fastify GET /bare',
      h.ceiling.connections,
      h.ceiling.rps,
      h.ceiling.p50,
      h.ceiling.p99,
      h.ceiling.errors + h.ceiling.non2xx,
    ]),
    row([
      'player/info/current alone',
      h.playerInfo.connections,
      h.playerInfo.rps,
      h.playerInfo.p50,
      h.playerInfo.p99,
      h.playerInfo.errors + h.playerInfo.non2xx,
    ]),
    '',
    `### Saturation: no pause between calls, ${sat.seconds} s`,
    '',
    `Each player sends its next call as soon as the last one answered: ${sat.players} calls always in flight, so this run gives the throughput (actions/s target); its latency is mostly queueing (mean ≈ ${sat.players} ÷ throughput, Little's law), not what a player feels.`,
    '',
    ...callTable(sat, 'saturation '),
    '',
    cpuLine(h, sat),
    '',
    `### Player pace: ${pace.thinkMs} ms think time, ${pace.seconds} s`,
    '',
    `The same round by ${pace.players} new players, each pausing ${pace.thinkMs} ms between an answer and its next call (\`--think-ms\`; the default, 500 ms, is about the web client at its fastest: a battle move shows for 520–760 ms, a stair's walk takes about 0.6 s). The players started one after another over ${(pace.startSpreadMs / 1000).toFixed(1)} s (one round's pauses), so they are not in step. Latency is timed from sending a request to the end of its answer, the pause not included. The p99-per-call target is judged on this run.${paceNote}`,
    '',
    ...callTable(pace, ''),
    '',
    cpuLine(h, pace),
    ...betweenBattlesSections(h),
  ];
}

/**
 * A round played beside the core loop at player pace: its per-call table and CPU, and its target
 * when it has one (`hasTarget`: every round at player pace has one; a round passed without it reports no target).
 */
function roundSection(
  h: HttpResult,
  loop: CoreLoopResult,
  title: string,
  rounds: string,
  what: string,
  hasTarget = false,
): string[] {
  return [
    '',
    `### ${title}: player pace, ${loop.thinkMs} ms think time, ${loop.seconds} s`,
    '',
    `${loop.players} new players ${rounds} ${roundTargetText(hasTarget)}`,
    '',
    ...callTable(loop, '', what),
    '',
    cpuLine(h, loop, what),
  ];
}

/** Between battles: the heroes round, the items round, then the messages round, at player pace. */
function betweenBattlesSections(h: HttpResult): string[] {
  const { heroes, items, messages, arena, forum, clan, world, shops, promotions, platforms } = h;
  return [
    ...(heroes
      ? roundSection(
          h,
          heroes,
          'Heroes between battles',
          `(resources granted through the ledger first), each pausing ${heroes.thinkMs} ms between an answer and its next call, doing rounds of: the heroes tab, a force step (a rank step when no force may rise) started and finished at once for gems, the hero page, the goods shop, one consumable bought, the backpack.`,
          'heroes',
          true,
        )
      : []),
    ...(items
      ? roundSection(
          h,
          items,
          'Items between battles',
          `(resources granted through the ledger first, and one artifact each in the storage), each pausing ${items.thinkMs} ms between an answer and its next call, doing rounds of: the artifacts, the artifact given to a hero and taken back, the forge's state, the hero shop, a card bought for gems, the backpack's scroll slots set.`,
          'items',
          true,
        )
      : []),
    ...(messages
      ? roundSection(
          h,
          messages,
          'Chat and mail',
          `(at level 10, where chat opens; paired as mail partners), each pausing ${messages.thinkMs} ms between an answer and its next call, doing rounds of: the chat rooms, the main room's newest page, a message to the main room, the room reported seen, the mail dialogs, a mail to the partner, that dialog's newest page. One chat message and one mail a round stay within the flood limit (5 in 10 s).`,
          'messages',
          true,
        )
      : []),
    ...(arena
      ? roundSection(
          h,
          arena,
          'Arena and ratings',
          `(at level 8, where the arena opens; tickets granted through the ledger), each pausing ${arena.thinkMs} ms between an answer and its next call, doing rounds of: the arena opened, the opponents, an attack on one given up and completed, the history and the replay of its newest battle, the opponent's latest battles as their profile lists them, the level rating's first page of 100, the arena rating around the player.`,
          'arena',
          true,
        )
      : []),
    ...(forum
      ? roundSection(
          h,
          forum,
          'Forum',
          `(at level 10, where posting opens; paired as partners), each pausing ${forum.thinkMs} ms between an answer and its next call, doing rounds of: the topic list of a tag, a new topic with a poll, the partner's newest topic read, commented on (a reply notification to its author) and voted in once, a search by two words.`,
          'forum',
          true,
        )
      : []),
    ...(clan
      ? roundSection(
          h,
          clan,
          'Clans',
          `(at level 15, where clans open; resources granted through the ledger; formed into clans of 10 through the API, each leader donating and starting an EASY raid), each pausing ${clan.thinkMs} ms between an answer and its next call, doing rounds of: the clan page, its members, a donation of 10 gold, the buildings, the raid, an attack on the raid boss given up and completed (the damage recorded under the clan's row lock), the clan rating, the history's first page.`,
          'clan',
          true,
        )
      : []),
    ...(world
      ? roundSection(
          h,
          world,
          'The world around the road',
          `(at level 10, where the snow world opens; the first-steps tutorial finished), each pausing ${world.thinkMs} ms between an answer and its next call, doing rounds of: the tasks (a complete one's reward taken through the ledger), the tutorial's state, the snow world looked at, entered when out (a hero on the way home is brought back by SQL, as six hours would), and one action in it: the place at hand taken, a stair climbed, or home before a monster.`,
          'world',
          true,
        )
      : []),
    ...(shops
      ? roundSection(
          h,
          shops,
          'The shops',
          `(resources granted through the ledger; the first-steps tutorial finished and stair 30 reached, where the portal shop opens), each pausing ${shops.thinkMs} ms between an answer and its next call, doing rounds of: the amulet shop, the market and the portal shop, each looked at and one offer bought while one has room in its daily limit; the faction shop looked at; the boosters, the experience booster started or prolonged (each paid through the ledger).`,
          'shops',
          true,
        )
      : []),
    ...(promotions
      ? roundSection(
          h,
          promotions,
          'The promotions',
          `(raised to level 5, the promotions' level; resources and wheel tickets granted through the ledger), each pausing ${promotions.thinkMs} ms between an answer and its next call, doing rounds of: the campaigns' calendar and a running gift taken while its limits allow, the wheel's status, a ticket for an ad while the day's three last, a spin (the free one, then tickets) and its prize taken, the chests by gems spent, the delayed chest put on the clock, opened with gems and taken.`,
          'promotions',
          true,
        )
      : []),
    ...(platforms
      ? roundSection(
          h,
          platforms,
          'Host platforms: sign-in and purchase',
          `(a fifth each on Yandex, OK, Telegram, Kongregate and RuStore; every proof signed with the bench server's test secrets as the platform signs it; the Telegram Bot API, Kongregate's and RuStore's APIs faked on loopback in the bench process, their answer times inside the calls that wait on them), each pausing ${platforms.thinkMs} ms between an answer and its next call, doing rounds of: Yandex — the sign-in with a signed player, a pack bought with its signed receipt, the signed list of unconsumed purchases (nothing credited twice); OK — the sign-in with auth_sig, OK's signed payment callback, the bank with its banner, the gems taken; Telegram — the sign-in with signed initData, a Stars invoice (the Bot API makes the link), the webhook's pre-checkout query (answered through the Bot API) and successful payment, the gems taken; Kongregate — the sign-in confirmed by Kongregate, a pack item bought there, credited once and used up; RuStore — the sign-in by a purchase RuStore names the owner of, that purchase read back and credited once.`,
          'platforms',
          true,
        )
      : []),
  ];
}

export function markdown(r: BenchResults): string {
  const lines = [
    `# Bench results — ${r.takenAt}`,
    '',
    `Machine: ${r.machine.cpus}, ${r.machine.cores} cores, ${r.machine.memoryGb} GB, Node ${r.machine.node}, ${r.machine.os}. ${r.machine.note}`,
    '',
    '## Targets',
    '',
    '| figure | target | measured | |',
    '|---|---|---|---|',
    ...r.targets.map((t) => `| ${t.name} | ${t.target} | ${t.measured} | ${t.pass ? 'pass' : '**FAIL**'} |`),
  ];
  for (const h of r.http) lines.push(...httpSection(h));
  if (r.realtime) {
    const { idle, fanOut } = r.realtime;
    lines.push('', '## Realtime', '');
    lines.push(
      `Idle: ${idle.connected}/${idle.connections} STOMP connections in ${idle.connectSeconds} s, ${idle.heldOpen} still open after ${idle.holdSeconds} s of 10 s heart-beats; server RSS ${idle.serverRssMb} MB, ${kb(idle.bytesPerConnection)} RSS and ${kb(idle.heapBytesPerConnection)} heap per connection.`,
      '',
      '| fan-out path | subscribers | p50 ms @ rate | p99 ms @ rate | delivered @ rate | burst deliveries/s |',
      '|---|---|---|---|---|---|',
    );
    for (const [name, arm] of [
      ['main chat (HTTP send → STOMP)', fanOut.chat],
      ['bare ws broadcast (ceiling)', fanOut.bare],
    ] as const)
      lines.push(
        `| ${name} | ${arm.subscribers} | ${arm.rate.p50} | ${arm.rate.p99} | ${arm.rate.delivered}/${arm.rate.expected} | ${arm.burst.deliveredPerSecond} |`,
      );
  }
  if (r.frontEnd) {
    const f = r.frontEnd;
    lines.push('', '## Front end (headless Chromium, built app)', '');
    lines.push(
      `Gzipped: ${kb(f.gzipBytesToFirstScene)} to the character selection, ${kb(f.gzipBytesToRoad)} to the road, ${kb(f.gzipBytesTotal)} in all (${kb(f.rawBytesTotal)} raw, ${f.requests} responses). game/started: median ${f.gameStartedMedianMs} ms of [${f.gameStartedMs.join(', ')}]. Road frame time over ${f.walk.seconds} s of walking (coordinate ${f.walk.walkedFrom} → ${f.walk.walkedTo}): p50 ${f.walk.p50} ms, p95 ${f.walk.p95} ms (${f.walk.frames} frames; software GL).`,
    );
  }
  if (r.rules) {
    lines.push('', '## Rules', '');
    lines.push(
      `Battle: ${Math.round(r.rules.battleHitsPerSecond).toLocaleString('en')} hits/s (${r.rules.battleHits} hits in ${r.rules.battles} battles, ${r.rules.battleSeconds} s). Road generator: ${Math.round(r.rules.placesPerSecond).toLocaleString('en')} places/s.`,
    );
  }
  if (r.errors.length) lines.push('', '## Errors', '', ...r.errors.map((e) => `- ${e}`));
  return `${lines.join('\n')}\n`;
}
