import { Seo } from '../../components/seo.tsx';
import { paths } from '../../lib/paths.ts';

/** /dashboard: 'Your Trade-ins'. The orders list, search and dialogs come with the orders issue (issue 5). */
export function TradeInsPage() {
  return (
    <>
      <Seo title="Your Trade-ins" description="Track your trade-ins, labels and payments." path={paths.dashboard} />
      <h1 className="text-2xl font-bold text-slate-900">Your Trade-ins</h1>
    </>
  );
}
