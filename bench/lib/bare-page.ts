import * as chromeLauncher from 'chrome-launcher';
import WebSocket from 'ws';
import { chromiumArgs, ensureChromium } from '../../scripts/lib/chromium.ts';

/**
 * A page in a fresh headless Chromium driven over a bare DevTools connection, for figures DevTools itself distorts.
 *
 * Playwright and Lighthouse enable the Runtime domain on every page. With it on, V8 records where in the source each
 * Error object was created, and React DOM creates five (its internal sentinels) while its module evaluates: V8 then
 * parses React DOM's whole module function again to find their lines, about 50 ms more in that task at 4x CPU, work a
 * seller's phone never does (docs/decisions/196). This client enables only Page and Emulation and reads the page's
 * results with Runtime.evaluate, which does not turn that recording on.
 */
export interface BarePage {
  send<T = unknown>(method: string, params?: object): Promise<T>;
  /** Resolves with the next event of that name. */
  next<T = unknown>(event: string): Promise<T>;
  /** The value of an expression in the page (JSON-serialisable). */
  evaluate<T>(expression: string): Promise<T>;
  close(): Promise<void>;
}

interface Message {
  id?: number;
  method?: string;
  params?: unknown;
  result?: unknown;
  error?: { message: string };
}

export async function openBarePage(): Promise<BarePage> {
  // A fresh profile each time: a first visit, nothing cached.
  const chrome = await chromeLauncher.launch({ chromePath: ensureChromium(), chromeFlags: ['--headless=new', ...chromiumArgs], logLevel: 'silent' });
  try {
    const targets = (await (await fetch(`http://127.0.0.1:${chrome.port}/json/list`)).json()) as { type: string; webSocketDebuggerUrl: string }[];
    const target = targets.find((candidate) => candidate.type === 'page');
    if (!target) throw new Error('Chromium opened no page');
    const socket = new WebSocket(target.webSocketDebuggerUrl);
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));

    let lastId = 0;
    const answers = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
    const waiting = new Map<string, ((params: unknown) => void)[]>();
    socket.on('message', (data) => {
      const message = JSON.parse(String(data)) as Message;
      if (message.id !== undefined) {
        const answer = answers.get(message.id);
        answers.delete(message.id);
        if (message.error) answer?.reject(new Error(message.error.message));
        else answer?.resolve(message.result);
      } else if (message.method) {
        for (const resolve of waiting.get(message.method) ?? []) resolve(message.params);
        waiting.delete(message.method);
      }
    });

    const send = <T>(method: string, params: object = {}) =>
      new Promise<T>((resolve, reject) => {
        lastId += 1;
        answers.set(lastId, { resolve: resolve as (value: unknown) => void, reject });
        socket.send(JSON.stringify({ id: lastId, method, params }));
      });
    return {
      send,
      next: <T>(event: string) =>
        new Promise<T>((resolve) => waiting.set(event, [...(waiting.get(event) ?? []), resolve as (params: unknown) => void])),
      async evaluate<T>(expression: string) {
        const answer = await send<{ result: { value: T }; exceptionDetails?: { text: string } }>('Runtime.evaluate', {
          expression,
          returnByValue: true,
        });
        if (answer.exceptionDetails) throw new Error(`${expression}: ${answer.exceptionDetails.text}`);
        return answer.result.value;
      },
      async close() {
        socket.close();
        chrome.kill();
      },
    };
  } catch (error) {
    chrome.kill();
    throw error;
  }
}
