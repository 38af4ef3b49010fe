import type { Article } from '../types';

export const clientRetentionStrategiesModernSalons: Article = {
  id: 5,
  slug: 'client-retention-strategies-modern-salons',
  title: 'Client Retention Strategies for Modern Salons',
  excerpt:
    'Winning a new client costs far more than keeping one. Seven practical habits that turn first visits into regulars, from the moment the phone rings to the rebooking at checkout.',
  category: 'Client Relations',
  readTime: '4 min read',
  date: '2025-08-18',
  featured: false,
  tags: ['client retention', 'loyalty', 'rebooking', 'client experience'],
  content: `
<p>A salon's real asset is not its chairs or its products: it is the list of clients who come back. A regular who visits every six weeks is worth many times their first bill, refers friends and forgives the occasional running-late afternoon. Yet many salons spend far more energy finding new clients than keeping the ones they have. Here are seven habits that change that.</p>

<h2>1. Make the first contact effortless</h2>
<p>Retention starts before the first visit. A client who had to call three times to get through, or who waited two days for a call back, arrives already a little disappointed. Answer every call promptly, give a clear price range and confirm the booking in writing. First impressions set the tone for the whole relationship.</p>

<h2>2. Rebook before they leave</h2>
<p>The single most effective retention habit is asking, at checkout, when the client would like to come back, and booking it right then. Clients who leave with their next appointment booked return far more reliably than those who intend to call later. Make it natural: "Your colour will want a refresh in about six weeks. Shall I put you in with Ana on the 14th?"</p>

<h2>3. Remember the details</h2>
<p>Clients stay where they feel known. Keep notes on formulas, preferences, allergies and the small talk that matters: the new job, the wedding, the dog's name. Reading the notes before the appointment takes a minute and makes the client feel like a regular from their second visit.</p>

<h2>4. Remind, do not nag</h2>
<p>A confirmation when the booking is made and a reminder the day before are a service, not spam. They reduce no-shows and reassure clients that you have them in the book. Keep messages short, friendly and easy to act on: a simple way to confirm, cancel or move the appointment.</p>

<h2>5. Follow up after big services</h2>
<p>After a major colour change, a first keratin treatment or a bridal trial, a short message a few days later ("How is the colour settling in?") catches small problems before they become reasons to leave. It also gives happy clients a perfect moment to leave a review.</p>

<h2>6. Reward loyalty simply</h2>
<p>Points systems with complicated rules rarely work in salons. Simple gestures do: a complimentary treatment on the fifth visit, priority booking for regulars during busy seasons, or a small thank-you for every referral. The best rewards feel personal rather than transactional.</p>

<h2>7. Notice when clients drift away</h2>
<p>Most clients who leave do not complain: they just stop booking. Once a month, look for regulars who have gone well past their usual interval. A personal note ("We miss you, and your usual Thursday slot is open next week") wins back a surprising number of them, and the ones who do not return often tell you why.</p>

<h2>8. Make changing an appointment painless</h2>
<p>Life gets in the way of haircuts. When a client cannot make their slot, the easiest path should be moving the appointment, not quietly skipping it. If rescheduling means calling during business hours, waiting on hold and negotiating a new time, many clients put it off and never rebook. If they can call at any hour, hear the nearest available times and confirm a new slot in a minute, they stay in your book.</p>
<p>This is also where fair policies help. A clear cancellation window, explained when the booking is made and repeated in the reminder, gets clients to cancel in time rather than simply not turning up. That gives you the chance to offer the slot to someone on your waiting list.</p>

<h2>How to measure retention</h2>
<p>You cannot improve what you do not track, and retention is easy to track with three numbers:</p>
<ul>
  <li><strong>Rebooking rate:</strong> the share of clients who book their next appointment before leaving. Track it per stylist; it is one of the best indicators of a great client relationship.</li>
  <li><strong>Return rate for new clients:</strong> of the first-time clients in a given month, how many came back within three months? This tells you whether your first impression is working.</li>
  <li><strong>Average visit interval:</strong> how often your regulars actually come in. If it creeps from six weeks to eight, you are losing visits even though nobody has left.</li>
</ul>
<p>Look at these monthly and pick one habit from this list to improve at a time. Small, steady changes compound: a few percentage points more rebooking, kept up for a year, is a noticeably fuller calendar.</p>

<h2>Retention is built on reliability</h2>
<p>None of these habits are complicated, but they all depend on the salon being reliable in small things: answering the phone, keeping the notes, sending the reminders. That is where technology earns its place. An AI receptionist that answers every call, books into the right stylist's calendar and sends confirmations and reminders automatically frees your team to do the human part: remembering names, asking about the wedding and making every client feel like a regular.</p>
`,
};
