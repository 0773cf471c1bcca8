import { Link } from 'react-router-dom';
import { paths } from '@/shared/paths.ts';
import { HelpCentreLayout } from './components/help-centre-layout.tsx';
import { SettingsPath } from './components/settings-path.tsx';

export function AppleHelpPage() {
  return (
    <HelpCentreLayout
      title="Apple Device Help"
      description="How to turn off Find My, sign out of your Apple ID and erase your iPhone, iPad, Mac or Apple Watch before you send it."
      path={paths.appleHelp}
      parents={[{ name: 'Device Help', path: paths.deviceHelp }]}
    >
      <h2>iPhone and iPad</h2>
      <ol>
        <li>Back up to iCloud or your computer.</li>
        <li>If you have an Apple Watch paired with the iPhone, unpair it first (see below).</li>
        <li>
          Go to <SettingsPath steps={['Settings', 'General', 'Transfer or Reset iPhone', 'Erase All Content and Settings']} /> (on an iPad, 'Transfer
          or Reset iPad').
        </li>
        <li>Enter your passcode and your Apple ID password when asked. This turns off Find My and Activation Lock.</li>
        <li>Wait until the Hello screen appears, then turn the device off and remove the SIM card.</li>
      </ol>

      <h2>Mac</h2>
      <p>
        On macOS Monterey or later, go to{' '}
        <SettingsPath steps={['System Settings', 'General', 'Transfer or Reset', 'Erase All Content and Settings']} /> and follow the steps. This
        signs you out of your Apple ID and turns off Find My Mac.
      </p>

      <h2>Apple Watch</h2>
      <p>
        Open the Watch app on your iPhone, go to <SettingsPath steps={['My Watch', 'All Watches']} />, tap the info button next to the watch and
        choose <strong>Unpair Apple Watch</strong>. This removes Activation Lock.
      </p>

      <h2>Already sent it, or the device does not work?</h2>
      <p>
        Sign in at icloud.com/find, choose <strong>All Devices</strong>, select the device and choose <strong>Remove from Account</strong>. If the
        device is still switched on, choose <strong>Erase</strong> first.
      </p>

      <h2>Need a hand?</h2>
      <p>
        If you cannot remember your Apple ID password or the device will not reset, <Link to={paths.contact}>contact us</Link> before you send it and
        we will help.
      </p>
    </HelpCentreLayout>
  );
}
