import { penceToPounds } from '@/contract/pricing.ts';
import { formatGBP } from '@/shared/format.ts';
import type { OrderRow } from '../../db/schema/index.ts';
import type { MailMessage } from '../mail/mailer.ts';
import { orderNumber, sendBy } from './order-view.ts';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function mail(to: string, subject: string, greeting: string, paragraphs: string[], extra: Partial<MailMessage> = {}): MailMessage {
  const text = [greeting, '', ...paragraphs.flatMap((p) => [p, '']), 'QuickMobile Trade'].join('\n');
  const html = [`<p>${escapeHtml(greeting)}</p>`, ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`), '<p>QuickMobile Trade</p>'].join('\n');
  return { to, subject, text, html, ...extra };
}

const pounds = (pence: number) => formatGBP(penceToPounds(pence));

/** The order confirmation, with the prepaid label (PDF) and the drop-off QR code attached. */
export function orderConfirmationMail(
  order: OrderRow,
  devices: string[],
  label: { pdf: Uint8Array; qrPng: Buffer },
  dashboardUrl: string,
): MailMessage {
  const number = orderNumber(order.id);
  const payout = order.totalPence + order.discountPence;
  return mail(
    order.email,
    `Your order ${number}: shipping label inside`,
    `Hi ${order.firstName},`,
    [
      `Thank you for your order ${number}. We will pay ${pounds(payout)} for ${devices.join(', ')} once the device${devices.length > 1 ? 's arrive' : ' arrives'} and ${devices.length > 1 ? 'are' : 'is'} checked.`,
      `Please post your device by ${longDate(sendBy(order))}: our quote is valid for 14 days from your order. A device that arrives later is priced again at its value on the day it arrives.`,
      'Your prepaid, tracked shipping label is attached. Print it, or show the attached QR code at a Post Office or DPD drop-off point.',
      'Before you post: back up your data, factory reset the device, remove your Apple, Google or Samsung account, and take out the SIM and memory cards.',
      `Follow your order in your dashboard: ${dashboardUrl}`,
    ],
    {
      attachments: [
        { filename: `${number}-shipping-label.pdf`, content: Buffer.from(label.pdf), contentType: 'application/pdf' },
        { filename: `${number}-qr-code.png`, content: label.qrPng, contentType: 'image/png' },
      ],
    },
  );
}

/** The operator's revised quote: the new price, the reason, and where to accept or decline it (14 days). */
export function revisedQuoteMail(order: OrderRow, dashboardUrl: string): MailMessage {
  const number = orderNumber(order.id);
  return mail(order.email, `Revised quote for your order ${number}`, `Hi ${order.firstName},`, [
    `We have checked your order ${number}. It does not match the description given, so we have revised our offer to ${pounds(order.revisedPricePence ?? 0)}.`,
    `Reason: ${order.revisedReason ?? ''}`,
    `Please accept or decline the revised quote in your dashboard within 14 days: ${dashboardUrl}. If you decline, or do not reply within 14 days, we return your device free of charge, tracked and insured.`,
  ]);
}

const dayFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/London' });

/** A date as sellers read it: '6 December 2026' (UK time). */
export function longDate(date: Date): string {
  return dayFormat.format(date);
}

/**
 * The device is coming back (revised quote declined, or unanswered for 14 days): the order is cancelled.
 * `reason` is the recorded return's (services/orders/returns.ts).
 */
export function returnMail(order: OrderRow, reason: string): MailMessage {
  const number = orderNumber(order.id);
  return mail(order.email, `Your order ${number}: your device will be returned`, `Hi ${order.firstName},`, [
    `Your order ${number} has been cancelled and your device will be returned to you. ${reason}`,
    'Your device will be returned to you free of charge, tracked and insured. Returns are dispatched in 1-3 working days; we will e-mail you the tracking reference when it is on its way.',
  ]);
}

/** The returned device is posted back: its tracking reference, as the return mail promised. */
export function returnSentMail(order: OrderRow, tracking: string): MailMessage {
  const number = orderNumber(order.id);
  return mail(order.email, `Your order ${number}: device posted back`, `Hi ${order.firstName},`, [
    `Your device from order ${number} has been posted back to you, free of charge, tracked and insured. Tracking reference: ${tracking}.`,
    'Returns typically arrive within 5 working days.',
  ]);
}

/**
 * The operator cancelled the order before it was checked in: the label and QR code the seller holds no longer work
 * (they answer 410), so the seller must not post the device with them.
 */
export function cancelledMail(order: OrderRow, dashboardUrl: string): MailMessage {
  const number = orderNumber(order.id);
  return mail(order.email, `Your order ${number} has been cancelled`, `Hi ${order.firstName},`, [
    `Your order ${number} has been cancelled. Its shipping label and QR code no longer work: please do not post your device with them.`,
    `If you still want to sell your device, get a new quote on our website. Your orders are in your dashboard: ${dashboardUrl}`,
  ]);
}

/** The order is completed: the payout has been sent to the account the seller gave at checkout. */
export function paidMail(order: OrderRow, payoutPence: number, dashboardUrl: string): MailMessage {
  const number = orderNumber(order.id);
  return mail(order.email, `Your order ${number}: payment sent`, `Hi ${order.firstName},`, [
    `We have sent ${pounds(payoutPence)} for your order ${number} by bank transfer to the account ending ${order.accountNumber.slice(-4)}. It usually arrives the same day.`,
    `Thank you for trading in with us. Your orders are in your dashboard: ${dashboardUrl}`,
  ]);
}
