// A CSV export is written as its batches are read: the first lines go out before the next batch is asked for.
import { csvStream } from './csv.js';
import { rowsInBatches } from './download.js';

test('csvStream asks for a batch only when the previous one has been written', async () => {
  const asked: number[] = [];
  const read = async (limit: number, offset: number) => {
    asked.push(offset);
    return offset >= 3 * limit ? [] : Array.from({ length: limit }, (_, i) => ({ n: offset + i }));
  };
  const stream = csvStream([{ header: 'N', value: (row: { n: number }) => row.n }], rowsInBatches(read, 2));
  const chunks: string[] = [];
  for await (const chunk of stream) {
    chunks.push(String(chunk));
    // each chunk is in hand before the batch after it is read (the readable may ask for one ahead)
    expect(asked.length).toBeLessThanOrEqual(chunks.length + 1);
  }
  expect(chunks.join('')).toBe('\uFEFFN\r\n0\r\n1\r\n2\r\n3\r\n4\r\n5\r\n');
  expect(asked).toEqual([0, 2, 4, 6]);
});

test('rows beyond the export cap break the file instead of ending it early', async () => {
  const read = async (limit: number) => Array.from({ length: limit }, () => ({ n: 1 }));
  const stream = csvStream([{ header: 'N', value: (row: { n: number }) => row.n }], rowsInBatches(read, 10_000));
  await expect(
    (async () => {
      for await (const chunk of stream) void chunk;
    })(),
  ).rejects.toThrow(/more than 50000 rows/);
});
