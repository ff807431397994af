/**
 * The duration editor (spec section 5): "Session", or digits and a unit letter edited apart
 * (digits default 0, so a new cookie's duration must be chosen). A fieldset with its legend.
 */
import { row, space, stack } from '@ottilia/shared-ui';
import { SelectField, TextField } from '@ottilia/shared-ui/editing';
import styled from 'styled-components';
import { useCookiesAgegateStrings } from '../../i18n/strings';
import { DURATION_UNITS, type DurationDraft, type DurationUnit } from '../../lib/duration';

const unitOf = (letter: string): DurationUnit | undefined => DURATION_UNITS.find((unit) => unit.letter === letter)?.letter;

const Fieldset = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  ${stack(8)}

  legend {
    font-weight: 700;
    margin-bottom: ${space(8)};
    padding: 0;
  }
`;

const Row = styled.div`
  ${row(16, { align: 'stretch' })}

  > * {
    flex: 1 1 140px;
  }
`;

const Choice = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${space(8)};
  min-height: 24px;
  margin-right: ${space(16)};
`;

export interface DurationFieldProps {
  value: DurationDraft;
  onChange(next: DurationDraft): void;
  error?: string | null;
}

export function DurationField({ value, onChange, error }: DurationFieldProps) {
  const { t } = useCookiesAgegateStrings();
  return (
    <Fieldset>
      <legend>{t('cookies.duration.legend')}</legend>
      <div role="radiogroup" aria-label={t('cookies.duration.kind')}>
        <Choice>
          <input type="radio" name="duration-kind" checked={value.session} onChange={() => onChange({ ...value, session: true })} />
          {t('cookies.duration.session')}
        </Choice>
        <Choice>
          <input type="radio" name="duration-kind" checked={!value.session} onChange={() => onChange({ ...value, session: false })} />
          {t('cookies.duration.time')}
        </Choice>
      </div>
      {!value.session && (
        <Row>
          <TextField
            label={t('cookies.duration.number')}
            inputMode="numeric"
            hint={t('cookies.duration.numberHint')}
            value={value.digits}
            error={error ?? undefined}
            onChange={(event) => onChange({ ...value, digits: event.target.value.trim() })}
          />
          <SelectField
            label={t('cookies.duration.unit')}
            value={value.unit}
            options={DURATION_UNITS.map((unit) => ({
              value: unit.letter,
              label: t('cookies.duration.unitOption', { label: t(unit.labelKey), letter: unit.letter }),
            }))}
            onChange={(event) => onChange({ ...value, unit: unitOf(event.target.value) ?? value.unit })}
          />
        </Row>
      )}
    </Fieldset>
  );
}
