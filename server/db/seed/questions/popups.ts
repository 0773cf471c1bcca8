/** 'Did You Know' texts (trusted HTML, shown in a banner and its Read More dialog). */
export const popups = {
  powerOn:
    '<p>A device that will not switch on still has value. We recover working parts and recycle the rest responsibly, so nothing goes to landfill.</p>',
  storage:
    '<p>Storage is one of the biggest differences in value between two devices of the same model.</p>' +
    '<p>On an iPhone or iPad open <strong>Settings &gt; General &gt; About</strong>. On Android open <strong>Settings &gt; About phone</strong> or <strong>Storage</strong>.</p>',
  cracks:
    '<p>A cracked screen does not make your device worthless. Most cracked devices we buy are repaired and reused.</p>' +
    '<p>Cracks on the back glass or a camera lens count too, so please include them.</p>',
  condition:
    '<p>How we grade condition:</p><ul>' +
    '<li><strong>Excellent</strong>: looks like new, no visible marks.</li>' +
    '<li><strong>Good</strong>: light signs of use you only see up close.</li>' +
    '<li><strong>Fair</strong>: visible scratches or scuffs.</li>' +
    '<li><strong>Poor</strong>: heavy wear, deep scratches or dents.</li></ul>' +
    '<p>If the device we receive does not match, we send you a revised quote that you can accept or decline.</p>',
  battery:
    '<p>Batteries wear a little with every charge. One at 80% or lower is replaced before the device is sold again, which is why it changes the price.</p>',
  watchBattery:
    '<p>Batteries wear a little with every charge. A watch battery below 81% is replaced before the watch is sold again, which is why it changes the price.</p>',
  account:
    '<p>A device still linked to your account (Find My or Google) cannot be reset or used again, so we can only recycle it.</p>' +
    '<ol><li>Apple: <strong>Settings &gt; [your name] &gt; Find My</strong>, turn off Find My and enter your Apple ID password.</li>' +
    '<li>Android: <strong>Settings &gt; Passwords &amp; accounts</strong>, then remove your Google account.</li></ol>' +
    "<p>You can also remove it remotely from your manufacturer's find service.</p>",
  liquid:
    '<p>Liquid damage can take weeks to show. A device with a tripped liquid indicator is tested fully before we pay, and priced as faulty.</p>',
} as const;
