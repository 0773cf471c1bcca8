import { useCallback, useSyncExternalStore } from 'react';

/** Chromium's install event (not in TypeScript's DOM library). */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
}

declare global {
  interface Window {
    /** A `beforeinstallprompt` that fired before the app's script ran (kept by index.html's inline script). */
    __qmtInstallPrompt?: Event;
  }
}

let deferred: BeforeInstallPromptEvent | null = null;
let started = false;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

/**
 * Starts listening for `beforeinstallprompt`. Called from main.tsx before React renders, because the browser
 * may fire the event before any component mounts; the event is kept for the 'Install app' button.
 */
export function startInstallPromptCapture(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  // Caught by index.html's inline script before this module loaded.
  if (window.__qmtInstallPrompt) deferred = window.__qmtInstallPrompt as BeforeInstallPromptEvent;
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault(); // no mini-infobar: the app offers its own discreet entry
    deferred = event as BeforeInstallPromptEvent;
    emit();
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    emit();
  });
}

/** Running from the home screen (any platform) means there is nothing left to install. */
export function isStandalone(): boolean {
  if (typeof window === 'undefined') return false;
  const media = typeof window.matchMedia === 'function' && window.matchMedia('(display-mode: standalone)').matches;
  return media || (navigator as Navigator & { standalone?: boolean }).standalone === true;
}

function subscribe(listener: () => void): () => void {
  startInstallPromptCapture();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const canInstallSnapshot = () => deferred !== null && !isStandalone();

export function useInstallPrompt(): { canInstall: boolean; install: () => Promise<void> } {
  const canInstall = useSyncExternalStore(subscribe, canInstallSnapshot, () => false);
  const install = useCallback(async () => {
    const event = deferred;
    if (!event) return;
    // An event can be prompted only once; whatever the seller answers, the button goes.
    deferred = null;
    emit();
    await event.prompt();
    await event.userChoice;
  }, []);
  return { canInstall, install };
}
