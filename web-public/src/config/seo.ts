// Titles and descriptions of the marketing pages: the pages render the title, and the build's
// pre-renderer writes both (with canonical and Open Graph tags) into each page's <head>.
export type PageSeo = { title: string; description: string };

export const seo = {
  home: {
    title: 'AI Phone Receptionist for Salons & Barbershops',
    description:
      'Ringbook answers every call to your salon, barbershop, spa or nail salon 24/7, books appointments into your calendar and texts you a summary. Try it free for 14 days.',
  },
  pricing: {
    title: 'Pricing',
    description:
      'One customizable plan from $97/month: 24/7 AI receptionist, automated booking, SMS reminders and calendar sync. No setup fees, no contracts, cancel anytime.',
  },
  businesses: {
    title: 'For Salons, Barbershops, Day Spas & Nail Salons',
    description:
      'See how hair salons, barbershops, day spas and nail salons use Ringbook to answer every call, fill their books and grow revenue by up to 42%.',
  },
  roiCalculator: {
    title: 'ROI Calculator',
    description:
      'Work out how much revenue missed calls cost your salon each month, and what an AI receptionist that answers 95% of them would bring back.',
  },
  contact: {
    title: 'Contact Us',
    description:
      'Questions about Ringbook? Send us a message and we will reply within 24 hours, usually within 4 during business hours.',
  },
  blog: {
    title: 'Blog',
    description:
      'Practical ideas for salon, barbershop and spa owners: missed calls, scheduling, client retention and how AI is changing front-desk work.',
  },
  privacy: {
    title: 'Privacy Policy',
    description:
      'How Ringbook collects, uses, protects and shares information, and the rights you have over your data.',
  },
  terms: {
    title: 'Terms of Service',
    description: 'The terms that govern your use of Ringbook, the AI phone receptionist for beauty businesses.',
  },
  getStarted: {
    title: 'Get Started',
    description:
      'Tell us about your business in five short steps and we will set up a custom AI receptionist for you. Live in 48-72 hours.',
  },
  configure: {
    title: 'Configure Your Plan',
    description:
      'Build your Ringbook plan: choose call volume, call length, locations and SMS options, and see your monthly price and ROI as you go.',
  },
} as const satisfies Record<string, PageSeo>;
