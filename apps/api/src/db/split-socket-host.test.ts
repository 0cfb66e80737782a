import { describe, expect, it } from 'vitest';
import { splitSocketHost } from './client.ts';

describe('splitSocketHost', () => {
  it("turns libpq's ?host=/folder into the socket file postgres-js connects to", () => {
    expect(splitSocketHost('postgres://lisa@localhost:5433/lisa?host=/run/postgresql/')).toEqual({
      url: 'postgres://lisa@localhost:5433/lisa',
      socketPath: '/run/postgresql/.s.PGSQL.5433',
    });
  });

  it('uses the default port 5432 and keeps other parameters', () => {
    expect(splitSocketHost('postgres://lisa@localhost/lisa?host=/tmp&sslmode=disable')).toEqual({
      url: 'postgres://lisa@localhost/lisa?sslmode=disable',
      socketPath: '/tmp/.s.PGSQL.5432',
    });
  });

  it('leaves TCP addresses alone', () => {
    const url = 'postgres://lisa:secret@db.internal:5432/lisa?host=db.internal';
    expect(splitSocketHost(url)).toEqual({ url });
    expect(splitSocketHost('postgres://lisa@127.0.0.1:5432/lisa')).toEqual({
      url: 'postgres://lisa@127.0.0.1:5432/lisa',
    });
  });
});
