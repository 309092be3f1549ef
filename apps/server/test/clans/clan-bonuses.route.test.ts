import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BattleResultDto } from '@rol/protocol/battle-dto';
import { clanBuildings } from '../../src/db/schema/clan-buildings.ts';
import { attack, fightToEnd, setSquadLevel } from '../battle/battle-test-kit.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { newClan } from './clan-test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the EXPERIENCE building in battle', () => {
  it('adds 5 % a level to a won battle’s experience', async () => {
    const { leader, clan } = await newClan(t);
    // Level 1 done, level 2 due now: resolved lazily, 10 %.
    await t.db.insert(clanBuildings).values({ clanId: clan.id, type: 'EXPERIENCE', level: 1, upgradeEndsAt: new Date(t.clock()) });
    await setSquadLevel(t, leader.playerId, 40);
    const { status } = await fightToEnd(t, leader, await attack(t, leader));
    expect(status.battle.winnerTeam).toBe(0);
    const res = await t.post('/api/battle/complete', undefined, { token: leader.token });
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json<BattleResultDto>();
    expect(status.winnerReward.experience).toBeGreaterThan(0);
    expect(result.reward.experience).toBe(Math.floor((status.winnerReward.experience * 110) / 100));
  });
});
