import { Link } from 'react-router-dom';
import { paths } from '@/shared/paths.ts';
import { HelpCentreLayout } from './components/help-centre-layout.tsx';

export function QuoteHelpPage() {
  return (
    <HelpCentreLayout
      title="Quote Help"
      description="How we work out your price, how long a quote lasts, and what happens if your device is not as described."
      path={paths.quoteHelp}
    >
      <h2>Getting a quote</h2>
      <p>
        Find your device on <Link to={paths.catalogue}>Sell my Device</Link> and choose the kind of quote that suits it:
      </p>
      <ul>
        <li>
          <strong>Quick Quote</strong>: a few questions, for devices in good working order.
        </li>
        <li>
          <strong>Advanced Quote</strong>: more questions, for faulty devices or when you are not sure of the condition.
        </li>
      </ul>
      <p>Your price appears as soon as you answer the last question. Add it to your basket to keep it.</p>

      <h2>Can I change a quote?</h2>
      <p>
        You can change your answers as often as you like before you add the quote to your basket. Once it is in your basket, a quote cannot be edited:
        remove it and create a new one instead.
      </p>

      <h2>How long is my quote valid?</h2>
      <p>
        Quotes are valid for <strong>14 days</strong>. Your basket shows when each quote expires, and marks it 'Expires soon' in its last 24 hours.
        Once you submit your order, your price is locked for 14 days while your device is on its way to us.
      </p>

      <h2>Revised quotes</h2>
      <p>
        When your device arrives we check it against your answers. If it is not as described (for example it has a crack you did not mention, or a
        lower battery health), we send you a revised quote with the reason. You can see it in your dashboard and choose:
      </p>
      <ul>
        <li>
          <strong>Accept</strong>: we pay the revised amount, usually the next working day.
        </li>
        <li>
          <strong>Decline</strong>: we return your device free of charge, tracked and insured (see <Link to={paths.returnsHelp}>Returns Help</Link>).
        </li>
      </ul>
      <p>A revised quote is valid for 14 days too. If we do not hear from you in that time, we return the device to you.</p>

      <h2>Found a better price?</h2>
      <p>
        Our <Link to={paths.bestPricePromise}>Best Price Promise</Link> means we will look at any higher quote from a competitor that is live or under
        24 hours old.
      </p>
    </HelpCentreLayout>
  );
}
