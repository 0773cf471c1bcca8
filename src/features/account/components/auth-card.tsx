import type { ReactNode } from 'react';

/** The centred card every account page (login, register, reset, verify) sits in. */
export function AuthCard({ title, children, wide = false }: { title: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className="px-4 py-8 sm:py-12">
      <div className={`mx-auto w-full ${wide ? 'max-w-3xl' : 'max-w-md'} rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8`}>
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        <div className="mt-6">{children}</div>
      </div>
    </div>
  );
}
