// Shared because several features open them: help, business, best price promise, and the dashboard.
export { BestPriceForm } from './best-price-form.tsx';
export { CallbackForm } from './callback-form.tsx';
export { CallbackDialog, ChallengeUsDialog, ContactUsDialog } from './support-dialogs.tsx';
export { supportMessages } from './support-messages.ts';
export { SupportTicketForm } from './support-ticket-form.tsx';
