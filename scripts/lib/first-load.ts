import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { startedScript } from '../../src/prerender/app-loader.ts';

export interface FirstLoad {
  /** Files under dist/ that index.html makes the browser fetch before anything runs: its script and the chunks it imports. */
  js: string[];
  css: string[];
  jsGzipBytes: number;
  cssGzipBytes: number;
}

export function gzipBytes(distDir: string, file: string): number {
  return gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length;
}

// A static `import ... from "./x.js"`, `import "./x.js"` or `export ... from "./x.js"` in a built chunk (never `import(`).
const staticImport = /(?:^|[^\w$.])(?:import|export)\s*(?:[\w$*{}\s,]*?\s*from\s*)?["']((?:\.\/|\/assets\/)[^"']+\.js)["']/g;

/** The built chunks a module script loads before it runs: itself and its static imports, transitively. */
export function staticChunkGraph(distDir: string, entry: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(path.join(distDir, file), 'utf8');
    for (const [, specifier] of code.matchAll(staticImport)) {
      visit(specifier!.startsWith('/') ? specifier!.slice(1) : path.posix.join(path.posix.dirname(file), specifier!));
    }
  };
  visit(entry);
  return [...seen];
}

/**
 * The shell's first load as the build wrote it: index.html's app script with the chunks it imports statically
 * (the build adds no modulepreload links; any it did add are counted too) and its stylesheets.
 */
export function firstLoad(distDir: string): FirstLoad {
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const tags = [...html.matchAll(/<(?:script|link)\b[^>]*>/g)].map((match) => match[0]);
  const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]+)"`).exec(tag)?.[1];
  const named = tags
    .filter((tag) => (tag.startsWith('<script') && attr(tag, 'type') === 'module') || attr(tag, 'rel') === 'modulepreload')
    .map((tag) => (attr(tag, 'src') ?? attr(tag, 'href'))!)
    // The app's script itself is started by an inline loader (src/prerender/app-loader.ts), not a module script tag.
    .concat(startedScript(html) ?? [])
    .map((file) => file.replace(/^\//, ''));
  const js = [...new Set(named.flatMap((file) => staticChunkGraph(distDir, file)))];
  const css = tags.filter((tag) => attr(tag, 'rel') === 'stylesheet').map((tag) => attr(tag, 'href')!.replace(/^\//, ''));
  const sum = (files: string[]) => files.reduce((total, file) => total + gzipBytes(distDir, file), 0);
  return { js, css, jsGzipBytes: sum(js), cssGzipBytes: sum(css) };
}

/** Spec goal: first-load JavaScript of `/` at most 130 KB gzip. */
export const firstLoadJsBudget = 130 * 1024;
