import { Flower2, Gem, Scissors, Sparkles, type LucideIcon } from 'lucide-react';

export type BusinessType = {
  name: string;
  icon: LucideIcon;
  /** Average revenue increase. */
  increase: string;
  description: string;
  highlights: string[];
};

export const businessTypes: BusinessType[] = [
  {
    name: 'Hair Salons',
    icon: Scissors,
    increase: '+35%',
    description: 'Colour, cuts and treatments booked with the right stylist for the right length of time.',
    highlights: ['Books by stylist and service length', 'Explains colour consultation prep', 'Handles rebookings and changes'],
  },
  {
    name: 'Barbershops',
    icon: Sparkles,
    increase: '+28%',
    description: 'Keeps the chairs full without anyone putting down the clippers to answer the phone.',
    highlights: ['Explains your walk-in policy', 'Books each barber’s real availability', 'Reminds clients to cut no-shows'],
  },
  {
    name: 'Day Spas',
    icon: Flower2,
    increase: '+42%',
    description: 'Massages, facials and packages booked at any hour, with rooms and therapists in sync.',
    highlights: ['Books multi-service packages', 'Answers questions about treatments', 'Takes evening and weekend calls'],
  },
  {
    name: 'Nail Salons',
    icon: Gem,
    increase: '+31%',
    description: 'Manicures, pedicures and fills booked in seconds, in your clients’ language.',
    highlights: ['Speaks six languages', 'Books by technician and service', 'Sends confirmations and reminders'],
  },
];

export type BusinessTestimonial = {
  business: string;
  type: string;
  owner: string;
  quote: string;
  revenueGain: string;
  location: string;
};

export const businessTestimonials: BusinessTestimonial[] = [
  {
    business: 'Luxe Hair Studio',
    type: 'Hair Salon',
    owner: 'Jessica Martinez',
    quote:
      'Our colourists never stop mid-foil to grab the phone anymore. Every call is answered and booked with the right stylist for the right amount of time.',
    revenueGain: '+38% revenue',
    location: 'Austin, TX',
  },
  {
    business: 'Sharp Cuts Barbershop',
    type: 'Barbershop',
    owner: 'Marcus Thompson',
    quote:
      'Saturday used to mean a ringing phone nobody could reach. Now Brian books the callers into Tuesday and Wednesday, and our quiet days are filling up.',
    revenueGain: '+27% revenue',
    location: 'Atlanta, GA',
  },
  {
    business: 'Serenity Day Spa',
    type: 'Day Spa',
    owner: 'Emily Chen',
    quote:
      'Half our bookings now come in after 7 pm. We open every morning to a full book and a summary of every call.',
    revenueGain: '+45% revenue',
    location: 'Portland, OR',
  },
];
