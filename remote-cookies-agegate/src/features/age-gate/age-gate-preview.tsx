/** The gate as visitors will see it (the consent script's layout), updated while the style is edited. */
import { space } from '@ottilia/shared-ui';
import styled from 'styled-components';
import { useCookiesAgegateStrings } from '../../i18n/strings';
import { fillAge, type AgeGateStyle } from '../../lib/age-gate';

const Stage = styled.div<{ $image: string | null; $split: boolean }>`
  border-radius: 8px;
  min-height: 280px;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${space(24)};
  background: ${({ $image, $split }) => ($image && !$split ? `center / cover no-repeat url(${JSON.stringify($image)})` : 'rgba(16, 24, 40, 0.56)')};
`;

const Card = styled.div<{ $split: boolean }>`
  max-width: ${({ $split }) => ($split ? '640px' : '420px')};
  width: 100%;
  border-radius: 12px;
  padding: ${space(24)};
  text-align: center;
  display: grid;
  grid-template-columns: ${({ $split }) => ($split ? '1fr 1fr' : '1fr')};
  gap: ${space(16)};

  img {
    max-width: 160px;
    max-height: 80px;
  }

  p,
  h3 {
    margin: ${space(8)} 0;
  }
`;

const FakeButton = styled.span`
  display: inline-block;
  min-height: 44px;
  padding: ${space(8, 16)};
  margin: ${space(4)};
  border-radius: 6px;
  border: 2px solid;
  font-weight: 700;
`;

export function AgeGatePreview({ style, age }: { style: AgeGateStyle; age: number }) {
  const { t } = useCookiesAgegateStrings();
  const split = style.layout === 'split';
  return (
    <figure aria-label={t('ageGate.preview.label')} style={{ margin: 0 }}>
      <Stage $image={style.backgroundImageUrl} $split={split} data-testid="age-gate-preview">
        <Card $split={split} style={{ background: style.backgroundColor, color: style.textColor }}>
          {split && (
            <div
              style={
                style.backgroundImageUrl
                  ? { background: `center / cover url(${JSON.stringify(style.backgroundImageUrl)})`, minHeight: 160 }
                  : undefined
              }
            />
          )}
          <div>
            {style.logoUrl && <img src={style.logoUrl} alt={t('ageGate.preview.logoAlt')} />}
            <h3>{fillAge(style.headline, age)}</h3>
            <p>{fillAge(style.message, age)}</p>
            <FakeButton style={{ background: style.buttonColor, color: style.buttonTextColor, borderColor: style.buttonColor }}>
              {fillAge(style.confirmLabel, age)}
            </FakeButton>
            <FakeButton style={{ color: style.textColor, borderColor: style.textColor }}>{fillAge(style.denyLabel, age)}</FakeButton>
          </div>
        </Card>
      </Stage>
      <figcaption>{t('ageGate.preview.caption', { age })}</figcaption>
    </figure>
  );
}
