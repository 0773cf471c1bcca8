import { useNavigation } from 'react-router-dom';

/**
 * A thin bar under the top bar while a route's code chunk loads (navigation waits for it), so a slow network
 * does not look like an ignored tap. Decorative: the page itself announces its new heading.
 */
export function NavigationProgress() {
  const busy = useNavigation().state !== 'idle';
  if (!busy) return null;
  return (
    <div aria-hidden="true" className="fixed inset-x-0 top-16 z-40 h-1 overflow-hidden bg-brand-100">
      <div className="h-full w-1/3 animate-[progress_1.2s_ease-in-out_infinite] bg-brand" />
    </div>
  );
}
