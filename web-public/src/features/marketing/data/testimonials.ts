export type Testimonial = {
  name: string;
  role: string;
  location: string;
  content: string;
  rating: number;
  initials: string;
  revenue: string;
};

export const testimonials: Testimonial[] = [
  {
    name: 'Jessica Martinez',
    role: 'Owner, Luxe Hair Studio',
    location: 'Austin, TX',
    content:
      'We used to miss 15 to 20 calls a week while we were with clients. Now every call gets answered and our books are full. It paid for itself in the first week.',
    rating: 5,
    initials: 'JM',
    revenue: '+$4,200/month',
  },
  {
    name: 'Marcus Thompson',
    role: 'Owner, Sharp Cuts Barbershop',
    location: 'Atlanta, GA',
    content:
      "My barbers don't put the clippers down to answer the phone anymore. Bookings went up, and clients love the text reminders.",
    rating: 5,
    initials: 'MT',
    revenue: '+$2,800/month',
  },
  {
    name: 'Emily Chen',
    role: 'Manager, Serenity Day Spa',
    location: 'Portland, OR',
    content:
      'Spa clients call at all hours. Brian books massages and facials at 11 pm, and the front desk starts every morning with a full calendar.',
    rating: 5,
    initials: 'EC',
    revenue: '+$6,100/month',
  },
  {
    name: 'Sarah Johnson',
    role: 'Owner, Polished Nail Bar',
    location: 'Miami, FL',
    content:
      'No-shows dropped by more than half thanks to the automatic reminders. Setup took ten minutes and I did not need anyone technical.',
    rating: 5,
    initials: 'SJ',
    revenue: '+$3,300/month',
  },
  {
    name: 'David Rodriguez',
    role: "Owner, The Gentlemen's Chair",
    location: 'Chicago, IL',
    content:
      'Half of our clients prefer Spanish. Brian switches language mid-call and books them perfectly. That alone brought us new regulars.',
    rating: 5,
    initials: 'DR',
    revenue: '+$3,900/month',
  },
  {
    name: 'Amanda Foster',
    role: 'Owner, Bloom Beauty Collective',
    location: 'Denver, CO',
    content:
      'Answering phones for three locations was chaos. Now each location has its own number and every booking lands in the right calendar.',
    rating: 5,
    initials: 'AF',
    revenue: '+$9,500/month',
  },
];
