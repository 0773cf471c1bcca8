import { paths } from '@/shared/paths.ts';
import { HelpCentreLayout } from './components/help-centre-layout.tsx';
import { SettingsPath } from './components/settings-path.tsx';
import { StillNeedHelp } from './components/still-need-help.tsx';

export function AndroidHelpPage() {
  return (
    <HelpCentreLayout
      title="Android Device Help"
      description="How to remove your Google account and erase your Google Pixel or other Android device before you send it."
      path={paths.androidHelp}
      parents={[{ name: 'Device Help', path: paths.deviceHelp }]}
    >
      <p>
        Menus differ a little between makers and Android versions. These paths are for Google Pixel and most recent Android phones; for a Galaxy, see
        the Samsung guide.
      </p>

      <h2>1. Remove your Google account</h2>
      <p>
        Go to <SettingsPath steps={['Settings', 'Passwords & accounts']} />, tap your Google account and choose <strong>Remove account</strong>.
        Repeat for any other accounts listed.
      </p>
      <p>
        Already sent the device or cannot unlock it? Remove it remotely: in your Google account's security settings, open your devices, select the
        phone and sign out of it.
      </p>

      <h2>2. Erase all data</h2>
      <p>
        Go to <SettingsPath steps={['Settings', 'System', 'Reset options', 'Erase all data']} /> and confirm with your PIN, pattern or password.
      </p>

      <h2>3. Cannot reach the settings?</h2>
      <p>
        Use Android's find service (Google Find My Device) from another phone or a computer: sign in with your Google account, select the device and
        choose <strong>Factory reset device</strong>. It is erased the next time it connects.
      </p>

      <h2>4. Before you pack it</h2>
      <ul>
        <li>Turn the device off.</li>
        <li>Remove the SIM card and any memory card.</li>
      </ul>

      <StillNeedHelp />
    </HelpCentreLayout>
  );
}
