import { Button, type ButtonProps } from '@ringbook/web-shared';
import { Save } from 'lucide-react';

type SaveButtonProps = Omit<ButtonProps, 'type' | 'disabled'> & { saving: boolean };

/** A form's submit button: "Saving..." and disabled while its save is under way. */
export function SaveButton({ saving, children, ...props }: SaveButtonProps) {
  return (
    <Button type="submit" disabled={saving} {...props}>
      <Save aria-hidden="true" />
      {saving ? 'Saving...' : children}
    </Button>
  );
}
