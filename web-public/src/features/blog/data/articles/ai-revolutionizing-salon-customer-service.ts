import type { Article } from '../types';

export const aiRevolutionizingSalonCustomerService: Article = {
  id: 1,
  slug: 'ai-revolutionizing-salon-customer-service',
  title: 'How AI Is Revolutionizing Salon Customer Service',
  excerpt:
    'Voice AI has quietly become good enough to run a salon front desk on the phone. Here is what it actually does well, where it still needs a human, and how to introduce it without upsetting loyal clients.',
  category: 'AI Technology',
  readTime: '5 min read',
  date: '2025-09-22',
  featured: true,
  tags: ['AI receptionist', 'customer service', 'voice AI', 'salon technology'],
  content: `
<p>Ask any salon owner what their front desk struggles with and you will hear the same answer: the phone. It rings while the stylist is mid-foil, while the receptionist is checking out a client, and all evening after the doors are locked. Every one of those rings is a person who wants to give you money, and far too many of them hear voicemail.</p>
<p>For years the only fixes were expensive (hire another person) or clumsy (push everyone to an online booking link). Over the last two years a third option has become practical: an AI receptionist that answers the phone in a natural voice, understands what the caller wants and books the appointment straight into your calendar. This article explains what has changed, what the technology does well today and how to roll it out in a way your clients will appreciate.</p>

<h2>What changed: from phone trees to conversations</h2>
<p>Most people have suffered through "press 1 for bookings" menus. Those systems failed because they made the caller do the work of fitting their request into the machine's categories. Modern voice AI flips that around. Three things improved at the same time:</p>
<ul>
  <li><strong>Speech recognition</strong> now copes with accents, background noise from a busy street and people who change their mind halfway through a sentence.</li>
  <li><strong>Language understanding</strong> means the system follows a normal conversation: "Could I get in with Maria sometime Thursday, after work, for a cut and maybe a gloss?" is understood as one request with a stylist, a day, a time window and two services.</li>
  <li><strong>Natural voices</strong> respond in about the time a person would, with a tone that sounds friendly rather than robotic.</li>
</ul>
<p>Put together with a live connection to your booking calendar, that is enough for the AI to do the core job of a phone receptionist from start to finish.</p>

<h2>What an AI receptionist does well</h2>
<h3>It answers every call, instantly</h3>
<p>The single biggest improvement is simply that the phone gets picked up. Two stylists can be washing hair, the receptionist can be on another line, and it is 9:40 on a Sunday night: the caller still hears a greeting within a few seconds. Callers who reach a person, or something that behaves like one, are far more likely to book than callers who reach voicemail, because most of them do not leave a message. They call the next salon on the list.</p>
<h3>It knows your calendar better than anyone</h3>
<p>Because the AI reads availability in real time, it never offers a slot that was taken five minutes ago. It can look across every stylist at once, suggest the two nearest times that fit the caller's window and respect service lengths, buffers and breaks. A human has to click through screens to do the same thing while the caller waits.</p>
<h3>It is consistent</h3>
<p>Your cancellation policy, deposit rules and prices are explained the same way on the first call of the day and the last. New clients hear your preparation advice ("come with clean, dry hair for a colour consultation") every time, not only when the receptionist remembers.</p>
<h3>It speaks your clients' languages</h3>
<p>Many salons serve neighbourhoods where a large share of clients are more comfortable in Spanish, Portuguese or French. A good AI receptionist answers in the caller's language and can switch mid-call, which is very hard to staff for with people.</p>

<h2>Where a human still matters</h2>
<p>The point of an AI receptionist is not to remove people from your business. It is to stop using skilled people as an answering machine. Some calls genuinely need you:</p>
<ul>
  <li>A client unhappy with a service who wants to talk it through.</li>
  <li>A bride planning a party of eight with trials, travel and a budget conversation.</li>
  <li>Anything involving a medical question, such as a reaction to a previous treatment.</li>
</ul>
<p>The right behaviour for those calls is a graceful hand-off. The AI should say that a team member will call back, capture the caller's name, number and the reason for the call, and notify you straight away by text and email. The caller feels heard, and you call back prepared instead of cold.</p>

<h2>How clients actually react</h2>
<p>Owners often worry that regulars will feel brushed off by a machine. In practice the reaction depends almost entirely on two things: whether the call solves the caller's problem quickly, and whether the AI is honest about what it is. Callers are used to talking to assistants on their phones and in their cars. What annoys them is being stuck. A receptionist that books them in under two minutes, confirms by text and never pretends to be a person earns the same goodwill as a helpful human would.</p>
<blockquote>Tip: tell your regulars. A short note at checkout or in your next newsletter ("our new phone assistant can book you in any time, day or night") turns a surprise into a perk.</blockquote>

<h2>Rolling it out without disruption</h2>
<ol>
  <li><strong>Start with overflow and after-hours.</strong> Forward calls to the AI only when nobody picks up within a few rings, and whenever the salon is closed. You keep the personal touch at the desk and stop losing the calls you never answered anyway.</li>
  <li><strong>Teach it your menu properly.</strong> Service names, durations, prices and which stylist does what. Most booking mistakes come from a vague service list, not from the AI.</li>
  <li><strong>Listen to the first week of calls.</strong> Recordings and transcripts show you exactly where callers hesitate. Adjust the greeting or an explanation, then check again.</li>
  <li><strong>Turn on confirmations and reminders.</strong> Text confirmations reassure callers that the booking is real, and reminders the day before cut no-shows noticeably.</li>
  <li><strong>Expand when you trust it.</strong> Many salons end up letting the AI take every call and free their front desk for the clients standing in front of them.</li>
</ol>

<h2>What it means for your business</h2>
<p>The change is less about technology and more about attention. A salon's most valuable resource is the focused time of skilled people. Every minute a stylist spends on the phone is a minute not spent on a client, and every unanswered call is revenue that walks down the street. An AI receptionist gives that time back and catches those calls. Used well, it makes the salon feel more personal, not less, because the humans finally have the space to be present with the person in the chair.</p>
`,
};
