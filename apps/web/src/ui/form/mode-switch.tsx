import './form.css';

interface ModeSwitchProps<M extends string> {
  label: string;
  value: M;
  options: { value: M; label: string; testId: string }[];
  onChange: (value: M) => void;
}

/** The login tabs and the register/forget mode switch: one pressed button at a time. */
export function ModeSwitch<M extends string>({ label, value, options, onChange }: ModeSwitchProps<M>) {
  return (
    <div className="mode-switch" role="group" aria-label={label}>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          className="mode-switch__item"
          aria-pressed={option.value === value}
          data-testid={option.testId}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
