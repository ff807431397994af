/**
 * An image of the gate: uploaded through the stage's image-upload settings (the local API's
 * upload endpoint takes the same request as the image service: file and upload_preset), or removed.
 */
import { errorMessage, getStageConfig, useApiClient } from '@ottilia/shared-auth';
import { Button, space } from '@ottilia/shared-ui';
import { FieldFrame, useFieldWiring } from '@ottilia/shared-ui/editing';
import { useState } from 'react';
import styled from 'styled-components';

export const UPLOAD_PATH = '/uploads/images';
export const MAX_IMAGE_BYTES = 1024 * 1024;

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

const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsDataURL(file);
  });

export interface ImageFieldProps {
  projectId: string;
  label: string;
  value: string | null;
  error?: string;
  onChange(url: string | null): void;
}

export function ImageField({ label, value, error, onChange }: ImageFieldProps) {
  const client = useApiClient();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const shown = problem ?? error;
  const { controlProps, ...ids } = useFieldWiring({ hint: 'PNG, JPEG, WebP or GIF, at most 1 MB', error: shown });

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setProblem(null);
    if (file.size > MAX_IMAGE_BYTES) {
      setProblem('Choose an image of at most 1 MB.');
      return;
    }
    setBusy(true);
    try {
      const answer = await client.post<{ secure_url: string }>(UPLOAD_PATH, { file: await readAsDataUrl(file), upload_preset: getStageConfig().imageUploadPreset });
      onChange(answer.secure_url);
    } catch (failure) {
      setProblem(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <FieldFrame label={label} hint="PNG, JPEG, WebP or GIF, at most 1 MB" error={shown} {...ids}>
      <Row>
        {value && <img src={value} alt={`${label} (current)`} />}
        <input type="file" accept="image/png,image/jpeg,image/webp,image/gif" disabled={busy} {...controlProps} onChange={(event) => void upload(event.target.files?.[0])} />
        {value && (
          <Button variant="transparent" size="small" onClick={() => onChange(null)}>
            Remove {label.toLowerCase()}
          </Button>
        )}
      </Row>
    </FieldFrame>
  );
}
