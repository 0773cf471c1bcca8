import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const publicDir = path.join(import.meta.dirname, '../../public');

/** Every file under public/, relative to it. */
function filesUnder(dir: string, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(path.join(dir, entry.name), `${prefix}${entry.name}/`) : [`${prefix}${entry.name}`],
  );
}

// public/ is published as it is: a developer's note there was served to anyone as /README.md (an outside review).
describe('public/', () => {
  it('holds only what the site publishes: no notes for developers', () => {
    const notes = filesUnder(publicDir).filter((file) => /\.(md|markdown|txt)$/i.test(file) && file !== 'robots.txt');
    expect(notes).toEqual([]);
  });
});
