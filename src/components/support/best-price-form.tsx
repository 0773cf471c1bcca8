import type { BestPriceBody } from '../../contract/support.ts';
import { TextField } from '../field.tsx';
import { submitBestPrice } from './api/submit-best-price.ts';
import { parsePounds } from './form-values.ts';
import { supportMessages } from './support-messages.ts';
import { MessageField, NameAndEmailFields, SupportFormFrame } from './support-form-frame.tsx';
import { useSupportForm } from './use-support-form.ts';

// The body's schema (and zod) loads with the form, not with the page (docs/decisions/155-contract-in-groups.md).
const loadSchema = () => import('../../contract/support.ts').then((contract) => contract.bestPriceBody);

const empty = { name: '', email: '', competitor: '', price: '', message: '' };

const toBody = (values: typeof empty): BestPriceBody => ({ ...values, price: parsePounds(values.price) as number });

/**
 * Best Price Promise 'Challenge Us': name, e-mail, competitor and price required. The additional information
 * is optional (the spec does not enforce it), so it is labelled optional rather than with an asterisk.
 */
/** `initial`: fields filled from a shared competitor quote (docs/decisions/112-app-like-extras.md). */
export function BestPriceForm({ onDone, initial }: { onDone?: () => void; initial?: Partial<typeof empty> }) {
  const form = useSupportForm<typeof empty, BestPriceBody>({
    initialValues: initial ? { ...empty, ...initial } : empty,
    loadSchema,
    toBody,
    send: submitBestPrice,
    messages: supportMessages.bestPrice,
    onDone,
  });
  return (
    <SupportFormFrame form={form} label="Challenge Us" submitLabel="Submit Quote">
      <NameAndEmailFields form={form} />
      <TextField label="Competitor" hint="The company that gave you the higher quote." required {...form.field('competitor')} />
      <TextField label="Competitor's price (£)" inputMode="decimal" placeholder="0.00" required {...form.field('price')} />
      <MessageField
        form={form}
        label="Additional information (optional)"
        hint="The device, its storage and condition, and a link to the competitor's quote if you have one."
      />
    </SupportFormFrame>
  );
}
