/** The success mark shown before the redirect (login, register, verification). */
export function SuccessTick({ message }: { message: string }) {
  return (
    <div role="status" className="flex flex-col items-center gap-3 py-6 text-center">
      <span className="inline-flex size-16 items-center justify-center rounded-full bg-green-100 text-green-800">
        <svg viewBox="0 0 24 24" className="size-9" fill="none" stroke="currentColor" strokeWidth="3" aria-hidden="true">
          <path d="M5 12.5 10 17.5 19 7" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </span>
      <p className="font-semibold text-green-900">{message}</p>
    </div>
  );
}
