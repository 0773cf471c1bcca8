import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigate, useNavigationType, type Location, type NavigateFunction } from 'react-router-dom';

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

/** The visit on screen, per key; entries with another id are an earlier visit's. One page of each kind exists at a time. */
const liveVisits = new Map<string, string>();

/** Off the page, past its steps' entries: to the page before it, or to `fallback` if there is none of ours. */
export function leaveSteps(navigate: NavigateFunction, location: Location, key: string, fallback: string): void {
  const entry = readStepEntry(location.state, key);
  // The router's first entry has the key 'default': there is no page of ours to go back to.
  const first = entry ? entry.first === true : location.key === 'default';
  void (first ? navigate(fallback) : navigate(entry ? -(entry.position + 1) : -1));
}

/** The router's place in the tab's history (React Router keeps `idx` in each entry's state); null where unknown. */
function historyIndex(): number | null {
  const idx = typeof window === 'undefined' ? undefined : (window.history.state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx : null;
}

/**
 * Where the page is kept (not remounted per visit): an earlier visit's entry is passed. Back onto one carries on off
 * the page; Forward onto one carries on forward (to the page the seller went on to, such as the basket), rather than
 * bouncing between it and the page before.
 */
export function useLeaveEarlierVisits(key: string, fallback: string): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  const seen = useRef({ key: location.key, index: historyIndex() });
  useEffect(() => {
    if (location.key === seen.current.key) return;
    const index = historyIndex();
    const forward = index !== null && seen.current.index !== null && index > seen.current.index;
    seen.current = { key: location.key, index };
    const entry = readStepEntry(location.state, key);
    if (navigationType !== 'POP' || !entry || entry.id === liveVisits.get(key)) return;
    if (forward) void navigate(1);
    else leaveSteps(navigate, location, key, fallback);
  }, [location, navigationType, navigate, key, fallback]);
}

/** How a visit starts when the entry on screen is not its own. */
export interface VisitStart {
  /** The entry on screen may be taken as this visit's when it is at the same step (a reload that carries on). */
  adopt: boolean;
  /** Depths to lay down under the first step (a quote continued at question 5 gets entries for 1 to 4 under it). */
  below: number[];
}

