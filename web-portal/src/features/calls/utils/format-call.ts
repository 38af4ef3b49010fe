import { formatPhone } from '@ringbook/web-shared/lib/phones.ts';

/** The caller's number as the salon shows numbers ("(415) 555-0101" in a US salon); a withheld one said so. */
export function callerNumber(phone: string | null | undefined, country: string): string {
  return phone ? formatPhone(phone, country) : 'Unknown number';
}

/** Seconds as the owner reads them: "95 s". */
export function formatSeconds(seconds: number | null | undefined): string {
  return seconds === null || seconds === undefined ? '—' : `${seconds.toLocaleString('en-US')} s`;
}

/** "1 min 35 s" for a call's length at a glance. */
export function formatCallLength(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  if (minutes === 0) return `${rest} s`;
  return rest === 0 ? `${minutes} min` : `${minutes} min ${rest} s`;
}

/** "Mar 4, 2:35 PM" in the salon's zone when it is known. */
export function formatTimestamp(timestamp: string | null | undefined, timeZone?: string): string {
  if (!timestamp) return '—';
  const moment = new Date(timestamp);
  if (Number.isNaN(moment.getTime())) return timestamp;
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(moment);
}

export type TranscriptLine = { speaker: string | null; text: string };

const SPEAKERS: Record<string, string> = { agent: 'Receptionist', user: 'Caller' };

/** "Agent: Hello\nUser: Hi" → lines with the speaker named as the owner knows them. */
export function transcriptLines(transcript: string): TranscriptLine[] {
  return transcript
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const match = /^(agent|user)\s*:\s*(.*)$/i.exec(line);
      return match ? { speaker: SPEAKERS[match[1]!.toLowerCase()]!, text: match[2]! } : { speaker: null, text: line };
    });
}
