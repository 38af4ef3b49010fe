#!/usr/bin/env bash
# Builds public/audio/new-appointment-booking.mp3: a narrated two-voice booking call (Brian, the AI
# receptionist, and a caller) of 2:15, from the script below. Needs Debian's espeak-ng, sox and lame:
#   apt-get install -y espeak-ng sox lame
# The mp3 is committed; run this again only when the script changes.
set -euo pipefail

cd "$(dirname "$0")/.."
OUT=public/audio/new-appointment-booking.mp3
TITLE="New Appointment Booking"
TARGET_SECONDS=135
RATE=22050

for tool in espeak-ng sox lame; do
  command -v "$tool" >/dev/null || { echo "missing $tool: apt-get install -y espeak-ng sox lame" >&2; exit 1; }
done

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# Brian: a calm male voice. Sofia, the caller: a brighter female voice.
say() {
  local who=$1 text=$2 n=$3 voice speed pitch
  if [[ $who == BRIAN ]]; then voice=en-us+m3; speed=158; pitch=42; else voice=en-us+f4; speed=166; pitch=62; fi
  espeak-ng -v "$voice" -s "$speed" -p "$pitch" -g 2 -w "$work/raw-$n.wav" "$text"
  # Mono at one rate, a short breath before the other person answers.
  sox "$work/raw-$n.wav" -r "$RATE" -c 1 "$work/line-$n.wav" pad 0 0.45
}

lines=(
  "BRIAN|Thanks for calling Maple and Co. Hair Studio, this is Brian. How can I help you today?"
  "CALLER|Hi Brian! I'd like to book a balayage, and maybe a trim at the same time."
  "BRIAN|Lovely, I can help with that. A balayage with a trim takes about three hours. Do you have a stylist in mind?"
  "CALLER|I saw Jess last time, and I loved what she did."
  "BRIAN|Jess it is. What day works best for you?"
  "CALLER|Is there anything this Saturday morning?"
  "BRIAN|Let me check Jess's calendar. Jess has Saturday at ten thirty in the morning, or Sunday at one in the afternoon."
  "CALLER|Saturday at ten thirty is perfect."
  "BRIAN|Great. Can I have your full name, please?"
  "CALLER|It's Sofia Martinez."
  "BRIAN|Thank you, Sofia. Is the number you're calling from the best one to reach you?"
  "CALLER|Yes, that's my cell."
  "BRIAN|Perfect. Just so you know, a balayage with a trim starts at one hundred and eighty dollars, and the final price depends on the length of your hair. Is that all right?"
  "CALLER|Yes, that's fine. Oh, should I come in with clean hair?"
  "BRIAN|Good question. Jess recommends washing your hair the day before, not the same morning, and skipping heavy styling products."
  "CALLER|Got it. And what's your cancellation policy?"
  "BRIAN|We just ask for twenty four hours notice if you need to cancel or move your appointment. You can call this number any time, day or night, and I'll take care of it."
  "CALLER|Sounds good."
  "BRIAN|All right, Sofia. You're booked with Jess for a balayage and trim this Saturday at ten thirty in the morning. I'm sending a confirmation text to your phone now, and you'll get a reminder the day before."
  "CALLER|Amazing, thank you so much!"
  "BRIAN|You're very welcome. Is there anything else I can help you with today?"
  "CALLER|No, that's everything. Thanks again."
  "BRIAN|Wonderful. We'll see you on Saturday, Sofia. Have a lovely day!"
)

# Two rings of a North American ringback tone (440 + 480 Hz), then the call.
sox -n -r "$RATE" -c 1 "$work/tone-a.wav" synth 1.6 sine 440 vol 0.25
sox -n -r "$RATE" -c 1 "$work/tone-b.wav" synth 1.6 sine 480 vol 0.25
sox -m "$work/tone-a.wav" "$work/tone-b.wav" "$work/ring.wav" fade 0.02 1.6 0.05 pad 0 1.2
# The text-message chime after the booking: two short rising notes.
sox -n -r "$RATE" -c 1 "$work/chime.wav" synth 0.14 sine 1319 vol 0.3 : synth 0.22 sine 1760 vol 0.3 pad 0.4 1.0

parts=("$work/ring.wav" "$work/ring.wav")
n=0
for entry in "${lines[@]}"; do
  say "${entry%%|*}" "${entry#*|}" "$n"
  parts+=("$work/line-$n.wav")
  n=$((n + 1))
done
parts+=("$work/chime.wav")
sox "${parts[@]}" "$work/call.wav"

# Stretch or squeeze (pitch kept) to exactly the advertised length, then make it sound like a phone line.
length=$(soxi -D "$work/call.wav")
factor=$(awk -v l="$length" -v t="$TARGET_SECONDS" 'BEGIN { printf "%.5f", l / t }')
echo "spoken length ${length}s, tempo x${factor} to reach ${TARGET_SECONDS}s"
sox "$work/call.wav" "$work/final.wav" tempo -s "$factor" sinc 250-3600 vol 0.35 compand 0.02,0.2 -60,-60,-30,-15,-10,-8,0,-6 -3 norm -1 trim 0 "$TARGET_SECONDS"

lame --quiet -m m -b 32 -q 2 --tt "$TITLE" --ta "Ringbook" --tl "Ringbook demo calls" "$work/final.wav" "$OUT"
echo "wrote $OUT ($(du -h "$OUT" | cut -f1), $(soxi -d "$work/final.wav"))"
