import type { ButtonHTMLAttributes, InputHTMLAttributes, ReactNode } from 'react';
import type { IconName } from '../art/icons.ts';
import { Icon } from './icon.tsx';
import './ui.css';

export function TextField({ label, hint, ...input }: { label: string; hint?: string } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <label className="field">
      <span className="field__label">{label}</span>
      <input className="field__input" {...input} />
      {hint ? <span className="field__hint">{hint}</span> : null}
    </label>
  );
}

export function CheckboxField({ label, ...input }: { label: ReactNode } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <label className="check">
      <input type="checkbox" className="check__input" {...input} />
      <span className="check__label">{label}</span>
    </label>
  );
}

type ButtonVariant = 'gold' | 'stone' | 'danger';

export function Button({
  variant = 'gold',
  icon,
  children,
  className,
  ...rest
}: { variant?: ButtonVariant; icon?: IconName } & ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button type="button" className={`btn btn--${variant}${className ? ` ${className}` : ''}`} {...rest}>
      {icon ? <Icon name={icon} size={18} /> : null}
      <span>{children}</span>
    </button>
  );
}

export function FormError({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <p className="form-error" data-testid="form-error" role="alert">
      {text}
    </p>
  );
}

/** A row of mutually exclusive options (language, quality, …). */
export function Segmented<T extends string>({
  options,
  value,
  onChange,
  disabled,
  testIdPrefix,
}: {
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
  disabled?: boolean;
  testIdPrefix?: string;
}) {
  return (
    <div className="segmented" role="radiogroup">
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          role="radio"
          aria-checked={option.value === value}
          className={`segmented__option${option.value === value ? ' segmented__option--on' : ''}`}
          disabled={disabled}
          data-testid={testIdPrefix ? `${testIdPrefix}-${option.value.toLowerCase()}` : undefined}
          onClick={() => option.value !== value && onChange(option.value)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
