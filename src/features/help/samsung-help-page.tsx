import { paths } from '@/shared/paths.ts';
import { HelpCentreLayout } from './components/help-centre-layout.tsx';
import { SettingsPath } from './components/settings-path.tsx';
import { StillNeedHelp } from './components/still-need-help.tsx';

export function SamsungHelpPage() {
  return (
    <HelpCentreLayout
      title="Samsung Device Help"
      description="How to remove your Samsung and Google accounts and factory reset your Galaxy phone or tablet before you send it."
      path={paths.samsungHelp}
      parents={[{ name: 'Device Help', path: paths.deviceHelp }]}
    >
      <h2>1. Remove your accounts</h2>
      <p>
        On the device, go to <SettingsPath steps={['Settings', 'Accounts and Backup', 'Manage Accounts']} />. Tap your Samsung account and choose{' '}
        <strong>Remove account</strong>, then do the same for your Google account.
      </p>
      <p>
        No longer have the device, or the screen is broken? Remove it remotely: sign in to your Samsung account online and remove the device from your
        account, and remove it from your Google account's device list as well.
      </p>

      <h2>2. Factory reset</h2>
      <p>
        Go to <SettingsPath steps={['Settings', 'General Management', 'Reset', 'Factory data reset']} />, tap <strong>Reset</strong> and confirm with
        your PIN, pattern or password.
      </p>

      <h2>3. Cannot reach the settings?</h2>
      <p>
        Use Samsung's find service (Samsung Find) from another phone or a computer: sign in with your Samsung account, select the device and choose{' '}
        <strong>Erase data</strong>. The device is erased the next time it connects.
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
