import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { readStepEntry } from '../../src/lib/step-history/step-entry.ts';
import { useStepHistory } from '../../src/lib/step-history/step-history.ts';

/**
 * docs/decisions/193: a fresh visit of a page of steps writes nothing to the history until the seller moves. A write
 * as the page opened landed, on a slow phone, after a Back pressed at once, and rewrote the entry Back had reached:
 * the seller stayed on the quote (e2e/quote-back-button.spec.ts failed that way under load).
 */
const key = 'wizard';
let moveTo: (depth: number) => void = () => {};

function Steps() {
  const [depth, setDepth] = useState(0);
  moveTo = setDepth;
  useStepHistory(key, depth, (to) => {
    setDepth(to);
    return true;
  });
  return <p>step {depth}</p>;
}

/** The tab's history: a catalogue page, then a quote entry an earlier visit left (position 2 of its own). */
function openOverEarlierVisit() {
  const earlier = { id: 'earlier', position: 2, depth: 2, trail: [0, 1, 2] };
  const router = createMemoryRouter([{ path: '*', element: <Steps /> }], {
    initialEntries: ['/sell-my-device', { pathname: '/quote', state: { phone: 'Galaxy S23', [key]: earlier } }],
    initialIndex: 1,
  });
  render(<RouterProvider router={router} />);
  return router;
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

describe('useStepHistory: a fresh visit', () => {
  it('leaves the entry it opened on as it was until the seller moves', async () => {
    const router = openOverEarlierVisit();
    await screen.findByText('step 0');
    await settle();
    const entry = readStepEntry(router.state.location.state, key);
    expect(entry?.id).toBe('earlier');
    expect(router.state.historyAction).toBe('POP');
  });

  it('marks that entry as its own and pushes the next when the seller moves, keeping the rest of the state', async () => {
    const router = openOverEarlierVisit();
    await screen.findByText('step 0');
    act(() => moveTo(1));
    await screen.findByText('step 1');
    await settle();
    const onScreen = readStepEntry(router.state.location.state, key);
    expect(onScreen).toMatchObject({ position: 1, depth: 1, trail: [0, 1] });
    expect(onScreen?.id).not.toBe('earlier');
    expect((router.state.location.state as { phone?: string }).phone).toBe('Galaxy S23');

    // Back: the entry it opened on now belongs to this visit, at the first step.
    await act(() => router.navigate(-1));
    await screen.findByText('step 0');
    expect(readStepEntry(router.state.location.state, key)).toMatchObject({ id: onScreen?.id, position: 0, depth: 0 });
  });
});
