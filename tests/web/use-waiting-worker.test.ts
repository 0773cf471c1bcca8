import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useWaitingWorker } from '../../src/app/pwa/use-waiting-worker.ts';

/** A worker whose state the test moves on, firing 'statechange' as a browser does. */
function fakeWorker(state: ServiceWorkerState) {
  const worker = Object.assign(new EventTarget(), { state });
  return {
    worker: worker as unknown as ServiceWorker,
    moveTo(next: ServiceWorkerState) {
      worker.state = next;
      worker.dispatchEvent(new Event('statechange'));
    },
  };
}

type Slots = { installing: ServiceWorker | null; waiting: ServiceWorker | null; active: ServiceWorker | null };

function fakeRegistration(slots: Partial<Slots>) {
  return Object.assign(new EventTarget(), { installing: null, waiting: null, active: null, ...slots });
}

function watch(registration: ReturnType<typeof fakeRegistration>) {
  const onWaiting = vi.fn();
  const hook = renderHook(() => useWaitingWorker(registration as unknown as ServiceWorkerRegistration, onWaiting));
  return { onWaiting, hook };
}

describe('the update prompt hears of every waiting version', () => {
  it('offers a version that was already installing when the page registered, once it has installed', () => {
    const running = fakeWorker('activated');
    const next = fakeWorker('installing');
    const registration = fakeRegistration({ active: running.worker, installing: next.worker });
    const { onWaiting } = watch(registration);
    expect(onWaiting).not.toHaveBeenCalled();

    registration.installing = null;
    registration.waiting = next.worker;
    next.moveTo('installed');
    expect(onWaiting).toHaveBeenCalledTimes(1);
  });

  it('offers a version already waiting at registration', () => {
    const registration = fakeRegistration({ active: fakeWorker('activated').worker, waiting: fakeWorker('installed').worker });
    expect(watch(registration).onWaiting).toHaveBeenCalledTimes(1);
  });

  it('offers a version found later, once it has installed', () => {
    const registration = fakeRegistration({ active: fakeWorker('activated').worker });
    const { onWaiting } = watch(registration);
    const next = fakeWorker('installing');
    registration.installing = next.worker;
    registration.dispatchEvent(new Event('updatefound'));
    expect(onWaiting).not.toHaveBeenCalled();

    registration.installing = null;
    registration.waiting = next.worker;
    next.moveTo('installed');
    expect(onWaiting).toHaveBeenCalledTimes(1);
  });

  it('offers nothing on a first install (no version running) or for a version that failed to install', () => {
    const first = fakeWorker('installing');
    const firstInstall = fakeRegistration({ installing: first.worker });
    const { onWaiting } = watch(firstInstall);
    firstInstall.waiting = first.worker;
    first.moveTo('installed');
    expect(onWaiting).not.toHaveBeenCalled();

    const broken = fakeWorker('installing');
    const update = fakeRegistration({ active: fakeWorker('activated').worker, installing: broken.worker });
    const second = watch(update);
    update.installing = null;
    broken.moveTo('redundant');
    expect(second.onWaiting).not.toHaveBeenCalled();
  });

  it('stops listening when the prompt goes away', () => {
    const next = fakeWorker('installing');
    const registration = fakeRegistration({ active: fakeWorker('activated').worker, installing: next.worker });
    const { onWaiting, hook } = watch(registration);
    hook.unmount();
    registration.waiting = next.worker;
    next.moveTo('installed');
    expect(onWaiting).not.toHaveBeenCalled();
  });
});
