/**
 * The bytes a stream sends (docs/adr/0346-event-fan-out-once-per-batch.md): each event's frames are
 * encoded once, and a batch's bytes are concatenated once per audience, the streams whose users
 * receive the same parts of it (what each receives is event-facts.ts's mayReceive, per user).
 */
import type { CurrentUser } from '../auth/current-user.js';
import type { Delivery } from './event-hub.js';
import { mayReceive, wireOf, type LiveEvent } from './event-facts.js';

/** Each event's frames (for a reader, and the bare position for others), encoded once however many streams send them. */
const frames = new WeakMap<LiveEvent, { full: Buffer; bare: Buffer }>();
const framesOf = (event: LiveEvent) => {
  let known = frames.get(event);
  if (known === undefined) {
    known = {
      full: Buffer.from(`id: ${event.eventId}\nevent: change\ndata: ${JSON.stringify(wireOf(event))}\n\n`),
      bare: Buffer.from(`id: ${event.eventId}\n\n`),
    };
    frames.set(event, known);
  }
  return known;
};
const RESET = Buffer.from('event: reset\ndata: {}\n\n');
const HEARTBEAT = Buffer.from(': heartbeat\n\n');
const presenceBuffers = new WeakMap<object, Buffer>();
const presenceBufferOf = (delivery: { frame: string }) => {
  let buffer = presenceBuffers.get(delivery);
  if (buffer === undefined) presenceBuffers.set(delivery, (buffer = Buffer.from(delivery.frame)));
  return buffer;
};
/**
 * What a batch says to each audience (the streams whose users receive the same parts of it):
 * concatenated once per batch and audience, so no stream's write allocates.
 */
const audiences = new WeakMap<readonly Delivery[], Map<string, Buffer>>();

/**
 * The bytes of `delivery` for `user`: the full frame, the bare position of an event they may not
 * read (it moves their position on, without saying what it was), or nothing.
 */
function bytesFor(user: CurrentUser, delivery: Delivery): Buffer | null {
  if (delivery.kind === 'reset') return RESET;
  if (delivery.kind === 'heartbeat') return HEARTBEAT;
  if (delivery.kind === 'presence') return mayReceive(user, delivery) ? presenceBufferOf(delivery) : null;
  const { full, bare } = framesOf(delivery.event);
  return mayReceive(user, delivery.event) ? full : bare;
}

/** The bytes of a batch for `user`: one buffer, shared with every stream of the same audience. */
export function batchBytesFor(user: CurrentUser, batch: readonly Delivery[]): Buffer | null {
  if (batch.length === 1) return bytesFor(user, batch[0]!);
  const parts = batch.map((delivery) => bytesFor(user, delivery));
  // a delivery's part is nothing, its bare frame or its full one (longer): the lengths name the audience
  let audience = '';
  for (const part of parts) audience += part === null ? '-,' : `${part.length},`;
  let known = audiences.get(batch);
  if (known === undefined) audiences.set(batch, (known = new Map()));
  let bytes = known.get(audience);
  if (bytes === undefined) known.set(audience, (bytes = Buffer.concat(parts.filter((part) => part !== null))));
  return bytes.length > 0 ? bytes : null;
}
