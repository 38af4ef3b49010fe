import { useId, type CSSProperties, type ComponentPropsWithRef } from 'react';
import { cn } from '../../lib/cn';

export type SliderProps = Omit<ComponentPropsWithRef<'input'>, 'type' | 'value' | 'onChange'> & {
  label: string;
  value: number;
  min: number;
  max: number;
  step?: number;
  onValueChange: (value: number) => void;
  /** How the value reads next to the label and to screen readers ("$85", "60%"). */
  formatValue?: (value: number) => string;
  /** Labels under the two ends of the track; default: the formatted min and max. */
  minLabel?: string;
  maxLabel?: string;
};

// A native range input: arrow keys, Page Up/Down and Home/End work without any script of ours.
export function Slider({
  label,
  value,
  min,
  max,
  step = 1,
  onValueChange,
  formatValue = String,
  minLabel,
  maxLabel,
  id,
  className,
  ...props
}: SliderProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const filled = max > min ? ((value - min) / (max - min)) * 100 : 0;
  const shown = formatValue(value);

  return (
    <div className={cn('flex flex-col gap-2', className)}>
      <div className="flex items-baseline justify-between gap-4">
        <label htmlFor={inputId} className="text-sm font-medium text-foreground">
          {label}
        </label>
        <output htmlFor={inputId} className="text-base font-semibold text-primary tabular-nums">
          {shown}
        </output>
      </div>
      <input
        id={inputId}
        type="range"
        min={min}
        max={max}
        step={step}
        value={value}
        aria-valuetext={shown}
        onChange={(event) => onValueChange(Number(event.target.value))}
        style={{ '--slider-fill': `${filled}%` } as CSSProperties}
        className={cn(
          'h-6 w-full cursor-pointer appearance-none rounded-full bg-transparent',
          'focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-ring',
          '[&::-webkit-slider-runnable-track]:h-2 [&::-webkit-slider-runnable-track]:rounded-full',
          '[&::-webkit-slider-runnable-track]:bg-[linear-gradient(to_right,var(--color-primary)_var(--slider-fill),var(--color-primary-subtle)_var(--slider-fill))]',
          '[&::-webkit-slider-thumb]:-mt-1.5 [&::-webkit-slider-thumb]:size-5 [&::-webkit-slider-thumb]:appearance-none',
          '[&::-webkit-slider-thumb]:rounded-full [&::-webkit-slider-thumb]:border-2 [&::-webkit-slider-thumb]:border-primary',
          '[&::-webkit-slider-thumb]:bg-white [&::-webkit-slider-thumb]:shadow-soft',
          '[&::-moz-range-track]:h-2 [&::-moz-range-track]:rounded-full [&::-moz-range-track]:bg-primary-subtle',
          '[&::-moz-range-progress]:h-2 [&::-moz-range-progress]:rounded-full [&::-moz-range-progress]:bg-primary',
          '[&::-moz-range-thumb]:size-4 [&::-moz-range-thumb]:rounded-full [&::-moz-range-thumb]:border-2',
          '[&::-moz-range-thumb]:border-primary [&::-moz-range-thumb]:bg-white',
        )}
        {...props}
      />
      <div className="flex justify-between text-xs text-muted-foreground tabular-nums">
        <span>{minLabel ?? formatValue(min)}</span>
        <span>{maxLabel ?? formatValue(max)}</span>
      </div>
    </div>
  );
}
