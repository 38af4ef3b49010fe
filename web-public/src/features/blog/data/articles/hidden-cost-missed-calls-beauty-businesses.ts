import type { Article } from '../types';

export const hiddenCostMissedCallsBeautyBusinesses: Article = {
  id: 2,
  slug: 'hidden-cost-missed-calls-beauty-businesses',
  title: 'The Hidden Cost of Missed Calls for Beauty Businesses',
  excerpt:
    'A missed call does not show up on any report, which is exactly why it is so expensive. Here is how to put a real number on the calls your salon never answers, and what to do about them.',
  category: 'Business Strategy',
  readTime: '4 min read',
  date: '2025-09-15',
  featured: true,
  tags: ['missed calls', 'revenue', 'ROI', 'salon growth'],
  content: `
<p>Your booking software tells you how many appointments you had last month, your card terminal tells you what you took, and your accountant tells you what you kept. Nothing tells you about the clients who called, heard voicemail and booked somewhere else. Those calls are invisible, and that is what makes them one of the most expensive problems a beauty business has.</p>

<h2>Why salons miss so many calls</h2>
<p>Salons are unusually bad places to answer a phone, and not because anyone is careless. The work itself gets in the way:</p>
<ul>
  <li>Stylists, barbers and nail technicians have their hands full, often literally wet or gloved.</li>
  <li>The busiest booking times (lunch breaks, early evenings, Saturday mornings) are also the busiest service times.</li>
  <li>Many clients call outside opening hours, when they finally have a minute to themselves.</li>
  <li>A single front-desk person cannot check a client out, greet a walk-in and answer the phone at once.</li>
</ul>
<p>Ask an owner to count and most are surprised. A small salon easily misses five calls on an ordinary day and far more on a Saturday. A busy multi-chair business can miss fifteen or more.</p>

<h2>Most callers do not leave a message</h2>
<p>The instinct is to assume that people who really want an appointment will leave a voicemail or try again. Some do. Many do not. Someone looking for a haircut this week has other options within a few minutes' drive and usually a list of them on their phone. If the first salon does not answer, calling the second takes ten seconds. New clients, who have no loyalty yet, are the least likely to wait.</p>

<h2>Putting a number on it</h2>
<p>You can estimate what missed calls cost with four figures you already know or can count for a week:</p>
<ol>
  <li><strong>Missed calls per day.</strong> Check your phone's call log, or ask whoever is at the desk to keep a tally for a week.</li>
  <li><strong>Conversion rate.</strong> Of the calls you do answer, what share become a booking? For salons this is typically well over half.</li>
  <li><strong>Average revenue per client visit.</strong> Your total service revenue divided by the number of visits.</li>
  <li><strong>Business days per month.</strong> Usually somewhere between 20 and 26.</li>
</ol>
<p>Multiply them together and you have the revenue walking out of the door each month:</p>
<blockquote>Monthly lost revenue = missed calls per day × conversion rate × average revenue per client × business days</blockquote>
<p>Take a modest example: five missed calls a day, a 60% conversion rate, $85 per visit and 22 business days. That is 5 × 0.6 × 85 × 22 = <strong>$5,610 a month</strong>, or more than $67,000 a year, from calls nobody picked up. Our <a href="/roi-calculator">ROI calculator</a> does this arithmetic for you.</p>

<h2>The costs that never appear in the formula</h2>
<p>The direct figure is already large, and it still understates the damage.</p>
<h3>Lifetime value</h3>
<p>A first-time client who books and has a good experience may come back every six weeks for years. Losing the first call loses all of those visits, not just one.</p>
<h3>Empty chairs you already pay for</h3>
<p>Rent, wages and product costs are fixed whether the chair is full or empty. Revenue from a booking that fills an otherwise empty slot is almost pure profit, which is why a few missed calls make such a difference to the bottom line.</p>
<h3>Reputation</h3>
<p>"I could never get through" is a common complaint in reviews. A phone that is never answered tells potential clients that the business is disorganised, even when the service itself is excellent.</p>
<h3>Staff stress</h3>
<p>A constantly ringing phone that nobody can reach wears on a team. Stylists feel torn between the client in the chair and the one on the line, and the receptionist spends the day apologising.</p>

<h2>What you can do about it</h2>
<h3>Measure first</h3>
<p>Count for one normal week. The number is usually the most persuasive argument for change, both for you and for any business partners.</p>
<h3>Cover the predictable gaps</h3>
<p>If most missed calls happen at lunchtime or after closing, stagger breaks or extend desk cover for those hours. This helps, but it is expensive and never covers nights and Sundays.</p>
<h3>Make online booking easy, but do not rely on it</h3>
<p>Online booking catches the clients who prefer it. Plenty of people still want to ask a question first ("how long does a keratin treatment take?") and will always pick up the phone.</p>
<h3>Let an AI receptionist answer</h3>
<p>An AI receptionist answers every call within seconds, books straight into your calendar and sends a confirmation text, at any hour. For calls it cannot handle, it takes a message and alerts you. With a capture rate around 95%, the five missed calls in our example turn into roughly $5,300 of recovered revenue a month against a plan that costs a few hundred dollars.</p>

<h2>The takeaway</h2>
<p>Missed calls feel like small, unavoidable moments in a busy day. Added up, they are often the largest single source of lost revenue in a beauty business. The good news is that they are also one of the easiest to fix. Count them, put a number on them, and make sure the next client who calls hears a friendly voice instead of a beep.</p>
`,
};
