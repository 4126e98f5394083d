/**
 * Runs one call per submission, one after the other, reporting progress; `cancelled()` is asked
 * before each next call, so a cancel stops after the call under way (a write is never aborted).
 */
export interface RunOutcome {
  readonly done: readonly string[];
  readonly failed: readonly { readonly id: string; readonly message: string }[];
  readonly cancelled: boolean;
}

export async function runEach(
  ids: readonly string[],
  run: (id: string) => Promise<{ ok: true } | { ok: false; message: string }>,
  progress: (done: number, total: number) => void,
  cancelled: () => boolean,
): Promise<RunOutcome> {
  const done: string[] = [];
  const failed: { id: string; message: string }[] = [];
  for (const [index, id] of ids.entries()) {
    if (cancelled()) return { done, failed, cancelled: true };
    const result = await run(id);
    if (result.ok) done.push(id);
    else failed.push({ id, message: result.message });
    progress(index + 1, ids.length);
  }
  return { done, failed, cancelled: false };
}
