#!/usr/bin/env node
// Administers API keys in NATS_URL (records in `api_keys`, balances in `credits`):
//   keys create --name NAME [--entitlement NAME ...] [--credits N] [--rate LIMIT/SECONDS]
//                                 prints the new key once; only its digest is stored. Without
//                                 --credits the key is unmetered; without --rate it gets the
//                                 default limit (DEFAULT_RATE_LIMIT)
//   keys list                     id, name, created, revoked, entitlements, credits left, rate limit
//   keys revoke KEY_ID            the key stops working in every gateway within milliseconds
//   keys credits KEY_ID --add N   adds N credits to a metered key's balance
import { BUCKETS, connect, defaultTopology, natsServers, openBucket, provision, silentLogger, type Bus, type KV } from '@estate/bus';
import { generateApiKey } from '../auth/api-key.js';
import type { KeyRecord, RateLimit } from '../auth/key-store.js';
import { NatsKeyStore } from '../auth/nats-key-store.js';
import { changeBalance, readBalance } from '../quotas/credit-balance.js';
import { DEFAULT_RATE_LIMIT } from '../quotas/quotas.js';

const USAGE = 'usage: keys create --name NAME [--entitlement NAME ...] [--credits N] [--rate LIMIT/SECONDS] | keys list | keys revoke KEY_ID | keys credits KEY_ID --add N';

const say = (line: string) => process.stdout.write(`${line}\n`);
const fail = (message: string): never => {
  process.stderr.write(`keys: ${message}\n`);
  process.exit(2);
};

const [command, ...args] = process.argv.slice(2);
const option = (name: string) => args.flatMap((a, i) => (a === `--${name}` && args[i + 1] !== undefined ? [args[i + 1] as string] : []));

function wholeNumber(text: string | undefined, what: string, minimum: number): number | undefined {
  if (text === undefined) return undefined;
  const value = /^\d{1,15}$/.test(text) ? Number(text) : NaN;
  return Number.isSafeInteger(value) && value >= minimum ? value : fail(`${what} must be a whole number ≥ ${minimum}, not ${JSON.stringify(text)}`);
}

function rateLimit(text: string | undefined): RateLimit | undefined {
  if (text === undefined) return undefined;
  const match = /^(\d{1,9})\/(\d{1,9})s?$/.exec(text) ?? fail(`--rate must look like LIMIT/SECONDS (e.g. 50/1), not ${JSON.stringify(text)}`);
  const requests = wholeNumber(match[1], '--rate LIMIT', 1) as number;
  const perSeconds = wholeNumber(match[2], '--rate SECONDS', 1) as number;
  return { requests, per_seconds: perSeconds };
}

const describeRate = (limit: RateLimit | undefined) => {
  const { requests, per_seconds } = limit ?? DEFAULT_RATE_LIMIT;
  return `${requests}/${per_seconds}s${limit ? '' : ' (default)'}`;
};

async function creditsLeft(credits: KV, record: KeyRecord): Promise<string> {
  if (record.credits === undefined) return 'unmetered';
  // A balance nobody has written yet is the whole grant.
  return String((await readBalance(credits, record.key_id))?.balance ?? record.credits);
}

const bus: Bus = await connect({ name: 'keys-cli', logger: silentLogger, maxReconnectAttempts: 0 }).catch((error: unknown) =>
  fail(`cannot reach NATS at ${natsServers().join(', ')} (set NATS_URL): ${error instanceof Error ? error.message : String(error)}`),
);
let keys: NatsKeyStore | undefined;
try {
  await provision(bus, { streams: [], consumers: [], buckets: defaultTopology().buckets });
  keys = await NatsKeyStore.open(bus);
  const credits = await openBucket(bus, BUCKETS.credits);
  switch (command) {
    case 'create': {
      const name = option('name')[0] ?? fail('create needs --name NAME');
      const grant = wholeNumber(option('credits')[0], '--credits', 0);
      const rate = rateLimit(option('rate')[0]);
      const { key, keyId, hash } = generateApiKey();
      // The balance first: the key cannot be used before its record exists.
      if (grant !== undefined) await changeBalance(credits, keyId, () => grant, { grant });
      await keys.put({
        key_id: keyId,
        hash,
        name,
        created_at: new Date().toISOString(),
        entitlements: option('entitlement'),
        ...(grant === undefined ? {} : { credits: grant }),
        ...(rate === undefined ? {} : { rate_limit: rate }),
      });
      say(key);
      break;
    }
    case 'list':
      // Credits left are the bucket's; running gateways may hold a few more, leased and unspent.
      for (const r of await keys.list()) {
        say([r.key_id, r.name, r.created_at, r.revoked_at ?? '-', r.entitlements.join(',') || '-', await creditsLeft(credits, r), describeRate(r.rate_limit)].join('\t'));
      }
      break;
    case 'revoke': {
      const keyId = args[0] ?? fail('revoke needs KEY_ID');
      const record = (await keys.get(keyId)) ?? fail(`no key ${keyId}`);
      await keys.put({ ...record, revoked_at: record.revoked_at ?? new Date().toISOString() });
      say(`revoked ${keyId}`);
      break;
    }
    case 'credits': {
      const keyId = args[0] ?? fail('credits needs KEY_ID --add N');
      const add = wholeNumber(option('add')[0], '--add', 1) ?? fail('credits needs --add N');
      const record = (await keys.get(keyId)) ?? fail(`no key ${keyId}`);
      if (record.credits === undefined) fail(`key ${keyId} is unmetered; it has no balance to add to`);
      const change = (await changeBalance(credits, keyId, (balance) => balance + add, { grant: record.credits })) ?? fail(`key ${keyId} has no balance`);
      say(`${keyId}\t${change.after} credits`);
      break;
    }
    default:
      fail(USAGE);
  }
} finally {
  keys?.close();
  await bus.close();
}
