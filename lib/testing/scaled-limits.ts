/**
 * vitest's setupFiles, run before each test file: the limits of a test and a hook that set none of
 * their own, scaled by the slowdown as it is when the file starts (lib/testing/slowdown.ts).
 */
import { vi } from "vitest";
import { HOOK_TIMEOUT_MS, scaled, TEST_TIMEOUT_MS } from "./slowdown.ts";

vi.setConfig({ testTimeout: scaled(TEST_TIMEOUT_MS), hookTimeout: scaled(HOOK_TIMEOUT_MS) });
