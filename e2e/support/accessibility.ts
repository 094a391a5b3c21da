/** Runs axe-core in the page and returns its violations, for a readable assertion. */
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
const axeSource = (require('axe-core') as { source: string }).source;

export type AxeFinding = { id: string; impact: string; help: string; targets: string[] };

/** The serious and critical violations of every rule. */
export async function seriousAccessibilityViolations(page: Page): Promise<AxeFinding[]> {
  const violations = await everyAccessibilityViolation(page);
  return violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
}

/**
 * Every violation, minor ones included: the page's parts among them (RGAA 12.6, 12.7: one banner,
 * one main part, one footer, every content in one of them), which axe rates « moderate ».
 */
export async function everyAccessibilityViolation(page: Page): Promise<AxeFinding[]> {
  // Evaluated by the browser's debugging protocol, not as an inline script: the shop's Content
  // Security Policy allows only its own scripts, and a test must not weaken it.
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run(
            context: Document,
            options: object,
          ): Promise<{
            violations: { id: string; impact: string; help: string; nodes: { target: string[] }[] }[];
          }>;
        };
      }
    ).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    }));
  });
}
