import { createHash } from 'node:crypto';
import type { Envelope } from '@swerte/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';

interface Answer {
  body: string;
  etag: string;
}

/** If-None-Match names this entity tag (weak comparison, as RFC 9110 asks for this header), or `*`. */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || (trimmed.startsWith('W/') ? trimmed.slice(2) : trimmed) === etag;
  });
}

/**
 * Whole answers of a hot public read, kept with the value they were made from: the handler answers
 * with a value a service keeps in memory until it changes (the same object on every call), so its
 * serialised envelope and ETag are made once per language and dropped with it, when the service
 * reloads or an operator change invalidates it. The hooks before the handler (rate limit, region and
 * maintenance guard, security headers) still run on every request.
 */
export function createAnswerCache() {
  const byValue = new WeakMap<object, Map<string, Answer>>();
  return function send(
    request: FastifyRequest,
    reply: FastifyReply,
    value: object,
    envelope: Envelope<unknown>,
  ): FastifyReply {
    let answers = byValue.get(value);
    if (!answers) {
      answers = new Map();
      byValue.set(value, answers);
    }
    // Only the message (the request's language) differs between the envelopes of one value.
    let answer = answers.get(envelope.message);
    if (!answer) {
      // The route's own compiled serialiser: the same bytes an uncached answer would have.
      const body = reply.serialize(envelope) as string;
      const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
      answer = { body, etag };
      answers.set(envelope.message, answer);
    }
    // Stored by browsers but asked again each time: a 304 costs no body while nothing changed.
    void reply
      .header('etag', answer.etag)
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-language');
    if (matchesEtag(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(answer.body);
  };
}
