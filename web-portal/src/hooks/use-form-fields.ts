import { useCallback, useState } from 'react';

export type FieldErrors = Partial<Record<string, string>>;

type TextField<Values> = { [K in keyof Values & string]: Values[K] extends string ? K : never }[keyof Values & string];

/**
 * A form's values and its messages by field; changing a field clears its message. `field(name)` gives the input
 * of a text field its value, message and change handler.
 */
export function useFormFields<Values extends Record<string, unknown>>(initial: Values | (() => Values)) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});

  const set = useCallback(<K extends keyof Values & string>(name: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
  }, []);

  const field = (name: TextField<Values>) => ({
    value: values[name] as string,
    error: errors[name],
    onChange: (event: { target: { value: string } }) => set(name, event.target.value as Values[typeof name]),
  });

  return { values, setValues, errors, setErrors, set, field };
}
