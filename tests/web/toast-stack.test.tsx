import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setFixedBottomRoom } from '../../src/components/fixed-bottom-room.ts';
import { Toast, ToastHost, ToastRegion } from '../../src/components/toast.tsx';

afterEach(() => act(() => setFixedBottomRoom(0)));

/**
 * An outside review at 390 px: the update notice and a quote error came from two regions fixed at the same place, one
 * drawn over the other (its Close button hidden). The page's toasts now share one stack.
 */
describe('toasts from different parts of the page', () => {
  it('stack one above the other in the page’s one toast stack', () => {
    render(
      <>
        <ToastRegion>
          <Toast tone="error" title="These answers do not fit this device." onDismiss={() => undefined} />
        </ToastRegion>
        <ToastRegion>
          <Toast role="alert" title="A new version is available" />
        </ToastRegion>
        <ToastHost />
      </>,
    );
    const error = screen.getByText('These answers do not fit this device.').closest('[role="alert"]')!;
    const update = screen.getByText('A new version is available').closest('[role="alert"]')!;
    expect(error.parentElement).toBe(update.parentElement);
    expect(error.parentElement!.children).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('float above the cookie banner while it shows', () => {
    render(
      <>
        <ToastRegion>
          <Toast title="A new version is available" />
        </ToastRegion>
        <ToastHost />
      </>,
    );
    const stack = screen.getByText('A new version is available').closest('[role="status"]')!.parentElement!;
    expect(stack.style.bottom).toBe('');
    act(() => setFixedBottomRoom(153));
    expect(stack.style.bottom).toBe('169px');
  });

  it('without a page stack (a component on its own), a region keeps a stack of its own', () => {
    render(
      <ToastRegion>
        <Toast title="Saved" />
      </ToastRegion>,
    );
    expect(screen.getByText('Saved').closest('[role="status"]')!.parentElement).toHaveClass('fixed');
  });
});