interface Visit {
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
const pendingLimitMs = 2000;

/** A write of ours is on its way (and not so long that it must have been dropped). */
function writing(visit: Visit): boolean {
  if (visit.next && Date.now() - visit.nextAt >= pendingLimitMs) visit.next = null;
  return visit.next !== null;
}

const entryOf = (visit: Visit): StepEntry => ({
  id: visit.id,
  position: visit.position,
  depth: visit.depths[visit.position]!,
  trail: visit.depths.slice(0, visit.position + 1),
  ...(visit.first ? { first: true as const } : {}),
});

/** The nearest entry of `depth` from `from`, searching backwards or forwards; -1 if none. */
function nearest(depths: number[], from: number, depth: number, backwards: boolean): number {
  for (let index = from + (backwards ? -1 : 1); index >= 0 && index < depths.length; index += backwards ? -1 : 1) {
    if (depths[index] === depth) return index;
  }
  return -1;
}

/**
 * Keeps the history in step with the page's steps. A step the seller moves to in the page goes to this visit's entry
 * for it if there is one, else pushes a new entry (forward) or rewrites this one (back). Back or Forward to an entry
 * moves the page there (`goToDepth`); where it cannot go now, the browser is taken back to where the page is.
 * `depth` null ends the visit (a finished checkout): Back from then on leaves the page.
 */
export function useStepHistory(
  key: string,
  depth: number | null,
  goToDepth: (depth: number) => boolean,
  start: VisitStart = { adopt: true, below: [] },
): void {
  const location = useLocation();
  const navigate = useNavigate();
  const latest = useRef(location);
  const visit = useRef<Visit | null>(null);
  const depthNow = useRef(depth);
  const startNow = useRef(start);
  /** The router key of the last entry arrived at (`arrive`), so each arrival is handled once. */
  const arrivedAt = useRef<string | null>(null);
  useLayoutEffect(() => {
    latest.current = location;
    depthNow.current = depth;
    startNow.current = start;
  });

  /** Writes this visit's entry at its position, then `then` once it has landed. */
  const write = (current: Visit, replace: boolean, then: () => void) => {
    const { pathname, search, hash, state } = latest.current;
    current.next = then;
    current.nextAt = Date.now();
    // The rest of the state stays the same objects: the page reads them again only when they change.
    const entry = entryOf(current);
    // Landed once the router's navigation is done and the entry is the browser's: React Router hands locations to
    // React in a transition, and a Back pressed before React rendered the write's location comes with it as one
    // change, so the page would never see the write land (a slow phone stayed on the price after Back).
    const landed = () => {
      if (current.next !== then || !isOnScreen(entry)) return;
      current.next = null;
      arrivedAt.current = (window.history.state as { key?: string } | null)?.key ?? null;
      then();
    };
    void Promise.resolve(
      navigate({ pathname, search, hash }, { replace, state: { ...(typeof state === 'object' ? state : null), [key]: entry } }),
    ).then(landed, () => undefined);
  };

  /** The browser's entry on screen is `entry` (React Router keeps the navigation state as `usr`). */
  const isOnScreen = (entry: StepEntry) => {
    const shown = readStepEntry((window.history.state as { usr?: unknown } | null)?.usr, key);
    return shown !== null && shown.id === entry.id && shown.position === entry.position;
  };

  /** After a write: the page may have moved on meanwhile, and the history follows it (not the page the history). */
  const catchUp = (current: Visit) => () => {
    const now = depthNow.current;
    if (now !== null) follow(current, now);
  };

  /** The page is at `to`: go to this visit's entry for it, or push one (forward) or rewrite this one (back). */
  const follow = (current: Visit, to: number) => {
    if (writing(current)) return;
    if (!current.marked) {
      current.marked = true;
      write(current, true, catchUp(current));
      return;
    }
    const at = current.depths[current.position]!;
    if (at === to) return;
    const target = nearest(current.depths, current.position, to, to < at);
    if (target !== -1) {
      current.pending = { position: target, at: Date.now() };
      const delta = target - current.position;
      current.position = target;
      void navigate(delta);
    } else if (to > at) {
      current.position += 1;
      current.depths.length = current.position;
      current.depths.push(to);
      write(current, false, catchUp(current));
    } else {
      current.depths[current.position] = to;
      write(current, true, catchUp(current));
    }
  };

  /** Lays the entries under a continued visit's step, one per landing, then follows the page. */
  const lay = (current: Visit) => () => {
    current.position += 1;
    write(current, false, current.position < current.depths.length - 1 ? lay(current) : catchUp(current));
  };

  // A visit starts: the entry on screen is its own after a reload at the same step; otherwise it starts here.
  const active = depth !== null;
  useEffect(() => {
    const first = depthNow.current;
    if (first === null) return;
    const here = latest.current;
    const entry = readStepEntry(here.state, key);
    const { adopt, below } = startNow.current;
    const adopted = adopt && entry !== null && entry.depth === first;
    const current: Visit = adopted
      ? {
          id: entry.id,
          position: entry.position,
          depths: [...entry.trail],
          first: entry.first === true,
          marked: true,
          pending: null,
          next: null,
          nextAt: 0,
        }
      : {
          id: Math.random().toString(36).slice(2),
          position: 0,
          depths: [...below, first],
          first: entry ? entry.first === true && entry.position === 0 : here.key === 'default',
          marked: below.length > 0,
          pending: null,
          next: null,
          nextAt: 0,
        };
    visit.current = current;
    liveVisits.set(key, current.id);
    // A continued visit lays its steps at once: the seller has just tapped Continue, not Back.
    if (below.length > 0 && !adopted) write(current, true, lay(current));
    return () => {
      visit.current = null;
      if (liveVisits.get(key) === current.id) liveVisits.delete(key);
    };
    // Once per visit: later steps are the effects below, which read the rest from refs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active, key]);

  // The seller moved the page to another step. A fresh visit still at the step it opened at writes nothing (this
  // runs as the page opens too): a write then, landing after a Back pressed at once, rewrote the entry Back had
  // reached, and the seller stayed on the page (docs/decisions/193).
  useEffect(() => {
    const current = visit.current;
    if (!current || depth === null) return;
    if (!current.marked && current.depths[current.position] === depth) return;
    follow(current, depth);
    // `follow` reads refs; the depth alone says the page moved.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [depth]);

  /**
   * The browser arrived at one of this visit's entries: Back, Forward, or the end of a move asked for above. Told by
   * the router's location and by the browser's popstate, whichever comes first (`routerKey` is the entry's own key):
   * React Router hands locations to React in a transition, and a Back just after a write landed is rendered with it
   * as no change at all (the location React last had), so the page would stay where it was (CI: Back from the price).
   */
  const arrive = (routerKey: string | undefined, state: unknown) => {
    if (routerKey !== undefined) {
      if (routerKey === arrivedAt.current) return;
      arrivedAt.current = routerKey;
    }
    const current = visit.current;
    const entry = readStepEntry(state, key);
    if (!current || !entry || entry.id !== current.id) return;
    if (writing(current)) {
      // One of our writes: wait for it to land, then carry on.
      if (entry.position !== current.position) return;
      const then = current.next;
      current.next = null;
      then?.();
      return;
    }
    const from = current.position;
    current.position = entry.position;
    current.depths[entry.position] = entry.depth;
    const pending = current.pending;
    if (pending && Date.now() - pending.at < pendingLimitMs && entry.position !== pending.position) return;
    current.pending = null;
    if (entry.depth === depthNow.current || goToDepth(entry.depth)) return;
    current.pending = { position: from, at: Date.now() };
    current.position = from;
    void navigate(from - entry.position);
  };
  const arriveNow = useRef(arrive);
  useLayoutEffect(() => {
    arriveNow.current = arrive;
  });
  useEffect(() => {
    const onPopState = () => {
      const state = window.history.state as { key?: string; usr?: unknown } | null;
      arriveNow.current(state?.key, state?.usr);
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);
  useEffect(() => {
    arrive(location.key, location.state);
    // Each arrival once (its key); the rest is read from refs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key]);
}
