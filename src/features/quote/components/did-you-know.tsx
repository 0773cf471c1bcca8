import { useMemo, useState } from 'react';
import { Button } from '@/components/button.tsx';
import { Dialog } from '@/components/dialog.tsx';
import { CloseIcon } from '@/components/icons.tsx';
import { LightbulbIcon } from '@/components/product-icons.tsx';
import { popupText, sanitizePopupHtml } from '../model/popup-html.ts';

interface DidYouKnowProps {
  popup: string;
  onDismiss: () => void;
}

/** docs/product.md#2-screens-and-routes: the dismissible 'Did You Know' banner of a question, with Read More (a modal with Got It). */
export function DidYouKnow({ popup, onDismiss }: DidYouKnowProps) {
  const [open, setOpen] = useState(false);
  const html = useMemo(() => sanitizePopupHtml(popup), [popup]);
  const excerpt = useMemo(() => popupText(popup), [popup]);
  return (
    <aside aria-label="Did You Know" className="mt-4 flex items-start gap-3 rounded-xl border border-amber-300 bg-amber-50 p-3 text-slate-900">
      <LightbulbIcon className="mt-0.5 size-5 shrink-0 text-amber-700" />
      <div className="min-w-0 flex-1">
        <p className="font-semibold">Did You Know</p>
        <p className="mt-0.5 line-clamp-2 text-sm text-slate-800">{excerpt}</p>
        <button type="button" onClick={() => setOpen(true)} className="mt-1 min-h-9 text-sm font-semibold text-brand underline underline-offset-2">
          Read More
        </button>
      </div>
      <button
        type="button"
        onClick={onDismiss}
        aria-label="Close Did You Know"
        className="-m-1 inline-flex size-10 shrink-0 items-center justify-center rounded-lg text-slate-700 hover:bg-amber-100"
      >
        <CloseIcon className="size-5" />
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Did You Know">
        <div
          className="space-y-3 text-slate-800 [&_li]:ml-5 [&_ol]:list-decimal [&_ol]:space-y-1 [&_ul]:list-disc [&_ul]:space-y-1"
          // Cleaned by sanitizePopupHtml: allow-listed tags only, no attributes but a safe href.
          dangerouslySetInnerHTML={{ __html: html }}
        />
        <div className="mt-5 flex justify-end">
          <Button onClick={() => setOpen(false)}>Got It</Button>
        </div>
      </Dialog>
    </aside>
  );
}
