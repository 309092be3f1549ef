import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectRefusal } from '../envelope.ts';
import { createTestApp, type TestApp } from '../test-app.ts';

let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'rol-web-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Road of Legends</title>');
  writeFileSync(join(dist, 'assets', 'app.js'), 'console.log(1)');
  t = await createTestApp({ config: { webDistDir: dist } });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('the built web app from the same process', () => {
  it('serves index.html, assets and falls back to index.html for page addresses', async () => {
    for (const path of ['/', '/index.html', '/some/page', '/?lang=en']) {
      const res = await t.get(path);
      expect(res.statusCode, path).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('Road of Legends');
    }
    const asset = await t.get('/assets/app.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-type']).toContain('javascript');
  });

  it('answers NOT_FOUND envelopes for missing files and unknown API routes', async () => {
    expectRefusal(await t.get('/assets/missing.js'), 404, 'NOT_FOUND');
    expectRefusal(await t.get('/api/unknown'), 404, 'NOT_FOUND');
    expectRefusal(await t.post('/some/page', {}), 404, 'NOT_FOUND');
  });

  it('serves the agreement and privacy pages the footer links to', async () => {
    const en = await t.get('/legal/agreement', { query: { lang: 'en' } });
    expect(en.statusCode).toBe(200);
    expect(en.body).toContain('User agreement');
    const ru = await t.get('/legal/privacy');
    expect(ru.body).toContain('Политика конфиденциальности');
    expectRefusal(
      await t.get('/legal/privacy', { query: { lang: 'x'.repeat(20) } }),
      400,
      'VALIDATION_FAILED',
    );
  });
});
