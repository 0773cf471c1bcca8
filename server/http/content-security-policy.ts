import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * The Content-Security-Policy of every response (ASVS 5.0 3.4.3, issue 13): only this origin's scripts, styles,
 * images, fonts, API calls and worker; no plugins, no <base> tricks, no framing. Inline scripts run only when
 * their SHA-256 is listed: the hashes are computed at start from the HTML the server actually serves (the shell
 * and every pre-rendered page in dist/), so a build that adds one needs no code change and nothing else runs.
 * Styles keep 'unsafe-inline' (the no-JavaScript notice and the pre-rendered pages carry style attributes); CSS
 * cannot run script.
 */
export function contentSecurityPolicy(distDir: string, https: boolean): string {
  const scripts = ["'self'", ...inlineScriptHashes(distDir)];
  return [
    "default-src 'self'",
    `script-src ${scripts.join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(https ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
}

/** No page needs these: a script injected into the page cannot reach the camera, microphone or location. */
export const permissionsPolicy = [
  'accelerometer=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'payment=()',
  'usb=()',
].join(', ');

const hsts = ['Strict-Transport-Security', 'max-age=31536000'] as const;

/**
 * The headers every response carries (ASVS 5.0 3.4), as name and value: the security-headers plugin sets them on
 * every reply, and the answer to a request Node's parser refuses (client-error.ts) writes them itself.
 */
export function securityHeaders(distDir: string, https: boolean): ReadonlyArray<readonly [string, string]> {
  return [
    ['Content-Security-Policy', contentSecurityPolicy(distDir, https)],
    ['Permissions-Policy', permissionsPolicy],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'same-origin'],
    ['X-Frame-Options', 'DENY'],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ...(https ? [hsts] : []),
  ];
}

/**
 * A JSON answer is data, never a page: nothing may load or run in it if a browser opens it, nor may it be framed
 * (OWASP REST Security: `default-src 'none'; frame-ancestors 'none'`, nosniff, no framing; the referrer policy
 * as everywhere). The document's policy, Permissions-Policy and opener header govern a page and its scripts, which
 * a JSON body has none of: about 520 bytes fewer on every API answer (issue 14, decision 202).
 */
export function jsonSecurityHeaders(https: boolean): ReadonlyArray<readonly [string, string]> {
  return [
    ['Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'"],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'same-origin'],
    ['X-Frame-Options', 'DENY'],
    ...(https ? [hsts] : []),
  ];
}

const inlineScript = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/** 'sha256-…' of every inline executable script in dist's HTML files (data blocks such as JSON-LD never run). */
function inlineScriptHashes(distDir: string): string[] {
  const hashes = new Set<string>();
  for (const file of htmlFiles(distDir)) {
    for (const [, attributes = '', body = ''] of readFileSync(file, 'utf8').matchAll(inlineScript)) {
      if (/\bsrc\s*=/i.test(attributes) || body === '') continue;
      const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
      if (type && type !== 'module' && type !== 'text/javascript' && type !== 'application/javascript') continue;
      hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
    }
  }
  return [...hashes].sort();
}

function htmlFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}
