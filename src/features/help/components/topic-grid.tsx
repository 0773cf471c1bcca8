import { Link } from 'react-router-dom';
import { ChevronIcon } from '@/components/icons.tsx';
import { helpTopics } from '../model/help-topics.ts';

/** docs/product.md#2-screens-and-routes: the help topics (Postage, Device, Quote, Payment, Returns, Legal), one card each. */
export function TopicGrid() {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {helpTopics.map((topic) => (
        <li key={topic.path}>
          <Link
            to={topic.path}
            className="group flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 no-underline shadow-sm transition hover:border-brand hover:shadow-md"
          >
            <span className="flex items-center justify-between text-lg font-bold text-slate-900 group-hover:text-brand">
              {topic.name}
              <ChevronIcon direction="right" className="size-5 text-brand" />
            </span>
            <span className="mt-2 text-slate-700">{topic.summary}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
