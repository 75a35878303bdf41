/**
 * The accessibility audit: axe-core (through @axe-core/playwright) with the rule sets
 * Starlight's CI enforces: WCAG 2.0, 2.1 and 2.2 at A and AA, and axe's best practices.
 * No rule is disabled. A finding that is a false positive may be listed in EXCEPTIONS
 * with the reason; there are none today.
 */
import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import axeCore from 'axe-core';

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa', 'best-practice'];

/** Findings known to be false positives: the rule, axe's selector of the element, and why. */
const EXCEPTIONS: { rule: string; target: RegExp; why: string }[] = [];

export interface Finding { page: string; state: string; rule: string; impact: string; help: string; target: string; html: string; summary: string }

/** Desktop and phone viewports of the issue. */
export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 390, height: 844 };

/**
 * Runs axe on the page as it is now and returns its violations, one per element.
 * Legacy mode runs axe in the page itself: the site has no iframes, and the default
 * mode opens a blank page per run to assemble frame results, which costs more than the
 * audit of a small page.
 *
 * axe-core (the version @axe-core/playwright depends on, a dependency of ours for its
 * source) is in the page before the audit: AxeBuilder gets a source that does nothing
 * (its `axeSource` option) and runs the copy already there, where it would evaluate the
 * 650 KB source it is given twice per analyze(). The first audit in a browser context
 * puts the source in the page, and registers it as the context's init script, so that
 * every page the context loads after that has it from the start. Sending the source to
 * the browser is what costs: about 0.5 s each time on this machine, where running it
 * in the page takes 20 ms. (Measured in CI on an otherwise idle machine: one copy per
 * page load rather than two per audit took this spec from 721 s of test time to 529 s.)
 */
export async function audit(page: Page, where: string, state: string): Promise<Finding[]> {
  const kept = await violations(page, where, state);
  record(where, state, kept);
  keepForRetries(kept);
  return kept;
}

/** Browser contexts whose pages get axe-core when they load (withAxe). */
const armed = new WeakSet<BrowserContext>();

/**
 * Puts axe-core in every page the context loads from now on, before the page's own
 * scripts (an init script: the browser gets the source once, and runs it in each new
 * document; a page's Content-Security-Policy does not apply to it).
 */
async function withAxe(context: BrowserContext): Promise<void> {
  if (armed.has(context)) return;
  armed.add(context);
  await context.addInitScript({ content: axeCore.source });
}

/** What audit finds, without keeping it for the report or the retries. */
export async function violations(page: Page, where: string, state: string): Promise<Finding[]> {
  const present = await page.evaluate(() => typeof (window as { axe?: { run?: unknown } }).axe?.run === 'function');
  if (!present) {
    await withAxe(page.context());
    await page.evaluate(axeCore.source);
  }
  const result = await new AxeBuilder({ page, axeSource: 'void 0' })
    .withTags(AXE_TAGS)
    .options({ resultTypes: ['violations'] }) // every violation in full; passes summarised (half the time)
    .setLegacyMode(true)
    .analyze();
  const findings: Finding[] = [];
  for (const v of result.violations) {
    for (const node of v.nodes) {
      const target = node.target.map(String).join(' ');
      findings.push({
        page: where, state, rule: v.id, impact: v.impact ?? '', help: v.help, target,
        html: node.html.length > 160 ? `${node.html.slice(0, 157)}...` : node.html,
        summary: (node.failureSummary ?? '').split('\n').slice(1).join(' ').trim(),
      });
    }
  }
  return findings.filter((f) => !EXCEPTIONS.some((x) => x.rule === f.rule && x.target.test(f.target)));
}

/**
 * A violation is never hidden by a retry (CI retries a failed test once, and a retry
 * that passes only marks the test "flaky"): each attempt keeps its findings in a file,
 * and the next attempt of the same test fails with them even when it finds none itself.
 * Retries still cover what is not a finding (a timeout on a busy machine). A violation
 * that comes and goes is a bug of the site (a race), as the light code tokens seen on
 * the dark theme right after a colour mode switch were. Playwright empties the output
 * directory at the start of a run.
 */
function attemptsFile(): string {
  const info = test.info();
  return path.join(info.project.outputDir, 'a11y-attempts', `${info.testId}-${info.repeatEachIndex}.jsonl`);
}

function keepForRetries(findings: Finding[]) {
  if (findings.length === 0) return;
  const file = attemptsFile();
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.appendFileSync(file, `${JSON.stringify({ retry: test.info().retry, findings })}\n`);
}

/** What earlier attempts of the running test found. */
function foundByEarlierAttempts(): Finding[] {
  const file = attemptsFile();
  if (!fs.existsSync(file)) return [];
  const retry = test.info().retry;
  return fs.readFileSync(file, 'utf8').split('\n').filter(Boolean)
    .map((line) => JSON.parse(line) as { retry: number; findings: Finding[] })
    .filter((a) => a.retry < retry).flatMap((a) => a.findings);
}

/** `make a11y` (A11Y_REPORT=FILE): every audit appends a line, for the summary table. */
function record(where: string, state: string, findings: Finding[]) {
  const file = process.env.A11Y_REPORT;
  if (!file) return;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.appendFileSync(file, `${JSON.stringify({ page: where, state, findings })}\n`);
}

/** One line per finding: page, state, rule, element, and what axe says is wrong. */
export function describe(findings: Finding[]): string {
  return findings.map((f) => `${f.page} [${f.state}] ${f.rule} (${f.impact}): ${f.help}\n    element ${f.target}: ${f.html}\n    ${f.summary}`).join('\n');
}

/** Fails with every finding in the message, and with those of earlier attempts of the test. */
export function expectNoViolations(findings: Finding[]): void {
  const earlier = foundByEarlierAttempts();
  const message = [
    findings.length > 0 ? `accessibility violations:\n${describe(findings)}` : '',
    earlier.length > 0 ? `accessibility violations found by an earlier attempt of this test (a retry does not excuse them):\n${describe(earlier)}` : '',
  ].filter(Boolean).join('\n');
  expect(findings.length + earlier.length, message).toBe(0);
}

export type Theme = 'light' | 'dark';

/** Shows the page in a colour mode, as the colour switch does (the data-theme attribute). */
export async function setTheme(page: Page, theme: Theme): Promise<void> {
  await page.evaluate((t) => document.documentElement.setAttribute('data-theme', t), theme);
}
