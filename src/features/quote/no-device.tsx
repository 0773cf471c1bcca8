import { Alert } from '../../components/alert.tsx';
import { ButtonLink } from '../../components/button-link.tsx';
import { paths } from '../../lib/paths.ts';

/** /quote opened without a device (a bookmark, a typed address): `docs/product.md#8-error-and-message-catalogue`'s 'No device selected.' */
export function NoDevice() {
  return (
    <div className="mx-auto max-w-content px-4 py-10">
      <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">Get a quote</h1>
      <Alert tone="info" className="mt-4">
        No device selected.
      </Alert>
      <p className="mt-4 text-slate-700">Choose your phone, tablet, laptop or watch to answer a few questions and see its price.</p>
      <ButtonLink to={paths.catalogue} size="lg" className="mt-6">
        Choose your device
      </ButtonLink>
    </div>
  );
}
