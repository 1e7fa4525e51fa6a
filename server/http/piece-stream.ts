import "server-only";
// A long answer sent as it is made: each piece is made when the client's connection asks for more, and the
// event loop turns between two pieces, so a batch of 500 teams is worded and written a team at a time
// while /api/health and other checks are answered (docs/performance.md, (k)).

export interface PieceStreamOptions {
  /** Between two pieces: the server's next turn of the event loop. */
  pause: () => Promise<void>;
  /** Once, when the last piece is sent, the stream fails, or the client goes away. */
  finished?: () => void;
}

export function pieceStream(
  pieces: Iterator<string>,
  { pause, finished }: PieceStreamOptions,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let open = true;
  const finish = () => {
    if (!open) return;
    open = false;
    finished?.();
  };
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        try {
          await pause();
          const next = pieces.next();
          if (next.done) {
            controller.close();
            finish();
          } else controller.enqueue(encoder.encode(next.value));
        } catch (error) {
          finish();
          controller.error(error);
        }
      },
      cancel: finish,
    },
    // One piece ahead of the client at most: what is made and not yet sent stays one team.
    { highWaterMark: 1 },
  );
}
