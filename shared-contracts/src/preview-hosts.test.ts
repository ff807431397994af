import { checkPreviewHostTemplate, isPreviewId, previewIdOf, previewOrigin, previewOriginPattern } from './preview-hosts.js';

const local = 'https://pr-{id}.preview.localhost:1847';
const prd = 'https://pr-{id}.preview.portal.ottilia.example';

describe('preview hosts', () => {
  it('accepts pull-request numbers as preview ids only', () => {
    expect(['1', '42', '999999999'].every(isPreviewId)).toBe(true);
    for (const hostile of ['', '0', '042', '1234567890', '42.evil.example', '42/', 'a', '-1', ' 42', '42#', null, 42]) {
      expect(isPreviewId(hostile)).toBe(false);
    }
  });

  it('builds the origin of a preview from the template, and nothing for a hostile id', () => {
    expect(previewOrigin(local, '42')).toBe('https://pr-42.preview.localhost:1847');
    expect(previewOrigin(prd, '7')).toBe('https://pr-7.preview.portal.ottilia.example');
    expect(previewOrigin(prd, 'x.evil.example/')).toBeNull();
    expect(previewOrigin(prd, '42@evil.example')).toBeNull();
  });

  it('reads the preview id of an origin of the template only', () => {
    expect(previewIdOf('https://pr-42.preview.localhost:1847', local)).toBe('42');
    expect(previewIdOf('https://PR-42.preview.localhost:1847', local)).toBe('42');
    expect(previewIdOf('https://localhost:1847', local)).toBeNull();
    expect(previewIdOf('https://pr-42.preview.localhost:1848', local)).toBeNull();
    expect(previewIdOf('http://pr-42.preview.localhost:1847', local)).toBeNull();
    expect(previewIdOf('https://pr-42.preview.localhost:1847.evil.example', local)).toBeNull();
    expect(previewIdOf('https://pr-42xpreview.localhost:1847', local)).toBeNull();
    expect(previewIdOf('https://pr-42.preview.portal.ottilia.example', prd)).toBe('42');
    expect(previewIdOf('https://pr-42.preview.portal.ottilia.example.evil.example', prd)).toBeNull();
  });

  it('gives an anchored pattern for CORS', () => {
    const pattern = previewOriginPattern(prd);
    expect(pattern.test('https://pr-42.preview.portal.ottilia.example')).toBe(true);
    expect(pattern.test('https://evil.example/https://pr-42.preview.portal.ottilia.example')).toBe(false);
    expect(pattern.test('https://pr-.preview.portal.ottilia.example')).toBe(false);
  });

  it('refuses templates that would match more than the previews', () => {
    for (const bad of [
      'https://pr-{id}.preview.localhost:1847/path',
      'https://preview.localhost/{id}',
      'https://{id}{id}.preview.example',
      'https://pr.preview.example',
      'http://pr-{id}.preview.example',
      'https://user@pr-{id}.preview.example',
      'https://x.pr-{id}.example',
      'https://pr-{id}.example',
    ]) {
      expect(() => checkPreviewHostTemplate(bad)).toThrow();
    }
    expect(checkPreviewHostTemplate(local)).toBe(local);
  });
});
