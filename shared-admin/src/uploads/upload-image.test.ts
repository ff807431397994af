import { ImageUploadError, MAX_IMAGE_BYTES, uploadImage, type SendForm } from './upload-image';

const png = (bytes = 70) => new File([new Uint8Array(bytes)], 'logo.png', { type: 'image/png' });
const answering = (status: number, body: unknown): jest.MockedFunction<SendForm> =>
  jest.fn(async (_url, _form, onProgress) => {
    onProgress(0.5);
    return { status, body: typeof body === 'string' ? body : JSON.stringify(body) };
  });

describe('uploadImage', () => {
  it("sends the stage's unsigned upload and reports progress", async () => {
    const send = answering(200, { public_id: 'abc', secure_url: 'http://localhost:1860/uploads/images/abc.png', format: 'png', bytes: 70 });
    const progress: number[] = [];
    const image = await uploadImage(png(), { send, onProgress: (fraction) => progress.push(fraction) });
    expect(image.secure_url).toBe('http://localhost:1860/uploads/images/abc.png');
    const [url, form] = send.mock.calls[0]!;
    // the dev stage (jsdom's localhost): the local API's image service
    expect(url).toBe('http://localhost:1860/image-service/v1_1/ottilia-dev/image/upload');
    expect(form.get('upload_preset')).toBe('ottilia-dev-unsigned');
    expect((form.get('file') as File).name).toBe('logo.png');
    expect(progress).toEqual([0.5, 1]);
  });

  it('refuses other types and large files before sending anything', async () => {
    const send = answering(200, {});
    await expect(uploadImage(new File(['<svg/>'], 'x.svg', { type: 'image/svg+xml' }), { send })).rejects.toThrow(
      'Choose a PNG, JPEG, WebP or GIF image.',
    );
    await expect(uploadImage(png(MAX_IMAGE_BYTES + 1), { send })).rejects.toThrow('Choose an image of at most 1 MB.');
    expect(send).not.toHaveBeenCalled();
  });

  it.each([
    [
      'a problem (local service)',
      422,
      { detail: 'The file is not a PNG, JPEG, WebP or GIF image.' },
      'The file is not a PNG, JPEG, WebP or GIF image.',
    ],
    ['an error (hosted service)', 400, { error: { message: 'Upload preset not found' } }, 'Upload preset not found'],
    ['anything else', 502, '<html>', 'The image service refused the upload (HTTP 502).'],
  ])('says why the service refused: %s', async (_what, status, body, message) => {
    const failure = uploadImage(png(), { send: answering(status, body) });
    await expect(failure).rejects.toBeInstanceOf(ImageUploadError);
    await expect(failure).rejects.toThrow(message);
  });
});
