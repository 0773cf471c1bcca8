/**
 * Release year and price tier of a catalogue device, read from its name. Base values (base-values.ts) come
 * from these: a tier's launch trade-in value, depreciated by age. A name no rule knows gets a middle profile.
 */
export type Tier = 'ultra' | 'pro' | 'flagship' | 'fold' | 'upper' | 'mid' | 'budget';

export interface DeviceProfile {
  year: number;
  tier: Tier;
}

type Rule = [RegExp, (match: RegExpMatchArray) => DeviceProfile];

const roman: Record<string, number> = { II: 2, III: 3, IV: 4, V: 5, VI: 6, VII: 7 };
const num = (value: string | undefined) => Number.parseInt(value ?? '0', 10);
const p = (year: number, tier: Tier): DeviceProfile => ({ year, tier });
const suffixTier = (suffix: string | undefined, plain: Tier): Tier => {
  const s = (suffix ?? '').trim().toLowerCase();
  if (/ultra|pro max|pro xl/.test(s)) return 'ultra';
  if (/pro|\+|plus/.test(s)) return 'pro';
  if (/fe|lite|^e$/.test(s)) return 'upper';
  return plain;
};

/** iPhone 8 came in 2017, iPhone 11 in 2019, then one number a year; the 'e' models came the spring after. */
function iphoneYear(model: number, e: boolean): number {
  return (model >= 11 ? 2008 + model : 2009 + model) + (e ? 1 : 0);
}

function iphoneTier(suffix: string): Tier {
  return ({ 'Pro Max': 'ultra', Pro: 'pro', Plus: 'flagship', mini: 'upper', e: 'upper' } as Record<string, Tier>)[suffix] ?? 'flagship';
}

