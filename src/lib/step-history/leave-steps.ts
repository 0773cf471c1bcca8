import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useNavigationType, type Location, type NavigateFunction } from 'react-router-dom';
import { browserEntry, readStepEntry } from './step-entry.ts';

/** The visit on screen, per key; entries with another id are an earlier visit's. One page of each kind exists at a time. */
export const liveVisits = new Map<string, string>();

/** Off the page, past its steps' entries: to the page before it, or to `fallback` if there is none of ours. */
export function leaveSteps(navigate: NavigateFunction, location: Location, key: string, fallback: string): void {
  const entry = readStepEntry(location.state, key);
  // The router's first entry has the key 'default': there is no page of ours to go back to.
  const first = entry ? entry.first === true : location.key === 'default';
  void (first ? navigate(fallback) : navigate(entry ? -(entry.position + 1) : -1));
}

/** The router's place in the tab's history (React Router keeps `idx` in each entry's state); null where unknown. */
function historyIndex(): number | null {
  const idx = browserEntry()?.idx;
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
