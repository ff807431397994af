/** The status and JSON body of an answer from a directory service (the local admin interface, Graph). */
import type { IncomingMessage } from 'node:http';

export function readJsonResponse(res: IncomingMessage, service: string): Promise<{ status: number; json: unknown }> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    res.on('data', (chunk: Buffer) => chunks.push(chunk));
    res.on('error', reject);
    res.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      try {
        resolve({ status: res.statusCode ?? 0, json: text ? JSON.parse(text) : null });
      } catch {
        reject(new Error(`${service} answered ${res.statusCode} with non-JSON`));
      }
    });
  });
}
