import { Input } from '@ringbook/web-shared';

type ServiceIdFieldProps = {
  /** The row's place in its list, in the field's accessible name ("Service 2 ID"). */
  number: number;
  value: string;
  /** A saved service's ID is fixed: it is shown, not edited. */
  saved: boolean;
  placeholder?: string;
  hint?: string;
  error?: string;
  onChange: (value: string) => void;
};

export function ServiceIdField({ number: n, value, saved, placeholder, hint, error, onChange }: ServiceIdFieldProps) {
  return saved ? (
    <Input
      label="ID"
      aria-label={`Service ${n} ID`}
      readOnly
      className="bg-muted"
      hint="Fixed when the service was added"
      value={value}
      error={error}
    />
  ) : (
    <Input
      label="ID"
      aria-label={`Service ${n} ID`}
      placeholder={placeholder}
      hint={hint}
      value={value}
      error={error}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
