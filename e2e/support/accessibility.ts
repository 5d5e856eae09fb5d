import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** The WCAG 2.0, 2.1 and 2.2 success criteria of levels A and AA. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const FAILING_IMPACTS = new Set(['critical', 'serious']);
const TARGETS_SHOWN = 3;
/** Characters of each element's markup shown: a target alone is often a bare Mantine class. */
const HTML_SHOWN = 120;

type NodeResult = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number]['nodes'][number];

/** A contrast failure's colours and ratio, as axe measured them. */
function contrastOf(node: NodeResult): string {
  const data = node.any[0]?.data as
    | { fgColor?: string; bgColor?: string; contrastRatio?: number }
    | undefined;
  return data?.fgColor ? ` (${data.fgColor} on ${data.bgColor}, ${data.contrastRatio}:1)` : '';
}

/**
 * The accessibility gate (issue 29, point 12): runs axe-core on the page as it stands and throws,
 * listing every critical or serious violation with a few of its elements. Moderate and minor findings
 * do not fail.
 */
export async function expectAccessible(page: Page, screenName: string): Promise<void> {
  // A dialog still fading in blends its text with the page behind: axe measured a button's label at
  // 4.24:1 mid-transition (4.5:1 and more once shown). Judge the screen as it settles.
  // (Spinners and skeletons loop for ever: only the animations that end are waited for.)
  // At most 2 s: a paused animation never finishes.
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter(
            (animation) => animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY,
          )
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 2000)),
    ]),
  );
  // A toast fading in or out is judged at its passing opacity: axe read one at 1.63:1 mid-fade, and a
  // toast may start closing while axe runs. For the run, toasts hold their settled look (full opacity,
  // no transition), so each is checked as it reads once shown; a toast removed meanwhile is simply gone.
  const settledToasts = await page.addStyleTag({
    content: '.mantine-Notification-root { opacity: 1 !important; transition: none !important; }',
  });
  // Legacy mode runs axe in the page itself; the default opens a blank page in the context to merge
  // frames' results, which a spec watching its context's pages (a download, a new tab) would see.
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).setLegacyMode().analyze();
  await settledToasts.evaluate((style) => (style as HTMLStyleElement).remove());
  const failing = results.violations.filter((violation) => FAILING_IMPACTS.has(violation.impact ?? ''));
  const lines = failing.map((violation) => {
    const targets = violation.nodes
      .slice(0, TARGETS_SHOWN)
      .map((node) => `${node.target.join(' ')} ${node.html.slice(0, HTML_SHOWN)}${contrastOf(node)}`)
      .join(' | ');
    const more =
      violation.nodes.length > TARGETS_SHOWN ? ` (+${violation.nodes.length - TARGETS_SHOWN} more)` : '';
    return `- ${violation.id} [${violation.impact}] ${violation.help}: ${targets}${more}`;
  });
  // axe counts this a best practice (moderate); the issue asks it of every screen, the public ones too.
  const mains = await page.getByRole('main').count();
  if (mains !== 1) lines.push(`- one main landmark: the page has ${mains}`);
  if (lines.length === 0) return;
  throw new Error(`accessibility violations on "${screenName}" (${page.url()}):\n${lines.join('\n')}`);
}
