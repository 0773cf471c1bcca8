/**
 * A visual tooltip for an icon control, shown on hover and keyboard focus. Put it inside an element with
 * `group relative`; screen readers get the same words from that element's aria-label, so this is hidden.
 */
export function Tooltip({ text }: { text: string }) {
  return (
    <span
      aria-hidden="true"
      className="pointer-events-none absolute top-full right-0 z-10 mt-2 hidden rounded-md bg-slate-900 px-2 py-1 text-xs font-medium whitespace-nowrap text-white group-hover:block group-focus-visible:block"
    >
      {text}
    </span>
  );
}
