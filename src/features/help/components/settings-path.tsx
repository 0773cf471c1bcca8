/** A menu path on the device, written as the spec writes it: 'Settings > System > Reset options'. */
export function SettingsPath({ steps }: { steps: readonly string[] }) {
  return <strong className="font-semibold whitespace-normal text-slate-900">{steps.join(' > ')}</strong>;
}
