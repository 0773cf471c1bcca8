/**
 * Names the long tasks after first paint (issue 15): one cold load of each URL in Chromium at 4x CPU, traced over
 * CDP with the V8 sampling profiler, then every main-thread task over the threshold with the functions that took
 * its time (self time, by function and file). Not part of `npm run bench`: a diagnosis tool.
 *
 *   npx tsx bench/trace-long-tasks.ts <base URL> [path ...]   (THRESHOLD_MS=30 lists shorter tasks too)
 *
 * Build with `npx vite build --minify false` first for readable names.
 */
import { devices } from 'playwright';
import { launchChromium } from './lib/browser.ts';

interface TraceEvent {
  name: string;
  cat?: string;
  ph: string;
  ts: number;
  dur?: number;
  /** Thread (CPU) time of the event: on a shared machine, what the task cost this thread without the waits. */
  tdur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: Record<string, unknown>;
}

interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}

const thresholdMs = Number(process.env.THRESHOLD_MS ?? 50);
const cpuSlowdown = 4;

async function traceOnce(url: string): Promise<TraceEvent[]> {
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ ...devices['Pixel 7'], serviceWorkers: 'block' });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    const events: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', ({ value }) => void events.push(...(value as unknown as TraceEvent[])));
    const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
    await cdp.send('Tracing.start', {
      transferMode: 'ReportEvents',
      traceConfig: {
        includedCategories: [
          'devtools.timeline',
          'disabled-by-default-devtools.timeline',
          'loading',
          'blink.user_timing',
          'v8.execute',
          'disabled-by-default-v8.cpu_profiler',
        ],
      },
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(3000);
    await page.waitForLoadState('networkidle');
    await cdp.send('Tracing.end');
    await done;
    return events;
  } finally {
    await browser.close();
  }
}

/** Samples of every ProfileChunk, with the node tree, as (timestamp, node id) pairs. */
function samplesOf(events: TraceEvent[], pid: number) {
  const nodes = new Map<number, ProfileNode>();
  const samples: { ts: number; node: number }[] = [];
  const starts = new Map<string, number>();
  for (const event of events)
    if (event.name === 'Profile' && event.pid === pid) starts.set(event.id ?? '', (event.args?.data as { startTime: number }).startTime);
  const clock = new Map<string, number>();
  for (const event of events) {
    if (event.name !== 'ProfileChunk' || event.pid !== pid) continue;
    const data = event.args?.data as { cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] }; timeDeltas?: number[] };
    for (const node of data.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    const id = event.id ?? '';
    let ts = clock.get(id) ?? starts.get(id) ?? 0;
    const ids = data.cpuProfile?.samples ?? [];
    const deltas = data.timeDeltas ?? [];
    ids.forEach((node, index) => {
      ts += deltas[index] ?? 0;
      samples.push({ ts, node });
    });
    clock.set(id, ts);
  }
  return { nodes, samples };
}

function frameName(node: ProfileNode | undefined): string {
  if (!node) return '?';
  const { functionName, url = '', lineNumber = 0 } = node.callFrame;
  const file = url ? url.replace(/^.*\/(assets\/)?/, '') : '';
  return `${functionName || '(anonymous)'} ${file}${file ? `:${lineNumber + 1}` : ''}`;
}

/** The first app frame (an /assets/ file) up the stack: which of our modules the time belongs to. */
function appFrame(nodes: Map<number, ProfileNode>, id: number): string {
  let node = nodes.get(id);
  const seen: string[] = [];
  while (node) {
    if ((node.callFrame.url ?? '').includes('/assets/')) {
      seen.push(frameName(node));
      if (seen.length === 2) break;
    }
    node = node.parent === undefined ? undefined : nodes.get(node.parent);
  }
  return seen.join(' < ') || frameName(nodes.get(id));
}

function analyse(events: TraceEvent[], url: string): void {
  const fcpEvent = events.find((event) => event.name === 'firstContentfulPaint');
  const main = events.find(
    (event) =>
      event.name === 'thread_name' && (event.args as { name?: string }).name === 'CrRendererMain' && (!fcpEvent || event.pid === fcpEvent.pid),
  );
  if (!main) throw new Error('no renderer main thread in the trace');
  const navStart = events.find((event) => event.name === 'navigationStart' && event.pid === main.pid)?.ts ?? 0;
  const fcp = fcpEvent?.ts ?? navStart;
  // Parents filled in the node tree after the fact: ProfileChunk nodes carry `parent`.
  const { nodes, samples } = samplesOf(events, main.pid);
  const tasks = events.filter(
    (event) =>
      event.name === 'RunTask' && event.ph === 'X' && event.pid === main.pid && event.tid === main.tid && (event.dur ?? 0) / 1000 >= thresholdMs,
  );
  const marks = events.filter((event) => event.cat?.includes('user_timing') && event.pid === main.pid && event.name.startsWith('qmt'));
  process.stdout.write(`\n${url}: FCP ${((fcp - navStart) / 1000).toFixed(0)} ms; ${tasks.length} tasks >= ${thresholdMs} ms\n`);
  for (const mark of marks) process.stdout.write(`  mark ${mark.name} at ${((mark.ts - navStart) / 1000).toFixed(0)} ms\n`);
  for (const task of tasks) {
    const end = task.ts + (task.dur ?? 0);
    const inside = samples.filter((sample) => sample.ts >= task.ts && sample.ts <= end);
    const byFrame = new Map<string, number>();
    const byApp = new Map<string, number>();
    let last = task.ts;
    for (const sample of inside) {
      const weight = (sample.ts - last) / 1000;
      last = sample.ts;
      const name = frameName(nodes.get(sample.node));
      byFrame.set(name, (byFrame.get(name) ?? 0) + weight);
      const app = appFrame(nodes, sample.node);
      byApp.set(app, (byApp.get(app) ?? 0) + weight);
    }
    const top = (map: Map<string, number>) =>
      [...map]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 8)
        .map(([name, ms]) => `      ${ms.toFixed(1)} ms ${name}`)
        .join('\n');
    // What the browser did in the task besides JavaScript (style, layout, compiling): the profile shows it as (program).
    const byEvent = new Map<string, number>();
    for (const event of events)
      if (event.ph === 'X' && event.name !== 'RunTask' && event.pid === main.pid && event.tid === main.tid && event.ts >= task.ts && event.ts < end)
        byEvent.set(event.name, (byEvent.get(event.name) ?? 0) + (event.dur ?? 0) / 1000);
    const after = end > fcp ? 'after FCP' : 'before FCP';
    process.stdout.write(
      `  task at ${((task.ts - navStart) / 1000).toFixed(0)} ms, ${((task.dur ?? 0) / 1000).toFixed(0)} ms, thread time ${((task.tdur ?? 0) / 1000).toFixed(0)} ms (${after})\n    self:\n${top(byFrame)}\n    app frames:\n${top(byApp)}\n    trace events (nested ones counted in each):\n${top(byEvent)}\n`,
    );
  }
}

const [base, ...paths] = process.argv.slice(2);
if (!base) throw new Error('usage: tsx bench/trace-long-tasks.ts <base URL> [path ...]');
for (const path of paths.length ? paths : ['/', '/sell-my-device']) {
  const url = `${base}${path}`;
  analyse(await traceOnce(url), url);
}
