import { OPERATION_TABLE, type OperationId, type OperationInput } from '@estate/contract';
import { describe, expect, it } from 'vitest';
import { defineKind, openKinds, type Kind, type KindContext } from '../src/kinds/kind.js';
import { KINDS } from '../src/kinds/index.js';
import { listingKind } from '../src/kinds/listing.js';
import type { HandlerOf, OperationContext } from '../src/routes/operations.js';

const answer: HandlerOf<'getAgent'> = async ({ params }) => ({ data: params.agent_id });

// The checks the type checker makes (`pnpm typecheck` covers this file): each line below must fail.
export const typeChecks = [
  // @ts-expect-error a claimed operation without a handler
  defineKind({ kind: 'agent', operations: ['getAgent', 'getAgency'], open: async () => ({ handlers: { getAgent: answer } }) }),
  // @ts-expect-error a handler for an operation the kind does not claim
  defineKind({ kind: 'agent', operations: ['getAgent'], open: async () => ({ handlers: { getAgent: answer, getAgency: async () => ({ data: null }) } }) }),
  // @ts-expect-error an operation the contract does not have
  defineKind({ kind: 'agent', operations: ['getUnicorn'], open: async () => ({ handlers: { getUnicorn: async () => ({ data: null }) } }) }),
];
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

describe('kinds', () => {
  it('claim only operations of the contract, each operation at most once', () => {
    const claimed = KINDS.flatMap((kind) => kind.operations);
    expect(claimed.length).toBeGreaterThan(0);
    expect(new Set(claimed).size).toBe(claimed.length);
    for (const id of claimed) expect(OPERATION_TABLE[id].operationId).toBe(id);
    expect(KINDS).toContain(listingKind);
  });

  it('merge their handlers', async () => {
    const agents = defineKind({ kind: 'agent', operations: ['getAgent'], open: async () => ({ handlers: { getAgent: answer } }) });
    const opened = await openKinds([agents], context);
    expect(Object.keys(opened.handlers)).toEqual(['getAgent']);
  });

  it('refuse two kinds claiming one operation', async () => {
    const one = defineKind({ kind: 'agent', operations: ['getAgent'], open: async () => ({ handlers: { getAgent: answer } }) });
    const two = defineKind({ kind: 'broker', operations: ['getAgent'], open: async () => ({ handlers: { getAgent: answer } }) });
    await expect(openKinds([one, two], context)).rejects.toThrow('operation getAgent is claimed by both the agent and the broker kind');
  });

  it('refuse a kind that answers other operations than it claims', async () => {
    // Only a kind that bypasses defineKind can get here; the routes must still never see it.
    const stray: Kind = { kind: 'agent', operations: ['getAgent'], open: async () => ({ handlers: { getAgent: answer, getAgency: async () => ({ data: null }) } }) };
    await expect(openKinds([stray], context)).rejects.toThrow('the agent kind claims getAgent but answers getAgency, getAgent');
  });

  it('close what they opened when a later kind fails to open', async () => {
    const closed: string[] = [];
    const first = defineKind({ kind: 'agent', operations: ['getAgent'], open: async () => ({ handlers: { getAgent: answer }, close: () => void closed.push('agent') }) });
    const failing = defineKind({
      kind: 'agency',
      operations: ['getAgency'],
      open: async () => {
        throw new Error('no bucket');
      },
    });
    await expect(openKinds([first, failing], context)).rejects.toThrow('no bucket');
    expect(closed).toEqual(['agent']);
  });
});
