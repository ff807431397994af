// Spans leave over OTLP/HTTP only when OTEL_EXPORTER_OTLP_ENDPOINT names a collector (here a
// local stand-in that records what it gets).
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { trace } from '@opentelemetry/api';
import { loadConfig } from '../src/config.js';
import { flushTracing, startTracing } from '../src/observability/tracing.js';

test('spans are exported to the configured collector', async () => {
  const received: { path: string; type: string; bytes: number }[] = [];
  const collector = createServer((request, response) => {
    let bytes = 0;
    request.on('data', (chunk: Buffer) => {
      bytes += chunk.length;
    });
    request.on('end', () => {
      received.push({ path: request.url ?? '', type: request.headers['content-type'] ?? '', bytes });
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
  try {
    const endpoint = `http://127.0.0.1:${(collector.address() as AddressInfo).port}/`;
    const { observability } = loadConfig({ NODE_ENV: 'test', OTEL_EXPORTER_OTLP_ENDPOINT: endpoint });
    expect(loadConfig({ NODE_ENV: 'test' }).observability.otlpEndpoint).toBeNull();
    startTracing({ release: observability.release, stage: observability.stage, otlpEndpoint: observability.otlpEndpoint });
    trace.getTracer('test').startSpan('exported').end();
    await flushTracing();
    expect(received).toEqual([expect.objectContaining({ path: '/v1/traces', type: expect.stringMatching(/json|protobuf/) })]);
    expect(received[0]!.bytes).toBeGreaterThan(0);
  } finally {
    collector.close();
  }
});
