import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Code cites the documents in docs/ (docs/README rules: the product's rules, the offline design and the style are in
 * the repo, in our words). A citation that points at a file or heading that is not there sends the next engineer
 * nowhere: every `docs/<file>.md#<anchor>` must name a file that exists and a heading in it.
 */
const root = path.resolve(import.meta.dirname, '../..');
const codeFolders = ['src', 'sw', 'server', 'tests', 'e2e', 'scripts', 'bench'];
const scanned = /\.(ts|tsx|mts|mjs|js|css|html)$/;
const self = path.relative(root, import.meta.filename);

function filesUnder(folder: string): string[] {
  return readdirSync(path.join(root, folder), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && scanned.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .filter((file) => file !== self);
}

/** GitHub's heading anchors: lower case, punctuation dropped, each space a hyphen, repeats numbered. */
function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const line of markdown.split('\n')) {
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const base = heading[1]!
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/ /g, '-');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

const files = codeFolders.flatMap(filesUnder);
const citations = files.flatMap((file) =>
  [...readFileSync(path.join(root, file), 'utf8').matchAll(/docs\/[\w./-]+?\.md(?:#[\w-]+)?/g)].map((match) => ({ file, cited: match[0] })),
);

describe('citations of docs/ in the code', () => {
  it('are many (the scan reads the code, not nothing)', () => {
    expect(citations.length).toBeGreaterThan(300);
  });

  it('each names a file in the repo and, where it gives one, a heading of that file', () => {
    const anchors = new Map<string, Set<string>>();
    const broken = citations.filter(({ cited }) => {
      const [file, anchor] = cited.split('#') as [string, string | undefined];
      if (!existsSync(path.join(root, file))) return true;
      if (!anchors.has(file)) anchors.set(file, anchorsOf(readFileSync(path.join(root, file), 'utf8')));
      return anchor !== undefined && !anchors.get(file)!.has(anchor);
    });
    expect(broken.map(({ file, cited }) => `${file}: ${cited}`)).toEqual([]);
  });

  it('none points at documents outside the repo (the design notes, "section N" of the specification)', () => {
    // The design notes are named in capitals (docs/ is lower case); the specification by its section numbers.
    const designNote = /(?<![\w/])(?:OFFLINE|STYLE|ARCHITECTURE|TOOLCHAIN)\.md\b/;
    const specSection = /\bspec(?:ification)?,? section \d|\bsection \d+(?:\.\d+)? of the spec/i;
    const stale = files.filter((file) => {
      const text = readFileSync(path.join(root, file), 'utf8');
      return designNote.test(text) || specSection.test(text);
    });
    expect(stale).toEqual([]);
  });
});
