import ipaddr from 'ipaddr.js';
import { describe, expect, it } from 'vitest';
import { embeddedIpv4, guardedLookup, refusedAddressReason } from './addressPolicy';

describe('refusedAddressReason', () => {
  const refused = (address: string) => refusedAddressReason(address) !== null;

  it('refuses IPv4-compatible IPv6 (::a.b.c.d) carrying a loopback or private address, as the URL parser writes it too', () => {
    expect(new URL('http://[::127.0.0.1]/').hostname).toBe('[::7f00:1]');
    for (const address of ['::127.0.0.1', '::7f00:1', '[::7f00:1]', '::10.0.0.1', '::a00:1', '::192.168.1.1', '::169.254.169.254', '::172.16.0.1']) {
      expect(refused(address), address).toBe(true);
    }
  });

  it('refuses IPv4-mapped (::ffff:a.b.c.d) and IPv4-translated (::ffff:0:a.b.c.d) private addresses', () => {
    for (const address of ['::ffff:127.0.0.1', '::ffff:7f00:1', '::ffff:10.1.2.3', '::ffff:169.254.169.254', '::ffff:0:127.0.0.1', '::ffff:0:c0a8:101']) {
      expect(refused(address), address).toBe(true);
    }
  });

  it('refuses NAT64 (64:ff9b::/96) embedding a private address, and the local-use NAT64 prefix 64:ff9b:1::/48', () => {
    for (const address of ['64:ff9b::127.0.0.1', '64:ff9b::a00:1', '64:ff9b::192.168.0.1', '64:ff9b::a9fe:a9fe', '64:ff9b:1::8.8.8.8']) {
      expect(refused(address), address).toBe(true);
    }
  });

  it('refuses 6to4 (2002::/16) embedding a private address', () => {
    for (const address of ['2002:7f00:1::', '2002:a00:1::1', '2002:c0a8:101:1::5', '2002:a9fe:a9fe::']) {
      expect(refused(address), address).toBe(true);
    }
  });

  it('refuses Teredo embedding a private client address', () => {
    // The client's address is stored inverted: 10.0.0.1 -> f5ff:fffe.
    expect(refused('2001:0:4136:e378:8000:63bf:f5ff:fffe')).toBe(true);
  });

  it('refuses plain private IPv4 and leaves public addresses and plain IPv6 to the agent', () => {
    for (const address of ['127.0.0.1', '10.0.0.1', '0.0.0.0', '169.254.169.254', '100.64.0.1']) expect(refused(address), address).toBe(true);
    for (const address of ['8.8.8.8', '::ffff:8.8.8.8', '64:ff9b::8.8.8.8', '2002:808:808::1', '2606:4700::1111', '::1', '::', 'example.com']) {
      expect(refused(address), address).toBe(false);
    }
  });

  it('reads the embedded IPv4 address of each form', () => {
    const embedded = (text: string) => embeddedIpv4(ipaddr.IPv6.parse(text))?.toString() ?? null;
    expect(embedded('::7f00:1')).toBe('127.0.0.1');
    expect(embedded('::ffff:10.0.0.1')).toBe('10.0.0.1');
    expect(embedded('::ffff:0:10.0.0.1')).toBe('10.0.0.1');
    expect(embedded('64:ff9b::10.0.0.1')).toBe('10.0.0.1');
    expect(embedded('2002:a00:1::')).toBe('10.0.0.1');
    expect(embedded('2001:0:4136:e378:8000:63bf:f5ff:fffe')).toBe('10.0.0.1');
    expect(embedded('::1')).toBeNull();
    expect(embedded('2606:4700::1111')).toBeNull();
  });
});

describe('guardedLookup', () => {
  const answering = (answers: { address: string; family: number }[]) =>
    ((_host: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) => {
      if (options.all) callback(null, answers);
      else callback(null, answers[0]!.address, answers[0]!.family);
    }) as never;
  const resolve = (answers: { address: string; family: number }[], all: boolean) =>
    new Promise<{ error: Error | null; address: unknown }>((done) => guardedLookup(answering(answers))('name.test', { all }, (error, address) => done({ error, address })));

  it('refuses a DNS answer in any IPv6 form of a private IPv4 address, with all or one answer', async () => {
    for (const address of ['::7f00:1', '::ffff:127.0.0.1', '64:ff9b::a00:1', '2002:a00:1::']) {
      for (const all of [true, false]) {
        const { error } = await resolve([{ address: '2606:4700::1111', family: 6 }, { address, family: 6 }].slice(all ? 0 : 1), all);
        expect(error?.message, `${address} all=${all}`).toMatch(/is not allowed/);
      }
    }
  });

  it('passes public answers through', async () => {
    expect(await resolve([{ address: '93.184.215.14', family: 4 }, { address: '64:ff9b::808:808', family: 6 }], true)).toEqual({
      error: null,
      address: [{ address: '93.184.215.14', family: 4 }, { address: '64:ff9b::808:808', family: 6 }],
    });
  });
});
