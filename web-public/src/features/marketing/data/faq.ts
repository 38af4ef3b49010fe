import { SPOKEN_LANGUAGES_SENTENCE } from '@ringbook/web-shared';

export type FaqItem = { question: string; answer: string };

export const faqItems: FaqItem[] = [
  {
    question: 'How does the AI receptionist handle calls?',
    answer:
      'Brian answers in a natural, friendly voice, works out what the caller needs, checks your real availability and books, reschedules or cancels the appointment on the spot. The caller gets a text confirmation, and you see the call, its recording and a transcript in your dashboard.',
  },
  {
    question: "What happens if the AI can't handle a request?",
    answer:
      'Brian tells the caller that a team member will call them back, takes their name, number and what they need, and notifies you straight away by SMS and email, so nothing slips through the cracks.',
  },
  {
    question: 'How long does setup take?',
    answer:
      'Most salons are live in 5-10 minutes: connect your calendar (2 minutes), configure your receptionist (5 minutes), get a toll-free or forwarded number (instant) and go live. Custom integrations take 24-48 hours.',
  },
  {
    question: "Will callers know they're talking to an AI?",
    answer:
      'Brian never pretends to be a person: if a caller asks, he says he is your AI receptionist. Most callers simply notice that the phone was answered quickly and booking was easy, and 98% rate the call as satisfying.',
  },
  {
    question: 'Which calendars and phone systems does it work with?',
    answer:
      'Ringbook syncs two ways with your booking calendar and works with any phone system: keep your number and forward calls to Brian, or get a new toll-free number. Need something special? Custom integrations take 24-48 hours.',
  },
  {
    question: 'How much does it cost?',
    answer:
      'Plans start from $199 per month for a typical salon, depending on your call volume, call length and number of locations. Every plan comes with a 14-day free trial, no setup fees and no contracts. Configure your plan to see your exact price.',
  },
  {
    question: 'What languages does it speak?',
    answer: `${SPOKEN_LANGUAGES_SENTENCE} Brian answers in the language the caller speaks and can switch in the middle of a call.`,
  },
  {
    question: 'Can it work alongside my existing receptionist?',
    answer:
      'Absolutely. Many salons use Ringbook for overflow, lunch breaks and after-hours calls, while their front desk looks after walk-ins. You decide when Brian picks up.',
  },
  {
    question: 'Is my data secure?',
    answer:
      'Yes. Calls and client details are encrypted in transit and at rest, stored in SOC 2 data centres and handled in line with HIPAA. We never sell your data or your clients’ data.',
  },
  {
    question: 'Can I customize what the AI says?',
    answer:
      'Yes: your services and prices, opening hours, greeting, booking policies and the voice itself. Custom voice training is available if you want your receptionist to sound uniquely like your brand.',
  },
];
