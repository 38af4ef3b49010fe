import type { Article } from '../types';

export const maximizingBarbershopRevenueSmartScheduling: Article = {
  id: 4,
  slug: 'maximizing-barbershop-revenue-smart-scheduling',
  title: 'Maximizing Barbershop Revenue with Smart Scheduling',
  excerpt:
    'A barbershop sells time. Small changes to how that time is booked, such as right-sized slots, a clear walk-in policy and automatic reminders, can add a full day of revenue every week.',
  category: 'Barbershop Tips',
  readTime: '4 min read',
  date: '2025-08-28',
  featured: false,
  tags: ['barbershop', 'scheduling', 'revenue', 'walk-ins', 'no-shows'],
  content: `
<p>Every barbershop has the same fixed resource: chairs multiplied by hours. You cannot make more of either, so revenue comes down to how well the time is filled and how much each slot earns. Smart scheduling is the cheapest lever you have on both.</p>

<h2>Right-size your appointment lengths</h2>
<p>Many shops book everything in 30-minute blocks because that is the default in their software. But a skin fade with a beard line-up and a quick clipper cut are not the same job. If the quick cut takes 20 minutes, every booking wastes 10, which adds up to well over an hour per barber on a full day.</p>
<ul>
  <li>Time your most common services for two weeks and set durations from real numbers.</li>
  <li>Give each barber their own durations if their speeds genuinely differ.</li>
  <li>Add short buffers only where they are needed, for example after a hot-towel shave.</li>
</ul>
<p>Tighter, honest durations let the calendar fit one or two extra cuts into a day without anyone rushing.</p>

<h2>Decide how walk-ins and bookings live together</h2>
<p>Walk-ins are part of barbershop culture, and they are great revenue on a slow afternoon. They become a problem when they collide with bookings and a client with an appointment waits 25 minutes. Pick a clear policy and tell everyone about it:</p>
<ul>
  <li><strong>Dedicated walk-in chair:</strong> one barber takes walk-ins only, the others take bookings.</li>
  <li><strong>Walk-in hours:</strong> for example weekday mornings are walk-in only and evenings are booked.</li>
  <li><strong>Fill the gaps:</strong> walk-ins are seated only in open gaps in the booked calendar, with an honest wait estimate.</li>
</ul>
<p>Whichever you choose, the phone should reflect it. When a caller asks "can I just come in?", they should get an accurate answer based on today's calendar, not a guess.</p>

<h2>Fill the quiet hours deliberately</h2>
<p>Most shops are slammed on Friday evening and Saturday and quiet on Tuesday afternoon. Rather than accepting that, use scheduling to move demand:</p>
<ul>
  <li>When a caller asks for a full Saturday, offer the nearest alternatives that are actually open, with a specific time rather than a vague "we have some space midweek".</li>
  <li>Run a small weekday incentive for regulars, such as a free beard tidy with a Tuesday cut.</li>
  <li>Suggest a standing appointment to clients who come every two or three weeks. A recurring booking is the most reliable revenue a shop can have.</li>
</ul>

<h2>Stop losing chairs to no-shows</h2>
<p>A no-show on a Saturday is a slot you could have sold twice over. The fix is not complicated:</p>
<ol>
  <li>Confirm every booking by text the moment it is made.</li>
  <li>Send a reminder the day before, with an easy way to cancel or reschedule.</li>
  <li>Keep a short waiting list for peak times and offer freed slots straight away.</li>
  <li>For repeat offenders, ask for a deposit on peak-time bookings.</li>
</ol>
<p>Automated reminders alone usually cut no-shows dramatically, because most no-shows are people who simply forgot.</p>

<h2>Answer the phone, even when everyone is cutting</h2>
<p>All of this depends on bookings actually coming in, and in a barbershop the phone rings while every barber has clippers in their hand. Each unanswered call is a potential client who books at the shop down the street. An AI receptionist that answers instantly, knows each barber's real availability, explains the walk-in policy and books the appointment keeps the calendar full without anyone putting down the clippers.</p>

<h2>Price the time, not just the service</h2>
<p>Scheduling and pricing are two sides of the same decision. If Saturday mornings are always full and Tuesday afternoons are always empty, a cut is not worth the same amount in both slots. Many shops are reluctant to charge peak prices, but there are gentler ways to reflect demand:</p>
<ul>
  <li>Keep standard prices and add a small premium for the last slots on Friday evening and Saturday.</li>
  <li>Offer services that take longer, such as hot-towel shaves or colour, only at quieter times, when they do not block a chair that could take two quick cuts.</li>
  <li>Bundle a cut and beard trim at a slight discount on weekdays, which raises the average ticket when the shop has time to spare.</li>
</ul>
<p>Whatever you choose, make the prices visible and let whoever answers the phone explain them the same way every time. Surprises at the till cost more in goodwill than they earn.</p>

<h2>Track the numbers that matter</h2>
<p>You do not need a spreadsheet habit to run a tighter schedule, just a few figures checked every week:</p>
<ul>
  <li><strong>Chair utilisation:</strong> booked minutes divided by available minutes, per barber and per day.</li>
  <li><strong>No-show rate:</strong> no-shows as a share of bookings, ideally falling after reminders are switched on.</li>
  <li><strong>Calls answered:</strong> how many booking calls came in and how many were picked up.</li>
  <li><strong>Average ticket:</strong> revenue per visit, which tells you whether add-ons are being offered.</li>
</ul>
<p>A few weeks of these numbers show exactly where the money is leaking and which of the changes above will pay back first.</p>

<h2>Putting it together</h2>
<p>Picture a four-chair shop. Honest durations add one cut per barber per day. A standing-appointment habit and a weekday incentive fill some of the Tuesday gaps. Reminders save a couple of no-shows each week, and answering every call captures bookings that used to go to voicemail. None of these changes is dramatic on its own, but together they can add the equivalent of an extra fully booked day every week, without adding a chair or an hour to the opening times.</p>
`,
};
