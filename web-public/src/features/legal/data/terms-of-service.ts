import type { LegalDocument } from './types';

export const termsOfService: LegalDocument = {
  title: 'Terms of Service',
  lastUpdated: 'September 29, 2025',
  intro:
    'These terms govern your use of Ringbook, the AI phone receptionist service, and our website. By creating an account or using the service you agree to them. Please read them carefully.',
  sections: [
    {
      title: '1. Acceptance of Terms',
      paragraphs: [
        'By accessing or using Ringbook you agree to these terms and to our Privacy Policy. If you use Ringbook on behalf of a business, you confirm that you are authorised to accept these terms for that business.',
      ],
    },
    {
      title: '2. Description of Service',
      paragraphs: [
        'Ringbook answers calls to your business with an AI receptionist, books, reschedules and cancels appointments in your calendar, sends SMS confirmations and reminders, records and transcribes calls, and reports on calls and bookings. Features may change as we improve the service.',
      ],
    },
    {
      title: '3. Accounts',
      paragraphs: [
        'You must give accurate information when you register and keep your password confidential. You are responsible for activity under your account and must tell us promptly about any unauthorised use.',
      ],
    },
    {
      title: '4. Subscription, Billing and Renewal',
      paragraphs: [
        'Paid plans are billed monthly or annually in advance, after any free trial ends. Subscriptions renew automatically for the same period unless you cancel before the renewal date. We will give you at least 30 days notice of any price change, which applies from your next billing period.',
      ],
    },
    {
      title: '5. Cancellation and Termination',
      paragraphs: [
        'You can cancel anytime from your account; the service continues until the end of the period you have paid for. We may end the service with 30 days notice, or immediately if you seriously breach these terms. On termination you can export your data for 30 days, after which it is deleted.',
      ],
    },
    {
      title: '6. Acceptable Use',
      paragraphs: ['You agree not to use Ringbook to:'],
      items: [
        'Break any law, including laws on call recording, consent and telemarketing.',
        'Send spam or unsolicited marketing messages.',
        'Impersonate another person or business, or mislead callers about who they are speaking to.',
        'Interfere with, probe or overload the service.',
      ],
    },
    {
      title: '7. Call Recording and Your Clients',
      paragraphs: [
        'You are responsible for telling your callers that calls may be recorded where the law requires it, and for having the right to send SMS messages to your clients. Ringbook provides a recording notice in the greeting that you can customise.',
      ],
    },
    {
      title: '8. Service Availability',
      paragraphs: [
        'We aim for 99.9% uptime each month, excluding scheduled maintenance announced in advance. If a call cannot be answered by the AI, it is handled according to your fallback settings, such as taking a message or forwarding to your team.',
      ],
    },
    {
      title: '9. Limitation of Liability',
      paragraphs: [
        'To the extent the law allows, Ringbook is not liable for indirect or consequential losses, such as lost profits. Our total liability for any claim is limited to the fees you paid us in the previous 12 months.',
      ],
    },
    {
      title: '10. Changes to These Terms',
      paragraphs: [
        'We may update these terms. For significant changes we will email you at least 30 days before they take effect. Continuing to use Ringbook after that means you accept the updated terms. Questions? Email legal@ringbook.app.',
      ],
    },
  ],
};
