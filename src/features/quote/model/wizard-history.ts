import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigate, useNavigationType, type Location, type NavigateFunction } from 'react-router-dom';
import { paths } from '@/shared/paths.ts';

/**
 * The quote wizard in the browser's history (docs/decisions/193-the-quote-wizard-in-browser-history.md): one entry
 * per step reached, so a phone's Back gesture (or the browser's Back) goes to the previous question, as Go Back does,
 * instead of out of the quote. An entry is the /quote page's navigation state plus `wizard`.
 */
export interface WizardEntry {
  /** One visit of the wizard. Entries of an earlier visit (started again after a reload, left for the basket) are left behind by Back, not replayed. */
  id: string;
  /** This entry's place among the visit's entries, from 0. */
  position: number;
  /** The wizard's depth here (`wizardDepth`). */
  depth: number;
  /** The depths of the visit's entries up to this one (`trail[position] === depth`): after a reload, Back still goes one step at a time. */
  trail: number[];
  /** The visit's first entry was the tab's first page of ours: leaving the quote goes to the catalogue. */
  first?: true;
}

const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0;

/** Reads an entry defensively: history state survives reloads and app versions. */
export function readWizardEntry(state: unknown): WizardEntry | null {
  const entry = (typeof state === 'object' && state !== null ? (state as { wizard?: unknown }).wizard : undefined) as
    Partial<WizardEntry> | undefined;
  if (typeof entry !== 'object' || entry === null || typeof entry.id !== 'string') return null;
  const { id, position, depth, trail } = entry;
  if (!isCount(position) || !isCount(depth) || !Array.isArray(trail) || !trail.every(isCount)) return null;
  if (trail.length !== position + 1 || trail[position] !== depth) return null;
  return { id, position, depth, trail, ...(entry.first === true ? { first: true as const } : {}) };
}

/** The visit on screen; entries with another id are an earlier visit's. One quote page exists at a time. */
let liveVisit: string | null = null;

/** 'Back to Phone Selection', and Back onto an earlier visit: to the page before the quote (the catalogue if there is none of ours). */
export function leaveQuote(navigate: NavigateFunction, location: Location): void {
  const entry = readWizardEntry(location.state);
  // The router's first entry has the key 'default': there is no page of ours to go back to.
  const first = entry ? entry.first === true : location.key === 'default';
  void (first ? navigate(paths.catalogue) : navigate(entry ? -(entry.position + 1) : -1));
}

/** In the quote view (kept per device): Back that lands on an earlier visit's entry carries on out of the quote. */
export function useLeaveEarlierVisits(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  const seen = useRef(location.key);
  useEffect(() => {
    if (location.key === seen.current) return;
    seen.current = location.key;
    const entry = readWizardEntry(location.state);
    if (navigationType !== 'POP' || !entry || entry.id === liveVisit) return;
    leaveQuote(navigate, location);
  }, [location, navigationType, navigate]);
}

interface Visit {
  id: string;
  position: number;
  /** The depth of each entry of this visit the browser holds, including those ahead (Forward). */
  depths: number[];
  first: boolean;
  /** A traversal the wizard asked for is on its way: entries passed meanwhile are not steps the seller chose. */
  pending: { position: number; at: number } | null;
}

/** A traversal that has not arrived in this long is taken as lost (the browser may refuse one). */
const pendingLimitMs = 2000;

const entryOf = (visit: Visit): WizardEntry => ({
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
 * Keeps the history in step with the wizard. A step the seller moves to (an answer, Go Back, a jump in the progress
 * list, Edit Answers) goes to this visit's entry for it if there is one, else pushes a new entry (forward) or rewrites
 * this one (back). Back or Forward to an entry moves the wizard there; where it cannot go (an answer changed since, or
 * the quote is being added), the browser is taken back to where the wizard is.
 */
export function useWizardHistory(depth: number, goToDepth: (depth: number) => boolean): void {
  const location = useLocation();
  const navigate = useNavigate();
  const latest = useRef(location);
  const visit = useRef<Visit | null>(null);
  const depthNow = useRef(depth);
  useLayoutEffect(() => {
    latest.current = location;
  });

  const write = (entry: WizardEntry, replace: boolean) => {
    const { pathname, search, hash, state } = latest.current;
    // The same phone and questions objects: the page reads them again only when they change.
    void navigate({ pathname, search, hash }, { replace, state: { ...(typeof state === 'object' ? state : null), wizard: entry } });
  };

  // Mount: the entry on screen is this visit's own after a reload at the same step; otherwise a new visit starts here.
  useEffect(() => {
    const here = latest.current;
    const entry = readWizardEntry(here.state);
    const adopted = entry !== null && entry.depth === depthNow.current;
    const current: Visit = adopted
      ? { id: entry.id, position: entry.position, depths: [...entry.trail], first: entry.first === true, pending: null }
      : {
          id: Math.random().toString(36).slice(2),
          position: 0,
          depths: [depthNow.current],
          first: entry ? entry.first === true && entry.position === 0 : here.key === 'default',
          pending: null,
        };
    visit.current = current;
    liveVisit = current.id;
    if (!adopted) write(entryOf(current), true);
    return () => {
      if (liveVisit === current.id) liveVisit = null;
    };
    // Once per mount: later steps are the effects below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The seller moved the wizard.
  useEffect(() => {
    depthNow.current = depth;
    const current = visit.current;
    const at = current?.depths[current.position];
    if (!current || at === undefined || at === depth) return;
    const target = nearest(current.depths, current.position, depth, depth < at);
    if (target !== -1) {
      current.pending = { position: target, at: Date.now() };
      const delta = target - current.position;
      current.position = target;
      void navigate(delta);
    } else if (depth > at) {
      current.position += 1;
      current.depths.length = current.position;
      current.depths.push(depth);
      write(entryOf(current), false);
    } else {
      current.depths[current.position] = depth;
      write(entryOf(current), true);
    }
    // `navigate` and `write` read refs; the depth alone says the wizard moved.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [depth]);

  // The browser arrived at one of this visit's entries: Back, Forward, or the end of a move asked for above.
  useEffect(() => {
    const current = visit.current;
    const entry = readWizardEntry(location.state);
    if (!current || !entry || entry.id !== current.id) return;
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
    // Each arrival once (its key); the rest is read from refs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key]);
}
