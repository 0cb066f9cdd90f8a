// A channel followed on a connection of its own (snapshot and benchmark announcements in cluster mode), against the
// real Redis: messages arrive, the connection is subscribed again after a reconnect, and a connection that drops again
// before its resubscription is answered reports it as an error instead of leaving a rejection unhandled (which ended a
// CI run: ioredis's own resubscribe does not catch it).
import type { RedisClient } from '../../src/cluster/redis.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectRedis, followChannel, type ChannelFollower } from '../../src/cluster/redis.ts';
import { createLogger } from '../../src/log.ts';
import { redisProxy } from '../helpers/redis-proxy.ts';
import { REDIS_URL, uniquePrefix } from '../helpers/server.ts';

const connections: RedisClient[] = [];
const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const connection of connections.splice(0)) connection.disconnect();
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

async function following(url = REDIS_URL): Promise<{ publisher: RedisClient; subscriber: RedisClient; channel: string; heard: { messages: string[]; resubscribed: number; errors: unknown[] } }> {
  const publisher = await connectRedis(url, createLogger('silent'));
  const channel = `${uniquePrefix()}announcements`;
  const heard = { messages: [] as string[], resubscribed: 0, errors: [] as unknown[] };
  const follower: ChannelFollower = {
    onMessage: (message) => heard.messages.push(message),
    onResubscribed: () => heard.resubscribed++,
    onError: (error) => heard.errors.push(error),
  };
  const subscriber = await followChannel(publisher, channel, follower);
  connections.push(publisher, subscriber);
  return { publisher, subscriber, channel, heard };
}

describe('followChannel', () => {
  it('hears the channel, and hears it again once subscribed after a reconnect', async () => {
    const { publisher, subscriber, channel, heard } = await following();
    await publisher.publish(channel, 'first');
    await vi.waitFor(() => expect(heard.messages).toEqual(['first']));

    subscriber.disconnect(true);
    await vi.waitFor(() => expect(heard.resubscribed).toBe(1));
    await publisher.publish(channel, 'second');
    await vi.waitFor(() => expect(heard.messages).toEqual(['first', 'second']));
  });

  it('reports a resubscription cut short by the connection dropping again, and leaves no rejection unhandled', async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      // Through a proxy, as across a network: a connection closed by this end gets no more answers (straight to Redis,
      // the answer to a command sent just before the close still arrives).
      const proxy = await redisProxy();
      cleanups.push(() => proxy.cut());
      const { subscriber, heard } = await following(proxy.url());
      // Closed for good the moment it is ready again (an instance shutting down as Redis comes back): its SUBSCRIBE is
      // in flight and never answered.
      subscriber.once('ready', () => subscriber.disconnect());
      subscriber.disconnect(true);
      await vi.waitFor(() => expect(heard.errors).toEqual([expect.objectContaining({ message: expect.stringMatching(/Connection is closed/) })]));
      // An unhandled rejection is reported once the microtasks of this turn have run.
      await new Promise((resolve) => setImmediate(resolve));
      expect(unhandled).toEqual([]);
      expect(heard.resubscribed).toBe(0);
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });
});
