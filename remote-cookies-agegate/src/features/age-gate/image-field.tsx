/**
 * An image of the gate: uploaded to the stage's image service (shared-admin's uploadImage:
 * type and size checked first, progress shown), or removed.
 */
import { IMAGE_TYPES, imageHint, uploadImage } from '@ottilia/shared-admin';
import { errorMessage } from '@ottilia/shared-auth';
import { Button, space } from '@ottilia/shared-ui';
import { FieldFrame, useFieldWiring } from '@ottilia/shared-ui/editing';
import { useState } from 'react';
import styled from 'styled-components';
import { useCookiesAgegateStrings } from '../../i18n/strings';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space(8)};

  img {
    max-width: 96px;
    max-height: 48px;
  }
`;

export interface ImageFieldProps {
  projectId: string;
  label: string;
  value: string | null;
  error?: string;
  onChange(url: string | null): void;
}

export function ImageField({ label, value, error, onChange }: ImageFieldProps) {
  const { t } = useCookiesAgegateStrings();
  // the fraction sent while an upload runs
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const shown = problem ?? error;
  const hint = imageHint();
  const { controlProps, ...ids } = useFieldWiring({ hint, error: shown });

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setProblem(null);
    setProgress(0);
    try {
      onChange((await uploadImage(file, { onProgress: setProgress })).secure_url);
    } catch (failure) {
      setProblem(failure instanceof Error && failure.name === 'ImageUploadError' ? failure.message : errorMessage(failure));
    } finally {
      setProgress(null);
    }
  };

  return (
    <FieldFrame label={label} hint={hint} error={shown} {...ids}>
      <Row>
        {value && <img src={value} alt={t('ageGate.image.current', { label })} />}
        <input type="file" accept={IMAGE_TYPES.join(',')} disabled={progress !== null} {...controlProps} onChange={(event) => void upload(event.target.files?.[0])} />
        {progress !== null && <progress max={1} value={progress} aria-label={t('ageGate.image.uploading', { label: label.toLowerCase() })} />}
        {value && (
          <Button variant="transparent" size="small" onClick={() => onChange(null)}>
            {t('ageGate.image.remove', { label: label.toLowerCase() })}
          </Button>
        )}
      </Row>
    </FieldFrame>
  );
}
