import { fieldInputClass } from '@/components/ui/form-field';

/** A list filter's field: its label, and its value as the list's URL had it. */
type FilterProps = { name: string; label: string; value?: string; className?: string };

const idOf = (name: string) => `filtro-${name}`;

/** A text, search or date filter of a list's filter form. */
export function FilterInput({
  name,
  label,
  value,
  className,
  type = 'text',
  placeholder,
}: FilterProps & { type?: 'text' | 'search' | 'date'; placeholder?: string }) {
  return (
    <div className={className}>
      <label htmlFor={idOf(name)} className="text-sm font-medium">
        {label}
      </label>
      <input
        id={idOf(name)}
        name={name}
        type={type}
        defaultValue={value ?? ''}
        placeholder={placeholder}
        className={fieldInputClass}
      />
    </div>
  );
}

/** A choice filter: `any` (no filter) first, then each [value, label]. */
export function FilterSelect({
  name,
  label,
  value,
  className,
  any,
  options,
}: FilterProps & { any: string; options: readonly (readonly [string, string])[] }) {
  return (
    <div className={className}>
      <label htmlFor={idOf(name)} className="text-sm font-medium">
        {label}
      </label>
      <select id={idOf(name)} name={name} defaultValue={value ?? ''} className={fieldInputClass}>
        <option value="">{any}</option>
        {options.map(([v, l]) => (
          <option key={v} value={v}>
            {l}
          </option>
        ))}
      </select>
    </div>
  );
}
