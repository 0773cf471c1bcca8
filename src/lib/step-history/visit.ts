import type { StepEntry } from './step-entry.ts';

/** How a visit starts when the entry on screen is not its own. */
export interface VisitStart {
  /** The entry on screen may be taken as this visit's when it is at the same step (a reload that carries on). */
  adopt: boolean;
  /** Depths to lay down under the first step (a quote continued at question 5 gets entries for 1 to 4 under it). */
  below: number[];
}

export interface Visit {
  id: string;
  position: number;
  /** The depth of each entry of this visit the browser holds, including those ahead (Forward). */
  depths: number[];
  first: boolean;
  /**
   * The entry on screen is marked as this visit's. A new visit marks it only when the seller first moves: a write as
   * the page opens raced a Back pressed at once (the basket's entry came back over the quote's).
   */
  marked: boolean;
  /** A traversal the page asked for is on its way: entries passed meanwhile are not steps the seller chose. */
  pending: { position: number; at: number } | null;
  /** A write of ours is on its way: what to do once it lands (one navigation at a time, or React Router drops one). */
  next: (() => void) | null;
  /** When `next` was set: a write that has not landed in `pendingLimitMs` is taken as dropped. */
  nextAt: number;
}

/** A traversal that has not arrived in this long is taken as lost (the browser may refuse one). */
export const pendingLimitMs = 2000;

/** A write of ours is on its way (and not so long that it must have been dropped). */
export function writing(visit: Visit): boolean {
  if (visit.next && Date.now() - visit.nextAt >= pendingLimitMs) visit.next = null;
  return visit.next !== null;
}

export const entryOf = (visit: Visit): StepEntry => ({
  id: visit.id,
  position: visit.position,
  depth: visit.depths[visit.position]!,
  trail: visit.depths.slice(0, visit.position + 1),
  ...(visit.first ? { first: true as const } : {}),
});

/** The nearest entry of `depth` from `from`, searching backwards or forwards; -1 if none. */
export function nearest(depths: number[], from: number, depth: number, backwards: boolean): number {
  for (let index = from + (backwards ? -1 : 1); index >= 0 && index < depths.length; index += backwards ? -1 : 1) {
    if (depths[index] === depth) return index;
  }
  return -1;
}

/**
 * The visit that starts with the page at `depth`: the entry on screen, when it may be adopted and is at that step (a
 * reload that carries on); otherwise a new one here, with `start.below` laid under it. `routerKey` 'default' is the
 * router's first entry: the tab has no page of ours before this one.
 */
export function startVisit(entry: StepEntry | null, depth: number, start: VisitStart, routerKey: string): { current: Visit; adopted: boolean } {
  const fresh = { pending: null, next: null, nextAt: 0 };
  if (start.adopt && entry !== null && entry.depth === depth) {
    return {
      current: { id: entry.id, position: entry.position, depths: [...entry.trail], first: entry.first === true, marked: true, ...fresh },
      adopted: true,
    };
  }
  return {
    current: {
      id: Math.random().toString(36).slice(2),
      position: 0,
      depths: [...start.below, depth],
      first: entry ? entry.first === true && entry.position === 0 : routerKey === 'default',
      marked: start.below.length > 0,
      ...fresh,
    },
    adopted: false,
  };
}
