/**
 * An image field: the file is uploaded to the stage's image service (uploadImage: type and size
 * checked first, progress shown) and the field holds its URL; the current image shows with a
 * Remove button. Used by the age-gate style and news items.
 */
import { IMAGE_TYPES, imageHint, uploadImage, useAdminStrings } from '@ottilia/shared-admin';
import { errorMessage, withReference } from '@ottilia/shared-auth';
import { Button, row } from '@ottilia/shared-ui';
import { FieldFrame, useFieldWiring } from '@ottilia/shared-ui/editing';
import { useState } from 'react';
import styled from 'styled-components';

const Row = styled.div`
  ${row(8)}

  img {
    max-width: 96px;
    max-height: 48px;
  }
`;

export interface ImageFieldProps {
  label: string;
  value: string | null;
  error?: string;
  /** Said before the image rules, e.g. what the image is for. */
  hint?: string;
  onChange(url: string | null): void;
}

export function ImageField({ label, value, error, hint: ownHint, onChange }: ImageFieldProps) {
  const { t } = useAdminStrings();
  // the fraction sent while an upload runs
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const shown = problem ?? error;
  const hint = [ownHint, imageHint()].filter(Boolean).join(' ');
  const { controlProps, ...ids } = useFieldWiring({ hint, error: shown });

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setProblem(null);
    setProgress(0);
    try {
      onChange((await uploadImage(file, { onProgress: setProgress })).secure_url);
    } catch (failure) {
      setProblem(
        failure instanceof Error && failure.name === 'ImageUploadError' ? failure.message : withReference(errorMessage(failure), failure),
      );
    } finally {
      setProgress(null);
    }
  };

  return (
    <FieldFrame label={label} hint={hint} error={shown} {...ids}>
      <Row>
        {value && <img src={value} alt={t('uploads.current', { label })} />}
        <input
          type="file"
          accept={IMAGE_TYPES.join(',')}
          disabled={progress !== null}
          {...controlProps}
          onChange={(event) => void upload(event.target.files?.[0])}
        />
        {progress !== null && <progress max={1} value={progress} aria-label={t('uploads.uploading', { label: label.toLowerCase() })} />}
        {value && (
          <Button variant="transparent" size="small" onClick={() => onChange(null)}>
            {t('uploads.remove', { label: label.toLowerCase() })}
          </Button>
        )}
      </Row>
    </FieldFrame>
  );
}
