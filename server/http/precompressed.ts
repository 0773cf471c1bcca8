import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type Encoding = 'br' | 'gzip';

/** Browsers send a handful of distinct Accept-Encoding values: each is read once (at most 100 kept). */
const picked = new Map<string, Encoding | null>();

/** The best encoding the client accepts (br, then gzip), honouring `q=0`; null: send it as it is. */
export function pickEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const known = picked.get(acceptEncoding);
  if (known !== undefined) return known;
  const encoding = readAcceptEncoding(acceptEncoding);
  if (picked.size < 100) picked.set(acceptEncoding, encoding);
  return encoding;
}

function readAcceptEncoding(acceptEncoding: string): Encoding | null {
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const wants = (name: Encoding) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (wants('br')) return 'br';
  if (wants('gzip')) return 'gzip';
  return null;
}

/**
 * A body compressed once per version instead of once per request: the catalogue is the hottest, largest
 * answer, and compressing 45 KB on every request cost more than everything else the route does.
 */
export function createPrecompressed() {
  let cached: { key: string; br?: Buffer; gzip?: Buffer } = { key: '' };
  return (key: string, body: string, encoding: Encoding): Buffer => {
    if (cached.key !== key) cached = { key };
    return (cached[encoding] ??=
      encoding === 'br'
        ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
        : gzipSync(body, { level: 9 }));
  };
}
