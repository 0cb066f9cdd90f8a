// The refusals and edge cases of six network tools (mac-address-formatter, raid-calculator, wpa-psk-generator,
// http-basic-auth-header, htpasswd-generator, uptime-sla-calculator). Examples run in catalog.test.ts; their values
// come from test/reference/network_misc.py.
import bcrypt from 'bcryptjs';
import { describe, expect, it } from 'vitest';
import { refuses, run, tool } from '../helpers/tools.ts';

const result = async (slug: string, inputs: Record<string, unknown>) => {
  const { result, error, invalid } = await run(tool(slug), inputs);
  expect({ error, invalid }, JSON.stringify(inputs)).toEqual({ error: undefined, invalid: undefined });
  return result;
};
const invalid = async (slug: string, inputs: Record<string, unknown>) => expect((await run(tool(slug), inputs)).invalid, JSON.stringify(inputs)).toBe(true);

describe('network mac-address-formatter', () => {
  it('reads every grouping and refuses other shapes', async () => {
    for (const mac of ['00:1b:44:11:3a:b7', '00-1B-44-11-3A-B7', '00 1B 44 11 3A B7', '001b.4411.3ab7', ' 001B44113AB7 ', '001B-4411-3AB7']) {
      expect(await result('mac-address-formatter', { mac })).toMatchObject({ colon: '00:1B:44:11:3A:B7', ipv6LinkLocal: 'fe80::21b:44ff:fe11:3ab7' });
    }
    for (const mac of ['00:1B:44:11:3A', '00:1B:44:11:3A:B7:00', '001B44113AB', '00:1B:44:11:3A:G7', '0:1B:44:11:3A:B7', '00:1B4:411:3AB7', '']) {
      await invalid('mac-address-formatter', { mac });
    }
  });
  it('inverts the U/L bit for EUI-64 and compresses zeros per RFC 5952', async () => {
    expect(await result('mac-address-formatter', { mac: 'ff:ff:ff:ff:ff:ff', uppercase: false })).toMatchObject({
      integer: '281474976710655',
      isMulticast: true,
      isLocallyAdministered: true,
      eui64: 'fd:ff:ff:ff:fe:ff:ff:ff',
      ipv6LinkLocal: 'fe80::fdff:ffff:feff:ffff',
    });
    expect(await result('mac-address-formatter', { mac: '000000000000' })).toMatchObject({ eui64: '02:00:00:FF:FE:00:00:00', ipv6LinkLocal: 'fe80::200:ff:fe00:0' });
  });
});

describe('network raid-calculator', () => {
  it('refuses impossible layouts', async () => {
    await refuses('raid-calculator', { level: 'raid0', disks: 1, diskSize: 1 }, /at least 2 disks/);
    await refuses('raid-calculator', { level: 'raid1', disks: 1, diskSize: 1 }, /at least 2 disks/);
    await refuses('raid-calculator', { level: 'raid5', disks: 2, diskSize: 1 }, /at least 3 disks/);
    await refuses('raid-calculator', { level: 'raid6', disks: 3, diskSize: 1 }, /at least 4 disks/);
    await refuses('raid-calculator', { level: 'raid10', disks: 2, diskSize: 1 }, /at least 4 disks/);
    await refuses('raid-calculator', { level: 'raid10', disks: 7, diskSize: 1 }, /even number/);
    await refuses('raid-calculator', { level: 'raid50', disks: 10, diskSize: 1, groups: 3 }, /groups must divide/);
    await refuses('raid-calculator', { level: 'raid50', disks: 4, diskSize: 1 }, /at least 3 disks; 2 spans need at least 6/);
    await refuses('raid-calculator', { level: 'raid60', disks: 9, diskSize: 1, groups: 3 }, /at least 4 disks; 3 spans need at least 12/);
    await refuses('raid-calculator', { level: 'raid5', disks: 6, diskSize: 1, groups: 2 }, /only to raid50 and raid60/);
    await invalid('raid-calculator', { level: 'raid5', disks: 4, diskSize: 0 });
    await invalid('raid-calculator', { level: 'raid5', disks: 257, diskSize: 1 });
  });
  it('computes the smallest and largest layouts', async () => {
    expect(await result('raid-calculator', { level: 'raid1', disks: 3, diskSize: 2 })).toEqual({
      usableCapacity: 2, rawCapacity: 6, protectionCapacity: 4, efficiencyPercent: 100 / 3, faultToleranceMin: 2, faultToleranceMax: 2,
    });
    expect(await result('raid-calculator', { level: 'raid0', disks: 2, diskSize: 3 })).toMatchObject({ usableCapacity: 6, protectionCapacity: 0, efficiencyPercent: 100, faultToleranceMax: 0 });
    expect(await result('raid-calculator', { level: 'raid50', disks: 256, diskSize: 1e12, groups: 64 })).toMatchObject({
      usableCapacity: 192e12, rawCapacity: 256e12, efficiencyPercent: 75, faultToleranceMin: 1, faultToleranceMax: 64,
    });
    expect(await result('raid-calculator', { level: 'raid60', disks: 8, diskSize: 1 })).toMatchObject({ usableCapacity: 4, faultToleranceMin: 2, faultToleranceMax: 4 });
  });
});

