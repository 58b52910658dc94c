/**
 * Names of the seeded fixtures of a workspace. Every domain seeds its part of the same small world
 * under these ids, so that (for example) the Kaizen entries, the merge record and the debug
 * telemetry all belong to the one finished seeded run. Ids carry the workspace's suffix: ids are
 * unique across workspaces, so a probe with another workspace's key can only ever get a 404.
 */
export function seedIds(workspaceId: string) {
  const w = workspaceId.replace(/^ws_/, "");
  return {
    /** A service backed by a linked repository: its tasks can start. */
    service: `svc_board_${w}`,
    /** A service with no repository: holds tasks but cannot start them (doc 2 Services). */
    serviceNoRepo: `svc_norepo_${w}`,
    repo: `repo_app_${w}`,
    /** A service backed by a linked repository that holds no specification (its spec reads `anchor` `absent`). */
    serviceNoSpec: `svc_worker_${w}`,
    repoNoSpec: `repo_worker_${w}`,
    /** A service backed by a linked repository whose specification is only partly readable (served with `issues`). */
    servicePartialSpec: `svc_ledger_${w}`,
    repoPartialSpec: `repo_ledger_${w}`,
    /** A task whose run finished: owns the seeded run, its evidence, telemetry and merge record. */
    taskDone: `tsk_done_${w}`,
    runDone: `run_done_${w}`,
    /** A task whose seeded run failed (a `ci_failed` card can retry it). */
    taskFailed: `tsk_failed_${w}`,
    runFailed: `run_failed_${w}`,
    /** A task whose failed run used an individual-usage model (a `ci_failed` card cannot retry it). */
    taskPersonal: `tsk_personal_${w}`,
    runPersonal: `run_personal_${w}`,
    mergeRecord: `mrg_done_${w}`,
    artifact: `art_done_${w}`,
    /** An artifact whose bytes are gone from storage: 404 (doc 2 Evidence). */
    artifactGone: `art_gone_${w}`,
  };
}
