/** The age gate's style fields; the preview beside them shows every change at once. */
import { space } from '@ottilia/shared-ui';
import { SelectField, TextArea, TextField } from '@ottilia/shared-ui/editing';
import styled from 'styled-components';
import { LAYOUTS, type AgeGateStyle } from '../../lib/age-gate';
import { ImageField } from './image-field';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: ${space(16)};
`;

export interface StyleEditorProps {
  projectId: string;
  style: AgeGateStyle;
  errors: Record<string, string>;
  onChange(next: AgeGateStyle): void;
}

const COLOURS: readonly [keyof AgeGateStyle, string][] = [
  ['backgroundColor', 'Background colour'],
  ['textColor', 'Text colour'],
  ['buttonColor', 'Button colour'],
  ['buttonTextColor', 'Button text colour'],
];

const TEXTS: readonly [keyof AgeGateStyle, string, string | undefined][] = [
  ['headline', 'Headline', undefined],
  ['confirmLabel', 'Confirm button', '{age} is replaced by the market\u2019s minimum age'],
  ['denyLabel', 'Deny button', undefined],
];

const layoutOf = (value: string) => LAYOUTS.find((layout) => layout.value === value)?.value;

export function StyleEditor({ projectId, style, errors, onChange }: StyleEditorProps) {
  const set = (patch: Partial<AgeGateStyle>) => onChange({ ...style, ...patch });
  return (
    <>
      <SelectField
        label="Layout"
        value={style.layout}
        options={LAYOUTS}
        error={errors.layout}
        onChange={(event) => set({ layout: layoutOf(event.target.value) ?? style.layout })}
      />
      <Grid>
        {COLOURS.map(([field, label]) => (
          <TextField
            key={field}
            type="color"
            label={label}
            value={String(style[field]).toLowerCase()}
            error={errors[field]}
            onChange={(event) => set({ [field]: event.target.value.toUpperCase() })}
          />
        ))}
      </Grid>
      {TEXTS.map(([field, label, hint]) => (
        <TextField key={field} label={label} hint={hint} required value={String(style[field])} error={errors[field]} onChange={(event) => set({ [field]: event.target.value })} />
      ))}
      <TextArea label="Message" rows={2} hint="{age} is replaced by the market’s minimum age" value={style.message} error={errors.message} onChange={(event) => set({ message: event.target.value })} />
      <TextArea label="Message for visitors under age" rows={2} required value={style.deniedMessage} error={errors.deniedMessage} onChange={(event) => set({ deniedMessage: event.target.value })} />
      <TextField
        label="Remember a passed check (days)"
        hint="0 to 365; 0 asks again on every visit"
        inputMode="numeric"
        value={String(style.rememberVisitorDays)}
        error={errors.rememberVisitorDays}
        onChange={(event) => set({ rememberVisitorDays: /^\d{1,3}$/.test(event.target.value) ? Number(event.target.value) : 0 })}
      />
      <Grid>
        <ImageField projectId={projectId} label="Logo" value={style.logoUrl} error={errors.logoUrl} onChange={(logoUrl) => set({ logoUrl })} />
        <ImageField projectId={projectId} label="Background image" value={style.backgroundImageUrl} error={errors.backgroundImageUrl} onChange={(backgroundImageUrl) => set({ backgroundImageUrl })} />
      </Grid>
    </>
  );
}
