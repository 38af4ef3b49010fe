import { cn } from '@ringbook/web-shared';
import type { ReceptionistStatus } from '../../../lib/api/receptionist-status';
import { numberChoiceOffered } from '../utils/number-choice';
import { phoneNumberOf } from '../utils/status';

type NumberChoiceProps = {
  status: ReceptionistStatus;
  areaCode: string;
  newNumber: boolean;
  onChange: (newNumber: boolean) => void;
};

/**
 * Once the receptionist is live, a changed area code keeps its number unless the owner asks for a new one, told
 * first that the number they have shared stops working.
 */
export function NumberChoice({ status, areaCode, newNumber, onChange }: NumberChoiceProps) {
  if (!numberChoiceOffered(status, areaCode)) return null;
  const current = phoneNumberOf(status);
  const code = areaCode.trim();
  const options = [
    {
      value: false,
      label: `Keep my number ${current}`,
      description: `Callers keep dialling the number you've shared. ${code ? `Area code ${code}` : 'Toll-free'} is kept for a new number you may ask for later.`,
    },
    {
      value: true,
      label: code ? `Get a new number in area code ${code}` : 'Get a new toll-free number',
      description: `${current} will stop working: callers who dial it will no longer reach your salon. Update it wherever you've shared it.`,
    },
  ];
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-semibold text-foreground">Your phone number</legend>
      {options.map((option) => {
        const checked = option.value === newNumber;
        return (
          <label
            key={String(option.value)}
            className={cn(
              'flex cursor-pointer items-start gap-3 rounded-lg border p-4 transition-colors duration-150',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
              checked ? 'border-primary bg-primary-subtle' : 'border-border hover:bg-muted',
            )}
          >
            <input
              type="radio"
              name="phone-number"
              checked={checked}
              onChange={() => onChange(option.value)}
              className="mt-1 size-4 accent-primary focus:outline-none"
            />
            <span className="flex flex-1 flex-col gap-0.5">
              <span className="font-medium text-foreground">{option.label}</span>
              <span className={cn('text-sm', option.value ? 'text-destructive' : 'text-muted-foreground')}>
                {option.description}
              </span>
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
