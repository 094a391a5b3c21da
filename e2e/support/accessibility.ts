/** Runs axe-core in the page and returns the serious and critical violations, for a readable assertion. */
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
const axeSource = (require('axe-core') as { source: string }).source;

export type AxeFinding = { id: string; impact: string; help: string; targets: string[] };

export async function seriousAccessibilityViolations(page: Page): Promise<AxeFinding[]> {
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
    return result.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({
        id: violation.id,
        impact: violation.impact,
        help: violation.help,
        targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
      }));
  });
}
