import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { expect } from 'vitest';
import { freePort, untilPrinted } from './processes.ts';

/**
 * The dashboard's browser tests' common ground: `corridor serve` on a fresh embedded database,
 * Debian's Chromium through playwright-core (headless, nothing leaves loopback), a page that
 * records every CSP violation, script error and credential seen in a URL, and the few moves
 * every test makes (open a page, take a screenshot, call the API, run axe).
 */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const hasChromium = existsSync(CHROMIUM);
export const ARTIFACTS = join(process.cwd(), 'test-artifacts', 'dashboard');

/** Skipping must be loud: a quiet skip would read as a pass. */
export function warnWithoutChromium(file: string): void {
  if (!hasChromium) console.warn(`\n!!! ${file} SKIPPED: no Chromium at ${CHROMIUM} (apt-get install -y chromium, or set CHROMIUM_PATH) !!!\n`);
}

export interface Credentials {
  clientId: string;
  clientSecret: string;
  baseUrl: string;
}

export interface Dashboard {
  origin: string;
  credentials: Credentials;
  browser: Browser;
  context: BrowserContext;
  page: Page;
  /** Console errors, page errors and credentials seen in URLs, in order. */
  problems: string[];
  basic: () => string;
  /** A call to the public API as a test's own client (JSON in, JSON out; throws on non-2xx). */
  call: <T = unknown>(method: string, path: string, body?: unknown) => Promise<T>;
  go: (path: string) => Promise<void>;
  nav: (label: string) => Promise<void>;
  shot: (name: string) => Promise<void>;
  /** No CSP violation, script error or credential in a URL so far (an API refusal the page shows is fine). */
  noProblems: () => void;
  close: () => Promise<void>;
}

export async function startDashboard(): Promise<Dashboard> {
  mkdirSync(ARTIFACTS, { recursive: true });
  const folder = mkdtempSync(join(tmpdir(), 'corridor-dashboard-'));
  let server: ChildProcess | undefined;
  let browser: Browser | undefined;
  const close = async () => {
    await browser?.close();
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server!.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    rmSync(folder, { recursive: true, force: true });
  };
  try {
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    let output = '';
    const env = { ...process.env, DATABASE_URL: '', LOG_LEVEL: 'warn', CORRIDOR_VALIDATE_RESPONSES: '1' };
    const child = spawn(process.execPath, ['bin/corridor.mjs', 'serve', '--port', String(port), '--data-dir', join(folder, '.corridor')], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    server = child;
    child.stdout!.on('data', (d) => (output += d));
    child.stderr!.on('data', (d) => (output += d));
    await untilPrinted(child, () => output, 'Corridor is running');
    const credentials = JSON.parse(readFileSync(join(folder, '.corridor', 'credentials.json'), 'utf8')) as Credentials;
    // Nothing leaves loopback: no background fetches of the browser's own, and any request of
    // the page elsewhere is aborted.
    const launched = await chromium.launch({
      executablePath: CHROMIUM,
      headless: true,
      args: ['--no-sandbox', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--no-proxy-server'],
    });
    browser = launched;
    const context = await launched.newContext({ viewport: { width: 1366, height: 800 } });
    await context.route(/^(?!https?:\/\/(127\.0\.0\.1|localhost)[:/])/, (route) => route.abort());
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    const problems: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') problems.push(`console: ${m.text()}`);
    });
    page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
    // A credential must never travel in a URL.
    page.on('request', (r) => {
      if (r.url().includes(credentials.clientSecret) || r.url().includes(credentials.clientId)) problems.push(`credential in a URL: ${r.url()}`);
    });
    const basic = () => `Basic ${Buffer.from(`${credentials.clientId}:${credentials.clientSecret}`).toString('base64')}`;
    const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
      const answer = await fetch(`${credentials.baseUrl}${path}`, {
        method,
        headers: { authorization: basic(), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await answer.text();
      if (!answer.ok) throw new Error(`${method} ${path}: ${answer.status} ${text}`);
      return (text ? JSON.parse(text) : undefined) as T;
    };
    const go = async (path: string) => {
      await page.goto(`${origin}/dashboard${path}`);
    };
    const nav = async (label: string) => {
      await page.getByRole('navigation', { name: 'Dashboard pages' }).getByRole('link', { name: label, exact: true }).click();
      await page.getByRole('heading', { level: 1, name: label }).waitFor();
    };
    const shot = async (name: string) => {
      await page.screenshot({ path: join(ARTIFACTS, `${name}.png`), fullPage: true });
    };
    const noProblems = () => {
      const seen = problems.filter((p) => !/status of 40[0-9]|status of 50[0-9]/.test(p));
      expect(seen).toEqual([]);
    };
    return { origin, credentials, browser: launched, context, page, problems, basic, call, go, nav, shot, noProblems, close };
  } catch (err) {
    await close();
    throw err;
  }
}

export interface AxeViolation {
  id: string;
  impact: string;
  help: string;
  nodes: string[];
}

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core'), 'utf8');

/**
 * axe-core's serious and critical violations on the page as it is now (WCAG 2.x A and AA rules,
 * plus best practices). axe goes in through the DevTools protocol (evaluate), not as a script
 * tag: the page's CSP refuses inline and foreign scripts, and relaxing it for the test
 * (bypassCSP) would hide the CSP violations the tests look for.
 */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  if (!(await page.evaluate('typeof window.axe === "object"'))) await page.evaluate(AXE_SOURCE);
  const result = (await page.evaluate(`axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] }, resultTypes: ['violations'] })`)) as {
    violations: { id: string; impact: string | null; help: string; nodes: { target: unknown[]; failureSummary?: string }[] }[];
  };
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, impact: v.impact ?? '', help: v.help, nodes: v.nodes.map((n) => `${JSON.stringify(n.target)} ${n.failureSummary ?? ''}`.trim()) }));
}
