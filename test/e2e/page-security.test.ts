// The built page in Chromium under its own security headers: the Content-Security-Policy breaks
// nothing (the engine's worker compiles its WebAssembly, the page styles itself, and no violation is
// reported), another site cannot frame it, and the service worker never keeps another path as the
// page: after a visit to /health/live the offline page is still the page (once it read
// {"status":"ok"}). Built into its own folder, so it never races page.test.ts's build.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type TestApi } from '../api/harness.js';
import { launchBrowser, ROOT } from './harness.js';
import { waitStatus } from './page-helpers.js';

let dir: string;
let api: TestApi;
let browser: Browser;
let origin: string;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'page-security-'));
  execFileSync(
    path.join(ROOT, 'node_modules', '.bin', 'vite'),
    ['build', '--config', 'web/vite.config.ts', '--logLevel', 'warn', '--outDir', dir, '--emptyOutDir'],
    { cwd: ROOT, stdio: 'pipe' },
  );
  [api, browser] = await Promise.all([startApi({ webDir: dir }), launchBrowser()]);
  origin = new URL(api.url).origin;
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await api?.stop();
  await api?.db.remove();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('the page under its CSP', () => {
  it('runs with no violation: generates a puzzle, and offline the worker compiles its WebAssembly', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const violations: string[] = [];
    page.on('console', (m) => {
      if (/Content Security Policy|Refused to/i.test(m.text())) violations.push(m.text());
    });
    await page.addInitScript(
      "document.addEventListener('securitypolicyviolation', (e) => console.error('Refused to: ' + e.violatedDirective + ' ' + e.blockedURI))",
    );
    await page.goto(origin + '/');
    await expect
      .poll(() => page.evaluate('navigator.serviceWorker.ready.then(() => !!navigator.serviceWorker.controller)'), { timeout: 20_000 })
      .toBe(true);
    await page.selectOption('#size', '4:2x2');
    await page.click('[data-difficulty="EASY"]');
    await waitStatus(page, 'New puzzle ready');
    // Styles applied from the stylesheet: the grid is laid out, not a column of bare text.
    expect(await page.evaluate("getComputedStyle(document.querySelector('#grid')).display")).toMatch(/grid|flex/);

    // A visit to /health/live (a navigation of its own), then offline: the page is still the page.
    await page.goto(origin + '/health/live');
    expect(await page.textContent('body')).toContain('"status":"ok"');
    await context.setOffline(true);
    await page.goto(origin + '/');
    await waitStatus(page, 'Offline:');
    expect(await page.title()).toBe('Sudoku Engine');
    await page.selectOption('#size', '4:2x2');
    await page.click('[data-difficulty="EASY"]');
    expect(await waitStatus(page, 'New puzzle ready (made offline')).toBe(
      'New puzzle ready (made offline by the engine in this browser, WebAssembly search).',
    );
    expect(violations).toEqual([]);
    await context.close();
  }, 120_000);

  it('cannot be framed by another site', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const refused: string[] = [];
    page.on('console', (m) => {
      if (/frame-ancestors|Refused to (display|frame)/i.test(m.text())) refused.push(m.text());
    });
    await page.setContent(`<iframe id="f" src="${origin}/"></iframe>`);
    await expect.poll(() => refused.length, { timeout: 10_000 }).toBeGreaterThan(0);
    const frame = page.frames().find((f) => f.url().startsWith(origin));
    const title = frame ? await frame.title().catch(() => '') : '';
    expect(title).not.toBe('Sudoku Engine');
    await context.close();
  }, 60_000);
});
