// The inputs form generated from a tool's inputSchema: one labelled control per property (see fields.ts for which).
import type { Field, FormValues } from './fields.ts';
import type { JsonSchema } from './types.ts';

interface SchemaFormProps {
  idPrefix: string;
  fields: Field[];
  values: FormValues;
  onChange(name: string, value: string | boolean): void;
}

export function SchemaFields({ idPrefix, fields, values, onChange }: SchemaFormProps) {
  if (fields.length === 0) return <p class="muted">This tool takes no inputs.</p>;
  return (
    <>
      {fields.map((field) => (
        <FieldControl key={field.name} id={`${idPrefix}-${field.name}`} field={field} value={values[field.name] ?? ''} onChange={(v) => onChange(field.name, v)} />
      ))}
    </>
  );
}

/** What the description does not say: bounds, format and how to type lists and JSON. */
function constraintsOf(field: Field): string[] {
  const s: JsonSchema = field.schema;
  const notes: string[] = [];
  if (s.minimum !== undefined) notes.push(`at least ${s.minimum}`);
  if (s.exclusiveMinimum !== undefined) notes.push(`more than ${s.exclusiveMinimum}`);
  if (s.maximum !== undefined) notes.push(`at most ${s.maximum}`);
  if (s.exclusiveMaximum !== undefined) notes.push(`less than ${s.exclusiveMaximum}`);
  if (field.kind === 'number' && field.integer) notes.push('a whole number');
  if (field.kind === 'list') notes.push('one value per line, or a JSON array');
  if (field.kind === 'json') notes.push('JSON (anything that is not JSON is sent as text)');
  if (s.default !== undefined && field.kind !== 'checkbox') notes.push(`default ${JSON.stringify(s.default)}`);
  return notes;
}

function FieldControl({ id, field, value, onChange }: { id: string; field: Field; value: string | boolean; onChange(value: string | boolean): void }) {
  const description = [field.schema.description, constraintsOf(field).join('; ')].filter(Boolean).join(' — ');
  const hintId = description ? `${id}-hint` : undefined;
  const hint = description ? (
    <p id={hintId} class="muted hint">
      {description}
    </p>
  ) : null;
  const label = (
    <>
      {field.name}
      {field.required && (
        <>
          <span aria-hidden="true" class="required">
            {' '}*
          </span>
          <span class="visually-hidden"> (required)</span>
        </>
      )}
    </>
  );

  if (field.kind === 'checkbox') {
    return (
      <div class="field checkbox">
        <input id={id} type="checkbox" checked={value === true} aria-describedby={hintId} onChange={(e) => onChange(e.currentTarget.checked)} />
        <label for={id}>{label}</label>
        {hint}
      </div>
    );
  }

  const text = typeof value === 'string' ? value : '';
  const common = { id, 'aria-describedby': hintId, 'aria-required': field.required, value: text };
  let control;
  if (field.kind === 'select') {
    const options = field.options;
    control = (
      <select {...common} onChange={(e) => onChange(e.currentTarget.value)}>
        {(!field.required || text === '') && <option value="">{field.required ? 'Choose…' : '(tool default)'}</option>}
        {options.map((option) => (
          <option key={String(option)} value={String(option)}>
            {String(option)}
          </option>
        ))}
      </select>
    );
  } else if (field.kind === 'number') {
    const s = field.schema;
    control = (
      <input
        {...common}
        type="number"
        inputMode={field.integer ? 'numeric' : 'decimal'}
        min={s.minimum}
        max={s.maximum}
        step={field.integer ? 1 : 'any'}
        onInput={(e) => onChange(e.currentTarget.value)}
      />
    );
  } else if (field.kind === 'text') {
    control = <input {...common} type="text" maxLength={field.schema.maxLength} spellcheck={false} onInput={(e) => onChange(e.currentTarget.value)} />;
  } else {
    control = (
      <textarea
        {...common}
        rows={field.kind === 'textarea' ? 4 : 3}
        maxLength={field.kind === 'textarea' ? field.schema.maxLength : undefined}
        spellcheck={false}
        onInput={(e) => onChange(e.currentTarget.value)}
      />
    );
  }
  return (
    <div class="field">
      <label for={id}>{label}</label>
      {control}
      {hint}
    </div>
  );
}
