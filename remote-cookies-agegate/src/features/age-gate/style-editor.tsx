/** The age gate's style fields; the preview beside them shows every change at once. */
import { ImageField } from '@ottilia/shared-admin/screens';
import { space } from '@ottilia/shared-ui';
import { SelectField, TextArea, TextField } from '@ottilia/shared-ui/editing';
import styled from 'styled-components';
import { LAYOUTS, type AgeGateStyle } from '../../lib/age-gate';
import { useCookiesAgegateStrings } from '../../i18n/strings';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: ${space(16)};
`;

export interface StyleEditorProps {
  style: AgeGateStyle;
  errors: Record<string, string>;
  onChange(next: AgeGateStyle): void;
}

// field, key of its label (and of its hint) in the cookies-agegate strings
const COLOURS: readonly [keyof AgeGateStyle, string][] = [
  ['backgroundColor', 'ageGate.style.backgroundColor'],
  ['textColor', 'ageGate.style.textColor'],
  ['buttonColor', 'ageGate.style.buttonColor'],
  ['buttonTextColor', 'ageGate.style.buttonTextColor'],
];

const TEXTS: readonly [keyof AgeGateStyle, string, string | undefined][] = [
  ['headline', 'ageGate.style.headline', undefined],
  ['confirmLabel', 'ageGate.style.confirmLabel', 'ageGate.style.ageHint'],
  ['denyLabel', 'ageGate.style.denyLabel', undefined],
];

const layoutOf = (value: string) => LAYOUTS.find((layout) => layout.value === value)?.value;

export function StyleEditor({ style, errors, onChange }: StyleEditorProps) {
  const { t } = useCookiesAgegateStrings();
  const set = (patch: Partial<AgeGateStyle>) => onChange({ ...style, ...patch });
  return (
    <>
      <SelectField
        label={t('ageGate.style.layout')}
        value={style.layout}
        options={LAYOUTS.map((layout) => ({ value: layout.value, label: t(layout.labelKey) }))}
        error={errors.layout}
        onChange={(event) => set({ layout: layoutOf(event.target.value) ?? style.layout })}
      />
      <Grid>
        {COLOURS.map(([field, label]) => (
          <TextField
            key={field}
            type="color"
            label={t(label)}
            value={String(style[field]).toLowerCase()}
            error={errors[field]}
            onChange={(event) => set({ [field]: event.target.value.toUpperCase() })}
          />
        ))}
      </Grid>
      {TEXTS.map(([field, label, hint]) => (
        <TextField
          key={field}
          label={t(label)}
          hint={hint && t(hint)}
          required
          value={String(style[field])}
          error={errors[field]}
          onChange={(event) => set({ [field]: event.target.value })}
        />
      ))}
      <TextArea
        label={t('ageGate.style.message')}
        rows={2}
        hint={t('ageGate.style.ageHint')}
        value={style.message}
        error={errors.message}
        onChange={(event) => set({ message: event.target.value })}
      />
      <TextArea
        label={t('ageGate.style.deniedMessage')}
        rows={2}
        required
        value={style.deniedMessage}
        error={errors.deniedMessage}
        onChange={(event) => set({ deniedMessage: event.target.value })}
      />
      <TextField
        label={t('ageGate.style.remember')}
        hint={t('ageGate.style.rememberHint')}
        inputMode="numeric"
        value={String(style.rememberVisitorDays)}
        error={errors.rememberVisitorDays}
        onChange={(event) => set({ rememberVisitorDays: /^\d{1,3}$/.test(event.target.value) ? Number(event.target.value) : 0 })}
      />
      <Grid>
        <ImageField label={t('ageGate.style.logo')} value={style.logoUrl} error={errors.logoUrl} onChange={(logoUrl) => set({ logoUrl })} />
        <ImageField
          label={t('ageGate.style.backgroundImage')}
          value={style.backgroundImageUrl}
          error={errors.backgroundImageUrl}
          onChange={(backgroundImageUrl) => set({ backgroundImageUrl })}
        />
      </Grid>
    </>
  );
}
