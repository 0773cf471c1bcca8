import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export interface FirstLoad {
  /** Files under dist/ that index.html makes the browser fetch before anything runs: its script and modulepreloads. */
  js: string[];
  css: string[];
  jsGzipBytes: number;
  cssGzipBytes: number;
}

export function gzipBytes(distDir: string, file: string): number {
  return gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length;
}

/** The shell's first load as the build wrote it: index.html's module script, its modulepreloads and stylesheets. */
export function firstLoad(distDir: string): FirstLoad {
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const tags = [...html.matchAll(/<(?:script|link)\b[^>]*>/g)].map((match) => match[0]);
  const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]+)"`).exec(tag)?.[1];
  const js = tags
    .filter((tag) => (tag.startsWith('<script') && attr(tag, 'type') === 'module') || attr(tag, 'rel') === 'modulepreload')
    .map((tag) => (attr(tag, 'src') ?? attr(tag, 'href'))!.replace(/^\//, ''));
  const css = tags.filter((tag) => attr(tag, 'rel') === 'stylesheet').map((tag) => attr(tag, 'href')!.replace(/^\//, ''));
  const sum = (files: string[]) => files.reduce((total, file) => total + gzipBytes(distDir, file), 0);
  return { js, css, jsGzipBytes: sum(js), cssGzipBytes: sum(css) };
}

/** Spec goal: first-load JavaScript of `/` at most 130 KB gzip. */
export const firstLoadJsBudget = 130 * 1024;
