import type { Bus } from '@estate/bus';
import { DeliverPolicy, type ConsumerMessages } from '@nats-io/jetstream';
import { listingChangeSubject, ListingChangeSchema, STREAM_NAMES, type ListingChange } from '@estate/events';
import { compileSchema, createAjv, type Validator } from '@estate/contract';

/** One change as the feed reads it: its place in the CHANGES stream and what the projector published. */
export interface StreamedChange {
  seq: number;
  change: ListingChange;
}

/** Where a feed starts: after a change it was sent, or with the next change. */
export type FeedStart = { after: number } | { next: true };

export interface OpenedChanges {
  /** The first change sent, when the one asked for is older than the stream keeps; undefined otherwise. */
  gap?: { requested: number; resumed: number };
  messages: AsyncIterable<StreamedChange | undefined>;
  stop(): void;
}

let validator: Validator | undefined;

/**
 * Reads the CHANGES stream for one feed connection: an ordered consumer (ephemeral, in stream
 * order, re-created by the client on a gap) that starts right after `Last-Event-ID`, so a
 * reconnecting follower misses nothing and sees nothing twice. The server filters by platform
 * subject; the rest of the filters run in the gateway. A message that is not a change (a
 * foreign publish) yields undefined and is skipped by the caller.
 */
export async function openChanges(bus: Bus, start: FeedStart, platforms: readonly string[] | undefined): Promise<OpenedChanges> {
  validator ??= compileSchema(createAjv(), ListingChangeSchema);
  const check = validator;
  const info = await bus.jsm.streams.info(STREAM_NAMES.changes);
  let gap: OpenedChanges['gap'];
  let position: { deliver_policy: DeliverPolicy; opt_start_seq?: number };
  if ('after' in start) {
    const wanted = start.after + 1;
    // Older than the stream keeps: resume at the oldest kept, and say so.
    if (wanted < info.state.first_seq && info.state.messages > 0) gap = { requested: wanted, resumed: info.state.first_seq };
    position = { deliver_policy: DeliverPolicy.StartSequence, opt_start_seq: Math.max(wanted, info.state.first_seq, 1) };
  } else {
    position = { deliver_policy: DeliverPolicy.New };
  }
  const consumer = await bus.js.consumers.get(STREAM_NAMES.changes, {
    ...position,
    ...(platforms ? { filter_subjects: platforms.map((p) => listingChangeSubject(p)) } : {}),
  });
  const messages: ConsumerMessages = await consumer.consume();
  async function* read(): AsyncIterable<StreamedChange | undefined> {
    for await (const message of messages) {
      let value: unknown;
      try {
        value = message.json<unknown>();
      } catch {
        yield undefined;
        continue;
      }
      yield check(value) ? { seq: message.seq, change: value as ListingChange } : undefined;
    }
  }
  return { ...(gap ? { gap } : {}), messages: read(), stop: () => void messages.stop() };
}
