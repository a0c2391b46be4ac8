import { describe, expect, it } from 'vitest';
import { haproxyConfig } from '../../scripts/clusterHarness';

describe("the cluster harness's HAProxy configuration", () => {
  const lines = haproxyConfig(8080, [
    { name: 'g1', port: 4001 },
    { name: 'g2', port: 4002 },
  ]).split('\n');

  it('listens on 127.0.0.1 only and sends to every gateway by name', () => {
    expect(lines).toContain('  bind 127.0.0.1:8080');
    expect(lines).toContain('  server g1 127.0.0.1:4001');
    expect(lines).toContain('  server g2 127.0.0.1:4002');
  });

  it("asks each gateway's /readyz, so a draining gateway leaves the rotation before it stops", () => {
    expect(lines).toContain('  option httpchk GET /readyz');
    expect(lines).toContain('  http-check expect status 200');
    expect(lines.some((line) => /default-server .*\bcheck\b/.test(line))).toBe(true);
  });

  it('retries only connection failures on another gateway (a request a gateway received is never sent twice)', () => {
    expect(lines).toContain('  retry-on conn-failure');
    expect(lines.filter((line) => line.includes('retry-on'))).toHaveLength(1);
  });

  it('keeps quiet hub WebSockets open and names the answering gateway in X-Instance', () => {
    expect(lines).toContain('  mode http');
    expect(lines).toContain('  timeout tunnel 1h');
    expect(lines).toContain('  http-response set-header X-Instance %s');
  });
});
