import { Link } from 'react-router-dom';
import { paths } from '@/shared/paths.ts';
import { HelpCentreLayout } from './components/help-centre-layout.tsx';

export function ReturnsHelpPage() {
  return (
    <HelpCentreLayout
      title="Returns Help"
      description="If you decline a revised quote, we send your device back free of charge, tracked and insured."
      path={paths.returnsHelp}
    >
      <h2>When do you return a device?</h2>
      <ul>
        <li>You decline a revised quote.</li>
        <li>You do not answer a revised quote within 14 days.</li>
        <li>We cannot accept the device (for example it is reported lost or stolen).</li>
      </ul>

      <h2>How long does a return take?</h2>
      <p>
        We dispatch returns within <strong>1 to 3 working days</strong>, and they usually arrive within <strong>5 working days</strong>. Returns are
        free, tracked and insured, and we let you know the tracking number when the parcel leaves us.
      </p>

      <h2>Where will it be sent?</h2>
      <p>
        To the shipping address on your account. If you have moved, update it in your dashboard straight away, or{' '}
        <Link to={paths.contact}>contact us</Link> before we dispatch.
      </p>

      <h2>Will my device be as I sent it?</h2>
      <p>
        Yes. We return it in the condition it arrived in. If you did not reset it before sending, it may already have been securely wiped while we
        checked it.
      </p>

      <h2>Devices we cannot identify</h2>
      <p>
        If a parcel arrives without an order reference and we cannot trace the sender, we keep the device for 30 days while we try to contact you, and
        then recycle it. Always send your device with the label from your own order.
      </p>
    </HelpCentreLayout>
  );
}