describe('network wpa-psk-generator', () => {
  it('counts the SSID in UTF-8 bytes and the passphrase in printable ASCII', async () => {
    await refuses('wpa-psk-generator', { ssid: 'é'.repeat(17), passphrase: 'password' }, /34 bytes/);
    expect((await result('wpa-psk-generator', { ssid: 'é'.repeat(16), passphrase: '~'.repeat(63) })).psk).toMatch(/^[0-9a-f]{64}$/);
    await invalid('wpa-psk-generator', { ssid: 'x', passphrase: 'short' });
    await invalid('wpa-psk-generator', { ssid: 'x', passphrase: 'a'.repeat(64) });
    await invalid('wpa-psk-generator', { ssid: 'x', passphrase: 'pässword' });
    await invalid('wpa-psk-generator', { ssid: '', passphrase: 'password' });
  });
});

describe('network http-basic-auth-header', () => {
  it('decodes every header form and round-trips', async () => {
    const expected = { header: 'Basic QWxhZGRpbjpvcGVuIHNlc2FtZQ==', username: 'Aladdin', password: 'open sesame' };
    for (const header of ['Basic QWxhZGRpbjpvcGVuIHNlc2FtZQ==', 'authorization:basic   QWxhZGRpbjpvcGVuIHNlc2FtZQ== ', 'QWxhZGRpbjpvcGVuIHNlc2FtZQ==']) {
      expect(await result('http-basic-auth-header', { mode: 'decode', header })).toMatchObject(expected);
    }
    const encoded = await result('http-basic-auth-header', { username: '', password: 'p:w ✓' });
    expect(await result('http-basic-auth-header', { mode: 'decode', header: encoded.header })).toEqual(encoded);
  });
  it('refuses malformed input', async () => {
    await invalid('http-basic-auth-header', { username: 'a:b', password: 'x' });
    await refuses('http-basic-auth-header', { username: 'a' }, /needs both/);
    await refuses('http-basic-auth-header', { username: 'a', password: 'b', header: 'Basic eA==' }, /for mode "decode"/);
    await refuses('http-basic-auth-header', { mode: 'decode' }, /needs "header"/);
    await refuses('http-basic-auth-header', { mode: 'decode', header: 'Basic eA==', username: 'x' }, /takes only "header"/);
    await refuses('http-basic-auth-header', { mode: 'decode', header: 'Bearer abc.def' }, /Basic scheme/);
    await refuses('http-basic-auth-header', { mode: 'decode', header: 'Authorization: QWxh' }, /Basic scheme/);
    await refuses('http-basic-auth-header', { mode: 'decode', header: 'Basic ' }, /no credentials/);
    await refuses('http-basic-auth-header', { mode: 'decode', header: 'Basic QWxhZGRpbjpvcGVuIHNlc2FtZQ' }, /not padded standard Base64/);
    await refuses('http-basic-auth-header', { mode: 'decode', header: 'Basic QW*h' }, /not padded standard Base64/);
    await refuses('http-basic-auth-header', { mode: 'decode', header: 'Basic eB==' }, /not canonical/);
    await refuses('http-basic-auth-header', { mode: 'decode', header: 'Basic //79' }, /not valid UTF-8/);
    await refuses('http-basic-auth-header', { mode: 'decode', header: 'Basic QWxhZGRpbg==' }, /no ":"/);
  });
});

