import { Button } from '../../components/button.tsx';
import { InstallIcon } from '../../components/icons.tsx';
import { useInstallPrompt } from '../../lib/install-prompt.ts';

/** The discreet 'Install app' entry (top bar from 1280 px, the mobile menu, the footer); absent when the browser offers none. */
export function InstallButton({ className = '' }: { className?: string }) {
  const { canInstall, install } = useInstallPrompt();
  if (!canInstall) return null;
  return (
    <Button variant="ghost" size="sm" className={className} onClick={() => void install().catch(() => undefined)}>
      <InstallIcon className="size-5" />
      Install app
    </Button>
  );
}
