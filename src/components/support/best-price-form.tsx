import { messageMaxLength } from '../../contract/limits.ts';
import type { BestPriceBody } from '../../contract/support.ts';
import { TextAreaField, TextField } from '../field.tsx';
import { submitBestPrice } from './api/submit-best-price.ts';
import { parsePounds } from './form-values.ts';
import { supportMessages } from './support-messages.ts';
import { SupportFormFrame } from './support-form-frame.tsx';
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
  const { values, errors, setValue } = form;
  return (
    <SupportFormFrame
      formRef={form.formRef}
      label="Challenge Us"
      status={form.status}
      bannerError={form.bannerError}
      successMessage={supportMessages.bestPrice.success}
      submitLabel="Submit Quote"
      submittingLabel="Submitting..."
      onSubmit={(event) => void form.submit(event)}
    >
      <TextField
        label="Name"
        name="name"
        autoComplete="name"
        required
        value={values.name}
        error={errors.name}
        onChange={(e) => setValue('name', e.target.value)}
      />
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        required
        value={values.email}
        error={errors.email}
        onChange={(e) => setValue('email', e.target.value)}
      />
      <TextField
        label="Competitor"
        name="competitor"
        hint="The company that gave you the higher quote."
        required
        value={values.competitor}
        error={errors.competitor}
        onChange={(e) => setValue('competitor', e.target.value)}
      />
      <TextField
        label="Competitor's price (£)"
        name="price"
        inputMode="decimal"
        placeholder="0.00"
        required
        value={values.price}
        error={errors.price}
        onChange={(e) => setValue('price', e.target.value)}
      />
      <TextAreaField
        label="Additional information (optional)"
        name="message"
        hint="The device, its storage and condition, and a link to the competitor's quote if you have one."
        limit={messageMaxLength}
        value={values.message}
        error={errors.message}
        onChange={(e) => setValue('message', e.target.value)}
      />
    </SupportFormFrame>
  );
}
