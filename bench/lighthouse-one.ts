/**
 * One Lighthouse run (mobile defaults, performance only) of a URL, with what cost it its score: the metrics, the
 * long tasks Lighthouse simulated (its 'long-tasks' audit), the script bootup times and the LCP element. A diagnosis
 * tool beside bench/lighthouse.ts, not part of `npm run bench`.
 *
 *   npx tsx bench/lighthouse-one.ts <URL> [runs]
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, ensureChromium } from '../scripts/lib/chromium.ts';

const [url, runsArg] = process.argv.slice(2);
if (!url) throw new Error('usage: tsx bench/lighthouse-one.ts <URL> [runs]');

interface Item {
  url?: string;
  duration?: number;
  startTime?: number;
  total?: number;
  scripting?: number;
  scriptParseCompile?: number;
  node?: { snippet?: string };
}

for (let run = 0; run < Number(runsArg ?? 1); run += 1) {
  const chrome = await chromeLauncher.launch({ chromePath: ensureChromium(), chromeFlags: ['--headless=new', ...chromiumArgs], logLevel: 'silent' });
  try {
    const result = await lighthouse(url, { port: chrome.port, logLevel: 'error', output: 'json', onlyCategories: ['performance'] });
    if (!result) throw new Error('no result');
    const { lhr } = result;
    const audit = (id: string) => lhr.audits[id];
    const items = (id: string) => ((audit(id)?.details as { items?: Item[] } | undefined)?.items ?? []) as Item[];
    const short = (value: string | undefined) => (value ?? '').replace(/^https?:\/\/[^/]+/, '');
    process.stdout.write(
      `\n${url} run ${run + 1}: performance ${Math.round((lhr.categories.performance?.score ?? 0) * 100)}; ` +
        ['first-contentful-paint', 'largest-contentful-paint', 'speed-index', 'total-blocking-time', 'cumulative-layout-shift', 'interactive']
          .map((id) => `${id} ${audit(id)?.displayValue ?? '?'} (${audit(id)?.score ?? '?'})`)
          .join(', ') +
        '\n',
    );
    process.stdout.write(
      `  long tasks (simulated):\n${items('long-tasks')
        .map((item) => `    ${Math.round(item.startTime ?? 0)} ms +${Math.round(item.duration ?? 0)} ms ${short(item.url)}`)
        .join('\n')}\n`,
    );
    process.stdout.write(
      `  bootup:\n${items('bootup-time')
        .map(
          (item) =>
            `    ${Math.round(item.total ?? 0)} ms (script ${Math.round(item.scripting ?? 0)}, parse ${Math.round(item.scriptParseCompile ?? 0)}) ${short(item.url)}`,
        )
        .join('\n')}\n`,
    );
    const lcp = items('largest-contentful-paint-element')[0] as { items?: Item[] } | undefined;
    process.stdout.write(`  LCP element: ${JSON.stringify(lcp?.items?.[0]?.node?.snippet ?? lcp ?? null).slice(0, 200)}\n`);
  } finally {
    chrome.kill();
  }
}
