import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** What a stream a browser keeps open may be opened at most, per address (a reconnecting page is a few). */
export const EVENT_STREAM_RATE_LIMIT = { max: 30, timeWindow: 60_000 };
/** A comment line this often keeps proxies from closing a quiet stream. */
const HEARTBEAT_MS = 15_000;

export interface EventStream {
  /** The event's name (`event: table`). */
  event: string;
  /** The state now, sent first so a (re)connection restores the whole view. */
  first: unknown;
  /** Subscribes `send` to later states (each already JSON); answers the unsubscribe. */
  watch: (send: (json: string) => void) => () => void;
  /** After the stream ended because the browser went away (not when the app closes). */
  onGone?: () => void;
}

/**
 * Server-sent events for the app's live views (tables, the sabong card, card rooms): each stream writes
 * its first state, then every later one, with a heartbeat; all end when the app closes, or a graceful
 * shutdown would wait on them.
 */
export function eventStreams(app: FastifyInstance) {
  const open = new Set<() => void>();
  let closing = false;
  app.addHook('onClose', (_instance, done) => {
    closing = true;
    for (const end of [...open]) end();
    done();
  });

  return function stream(request: FastifyRequest, reply: FastifyReply, spec: EventStream): void {
    reply.hijack();
    const raw = reply.raw;
    const headers = Object.entries(reply.getHeaders()).filter(
      (header): header is [string, string | number | string[]] => header[1] !== undefined,
    );
    raw.writeHead(200, {
      ...Object.fromEntries(headers),
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    const send = (json: string) => raw.write(`event: ${spec.event}\ndata: ${json}\n\n`);
    send(JSON.stringify(spec.first));
    const stop = spec.watch(send);
    const heartbeat = setInterval(() => raw.write(': ping\n\n'), HEARTBEAT_MS);
    heartbeat.unref();
    const end = () => {
      clearInterval(heartbeat);
      stop();
      open.delete(end);
      raw.end();
    };
    open.add(end);
    request.raw.once('close', () => {
      end();
      if (!closing) spec.onGone?.();
    });
  };
}
