/** Company facts shown in the footer, help pages and structured data (spec placeholders {email}, {phone}, {host}). */
export const site = {
  name: 'QuickMobile Trade',
  shortName: 'QuickMobile',
  origin: 'https://www.quickmobiletrade.co.uk',
  host: 'quickmobiletrade.co.uk',
  email: 'support@quickmobiletrade.co.uk',
  phone: '0333 090 1234',
  phoneHref: 'tel:+443330901234',
  companyNumber: '14839027',
  registeredOffice: 'Unit 4, Trafford Park Business Centre, Manchester, M17 1AB',
  /** Where sellers' devices are posted (printed on every label). */
  receivingCentre: ['QuickMobile Trade Receiving Centre', 'Unit 4, Trafford Park Business Centre', 'Manchester', 'M17 1AB'],
  vatNumber: 'GB 401 2281 53',
  social: {
    facebook: 'https://www.facebook.com/quickmobiletrade',
    instagram: 'https://www.instagram.com/quickmobiletrade',
    x: 'https://x.com/quickmobiletrade',
    tiktok: 'https://www.tiktok.com/@quickmobiletrade',
  },
} as const;
