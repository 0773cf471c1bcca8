import { Link } from 'react-router-dom';
import { paths } from '@/shared/paths.ts';
import { HelpCentreLayout } from './components/help-centre-layout.tsx';

export function PostageHelpPage() {
  return (
    <HelpCentreLayout
      title="Postage Help"
      description="Sending your device to us is free. Here is how your prepaid, tracked and insured label works, and how to get your parcel on its way."
      path={paths.postageHelp}
    >
      <h2>Your free postage label and QR code</h2>
      <p>
        As soon as your order is confirmed we e-mail you a prepaid postage label and a QR code. You will also find both in your dashboard, next to the
        order. Postage is free, tracked and insured, so your device is covered from the moment it is scanned until it reaches us.
      </p>
      <ul>
        <li>
          <strong>Have a printer?</strong> Print the label and stick it on the parcel, covering any old labels or barcodes.
        </li>
        <li>
          <strong>No printer?</strong> Show the QR code on your phone at the counter and the label is printed for you.
        </li>
      </ul>

      <h2>Where to drop your parcel</h2>
      <p>
        Take your parcel to any <strong>DPD drop-off point</strong> or <strong>Post Office</strong>. Ask for a receipt: it carries your tracking
        number, and you can follow your parcel until we receive it.
      </p>

      <h2>Before you seal the box</h2>
      <ul>
        <li>
          Factory reset the device and remove your Apple, Samsung or Google account (see <Link to={paths.deviceHelp}>Device Help</Link>).
        </li>
        <li>Turn the device off.</li>
        <li>Take out your SIM card and any memory card.</li>
        <li>Wrap the device in padding and pack it in a sturdy box, sealed with tape.</li>
      </ul>
      <p>
        Our <Link to={paths.packagingTutorial}>packaging tutorial</Link> walks you through each step. Please send devices only: keep chargers, cases
        and original boxes, as we cannot return accessories.
      </p>

      <h2>Sending more than one device</h2>
      <p>
        Every device on the same order can travel in the same parcel with the same label. Wrap each one separately so they cannot knock against each
        other.
      </p>

      <h2>What happens when it arrives</h2>
      <p>
        We check your device against the answers you gave. If everything matches, we pay you by bank transfer the same working day. If it does not, we
        send you a revised quote to accept or decline. Read more in <Link to={paths.paymentsHelp}>Payments Help</Link> and{' '}
        <Link to={paths.quoteHelp}>Quote Help</Link>.
      </p>
    </HelpCentreLayout>
  );
}