describe('network htpasswd-generator', () => {
  it('makes bcrypt lines that verify, with the seeded salt of bcrypt-hash', async () => {
    // Salt of seed 42: test/reference/network_misc.py (pure-rand's stream), as in bcrypt-hash's example.
    const seeded = await result('htpasswd-generator', { username: 'dave', password: 'correct horse battery staple', cost: 4, seed: 42 });
    expect(seeded).toMatchObject({ algorithm: 'bcrypt', reproducible: true });
    expect(seeded.hash).toMatch(/^\$2y\$04\$zckt7HJiXDNR2db33Xk4S\.[./A-Za-z0-9]{31}$/);
    expect(seeded.line).toBe(`dave:${seeded.hash}`);
    expect(bcrypt.compareSync('correct horse battery staple', seeded.hash)).toBe(true);
    const fresh = await result('htpasswd-generator', { username: 'dave', password: '', cost: 4 });
    expect(fresh.reproducible).toBe(false);
    expect(fresh.hash).toMatch(/^\$2y\$04\$/);
    expect(bcrypt.compareSync('', fresh.hash)).toBe(true);
    expect((await result('htpasswd-generator', { username: 'dave', password: 'x', algorithm: 'bcrypt', seed: 1 })).hash).toMatch(/^\$2y\$10\$/);
  });
  it('makes random apr1 salts of the crypt alphabet, and short given salts', async () => {
    const random = await result('htpasswd-generator', { username: 'e', password: 'secret', algorithm: 'apr1' });
    expect(random.hash).toMatch(/^\$apr1\$[./0-9A-Za-z]{8}\$[./0-9A-Za-z]{22}$/);
    expect(random.reproducible).toBe(false);
    // openssl passwd -apr1 -salt x '' (OpenSSL 3)
    expect((await result('htpasswd-generator', { username: 'e', password: '', algorithm: 'apr1', salt: 'x' })).hash).toBe('$apr1$x$tMwYqBfQwi3FYAr0aJc8M/');
  });
  it('refuses options of another algorithm and over-long bcrypt passwords', async () => {
    await refuses('htpasswd-generator', { username: 'u', password: 'é'.repeat(37) }, /74 UTF-8 bytes/);
    await refuses('htpasswd-generator', { username: 'u', password: 'p', algorithm: 'apr1', cost: 5 }, /only to bcrypt/);
    await refuses('htpasswd-generator', { username: 'u', password: 'p', salt: 'abc' }, /only to apr1/);
    await refuses('htpasswd-generator', { username: 'u', password: 'p', algorithm: 'sha1', seed: 3 }, /no salt/);
    await refuses('htpasswd-generator', { username: 'u', password: 'p', algorithm: 'apr1', salt: 'abc', seed: 3 }, /salt is given/);
    await invalid('htpasswd-generator', { username: 'a:b', password: 'p' });
    await invalid('htpasswd-generator', { username: 'a\nb', password: 'p' });
    await invalid('htpasswd-generator', { username: 'u', password: 'p', algorithm: 'apr1', salt: 'abc$' });
    await invalid('htpasswd-generator', { username: 'u', password: 'p', algorithm: 'apr1', salt: '123456789' });
    await invalid('htpasswd-generator', { username: 'u', password: 'p', cost: 15 });
  });
});

describe('network uptime-sla-calculator', () => {
  it('refuses incomplete or contradictory inputs', async () => {
    await refuses('uptime-sla-calculator', {}, /exactly one/);
    await refuses('uptime-sla-calculator', { slaPercent: 99, downtimeSeconds: 5, period: 'daily' }, /exactly one/);
    await refuses('uptime-sla-calculator', { downtimeSeconds: 5 }, /needs the "period"/);
    await refuses('uptime-sla-calculator', { slaPercent: 99, period: 'daily' }, /goes with "downtimeSeconds"/);
    await refuses('uptime-sla-calculator', { downtimeSeconds: 86_401, period: 'daily' }, /longer than the daily period \(86400 s\)/);
    await invalid('uptime-sla-calculator', { slaPercent: 0 });
    await invalid('uptime-sla-calculator', { slaPercent: 100.1 });
    await invalid('uptime-sla-calculator', { slaPercent: 99, yearDays: 366 });
  });
  it('formats the edges', async () => {
    const full = await result('uptime-sla-calculator', { slaPercent: 100 });
    expect(full.downtimeSeconds.yearly).toBe(0);
    expect(full.formatted).toEqual({ daily: '0s', weekly: '0s', monthly: '0s', quarterly: '0s', yearly: '0s' });
    const none = await result('uptime-sla-calculator', { downtimeSeconds: 604_800, period: 'weekly', yearDays: 365 });
    expect(none.slaPercent).toBe(0);
    expect(none.formatted).toMatchObject({ daily: '1d', weekly: '7d', yearly: '365d' });
    // 0.05 s rounds half up to 0.1 s; 59.95 s carries into a minute.
    expect((await result('uptime-sla-calculator', { downtimeSeconds: 0.05, period: 'daily' })).formatted.daily).toBe('0.1s');
    expect((await result('uptime-sla-calculator', { downtimeSeconds: 0.04, period: 'daily' })).formatted.daily).toBe('0s');
    expect((await result('uptime-sla-calculator', { downtimeSeconds: 59.95, period: 'daily' })).formatted.daily).toBe('1m');
    expect((await result('uptime-sla-calculator', { downtimeSeconds: 3600.04, period: 'daily' })).formatted.daily).toBe('1h');
  });
});
