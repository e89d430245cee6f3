#!/usr/bin/env node
// Administers API keys in the `api_keys` bucket of NATS_URL:
//   keys create --name NAME [--entitlement NAME ...]   prints the new key once; only its digest is stored
//   keys list                                          id, name, created, revoked, entitlements
//   keys revoke KEY_ID                                 the key stops working on its next use
import { connect, defaultTopology, natsServers, provision, silentLogger, type Bus } from '@estate/bus';
import { generateApiKey } from '../auth/api-key.js';
import { NatsKeyStore } from '../auth/nats-key-store.js';

const say = (line: string) => process.stdout.write(`${line}\n`);
const fail = (message: string): never => {
  process.stderr.write(`keys: ${message}\n`);
  process.exit(2);
};

const [command, ...args] = process.argv.slice(2);
const option = (name: string) => args.flatMap((a, i) => (a === `--${name}` && args[i + 1] !== undefined ? [args[i + 1] as string] : []));

const bus: Bus = await connect({ name: 'keys-cli', logger: silentLogger, maxReconnectAttempts: 0 }).catch((error: unknown) =>
  fail(`cannot reach NATS at ${natsServers().join(', ')} (set NATS_URL): ${error instanceof Error ? error.message : String(error)}`),
);
try {
  await provision(bus, defaultTopology());
  const keys = await NatsKeyStore.open(bus);
  switch (command) {
    case 'create': {
      const name = option('name')[0] ?? fail('create needs --name NAME');
      const { key, keyId, hash } = generateApiKey();
      await keys.put({ key_id: keyId, hash, name, created_at: new Date().toISOString(), entitlements: option('entitlement') });
      say(key);
      break;
    }
    case 'list':
      for (const r of await keys.list()) {
        say([r.key_id, r.name, r.created_at, r.revoked_at ?? '-', r.entitlements.join(',') || '-'].join('\t'));
      }
      break;
    case 'revoke': {
      const keyId = args[0] ?? fail('revoke needs KEY_ID');
      const record = (await keys.get(keyId)) ?? fail(`no key ${keyId}`);
      await keys.put({ ...record, revoked_at: record.revoked_at ?? new Date().toISOString() });
      say(`revoked ${keyId}`);
      break;
    }
    default:
      fail('usage: keys create --name NAME [--entitlement NAME ...] | keys list | keys revoke KEY_ID');
  }
} finally {
  await bus.close();
}
