import type { ApiBody } from '@ringbook/web-shared/api/routes.ts';

/** What answers a salon's calls, and what our engine reads the caller's turns with (the agent's own settings). */
type EngineUpdate = ApiBody<'PATCH /api/admin/tenants/{tenantId}/agent/engine'>;
export type VoiceEngine = NonNullable<EngineUpdate['voiceEngine']>;
export type Understanding = NonNullable<EngineUpdate['understanding']>;

export const VOICE_ENGINES: readonly { value: VoiceEngine; label: string }[] = [
  { value: 'ringbook', label: 'Ringbook engine' },
  { value: 'hosted', label: 'Retell hosted LLM' },
];

export const UNDERSTANDINGS: readonly { value: Understanding; label: string }[] = [
  { value: 'built_in', label: 'Built-in' },
  { value: 'llm', label: 'LLM' },
];

/** What a salon without an agent gets when one is provisioned. */
export const DEFAULT_VOICE_ENGINE: VoiceEngine = 'ringbook';
export const DEFAULT_UNDERSTANDING: Understanding = 'built_in';

export const voiceEngineLabel = (value: string | null | undefined): string =>
  VOICE_ENGINES.find((engine) => engine.value === value)?.label ?? value ?? 'Not reported';

export const understandingLabel = (value: string | null | undefined): string =>
  UNDERSTANDINGS.find((understanding) => understanding.value === value)?.label ?? value ?? 'Not reported';
