/**
 * A page of steps in the browser's history (docs/decisions/193-the-quote-wizard-in-browser-history.md): one entry per
 * step reached, so a phone's Back gesture (or the browser's Back) goes to the previous step, as the page's own Back
 * does, instead of off the page. An entry is the page's navigation state plus one field, named by the page (`key`).
 */
export interface StepEntry {
  /** One visit of the page's steps. Entries of an earlier visit (started again after a reload, left for another page) are passed by Back, not replayed. */
  id: string;
  /** This entry's place among the visit's entries, from 0. */
  position: number;
  /** The step's depth here: 0 for the first entry, more for each step on. */
  depth: number;
  /** The depths of the visit's entries up to this one (`trail[position] === depth`): after a reload, Back still goes one step at a time. */
  trail: number[];
  /** The visit's first entry was the tab's first page of ours: leaving goes to the page's fallback. */
  first?: true;
}

const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0;

/** Reads an entry defensively: history state survives reloads and app versions. */
export function readStepEntry(state: unknown, key: string): StepEntry | null {
  const entry = (typeof state === 'object' && state !== null ? (state as Record<string, unknown>)[key] : undefined) as Partial<StepEntry> | undefined;
  if (typeof entry !== 'object' || entry === null || typeof entry.id !== 'string') return null;
  const { id, position, depth, trail } = entry;
  if (!isCount(position) || !isCount(depth) || !Array.isArray(trail) || !trail.every(isCount)) return null;
  if (trail.length !== position + 1 || trail[position] !== depth) return null;
  return { id, position, depth, trail, ...(entry.first === true ? { first: true as const } : {}) };
}

/** The browser's own history state: React Router keeps its key, its index (`idx`) and the navigation state (`usr`). */
export function browserEntry(): { key?: string; idx?: unknown; usr?: unknown } | null {
  return typeof window === 'undefined' ? null : (window.history.state as { key?: string; idx?: unknown; usr?: unknown } | null);
}
