import { Link } from 'react-router-dom';
import { paths } from '@/shared/paths.ts';
import { HelpCentreLayout } from './components/help-centre-layout.tsx';

export function PaymentsHelpPage() {
  return (
    <HelpCentreLayout
      title="Payments Help"
      description="We pay by bank transfer on the same working day that your device is received and checked."
      path={paths.paymentsHelp}
    >
      <h2>When will I be paid?</h2>
      <p>
        We pay on the <strong>same working day</strong> that your device is received and checked, and most sellers are paid within 24 hours.
      </p>
      <ul>
        <li>
          A device that arrives <strong>before 3 PM</strong> on a working day is paid that day.
        </li>
        <li>A device that arrives after 3 PM, or on a Sunday, is paid the next working day.</li>
      </ul>
      <p>Our working hours are Monday to Friday 10:00 to 17:00 and Saturday 12:00 to 17:00. We are closed on Sunday.</p>

      <h2>How will I be paid?</h2>
      <p>
        Every payment is a <strong>bank transfer</strong> to the UK account you give us at checkout: an 8-digit account number and a 6-digit sort
        code. You can check the details we hold in your dashboard.
      </p>

      <h2>What if the price changes?</h2>
      <p>
        If your device is not as described, we send a revised quote first and pay nothing until you accept it. Accepted revised quotes are paid the
        next working day. See <Link to={paths.quoteHelp}>Quote Help</Link>.
      </p>

      <h2>Discounts and referral rewards</h2>
      <p>
        A discount code adds to the total of your order and is paid with it. Refer a friend and you each get <strong>£5</strong> once their first sale
        is completed. Your referral balance is shown in your dashboard, and you can cash it out by bank transfer once it reaches the minimum of{' '}
        <strong>£5.00</strong>.
      </p>

      <h2>I have not received my payment</h2>
      <p>
        Check the order in your dashboard: its status shows whether it is still being checked or has been paid. Bank transfers can take a few hours to
        show. If a paid order has not reached you by the next working day, <Link to={paths.contact}>contact us</Link> with your order number.
      </p>
    </HelpCentreLayout>
  );
}
