import { OPERATION_IDS, OPERATION_TABLE, type OperationId, type OperationInput } from '@estate/contract';
import { describe, expect, it } from 'vitest';
import { FixedDirectory } from '../src/collectors/collector-directory.js';
import { defineKind, openKinds, operationsTagged, type Kind, type KindContext } from '../src/kinds/kind.js';
import { KIND_LIST, KINDS } from '../src/kinds/index.js';
import { metaHandlers } from '../src/routes/meta-handlers.js';
import type { HandlerOf, Handlers, OperationContext } from '../src/routes/operations.js';

const answer: HandlerOf<'getAgent'> = async ({ params }) => ({ data: params.agent_id });
const markets = { searchMarkets: async () => ({ data: [] }), getMarketSeries: async () => ({ data: null }) } satisfies Handlers;

// The checks the type checker makes (`pnpm typecheck` covers this file): each line below must fail.
export const typeChecks = [
  // @ts-expect-error an operation the contract tags `professionals` without a handler
  defineKind({ kind: 'professionals', open: async () => ({ handlers: { getAgent: answer } }) }),
  // @ts-expect-error a handler for an operation of another kind
  defineKind({ kind: 'markets', open: async () => ({ handlers: { ...markets, getAgent: answer } }) }),
  // @ts-expect-error a kind the contract has no tag for
  defineKind({ kind: 'unicorns', open: async () => ({ handlers: {} }) }),
];
// @ts-expect-error a kind forgotten in the registry (every tag of the contract needs its kind)
export const forgotten: typeof KINDS = { ...KINDS, listings: undefined };
// @ts-expect-error a kind filed under another kind's name
export const misfiled: typeof KINDS = { ...KINDS, listings: KINDS.stays };
// @ts-expect-error path parameters are typed from the operation's schema: getListing has no native_id
export const wrongParam: HandlerOf<'getListing'> = async ({ params }) => ({ data: params.native_id });
// @ts-expect-error bodies too: a search body has no `url`
export const wrongBody: HandlerOf<'searchListings'> = async ({ body }) => ({ data: body.url });

// The handler's view of a request (Fastify's type provider) and the contract's `Static<>` view agree
// for every operation; a part the operation does not take is `unknown` to the handler.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Expected<T> = [T] extends [undefined] ? unknown : T;
type Agree = {
  [Id in OperationId]: Same<OperationContext<Id>['params'], Expected<OperationInput<Id>['params']>> extends true
    ? Same<OperationContext<Id>['query'], Expected<OperationInput<Id>['query']>> extends true
      ? Same<OperationContext<Id>['body'], Expected<OperationInput<Id>['body']>>
      : false
    : false;
};
export const handlerTypesAgree: false extends Agree[OperationId] ? never : true = true;

// The kinds only ever open against a real bus and store; these tests never reach `open` of a real kind.
const context = {} as KindContext;

/** The meta operations, answered by the routes whatever the kinds. */
const META_OPERATIONS = Object.keys(metaHandlers(new FixedDirectory(), { eventSchemas: () => [] }, new Set()));

/** Who answers each operation of the contract: the meta routes or the kinds that claim it. */
function answerersOf(kinds: readonly Kind[]): Map<OperationId, string[]> {
  const answerers = new Map<OperationId, string[]>(OPERATION_IDS.map((id) => [id, []]));
  for (const id of META_OPERATIONS) answerers.get(id as OperationId)?.push('meta');
  for (const kind of kinds) for (const id of kind.operations) answerers.get(id)?.push(kind.kind);
  return answerers;
}

/** Operations answered by no one or by more than one, with their answerers. */
function misanswered(kinds: readonly Kind[]): Array<[OperationId, string[]]> {
  return [...answerersOf(kinds)].filter(([, answerers]) => answerers.length !== 1);
}

// Test kinds for openKinds: built by hand, as only a kind that bypasses defineKind can claim part of a tag.
const kindOf = (kind: string, handlers: Handlers, extras: Partial<Awaited<ReturnType<Kind['open']>>> = {}): Kind => ({
  kind,
  operations: Object.keys(handlers) as OperationId[],
  open: async () => ({ ...extras, handlers }),
});

describe('kinds', () => {
  it('answer every operation of the contract exactly once, beside the meta routes', () => {
    const answerers = answerersOf(KIND_LIST);
    expect(answerers.size).toBe(OPERATION_IDS.length);
    expect(answerers.size).toBeGreaterThan(40);
    expect(META_OPERATIONS.sort()).toEqual(['listCapabilities', 'listPlatforms', 'listSchemas']);
    expect(misanswered(KIND_LIST)).toEqual([]);
  });

  it('find an operation no kind answers, and one answered twice', () => {
    const withoutMarkets = KIND_LIST.filter((kind) => kind.kind !== 'markets');
    expect(misanswered(withoutMarkets)).toEqual([
      ['searchMarkets', []],
      ['getMarketSeries', []],
    ]);
    expect(misanswered([...KIND_LIST, KINDS.markets]).map(([id]) => id)).toEqual(['searchMarkets', 'getMarketSeries']);
  });

  it('are each filed under their name and answer the operations the contract tags with it', () => {
    expect(Object.keys(KINDS).length).toBe(KIND_LIST.length);
    for (const [name, kind] of Object.entries(KINDS)) {
      expect(kind.kind).toBe(name);
      expect(kind.operations.length).toBeGreaterThan(0);
      expect(kind.operations).toEqual(operationsTagged(kind.kind));
      for (const id of kind.operations) expect(OPERATION_TABLE[id].tag).toBe(name);
    }
  });

  it('merge their handlers', async () => {
    const opened = await openKinds([kindOf('professionals', { getAgent: answer })], context);
    expect(Object.keys(opened.handlers)).toEqual(['getAgent']);
  });

  it('refuse two kinds claiming one operation', async () => {
    const one = kindOf('agent', { getAgent: answer });
    const two = kindOf('broker', { getAgent: answer });
    await expect(openKinds([one, two], context)).rejects.toThrow('operation getAgent is claimed by both the agent and the broker kind');
  });

  it('refuse a kind that answers other operations than it claims', async () => {
    // Only a kind that bypasses defineKind can get here; the routes must still never see it.
    const stray: Kind = { kind: 'agent', operations: ['getAgent'], open: async () => ({ handlers: { getAgent: answer, getAgency: async () => ({ data: null }) } }) };
    await expect(openKinds([stray], context)).rejects.toThrow('the agent kind claims getAgent but answers getAgency, getAgent');
  });

  it('close what they opened when a later kind fails to open', async () => {
    const closed: string[] = [];
    const first = kindOf('agent', { getAgent: answer }, { close: () => void closed.push('agent') });
    const failing: Kind = {
      kind: 'agency',
      operations: ['getAgency'],
      open: async () => {
        throw new Error('no bucket');
      },
    };
    await expect(openKinds([first, failing], context)).rejects.toThrow('no bucket');
    expect(closed).toEqual(['agent']);
  });
});
