/** SEC: secrets are write-only, artifact bytes, and workspace isolation (doc 2 Authentication 3, 10, 12; doc 2 Evidence). */
import type { Rule } from "../../lib/rules/types.ts";
import { readsHoldNoSecret, webhookSecretHidden } from "./secrets.ts";
import { artifactNeedsKey, artifactNosniff } from "./artifacts.ts";
import { artifactByteSize } from "./artifact-bytesize.ts";
import { isolationList, isolationRead } from "./isolation.ts";
import { isolationWrite } from "./isolation-write.ts";
import { envConnectNamesKeys, envListSecretNames } from "./environments.ts";

export const rules: Rule[] = [
  // secrets are write-only
  webhookSecretHidden,
  readsHoldNoSecret,
  // environment connections: secret key names only (bodies.createEnvironmentConnection, disposable target)
  envConnectNamesKeys,
  envListSecretNames,
  // artifact bytes
  artifactNosniff,
  artifactNeedsKey,
  // evidence: the listed byteSize is the size served
  artifactByteSize,
  // workspace isolation (a second workspace's key)
  isolationRead,
  isolationList,
  isolationWrite,
];
