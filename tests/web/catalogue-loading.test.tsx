import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CatalogueResults, catalogueSlowAfterMs, catalogueSlowText } from '../../src/features/catalogue/components/catalogue-results.tsx';

/**
 * 'Loading devices...' waits for code that comes after the first view (Dexie, zod). On lie-fi one of those files hung
 * while the API answered, and the list said 'Loading devices...' for good with nothing to tap (found 2026-12-05).
 */
const loading = () => <CatalogueResults status="loading" error={null} total={0} devices={[]} selectingId={null} onSelect={() => undefined} />;

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('CatalogueResults while loading', () => {
  it("says nothing more for the first 8 s, then why it may last and 'Try Again', which reloads the page", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    render(loading());
    expect(screen.getByRole('status')).toHaveTextContent('Loading devices...');
    await act(() => vi.advanceTimersByTimeAsync(catalogueSlowAfterMs - 100));
    expect(screen.queryByText(catalogueSlowText)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try Again' })).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(screen.getByText(catalogueSlowText)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading devices...');
    vi.useRealTimers();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
