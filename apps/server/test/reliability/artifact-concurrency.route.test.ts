import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArtifactItemDto } from '@rol/protocol/hero-dto';
import { artifactSlotsCount } from '@rol/rules/heroes/artifact-slots';
import { giveArtifact, grantArtifact, heroIds, takeArtifact } from '../artifacts/item-test-kit.ts';
import { expectRefusal } from '../envelope.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { FIFTY, succeeded, noServerErrors } from './concurrent-answers.ts';

/**
 * Concurrency of what is limited rather than paid: heroes' artifact slots. Fifty concurrent
 * requests never put more artifacts on a hero than its slots hold, never leave one artifact on two
 * heroes, and every refusal is a 4xx.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const artifacts = async (token: string) =>
  (await t.get('/api/artifact/list', { token })).json<{ artifacts: ArtifactItemDto[] }>().artifacts;

describe(`${FIFTY} concurrent artifact moves`, () => {
  it('fifty different artifacts to one hero: exactly as many as its slots hold', async () => {
    const me = await t.guest();
    const [hero] = await heroIds(t, me.playerId);
    const ids: number[] = [];
    for (let i = 0; i < FIFTY; i += 1) ids.push(await grantArtifact(t, me.playerId, 'bronze_sword'));
    const answers = await Promise.all(ids.map((id) => giveArtifact(t, me.token, id, hero!)));
    noServerErrors(answers);
    const slots = artifactSlotsCount(1);
    expect(succeeded(answers)).toBe(slots);
    for (const refused of answers.filter((a) => a.statusCode !== 200))
      expectRefusal(refused, 400, 'ALL_SLOTS_FILLED');
    expect((await artifacts(me.token)).filter((a) => a.creatureId === hero).length).toBe(slots);
  });

  it('one artifact to fifty heroes at once, each hero several times: it ends on one hero, once', async () => {
    const me = await t.guest();
    const heroes = await heroIds(t, me.playerId);
    expect(heroes.length).toBeGreaterThan(1);
    const id = await grantArtifact(t, me.playerId, 'bronze_sword');
    const answers = await Promise.all(
      Array.from({ length: FIFTY }, (_, i) => giveArtifact(t, me.token, id, heroes[i % heroes.length]!)),
    );
    noServerErrors(answers);
    expect(succeeded(answers)).toBeGreaterThanOrEqual(1);
    const held = (await artifacts(me.token)).filter((a) => a.id === id);
    expect(held).toHaveLength(1);
    // The last successful answer names the hero that holds it now.
    const holders = new Set(held.map((a) => a.creatureId));
    expect(holders.size).toBe(1);
    expect(heroes).toContain([...holders][0]);
    for (const refused of answers.filter((a) => a.statusCode !== 200))
      expectRefusal(refused, 400, 'ARTIFACT_ALREADY_HELD');
  });

  it('give and take of one artifact, twenty-five each, at once: it is held by one hero or by none', async () => {
    const me = await t.guest();
    const [hero] = await heroIds(t, me.playerId);
    const id = await grantArtifact(t, me.playerId, 'bronze_sword');
    const answers = await Promise.all(
      Array.from({ length: FIFTY }, (_, i) =>
        i % 2 === 0 ? giveArtifact(t, me.token, id, hero!) : takeArtifact(t, me.token, id),
      ),
    );
    noServerErrors(answers);
    for (const refused of answers.filter((a) => a.statusCode !== 200))
      expect({ status: refused.statusCode, code: refused.json<{ error: string }>().error }).toEqual({
        status: 400,
        code: expect.stringMatching(/^(ARTIFACT_ALREADY_HELD|ARTIFACT_NOT_HELD)$/) as unknown,
      });
    const held = (await artifacts(me.token)).filter((a) => a.id === id);
    expect(held).toHaveLength(1);
    expect([null, hero]).toContain(held[0]!.creatureId);
  });
});
