// An S3-compatible server in the test process, on loopback: PUT, GET and DELETE of objects
// in path style (`/<bucket>/<key>`), with S3's REST shapes (ETag on PUT, 204 on DELETE, 404
// NoSuchKey / NoSuchBucket XML), and every request's AWS Signature V4 checked: the
// Authorization header's form, the access key, the payload hash against the body, and the
// signature itself recomputed from the signed headers (403 SignatureDoesNotMatch otherwise).
// `failDeletes` makes the next DELETEs answer 503 SlowDown (an outage the removal job retries).
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AwsV4Signer } from 'aws4fetch';

export interface FakeS3Request {
  method: string;
  path: string;
  authorization: string;
}

export interface FakeS3 {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  objects: Map<string, { bytes: Buffer; contentType: string }>;
  requests: FakeS3Request[];
  /** How many of the next DELETEs answer 503 SlowDown (an outage; tests set it). */
  failDeletes: number;
  /** The env that points the API at this fake. */
  env(): Record<string, string>;
  close(): Promise<void>;
}

const AUTH_PATTERN =
  /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/;

function xmlError(code: string, message: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message></Error>`;
}

async function bodyOf(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function startFakeS3(
  options: { bucket?: string; region?: string } = {},
): Promise<FakeS3> {
  const bucket = options.bucket ?? 'lisa-files';
  const region = options.region ?? 'auto';
  const accessKeyId = 'AKIAFAKES3TEST';
  const secretAccessKey = 'fake-s3-secret-key-for-tests-only';
  const objects = new Map<string, { bytes: Buffer; contentType: string }>();
  const requests: FakeS3Request[] = [];

  /** Null when the request is signed right; else the S3 error code. */
  async function signatureProblem(request: IncomingMessage, body: Buffer, url: string) {
    const authorization = String(request.headers.authorization ?? '');
    const match = AUTH_PATTERN.exec(authorization);
    const date = String(request.headers['x-amz-date'] ?? '');
    const payloadHash = String(request.headers['x-amz-content-sha256'] ?? '');
    if (!match || !/^\d{8}T\d{6}Z$/.test(date)) return 'AccessDenied';
    const [, keyId, day, signedRegion, signedHeaders] = match;
    if (keyId !== accessKeyId) return 'InvalidAccessKeyId';
    if (day !== date.slice(0, 8) || signedRegion !== region) return 'AuthorizationHeaderMalformed';
    if (payloadHash !== createHash('sha256').update(body).digest('hex')) {
      return 'XAmzContentSHA256Mismatch';
    }
    const names = (signedHeaders ?? '').split(';');
    if (!names.includes('host') || !names.includes('x-amz-date')) return 'AccessDenied';
    const headers = new Headers();
    for (const name of names) {
      if (name !== 'host') headers.set(name, String(request.headers[name] ?? ''));
    }
    const expected = new AwsV4Signer({
      method: request.method ?? 'GET',
      url,
      headers,
      accessKeyId,
      secretAccessKey,
      service: 's3',
      region,
      datetime: date,
    });
    const signed = await expected.sign();
    return signed.headers.get('authorization') === authorization ? null : 'SignatureDoesNotMatch';
  }

  const server = createServer((request, response) => {
    void (async () => {
      const body = await bodyOf(request);
      const url = `http://${request.headers.host}${request.url}`;
      const path = decodeURIComponent(new URL(url).pathname);
      requests.push({
        method: request.method ?? '',
        path,
        authorization: String(request.headers.authorization ?? ''),
      });
      const send = (status: number, xml?: string) => {
        response.writeHead(status, xml ? { 'content-type': 'application/xml' } : {});
        response.end(xml);
      };
      const problem = await signatureProblem(request, body, url);
      if (problem) return send(403, xmlError(problem, 'The request signature is not valid.'));
      const [, bucketName, ...rest] = path.split('/');
      const key = rest.join('/');
      if (bucketName !== bucket) {
        return send(404, xmlError('NoSuchBucket', 'The specified bucket does not exist.'));
      }
      if (!key) return send(400, xmlError('InvalidRequest', 'Object operations only.'));
      if (request.method === 'PUT') {
        objects.set(key, {
          bytes: body,
          contentType: String(request.headers['content-type'] ?? 'binary/octet-stream'),
        });
        response.writeHead(200, { etag: `"${createHash('md5').update(body).digest('hex')}"` });
        return response.end();
      }
      if (request.method === 'GET') {
        const object = objects.get(key);
        if (!object) return send(404, xmlError('NoSuchKey', 'The specified key does not exist.'));
        response.writeHead(200, {
          'content-type': object.contentType,
          'content-length': object.bytes.length,
        });
        return response.end(object.bytes);
      }
      if (request.method === 'DELETE') {
        if (fake.failDeletes > 0) {
          fake.failDeletes -= 1;
          return send(503, xmlError('SlowDown', 'Please reduce your request rate.'));
        }
        objects.delete(key);
        return send(204);
      }
      send(405, xmlError('MethodNotAllowed', 'The method is not allowed.'));
    })().catch((error: unknown) => {
      response.writeHead(500);
      response.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const fake: FakeS3 = {
    endpoint,
    bucket,
    region,
    accessKeyId,
    secretAccessKey,
    objects,
    requests,
    failDeletes: 0,
    env: () => ({
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: region,
      S3_ACCESS_KEY_ID: accessKeyId,
      S3_SECRET_ACCESS_KEY: secretAccessKey,
    }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return fake;
}
