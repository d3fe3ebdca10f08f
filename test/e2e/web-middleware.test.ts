// The static middleware on its own: serves a build at '/', and says plainly when there is none.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { NOT_BUILT_MESSAGE, webPage } from '../../src/server/web.js';

let server: Server | undefined;
let dir: string | undefined;

async function serve(webDir: string): Promise<string> {
  const app = express();
  app.use(webPage(webDir));
  app.use((_req, res) => void res.status(404).send('fallthrough'));
  server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const addr = server.address();
  if (typeof addr !== 'object' || !addr) throw new Error('no address');
  return `http://127.0.0.1:${addr.port}`;
}

afterEach(async () => {
  await new Promise((r) => (server ? server.close(r) : r(undefined)));
  server = undefined;
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

describe('webPage middleware', () => {
  it('answers 503 with instructions at / when the page was not built', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'web-empty-'));
    const url = await serve(dir);
    const res = await fetch(url + '/');
    expect(res.status).toBe(503);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await res.text()).toBe(NOT_BUILT_MESSAGE);
    // Other paths fall through to whatever is mounted after it.
    expect((await fetch(url + '/graphql')).status).toBe(404);
  });

  it('serves index.html at / and the assets beside it', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'web-built-'));
    mkdirSync(path.join(dir, 'assets'));
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>t</title>');
    writeFileSync(path.join(dir, 'assets', 'a-1.js'), 'console.log(1)');
    const url = await serve(dir);
    const page = await fetch(url + '/');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(await page.text()).toBe('<!doctype html><title>t</title>');
    const js = await fetch(url + '/assets/a-1.js');
    expect(js.status).toBe(200);
    expect(js.headers.get('cache-control')).toContain('immutable');
    expect((await fetch(url + '/nope.js')).status).toBe(404);
    // POSTs are never the page's business.
    expect((await fetch(url + '/', { method: 'POST' })).status).toBe(404);
  });
});
