import { cpus, freemem, loadavg, release, totalmem, type as osType } from 'node:os';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Row } from './lib/row.ts';

export interface Machine {
  os: string;
  cpus: string;
  memory: string;
  node: string;
  /** 1-minute load average when the bench started and ended: other work on the machine moves every figure. */
  load: string;
}

const gb = (bytes: number) => `${(bytes / 1024 ** 3).toFixed(1)} GB`;

export function describeMachine(loadAtStart: number): Machine {
  const list = cpus();
  return {
    os: `${osType()} ${release()}`,
    cpus: `${list.length} x ${list[0]?.model.trim() ?? 'unknown'}`,
    memory: `${gb(totalmem())} (${gb(freemem())} free at the end)`,
    node: process.version,
    load: `${loadAtStart.toFixed(1)} at start, ${loadavg()[0]!.toFixed(1)} at end`,
  };
}

const cell = (text: string) => text.replace(/\|/g, '\\|');

/** The table the README's Performance section shows. */
export function markdownTable(rows: Row[]): string {
  const lines = ['| figure | value | goal | met |', '|---|---|---|---|'];
  for (const row of rows) {
    const value = Number.isNaN(row.value) ? 'not measured' : `${row.value} ${row.unit}`.trim();
    lines.push(
      `| ${cell(row.figure)} | ${cell(value)} | ${cell(row.goal)} | ${row.goal === 'reference' || row.goal.startsWith('reference') ? '-' : row.ok ? 'yes' : '**no**'} |`,
    );
  }
  return `${lines.join('\n')}\n`;
}

/** Each figure's method, one line each. */
export function methodList(rows: Row[]): string {
  return `${rows.map((row) => `- ${row.figure}: ${row.method}`).join('\n')}\n`;
}

/** bench/results.json: the date, the machine and every row. */
export function writeResults(file: string, machine: Machine, rows: Row[], seconds: number): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify({ date: new Date().toISOString(), durationSeconds: seconds, machine, rows }, null, 2)}\n`);
}
