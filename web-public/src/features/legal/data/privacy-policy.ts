import type { LegalDocument } from './types';

export const privacyPolicy: LegalDocument = {
  title: 'Privacy Policy',
  lastUpdated: 'September 29, 2025',
  intro:
    'Ringbook provides an AI phone receptionist for salons, barbershops, day spas and nail salons. This policy explains what information we collect when you use our website and service, how we use and protect it, and the choices you have.',
  sections: [
    {
      title: '1. Information We Collect',
      paragraphs: ['We collect only what we need to run the service:'],
      items: [
        'Account information: your name, email address, business name and password (stored only as a secure hash).',
        'Business information: services, prices, opening hours, staff schedules and policies you give your receptionist.',
        'Call information: phone numbers of callers, call recordings, transcripts and the appointments booked, rescheduled or cancelled.',
        'Form submissions: details you send us through the contact form, lead form, plan configurator or newsletter sign-up.',
        'Technical information: basic logs such as IP address, browser type and the pages you visit, kept for security and troubleshooting.',
      ],
    },
    {
      title: '2. How We Use Your Information',
      paragraphs: [
        'We use your information to provide and improve the service: answering and booking calls on your behalf, sending confirmations and reminders to your clients, notifying you of messages, showing your dashboard, responding to your enquiries and billing you.',
        'We send marketing emails only if you ask for them, and every email has a one-click unsubscribe link. We do not use your clients’ call recordings to advertise to them.',
      ],
    },
    {
      title: '3. Data Security',
      paragraphs: [
        'Information is encrypted in transit and at rest and stored in SOC 2 audited data centres. Access is limited to staff who need it to support you, and every access is logged. We handle health-related details in line with HIPAA. No system is perfectly secure, but we review our safeguards regularly and will tell you promptly if a breach affects your data.',
      ],
    },
    {
      title: '4. Information Sharing',
      paragraphs: [
        'We do not sell personal information. We share it only with service providers that help us run Ringbook (telephony, calendar, messaging and hosting providers) under contracts that protect it, when the law requires it, or with your explicit permission.',
      ],
    },
    {
      title: '5. Your Rights',
      paragraphs: ['Wherever you live, you can ask us to:'],
      items: [
        'Give you a copy of the personal information we hold about you.',
        'Correct information that is inaccurate or incomplete.',
        'Delete your information, including call recordings, when you close your account.',
        'Stop sending you marketing emails at any time.',
      ],
    },
    {
      title: '6. Contact Us',
      paragraphs: [
        'Questions about this policy or your data? Email privacy@ringbook.app and we will reply within 30 days, usually much sooner.',
      ],
    },
  ],
};
