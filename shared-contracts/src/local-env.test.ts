import { localOidc, localOrigins, localPorts } from './local-env.js';

describe('local environment (local-env.json)', () => {
  it('serves each app on the origin of its own port', () => {
    const { app, ...others } = localOrigins;
    expect(Number(new URL(app).port)).toBe(localPorts.host);
    for (const [name, origin] of Object.entries(others)) {
      expect({ name, port: Number(new URL(origin).port) }).toEqual({ name, port: localPorts[name as keyof typeof localPorts] });
    }
  });

  it('gives every port once', () => {
    const ports = Object.values(localPorts);
    expect(new Set(ports).size).toBe(ports.length);
  });

  it('puts both user-flow authorities on the identity origin', () => {
    expect(localOidc.signInAuthority).toBe(`${localOrigins.identity}/b2c_1_susi`);
    expect(localOidc.passwordResetAuthority).toBe(`${localOrigins.identity}/b2c_1_reset`);
  });
});
