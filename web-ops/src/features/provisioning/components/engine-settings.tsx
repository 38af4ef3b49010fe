import { cn, controlClasses } from '@ringbook/web-shared';
import { ChevronDown } from 'lucide-react';
import { useId, type ChangeEvent } from 'react';
import { useChooseEngine, type EngineChoice } from '../api/choose-engine';
import {
  DEFAULT_UNDERSTANDING,
  DEFAULT_VOICE_ENGINE,
  UNDERSTANDINGS,
  VOICE_ENGINES,
  type Understanding,
  type VoiceEngine,
} from '../utils/engine';
import { receptionistName, type Receptionist } from '../utils/receptionists';

type Option = { value: string; label: string };

type SettingProps = {
  term: string;
  label: string;
  value: string;
  options: readonly Option[];
  disabled: boolean;
  onChange: (value: string) => void;
};

function Setting({ term, label, value, options, disabled, onChange }: SettingProps) {
  const id = useId();
  return (
    <div className="grid min-h-8 grid-cols-[6.5rem_minmax(0,1fr)] items-center gap-2">
      <dt className="text-muted-foreground">
        <label htmlFor={id}>{term}</label>
      </dt>
      <dd className="relative min-w-0">
        <select
          id={id}
          aria-label={label}
          value={value}
          disabled={disabled}
          onChange={(event: ChangeEvent<HTMLSelectElement>) => onChange(event.target.value)}
          className={cn(controlClasses, 'h-9 appearance-none pr-9 text-sm disabled:opacity-60')}
        >
          {value === '' ? <option value="">Not reported</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDown
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
      </dd>
    </div>
  );
}

/**
 * The agent's Engine (our engine over Retell's socket, or Retell's hosted LLM) and Understanding (built-in or
 * LLM), changed in place: a provisioned agent is switched at Retell at once. Not while provisioning runs.
 */
export function EngineSettings({ receptionist }: { receptionist: Receptionist }) {
  const choose = useChooseEngine(receptionist.tenantId, receptionist.locationId);
  // A salon with no agent yet gets the defaults; an agent that never reported its settings shows that.
  const reported = (value: string | null, fallback: string) => value ?? (receptionist.agentId ? '' : fallback);
  const disabled = choose.isPending || receptionist.agentStatus === 'provisioning';
  // While a choice is on its way the select shows it, not the setting it replaces; a refusal shows that again.
  const choosing = choose.isPending ? choose.variables : undefined;
  const save = (choice: EngineChoice) => choose.mutate(choice);
  const name = receptionistName(receptionist, 'this salon');
  return (
    <>
      <Setting
        term="Engine"
        label={`Engine of ${name}`}
        value={choosing?.voiceEngine ?? reported(receptionist.voiceEngine, DEFAULT_VOICE_ENGINE)}
        options={VOICE_ENGINES}
        disabled={disabled}
        onChange={(value) => save({ voiceEngine: value as VoiceEngine })}
      />
      <Setting
        term="Understanding"
        label={`Understanding of ${name}`}
        value={choosing?.understanding ?? reported(receptionist.understanding, DEFAULT_UNDERSTANDING)}
        options={UNDERSTANDINGS}
        disabled={disabled}
        onChange={(value) => save({ understanding: value as Understanding })}
      />
    </>
  );
}