/** Checked in order; the first match wins. Years are UK launch years. */
const rules: Rule[] = [
  // Apple
  [/^iPhone (\d+)(e)?( Pro Max| Pro| Plus| mini)?$/, (m) => p(iphoneYear(num(m[1]), Boolean(m[2])), iphoneTier(m[2] ? 'e' : (m[3] ?? '').trim()))],
  [/^iPhone Air$/, () => p(2025, 'pro')],
  [/^iPhone (XS Max|XS|XR|X)$/, (m) => p(m[1] === 'X' ? 2017 : 2018, m[1] === 'XS Max' ? 'ultra' : m[1] === 'XR' ? 'flagship' : 'pro')],
  [/^iPhone SE \((\d{4})\)$/, (m) => p(num(m[1]), 'mid')],
  [/^iPad Pro (13|12\.9)-inch \((M4|6th|5th)/, (m) => p(m[2] === 'M4' ? 2024 : m[2] === '6th' ? 2022 : 2021, 'ultra')],
  [/^iPad Pro 11-inch \((M4|4th|3rd)/, (m) => p(m[1] === 'M4' ? 2024 : m[1] === '4th' ? 2022 : 2021, 'pro')],
  [/^iPad Air .*\((M3|M2)\)$/, (m) => p(m[1] === 'M3' ? 2025 : 2024, 'flagship')],
  [/^iPad Air \((5th|4th)/, (m) => p(m[1] === '5th' ? 2022 : 2020, 'flagship')],
  [/^iPad mini \((A17 Pro|6th|5th)/, (m) => p(m[1] === 'A17 Pro' ? 2024 : m[1] === '6th' ? 2021 : 2019, 'upper')],
  [/^iPad \((A16|10th|9th|8th)/, (m) => p({ A16: 2025, '10th': 2022, '9th': 2021, '8th': 2020 }[m[1] as 'A16'], 'mid')],
  [
    /^MacBook (Air|Pro) (\d+)" M\d( Pro| Max)? \((\d{4})\)$/,
    (m) => p(num(m[4]), m[3] === ' Max' ? 'ultra' : m[3] === ' Pro' ? 'pro' : m[1] === 'Pro' || m[2] === '15' ? 'flagship' : 'upper'),
  ],
  [/^Apple Watch Ultra ?(\d)?$/, (m) => p(m[1] === '3' ? 2025 : m[1] === '2' ? 2023 : 2022, 'ultra')],
  [/^Apple Watch Series (\d+)$/, (m) => p(2014 + num(m[1]), 'pro')],
  [/^Apple Watch SE \(?(\d{4}|3)\)?$/, (m) => p(m[1] === '3' ? 2025 : num(m[1]), 'upper')],
  // Samsung
  [
    /^Samsung Galaxy S(\d+)( Ultra| Edge|\+| FE| Lite|e)?( 5G)?$/,
    (m) => p(num(m[1]) >= 20 ? 2000 + num(m[1]) : 2009 + num(m[1]), m[2] === ' Edge' ? 'pro' : suffixTier(m[2], 'flagship')),
  ],
  [/^Samsung Galaxy Note (\d+)( Ultra|\+| Lite)?( 5G)?$/, (m) => p(num(m[1]) >= 20 ? 2020 : 2009 + num(m[1]), suffixTier(m[2], 'flagship'))],
  [/^Samsung Galaxy Z (Fold|Flip)(\d)( FE)?$/, (m) => p(2018 + num(m[2]), m[1] === 'Fold' ? 'fold' : m[3] ? 'upper' : 'pro')],
  [/^Samsung Galaxy A(\d)(\d)$/, (m) => p(2019 + num(m[2]), num(m[1]) >= 5 ? 'mid' : 'budget')],
  [/^Samsung Galaxy Tab S(\d+)( Ultra|\+| FE)?$/, (m) => p(num(m[1]) >= 8 ? 2014 + num(m[1]) : 2013 + num(m[1]), suffixTier(m[2], 'flagship'))],
  [/^Samsung Galaxy Tab A/, () => p(2023, 'budget')],
  [
    /^Samsung Galaxy Watch ?(\d)?( Classic| Pro)?$|^Samsung Galaxy Watch (Ultra)$/,
    (m) => p(m[3] ? 2024 : 2017 + num(m[1]), m[3] ? 'ultra' : m[2] ? 'pro' : 'flagship'),
  ],
  [/^Samsung Galaxy Book(\d)( Ultra| Pro 360| Pro| Edge)?$/, (m) => p(2020 + num(m[1]), m[2] === ' Ultra' ? 'ultra' : m[2] ? 'flagship' : 'mid')],
  // Google
  [/^Google Pixel (\d+) Pro Fold$|^Google Pixel Fold$/, (m) => p(m[1] ? 2015 + num(m[1]) : 2023, 'fold')],
  [/^Google Pixel (\d+)(a)?( 5G)?( Pro XL| Pro)?$/, (m) => p(2015 + num(m[1]), m[2] ? 'mid' : suffixTier(m[4], 'flagship'))],
  [/^Google Pixel Watch ?(\d)?$/, (m) => p(2021 + (m[1] ? num(m[1]) : 1), 'flagship')],
  [/^Google Pixel Tablet$/, () => p(2023, 'upper')],
  [/^Google Pixelbook Go$/, () => p(2019, 'mid')],
  // OnePlus, Xiaomi, Motorola, Sony, Huawei, Nokia
  [/^OnePlus (\d+)(R|T)?( Pro)?$/, (m) => p(2012 + num(m[1]), m[2] === 'R' ? 'upper' : m[3] ? 'pro' : 'flagship')],
  [/^OnePlus Nord\D*(\d)/, (m) => p(2020 + num(m[1]), 'mid')],
  [/^OnePlus Open$/, () => p(2023, 'fold')],
  [/^OnePlus Pad ?(\d)?$/, (m) => p(m[1] ? 2024 : 2023, 'upper')],
  [/^OnePlus Watch/, () => p(2024, 'mid')],
  [/^Xiaomi (\d+)(T)?( Pro| Ultra)?$/, (m) => p(2010 + num(m[1]), m[3] === ' Ultra' ? 'ultra' : m[3] ? 'pro' : m[2] ? 'upper' : 'flagship')],
  [/^Xiaomi Redmi Note (\d+)( Pro\+?)?/, (m) => p(2011 + num(m[1]), m[2] ? 'mid' : 'budget')],
  [/^Xiaomi Poco F/, () => p(2024, 'upper')],
  [/^Xiaomi (Redmi|Poco)/, () => p(2024, 'budget')],
  [/^Xiaomi (Pad|Watch)/, () => p(2023, 'mid')],
  [/^Motorola Razr (\d)0( Ultra)?$/, (m) => p(2019 + num(m[1]), m[2] ? 'fold' : 'pro')],
  [/^Motorola Edge (\d)0( Ultra| Pro| Fusion)?$/, (m) => p(2019 + num(m[1]), m[2] === ' Ultra' ? 'pro' : m[2] === ' Pro' ? 'flagship' : 'mid')],
  [/^Motorola Moto G(\d+)$/, (m) => p(num(m[1]) === 100 ? 2021 : 2023, 'budget')],
  [/^Sony Xperia (1|5|10) ([IV]+)$/, (m) => p(2018 + (roman[m[2]!] ?? 3), m[1] === '1' ? 'pro' : m[1] === '5' ? 'flagship' : 'mid')],
  [/^Huawei (P|Mate) ?(\d+)( Pro| Lite)?$/, (m) => p(num(m[2]) === 60 ? 2023 : 2016 + num(m[2]) / 10, suffixTier(m[3], 'flagship'))],
  [/^Huawei Nova/, () => p(2021, 'mid')],
  [/^Huawei Mate(Pad|Book)( X)?( Pro)?/, (m) => p(2022, m[3] ? 'flagship' : 'mid')],
  [/^Huawei Watch\D*(\d)/, (m) => p(m[1] === '4' ? 2023 : 2021, 'mid')],
  [/^Nokia (X|XR|G|C)(\d+)/, (m) => p(num(m[2]) >= 30 ? 2022 : 2021, m[1] === 'X' || m[1] === 'XR' ? 'mid' : 'budget')],
  [/^Nokia (T2\d|[0-9.]+)/, () => p(2020, 'budget')],
  // Brandless rest
  [/^Nothing Phone \((\d)(a)?\)$/, (m) => p(2021 + num(m[1]) + (num(m[1]) === 3 ? 1 : 0), m[2] ? 'mid' : 'flagship')],
  [/^CMF Phone|^Fairphone 4|^Honor 90|^Realme/, () => p(2023, 'mid')],
  [/^Fairphone 5/, () => p(2023, 'upper')],
  [/^Honor Magic ?V2|^Oppo Find N2/, () => p(2023, 'fold')],
  [/^Honor Magic6 Pro|^Oppo Find X8 Pro|^Asus ROG/, () => p(2024, 'pro')],
  [/^Oppo Find X5 Pro/, () => p(2022, 'pro')],
  [/^Honor 200 Pro|^Oppo Reno|^Asus Zenfone/, () => p(2024, 'upper')],
  [/^Microsoft Surface Pro (\d+)/, (m) => p(2013 + num(m[1]), 'flagship')],
  [/^Microsoft Surface Go (\d)/, (m) => p(2019 + num(m[1]), 'mid')],
  [/^Microsoft Surface Laptop Go (\d)/, (m) => p(2020 + num(m[1]), 'mid')],
  [/^Microsoft Surface Laptop (\d)/, (m) => p(2017 + num(m[1]), 'flagship')],
  [/^Dell XPS|^Lenovo ThinkPad X1/, () => p(2024, 'flagship')],
  [/^Lenovo Tab|^Amazon Fire/, () => p(2023, 'budget')],
  [/^Garmin Fenix (\d)/, (m) => p(m[1] === '8' ? 2024 : 2022, 'ultra')],
  [/^Garmin (Forerunner 9|Venu)/, () => p(2023, 'pro')],
  [/^Garmin Forerunner/, () => p(2023, 'flagship')],
  [/^Fitbit/, () => p(2022, 'mid')],
];

export function deviceProfile(name: string): DeviceProfile {
  for (const [pattern, profile] of rules) {
    const match = pattern.exec(name);
    if (match) return profile(match);
  }
  return p(2022, 'mid');
}
