/**
 * A tool's output may outlive its reader (`| head`, a terminal hung up). A write to a closed pipe
 * then raises an error event that, left alone, ends the process with a stack trace while the work
 * (a Stryker run of an hour, say) is cut short with nothing kept. Once the reader is gone, the
 * output just ends; the work goes on and keeps its results, and the exit code stays the work's.
 */
export function quietWhenClosed(...streams: NodeJS.WriteStream[]): void {
  for (const stream of streams)
    stream.on("error", (e: NodeJS.ErrnoException) => {
      if (e.code !== "EPIPE" && e.code !== "EIO") throw e;
    });
}
