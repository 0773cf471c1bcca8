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
  /** docs/product.md#9-business-constants-and-limits: when the team answers the phone and e-mails, and checks and pays for devices. */
  openingHours: [
    {
      days: 'Monday to Friday',
      hours: '10:00 to 17:00',
      schemaDays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
      opens: '10:00',
      closes: '17:00',
    },
    { days: 'Saturday', hours: '12:00 to 17:00', schemaDays: ['Saturday'], opens: '12:00', closes: '17:00' },
    { days: 'Sunday', hours: 'Closed', schemaDays: [], opens: null, closes: null },
  ],
  social: {
    facebook: 'https://www.facebook.com/quickmobiletrade',
    instagram: 'https://www.instagram.com/quickmobiletrade',
    x: 'https://x.com/quickmobiletrade',
    tiktok: 'https://www.tiktok.com/@quickmobiletrade',
  },
} as const;
