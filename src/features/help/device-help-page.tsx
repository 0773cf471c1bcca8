import { Link } from 'react-router-dom';
import { paths } from '@/shared/paths.ts';
import { HelpCentreLayout } from './components/help-centre-layout.tsx';

const guides = [
  { name: 'Apple', path: paths.appleHelp, text: 'iPhone, iPad, Mac and Apple Watch: erase it and turn off Find My.' },
  { name: 'Samsung', path: paths.samsungHelp, text: 'Galaxy phones and tablets: factory data reset and remove your Samsung and Google accounts.' },
  { name: 'Android', path: paths.androidHelp, text: 'Google Pixel and other Android devices: erase all data and remove your Google account.' },
] as const;

export function DeviceHelpPage() {
  return (
    <HelpCentreLayout
      title="Device Help"
      description="Before you send your device, wipe your data and remove your accounts. It protects your privacy and lets us pay you without delay."
      path={paths.deviceHelp}
    >
      <h2>Why it matters</h2>
      <p>
        A device that is still linked to your Apple, Samsung or Google account is locked: nobody else can use it, so we cannot buy it until the
        account is removed. A factory reset also makes sure none of your photos, messages or passwords leave your hands. We securely wipe every device
        we receive as well, but your own reset comes first.
      </p>

      <h2>Checklist for every device</h2>
      <ol>
        <li>Back up anything you want to keep.</li>
        <li>
          <strong>Remove your manufacturer or Google account</strong> (Apple ID, Samsung account, Google account) and turn off any find-my-device
          service.
        </li>
        <li>
          <strong>Factory reset</strong> the device, so it starts up as new.
        </li>
        <li>
          <strong>Power it off.</strong>
        </li>
        <li>
          <strong>Remove your SIM card and any memory card.</strong>
        </li>
        <li>Wrap it in padding, pack it in a sturdy box and seal it with tape.</li>
      </ol>

      <h2>Step-by-step guides</h2>
      <ul>
        {guides.map((guide) => (
          <li key={guide.path}>
            <Link to={guide.path}>{guide.name}</Link>: {guide.text}
          </li>
        ))}
      </ul>

      <h2>Forgot to reset before sending?</h2>
      <p>
        You can usually still remove your account remotely from the manufacturer's find service; each guide above shows how. If we receive a device
        that is still locked, we will contact you and hold it while you remove the account.
      </p>
    </HelpCentreLayout>
  );
}
