import { Link } from 'react-router-dom';
import { paths } from '@/shared/paths.ts';
import { howToJsonLd } from '@/shared/structured-data.ts';
import { HelpCentreLayout } from './components/help-centre-layout.tsx';
import { packagingSteps } from './model/packaging-steps.ts';

const title = 'Packaging Tutorial';
const description = 'Pack your device safely in three steps, so it reaches us in the condition you described.';

export function PackagingTutorialPage() {
  return (
    <HelpCentreLayout
      title={title}
      description={description}
      path={paths.packagingTutorial}
      parents={[{ name: 'Postage Help', path: paths.postageHelp }]}
      structuredData={[howToJsonLd({ name: 'How to pack your device for free postage', description, steps: packagingSteps })]}
    >
      <ol className="list-none! space-y-10! pl-0!">
        {packagingSteps.map((step, index) => (
          <li key={step.name}>
            <h2 className="mt-0!">
              <span className="mr-2 text-brand">{index + 1}.</span>
              {step.name}
            </h2>
            <ul>
              {step.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          </li>
        ))}
      </ol>

      <section aria-labelledby="keep-it-simple" className="mt-10 rounded-2xl bg-slate-50 p-5 sm:p-6">
        <h2 id="keep-it-simple" className="mt-0!">
          Keep It Simple
        </h2>
        <p>
          Send the device on its own: no charger, case, cable or original box, because we cannot return accessories. Any clean box and padding will
          do; you do not need special packaging. Every device on one order can share a parcel and a label. Not sure how to reset your device? See{' '}
          <Link to={paths.deviceHelp}>Device Help</Link>.
        </p>
      </section>
    </HelpCentreLayout>
  );
}
