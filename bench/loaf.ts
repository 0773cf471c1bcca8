/**
 * Names the long tasks after first paint without a profiler's overhead (issue 15): one cold load of each URL in
 * Chromium at 4x CPU, as `long-task.ts` measures it, with the Long Animation Frames API recording every frame over
 * 50 ms: its duration, how much of it was script, style and layout, and each script over 5 ms (its source, the
 * function or event that invoked it). Not part of `npm run bench`: a diagnosis tool.
 *
 *   npx tsx bench/loaf.ts <base URL> [path ...]   (RUNS=3 loads each path three times)
 *
 * `/quote:<device name>` (e.g. `'/quote:iPhone 13'`) measures the quote page as Lighthouse's bench row does
 * (bench/lighthouse.ts): the device goes into the history entry's state, the cache is cleared, and the measured load
 * is the reload.
 */
import { devices } from 'playwright';
import { launchChromium } from './lib/browser.ts';

interface LoafScript {
  invoker: string;
  invokerType: string;
  sourceURL: string;
  sourceFunctionName: string;
  duration: number;
  forcedStyleAndLayoutDuration: number;
}
interface Loaf {
  startTime: number;
  duration: number;
  blockingDuration: number;
  renderStart: number;
  styleAndLayoutStart: number;
  scripts: LoafScript[];
}
interface Probe {
  frames: Loaf[];
  longTasks: { start: number; duration: number }[];
  fcp: number;
}

function observe(): void {
  const seen: Probe = { frames: [], longTasks: [], fcp: Number.NaN };
  (window as unknown as { loafProbe: Probe }).loafProbe = seen;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) seen.frames.push(JSON.parse(JSON.stringify(entry)) as Loaf);
  }).observe({ type: 'long-animation-frame', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) seen.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') seen.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
}

const short = (url: string) => url.replace(/^https?:\/\/[^/]+/, '');
const ms = (value: number) => `${Math.round(value)} ms`;

const [base, ...paths] = process.argv.slice(2);
if (!base) throw new Error('usage: npx tsx bench/loaf.ts <base URL> [path ...]');
const runs = Number(process.env.RUNS ?? 1);
const browser = await launchChromium();
try {
  for (const route of paths.length > 0 ? paths : ['/']) {
    for (let run = 0; run < runs; run += 1) {
      const context = await browser.newContext({ ...devices['Pixel 7'], serviceWorkers: 'block' });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.addInitScript(observe);
      const quoteDevice = route.startsWith('/quote:') ? route.slice('/quote:'.length) : null;
      if (quoteDevice) {
        await page.goto(`${base}/quote`, { waitUntil: 'load' });
        const phone = await page.evaluate(async (name) => {
          const all = (await (await fetch('/api/devices')).json()) as { device_name: string }[];
          return all.find((device) => device.device_name === name);
        }, quoteDevice);
        if (!phone) throw new Error(`no device named ${quoteDevice}`);
        await page.evaluate((state) => history.replaceState({ usr: { phone: state }, key: 'loaf', idx: 0 }, ''), phone);
        await cdp.send('Storage.clearDataForOrigin', { origin: new URL(base).origin, storageTypes: 'all' });
        await cdp.send('Network.clearBrowserCache');
        await page.reload({ waitUntil: 'networkidle' });
      } else await page.goto(`${base}${route}`, { waitUntil: 'networkidle' });
      await page.waitForTimeout(3000);
      await page.waitForLoadState('networkidle');
      const probe = await page.evaluate(() => (window as unknown as { loafProbe: Probe }).loafProbe);
      await context.close();
      const tasks = probe.longTasks.filter((task) => task.start + task.duration > probe.fcp);
      console.log(
        `${route} run ${run + 1}: FCP ${ms(probe.fcp)}; long tasks after it: ${tasks.map((t) => `${ms(t.duration)} at ${ms(t.start)}`).join(', ') || 'none'}`,
      );
      for (const frame of probe.frames.filter((f) => f.startTime + f.duration > probe.fcp)) {
        const render = frame.renderStart > 0 ? frame.startTime + frame.duration - frame.renderStart : 0;
        const layout = frame.styleAndLayoutStart > 0 ? frame.startTime + frame.duration - frame.styleAndLayoutStart : 0;
        const script = frame.scripts.reduce((sum, s) => sum + s.duration, 0);
        console.log(
          `  frame at ${ms(frame.startTime)}: ${ms(frame.duration)} (blocking ${ms(frame.blockingDuration)}); scripts ${ms(script)}, rendering ${ms(render)} of which style and layout ${ms(layout)}`,
        );
        for (const s of frame.scripts.filter((s) => s.duration >= 5)) {
          const forced = s.forcedStyleAndLayoutDuration >= 1 ? `, forced layout ${ms(s.forcedStyleAndLayoutDuration)}` : '';
          console.log(`    ${ms(s.duration)} ${s.invokerType} ${s.invoker} ${s.sourceFunctionName} ${short(s.sourceURL)}${forced}`);
        }
      }
    }
  }
} finally {
  await browser.close();
}
