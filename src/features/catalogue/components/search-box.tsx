import { useLayoutEffect, useRef } from 'react';
import { SearchIcon } from '@/components/icons.tsx';

interface SearchBoxProps {
  value: string;
  onChange: (value: string) => void;
}

export function SearchBox({ value, onChange }: SearchBoxProps) {
  const input = useRef<HTMLInputElement>(null);
  // Words typed into the pre-rendered box before the app took it over: hydration leaves them in the box, but the next
  // render put the page's own value back, so a quick seller's search was wiped (a loaded CI run; a slow phone).
  useLayoutEffect(() => {
    const typed = input.current?.value;
    if (typed !== undefined && typed !== value) onChange(typed);
    // Once, as the box is taken over.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <div className="relative">
      <label htmlFor="catalogue-search" className="sr-only">
        Search devices
      </label>
      <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-400" />
      <input
        ref={input}
        id="catalogue-search"
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder="Search for a phone..."
        autoComplete="off"
        enterKeyHint="search"
        className="h-12 w-full rounded-xl border border-slate-300 bg-white pr-4 pl-10 text-base shadow-sm focus:border-brand"
      />
    </div>
  );
}
