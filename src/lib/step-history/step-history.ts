import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { liveVisits } from './leave-steps.ts';
import { browserEntry, readStepEntry, type StepEntry } from './step-entry.ts';
import { entryOf, nearest, pendingLimitMs, startVisit, writing, type Visit, type VisitStart } from './visit.ts';

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
      arrivedAt.current = browserEntry()?.key ?? null;
      then();
    };
    void Promise.resolve(
      navigate({ pathname, search, hash }, { replace, state: { ...(typeof state === 'object' ? state : null), [key]: entry } }),
    ).then(landed, () => undefined);
  };

  /** The browser's entry on screen is `entry` (React Router keeps the navigation state as `usr`). */
  const isOnScreen = (entry: StepEntry) => {
    const shown = readStepEntry(browserEntry()?.usr, key);
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
    const { current, adopted } = startVisit(entry, first, startNow.current, here.key);
    visit.current = current;
    liveVisits.set(key, current.id);
    // A continued visit lays its steps at once: the seller has just tapped Continue, not Back.
    if (startNow.current.below.length > 0 && !adopted) write(current, true, lay(current));
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
      const state = browserEntry();
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
