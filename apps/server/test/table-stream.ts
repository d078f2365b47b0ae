/** A live table's state as its stream sends it (the fields the tests read). */
export interface StreamedTable {
  round: { roundNo: number; state: string; commitment: string } | null;
}

/**
 * Opens a table's server-sent event stream (with `headers`, e.g. a game session) and reads its `table`
 * events one at a time, each wait bounded; `close` ends the connection.
 */
export async function openTableStream(url: string, headers: Record<string, string> = {}) {
  const controller = new AbortController();
  const response = await fetch(url, { signal: controller.signal, headers });
  if (!response.ok || !response.body) throw new Error(`stream answered ${response.status}`);
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let text = '';
  async function next(timeoutMs = 15_000): Promise<StreamedTable> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const end = text.indexOf('\n\n');
      if (end >= 0) {
        const event = text.slice(0, end);
        text = text.slice(end + 2);
        if (event.startsWith('event: table'))
          return JSON.parse(event.split('\ndata: ')[1] ?? '') as StreamedTable;
        continue;
      }
      const read = reader.read();
      const timer = new Promise<never>((_, reject) =>
        setTimeout(
          () => reject(new Error(`no table event within ${timeoutMs} ms`)),
          deadline - Date.now(),
        ).unref(),
      );
      const { value, done } = await Promise.race([read, timer]);
      if (done) throw new Error('the stream ended');
      text += decoder.decode(value);
    }
    throw new Error(`no table event within ${timeoutMs} ms`);
  }
  /** Reads events until one shows a round after `roundNo` taking bets. */
  async function nextRoundAfter(roundNo: number, timeoutMs = 20_000): Promise<StreamedTable> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const seen = await next(Math.max(1, deadline - Date.now()));
      if (seen.round && seen.round.roundNo > roundNo && seen.round.state === 'betting') return seen;
    }
  }
  return {
    contentType: response.headers.get('content-type'),
    next,
    nextRoundAfter,
    close: () => controller.abort(),
  };
}
