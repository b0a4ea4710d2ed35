// A real OTLP/HTTP receiver for tests: a local HTTP server keeping the JSON bodies an exporter POSTs (to /v1/traces),
// with helpers to read the spans and their attributes.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface OtlpValue {
  stringValue?: string;
  intValue?: string | number;
}
export interface OtlpAttribute {
  key: string;
  value: OtlpValue;
}
export interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  startTimeUnixNano: string | number;
  endTimeUnixNano: string | number;
  attributes: OtlpAttribute[];
  status?: { code?: number; message?: string };
}
export interface OtlpBody {
  resourceSpans: { resource: { attributes: OtlpAttribute[] }; scopeSpans: { spans: OtlpSpan[] }[] }[];
}

export interface OtlpReceiver {
  /** http://127.0.0.1:<port>: the value of OTEL_EXPORTER_OTLP_ENDPOINT. */
  url: string;
  received: { path: string; type: string | undefined; body: OtlpBody }[];
  /** Every span received so far. */
  spans(): OtlpSpan[];
  /** The spans received so far with the service.name of their resource. */
  spansOf(serviceName: string): OtlpSpan[];
  close(): Promise<void>;
}

/** A span attribute's value (integers as numbers). */
export function attributeOf(attributes: OtlpAttribute[], key: string): string | number | undefined {
  const value = attributes.find((candidate) => candidate.key === key)?.value;
  return value?.stringValue ?? (value?.intValue === undefined ? undefined : Number(value.intValue));
}

export async function startOtlpReceiver(): Promise<OtlpReceiver> {
  const received: OtlpReceiver['received'] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ path: request.url ?? '', type: request.headers['content-type'], body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as OtlpBody });
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const resources = () => received.flatMap((post) => post.body.resourceSpans);
  const spansIn = (list: OtlpBody['resourceSpans']) => list.flatMap((resource) => resource.scopeSpans.flatMap((scope) => scope.spans));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    spans: () => spansIn(resources()),
    spansOf: (serviceName) => spansIn(resources().filter((resource) => attributeOf(resource.resource.attributes, 'service.name') === serviceName)),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
